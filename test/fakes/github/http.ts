import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeGitHubState, PermissionScope } from './state.ts';

/** What a route handler of the fake GitHub sees. */
export interface RouteContext {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON body; undefined when there was none. */
  readonly body: unknown;
  /** Path and query as requested, for building pagination links. */
  readonly url: URL;
  readonly state: FakeGitHubState;
  readonly nextId: () => number;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A GitHub path template such as `/repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  readonly path: string;
  /** The permission the route needs; none for who-am-I reads, which every token may make. */
  readonly scope?: PermissionScope;
  readonly handle: (context: RouteContext) => Reply;
}

const DOCS = 'https://docs.github.com/rest';

/** GitHub's error body: a message, a documentation link and the status as a string. */
export function errorReply(status: number, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { message, documentation_url: DOCS, status: String(status) }, headers };
}

/** A token without the permission, as GitHub answers it (the header names what would be accepted). */
export function forbidden(acceptedPermission: string): Reply {
  return errorReply(403, 'Resource not accessible by integration', {
    'x-accepted-github-permissions': acceptedPermission,
  });
}

export const notFound = (): Reply => errorReply(404, 'Not Found');

/** GitHub refuses an issue or comment body over this many characters (422, "body is too long"). */
const MAX_BODY_CHARS = 65_536;

/** GitHub's 422 for a body past its limit; undefined when the body fits (or is not a string). */
export function bodyTooLong(body: unknown): Reply | undefined {
  return typeof body === 'string' && body.length > MAX_BODY_CHARS
    ? validationFailed(`body is too long (maximum is ${MAX_BODY_CHARS} characters)`)
    : undefined;
}

export function validationFailed(message: string): Reply {
  return errorReply(422, `Invalid request.\n\n${message}`);
}

/**
 * One page of `items` for GitHub's `per_page`/`page` query, with the `Link` header GitHub sends:
 * absolute URLs for rel="next"/"last" (and "first"/"prev" past page one). Octokit follows rel="next".
 */
export function paginate<T>(items: readonly T[], url: URL): { page: T[]; headers: Record<string, string> } {
  const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
  const page = Math.max(1, Math.trunc(Number(url.searchParams.get('page') ?? 1)) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const linkTo = (target: number) => {
    const link = new URL(url);
    link.searchParams.set('per_page', String(perPage));
    link.searchParams.set('page', String(target));
    return link.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, lastPage))}>; rel="prev"`);
  if (page < lastPage) links.push(`<${linkTo(page + 1)}>; rel="next"`, `<${linkTo(lastPage)}>; rel="last"`);
  if (page > 1) links.push(`<${linkTo(1)}>; rel="first"`);
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
  return { page: items.slice((page - 1) * perPage, page * perPage), headers };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendReply(response: ServerResponse, reply: Reply): void {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    ...(text === '' ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'x-github-media-type': 'github.v3; format=json',
    ...reply.headers,
  });
  response.end(text);
}

/** Compiles `/repos/{owner}/{repo}` into a matcher returning the named segments. */
export function compilePath(template: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = pattern.exec(path);
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  };
}
