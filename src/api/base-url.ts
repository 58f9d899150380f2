import { ConfigurationError } from '../errors.ts';
import { assertPathKept, fillPathTemplate } from './path-params.ts';

/** Where the API lives: `root` is origin + path, always ending in `/api/v1`, no trailing slash. */
export interface ApiBase {
  readonly origin: string;
  readonly root: string;
}

export type QueryValue = string | number | boolean | undefined;

const VERSION_SEGMENT = '/api/v1';

/**
 * Accepts what users paste into `api-url`: with or without `/api/v1`, with or without a trailing slash.
 * Anything else than an absolute http(s) URL is a user mistake, so it fails as a ConfigurationError.
 */
export function parseApiUrl(input: string | undefined): ApiBase {
  const text = (input ?? '').trim();
  if (text === '') {
    throw new ConfigurationError(
      'Input "api-url" is empty: set it to the platform address, e.g. https://platform.example.com.',
      'api-url',
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigurationError(
      `Input "api-url" is "${clip(text)}", which is not a valid URL: set it to an absolute address such as https://platform.example.com.`,
      'api-url',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(
      `Input "api-url" must start with https:// or http:// (got "${url.protocol}"): set it to e.g. https://platform.example.com.`,
      'api-url',
    );
  }
  if (url.username || url.password) {
    throw new ConfigurationError(
      'Input "api-url" must not contain credentials: remove them and put the key in the `api-key` secret instead.',
      'api-url',
    );
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(VERSION_SEGMENT)) path = path.slice(0, -VERSION_SEGMENT.length);
  return { origin: url.origin, root: `${url.origin}${path}${VERSION_SEGMENT}` };
}

/**
 * Fills `{param}` placeholders (each URL-encoded as one segment) and appends the query. Refuses,
 * before anything is sent, a URL whose path would not be the template's once resolved.
 */
export function buildUrl(
  base: ApiBase,
  template: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = fillPathTemplate(template, params);
  const url = withQuery(`${base.root}${path}`, query);
  assertPathKept(url, `${new URL(base.root).pathname}${path}`, template);
  return url;
}

export function withQuery(url: string, query: Readonly<Record<string, QueryValue>>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parsed.searchParams.set(name, String(value));
  }
  return parsed.toString();
}

/**
 * Resolves a `next` link from a list response. Only links on the API's own origin are followed,
 * because following one elsewhere would hand the API key to a third party.
 */
export function resolveNextUrl(base: ApiBase, link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link, `${base.origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const rootPath = new URL(base.root).pathname;
  // A relative link such as `/projects?cursor=x` is relative to the API root, not the origin.
  if (!link.startsWith('http') && !url.pathname.startsWith(rootPath)) {
    return `${base.root}${url.pathname}${url.search}`;
  }
  return url.toString();
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
