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

/**
 * One proxy rule as the platform returned it: `raw` is the record untouched (every field, the origin
 * text as written), which is what a PUT sends back for a rule the run does not change; `prefix` and
 * `origin` are what the client could read of it, for comparing and reporting.
 */
export interface ProxyRule {
  readonly prefix: string;
  /** Undefined when the record shows no origin the client can read. */
  readonly origin: string | undefined;
  readonly raw: JsonRecord;
}

/** The project's rules: those the client can read, and those it cannot (no prefix), kept apart. */
export interface ProxyRuleList {
  readonly rules: ProxyRule[];
  /** Records with no prefix the client can read: a PUT built without them would delete them. */
  readonly unreadable: JsonRecord[];
}

const PREFIX_KEYS = ['prefix', 'path', 'pathPrefix', 'source', 'from'];
const ORIGIN_KEYS = ['origin', 'target', 'destination', 'upstream', 'to', 'url'];

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

/**
 * The proxy rules, each kept whole: nothing the platform returned is dropped or rewritten, since the
 * PUT replaces the list and a rule lost here would be deleted by the next write.
 */
export async function readProxyRules(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProxyRuleList> {
  const records = await listProxyRules(client, projectId, { signal });
  const rules: ProxyRule[] = [];
  const unreadable: JsonRecord[] = [];
  for (const raw of records) {
    const prefix = stringField(raw, ...PREFIX_KEYS);
    if (prefix === undefined) unreadable.push(raw);
    else rules.push({ prefix, origin: stringField(raw, ...ORIGIN_KEYS), raw });
  }
  return { rules, unreadable };
}

/** A new rule, in the shape the PUT takes. */
export function newProxyRule(prefix: string, origin: string): ProxyRule {
  return { prefix, origin, raw: { prefix, origin } };
}

/**
 * `rule` with its origin changed and every other field as the platform had it, under the key the
 * platform used for the origin.
 */
export function withOrigin(rule: ProxyRule, origin: string): ProxyRule {
  const key = ORIGIN_KEYS.find((name) => typeof rule.raw[name] === 'string') ?? 'origin';
  return { prefix: rule.prefix, origin, raw: { ...rule.raw, [key]: origin } };
}

/**
 * Two origins compared as URLs (case of scheme and host, default port, trailing slash), so a file
 * that writes the platform's origin a little differently plans no change; the text itself is never
 * rewritten.
 */
export function sameOrigin(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return comparableOrigin(a) === comparableOrigin(b);
}

function comparableOrigin(text: string): string {
  try {
    const url = new URL(text.trim());
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return text.trim();
  }
}

/** `scheme://user:password@` (or `user@`) at the start of a URL's text, valid or not. */
const USERINFO = /^(\s*[a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/i;

/** Whether an origin's text names a user or password before its host. */
export function hasUserinfo(origin: string): boolean {
  return USERINFO.test(origin);
}

/**
 * An origin as it may be shown: credentials before the host become `***`. The file may not carry
 * them (sections.ts refuses it), but a rule made on the platform itself may, and plans show it.
 */
export function withoutUserinfo(origin: string): string {
  return origin.replace(USERINFO, '$1***@');
}

/** PUT /projects/{id}/proxy-rules: the list sent replaces every rule the project has. */
export async function writeProxyRules(
  client: PlatformClient,
  projectId: string,
  rules: readonly ProxyRule[],
  signal?: AbortSignal,
): Promise<void> {
  await setProxyRules(client, projectId, { rules: rules.map((rule) => rule.raw) }, { signal });
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
