import type { Route, RouteRow } from './routes.ts';

/** Human nouns for the path segment that precedes a `{param}`, used to say what was not found. */
const NOUNS: Record<string, string> = {
  projects: 'project',
  deployments: 'deployment',
  databases: 'database',
  users: 'database user',
  zones: 'DNS zone',
  records: 'DNS record',
  buckets: 'CDN bucket',
  assets: 'CDN asset',
  keys: 'CDN upload key',
  cron: 'cron job',
  'env-groups': 'environment group',
  vars: 'variable',
  env: 'variable',
  runs: 'run',
  tunnels: 'tunnel',
  mailboxes: 'mailbox',
};

function nounFor(segment: string, group: string): string {
  if (segment === 'domains') return group === 'mail' ? 'mail domain' : 'domain';
  if (segment === 'services') return group === 'compute' ? 'compute service' : 'service';
  return NOUNS[segment] ?? segment.replace(/s$/, '');
}

/** One thing a request names by its id or name, e.g. the project `p1`. */
export interface NamedThing {
  readonly noun: string;
  readonly value: string;
}

/**
 * What a 404 of a route means, as data: the thing asked for and what holds it (a project's domain, a
 * project's file), so a caller can tell which value the platform lacks and say it in its own words.
 */
export interface NotFoundSubject {
  readonly thing: NamedThing;
  readonly within?: NamedThing | undefined;
}

type NamedParam = NamedThing;

function namedParams(route: RouteRow, params: Readonly<Record<string, string>>): NamedParam[] {
  const parts = route.path.split('/').filter(Boolean);
  const named: NamedParam[] = [];
  parts.forEach((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // `{action}` is a verb (start/stop/restart), not something that can be missing.
    if (!name || name === 'action') return;
    named.push({ noun: nounFor(parts[index - 1] ?? '', route.group), value: params[name] ?? '?' });
  });
  return named;
}

/**
 * What a 404 means for this route: the last named thing and the one that holds it. Undefined when
 * the route has no identifier, which points at a wrong API address rather than a missing thing.
 */
export function notFoundSubject(
  route: RouteRow,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>> = {},
): NotFoundSubject | undefined {
  const named = namedParams(route, params);
  const last = named.at(-1);
  if (!last) return undefined;
  const filePath = query.path;
  if (route.group === 'files' && typeof filePath === 'string') {
    return { thing: { noun: 'file', value: filePath }, within: last };
  }
  return { thing: last, within: named.at(-2) };
}

/** `domain "a.com" of project "p1"`, `file "index.html" in project "p1"`. */
export function describeNotFound({ thing, within }: NotFoundSubject): string {
  const subject = `${thing.noun} "${thing.value}"`;
  if (within === undefined) return subject;
  return `${subject} ${thing.noun === 'file' ? 'in' : 'of'} ${within.noun} "${within.value}"`;
}

const EXTRA_LIST_KEYS: Partial<Record<string, readonly string[]>> = {
  listProjectEnv: ['variables', 'vars', 'names', 'keys'],
  listServiceEnv: ['variables', 'vars', 'names', 'keys'],
  listCronJobs: ['jobs', 'cronJobs', 'crons'],
  listEnvGroups: ['groups', 'envGroups'],
  listProjectEnvGroups: ['groups', 'envGroups'],
  listProjectFiles: ['files', 'entries', 'children'],
  searchProjectFiles: ['matches', 'files'],
  listAllowedRunCommands: ['commands', 'allowedCommands'],
  listCdnKeys: ['keys', 'apiKeys'],
  listProjectServices: ['services', 'containers'],
  listCdnBucketAssets: ['assets', 'objects', 'files'],
  getDeploymentLogs: ['logs', 'lines', 'entries'],
  getDatabaseLogs: ['logs', 'lines', 'entries'],
};

function literalSegments(route: Route): string[] {
  return route.path.split('/').filter((part) => part !== '' && !part.startsWith('{'));
}

/** Property names under which a list response may carry its items, e.g. `deployments`. */
export function listKeysFor(route: Route): string[] {
  const last = literalSegments(route).at(-1) ?? '';
  return unique([...(EXTRA_LIST_KEYS[route.operation] ?? []), camel(last)]);
}

/** Property names under which a single record may be wrapped, e.g. `{ "project": {...} }`. */
export function singularKeysFor(route: Route): string[] {
  const names = literalSegments(route).map((segment) => singular(camel(segment)));
  if (route.group === 'cron') names.push('job', 'cronJob');
  return unique(names);
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('xes')) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function camel(segment: string): string {
  return segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
