import type { QueryValue } from '../../api/base-url.ts';
import { segmentProblem, segmentProblemText } from '../../api/path-params.ts';
import { type HttpMethod, matchRoute, ROUTES, type RouteRow } from '../../api/routes.ts';
import { ConfigurationError } from '../../errors.ts';

export interface ApiRequest {
  readonly method: HttpMethod;
  /** As given, normalised: leading slash, no `/api/v1`, no query string. */
  readonly path: string;
  readonly route: RouteRow;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, QueryValue>>;
  readonly body: unknown;
}

const WITH_BODY: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];

/** Turns the inputs into one request of the route table, or a ConfigurationError naming the input. */
export function resolveRequest(
  method: HttpMethod,
  pathInput: string,
  queryLines: readonly string[],
  bodyText: string | undefined,
): ApiRequest {
  const [rawPath = '', queryString] = pathInput.split(/\?(.*)/s, 2);
  const path = normalisePath(rawPath);
  const matched = matchRoute(method, path);
  if (!matched) throw unknownRoute(method, path);
  refuseDotSegments(matched.params, matched.route.path);
  const query: Record<string, QueryValue> = Object.fromEntries(new URLSearchParams(queryString ?? ''));
  for (const line of queryLines) {
    const at = line.indexOf('=');
    if (at <= 0) {
      throw new ConfigurationError(
        `Input "query": "${line}" is not a \`key=value\` line; give one parameter per line, e.g. \`limit=100\`.`,
        'query',
      );
    }
    query[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return {
    method,
    path,
    route: matched.route,
    params: matched.params,
    query,
    body: parseBody(method, bodyText),
  };
}

/** `..` as an id would resolve away: `DELETE /dns/zones/z/records/..` would delete the zone. */
function refuseDotSegments(params: Readonly<Record<string, string>>, template: string): void {
  for (const [name, value] of Object.entries(params)) {
    const problem = segmentProblem(value);
    if (problem === undefined) continue;
    throw new ConfigurationError(
      `Input "path": its {${name}} segment of ${template} is ${segmentProblemText(value, problem)}, so it was not sent; put the id there.`,
      'path',
    );
  }
}

function normalisePath(text: string): string {
  let path = text.trim();
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/api\/v1(?=\/)/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function parseBody(method: HttpMethod, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (!WITH_BODY.includes(method)) {
    throw new ConfigurationError(
      `Input "body" is set, but ${method} requests carry no body; remove it or use POST, PUT or PATCH.`,
      'body',
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(
      `Input "body" is not valid JSON (${why}); give a JSON value, e.g. \`{"name": "shop"}\`, quoted for YAML with \`body: |\` or \`\${{ toJSON(...) }}\`.`,
      'body',
    );
  }
}

/** Says which methods the path has, or which paths start like it, so the fix is one look away. */
function unknownRoute(method: HttpMethod, path: string): ConfigurationError {
  const methods = ROUTES.filter(
    (route) => route.method !== method && matchRoute(route.method, path)?.route === route,
  ).map((route) => route.method);
  if (methods.length > 0) {
    const template = matchRoute(methods[0]!, path)!.route.path;
    return new ConfigurationError(
      `Input "method": the platform API has no ${method} ${template}; that path takes ${[...new Set(methods)].join(', ')}.`,
      'method',
    );
  }
  const first = path.split('/').filter(Boolean)[0] ?? '';
  const near = ROUTES.filter((route) => route.path.split('/')[1] === first).map(
    (r) => `${r.method} ${r.path}`,
  );
  const hint =
    near.length > 0
      ? `its ${near.length} endpoint(s) under /${first} are: ${near.slice(0, 12).join(', ')}${near.length > 12 ? ', …' : ''}`
      : `it has paths under ${[...new Set(ROUTES.map((r) => `/${r.path.split('/')[1]}`))].join(', ')}`;
  return new ConfigurationError(
    `Input "path": ${method} ${path} is not an endpoint of the platform API, so it was not sent; ${hint}.`,
    'path',
  );
}
