import type { PlatformClient } from './client.ts';
import { openApiDocument } from './openapi-document.ts';
import { type BodyProblem, bodyProblems, requestBodySchema } from './request-schema.ts';
import { ROUTES } from './routes.ts';

/** Problems of a body for an operation of the route table (by name); empty when the platform takes it. */
export type RequestChecker = (operation: string, body: unknown) => readonly BodyProblem[];

/**
 * A checker that judges bodies by the platform's own /openapi.json (fetched once per API root), or
 * undefined when the platform serves none: then only the file's own checks and the apply judge.
 */
export async function requestChecker(
  client: PlatformClient,
  signal?: AbortSignal,
): Promise<RequestChecker | undefined> {
  const document = await openApiDocument(client, signal);
  if (document === undefined) return undefined;
  return (operation, body) => {
    const route = ROUTES.find((candidate) => candidate.operation === operation);
    if (route === undefined) return [];
    const schema = requestBodySchema(document, route.method, route.path);
    return schema === undefined ? [] : bodyProblems(document, schema, body);
  };
}
