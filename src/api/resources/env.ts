import type { PlatformClient } from '../client.ts';
import { field, isRecord, stringField, unwrapList } from '../decode.ts';
import { endpoint } from './operation.ts';
import { defined, type ListRequestOptions, listOptions, refId } from './records.ts';

const NAME_FIELDS = ['name', 'key', 'variable', 'id'];
const LIST_FIELDS = ['variables', 'vars', 'env', 'names', 'keys', 'items', 'data', 'results'];

/**
 * Variable names from any usual shape: `["A"]`, `[{ name: "A" }]`, `{ variables: [...] }`,
 * or a map `{ A: "***" }` (its keys). The platform never returns values, and neither do we.
 */
export function envNamesFrom(body: unknown): string[] {
  if (Array.isArray(body)) {
    return body
      .map((item) => (typeof item === 'string' ? item : stringField(item, ...NAME_FIELDS)))
      .filter((name): name is string => typeof name === 'string' && name !== '');
  }
  if (!isRecord(body)) return [];
  for (const key of LIST_FIELDS) {
    const inner = field(body, key);
    if (Array.isArray(inner) || isRecord(inner)) return envNamesFrom(inner);
  }
  return Object.keys(body);
}

/**
 * Every variable name at `operation` (a project's or a service's), across pages like any list (a
 * platform may page the names too): a whole-set PUT built on part of them would delete the rest.
 */
export async function listEnvNames(
  client: PlatformClient,
  operation: 'listProjectEnv' | 'listServiceEnv',
  params: Readonly<Record<string, string>>,
  options?: ListRequestOptions,
): Promise<string[]> {
  const [call, pages] = listOptions(options, params);
  const itemsOf = (body: unknown) => envNamesFrom(unwrapList(body, LIST_FIELDS) ?? body);
  const records = await client.list(operation, call, { ...pages, itemsOf });
  return records.map((record) => String(record.value));
}

export function listProjectEnvNames(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<string[]> {
  return listEnvNames(client, 'listProjectEnv', { id: projectId }, options);
}

export interface SetEnvResult {
  /** The redeploy the platform started for the new values, when it says which. */
  readonly deploymentId?: string;
  readonly raw: unknown;
}

/** The redeploy's id from `deploymentId`, `redeploymentId`, or a nested `deployment`/`redeploy` record. */
export function redeployIdFrom(body: unknown): string | undefined {
  return (
    stringField(body, 'deploymentId', 'redeploymentId', 'redeployId') ?? refId(body, 'deployment', 'redeploy')
  );
}

/**
 * PUT /projects/{id}/env: `variables` REPLACES the project's whole set and triggers a redeploy.
 * Idempotent by HTTP but not in effect: every PUT that lands starts a redeploy, so it is never repeated
 * after an answer that may have come after the work (a lost connection, a timeout, a 5xx); callers
 * read the names back to tell whether it landed (src/env/project.ts).
 */
export const setProjectEnv = endpoint('setProjectEnv', {
  body: (variables: Readonly<Record<string, string>>) => ({ variables: { ...variables } }),
  idempotent: false,
  decode: (raw): SetEnvResult => ({ raw, ...defined({ deploymentId: redeployIdFrom(raw) }) }),
});
