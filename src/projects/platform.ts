import type { PlatformClient } from '../api/client.ts';
import { type JsonRecord, stringField } from '../api/decode.ts';
import { PlatformApiError } from '../api/errors.ts';
import { listProjectEnvGroups } from '../api/resources/env-groups.ts';
import { getProject, getStaticRouting, listProxyRules, setProxyRules } from '../api/resources/projects.ts';
import { ConfigurationError } from '../errors.ts';

/**
 * Reading (and writing the list of) what a project is configured with, tolerant of the names the
 * platform may use: the document shows none of these bodies, so every field has its usual variants.
 */

export interface ProxyRule {
  readonly prefix: string;
  readonly origin: string;
}

/** GET /projects/{id}; a 404 is the input's mistake, named as such. */
export async function readProjectRecord(
  client: PlatformClient,
  projectId: string,
  input: string,
  signal?: AbortSignal,
): Promise<JsonRecord> {
  try {
    return (await getProject(client, projectId, { signal })).raw;
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 404) {
      throw new ConfigurationError(
        `Input "${input}" is "${projectId}", which is not a project of the platform: set it to the id of an existing project (GET /projects lists them).`,
        input,
      );
    }
    throw error;
  }
}

/** The static-site routing mode, or undefined when the platform shows none. */
export async function readRoutingMode(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const record = await getStaticRouting(client, projectId, { signal });
  return stringField(record, 'mode', 'routing', 'routingMode', 'staticRouting', 'type');
}

/** The proxy rules, each `{ prefix, origin }`; a rule the client cannot read is skipped. */
export async function readProxyRules(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProxyRule[]> {
  const records = await listProxyRules(client, projectId, { signal });
  const rules: ProxyRule[] = [];
  for (const record of records) {
    const prefix = stringField(record, 'prefix', 'path', 'pathPrefix', 'source', 'from');
    const origin = stringField(record, 'origin', 'target', 'destination', 'upstream', 'to', 'url');
    if (prefix !== undefined && origin !== undefined) rules.push({ prefix, origin: originOf(origin) });
  }
  return rules;
}

/** PUT /projects/{id}/proxy-rules: the list sent replaces every rule the project has. */
export async function writeProxyRules(
  client: PlatformClient,
  projectId: string,
  rules: readonly ProxyRule[],
  signal?: AbortSignal,
): Promise<void> {
  const body = { rules: rules.map((rule) => ({ prefix: rule.prefix, origin: rule.origin })) };
  await setProxyRules(client, projectId, body, { signal });
}

/** The env groups attached to a project, as ids with their names. */
export async function readAttachedEnvGroups(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<{ id: string; name?: string }[]> {
  const groups = await listProjectEnvGroups(client, projectId, { signal });
  return groups.map((group) =>
    group.name === undefined ? { id: group.id } : { id: group.id, name: group.name },
  );
}

/** An origin as the platform keeps it (scheme, host and port, no trailing slash), when it is a URL. */
function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return text;
  }
}
