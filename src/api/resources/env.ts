import { field, isRecord, stringField } from '../decode.ts';
import { endpoint } from './operation.ts';
import { defined, refId } from './records.ts';

const NAME_FIELDS = ['name', 'key', 'variable', 'id'];
const LIST_FIELDS = ['variables', 'vars', 'env', 'names', 'keys', 'items', 'data'];

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

export const listProjectEnvNames = endpoint('listProjectEnv', { decode: envNamesFrom });

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
