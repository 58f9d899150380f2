import { ConfigurationError } from '../errors.ts';
import { isLoopback } from '../hostname.ts';
import { assertPathKept, fillPathTemplate } from './path-params.ts';
import { CLIENT_TERMS, type SettingTerms } from './terms.ts';

/** Where the API lives: `root` is origin + path, always ending in `/api/v1`, no trailing slash. */
export interface ApiBase {
  readonly origin: string;
  readonly root: string;
}

export type QueryValue = string | number | boolean | undefined;

const VERSION_SEGMENT = '/api/v1';

export interface ApiUrlOptions {
  /** Plain http:// to a host other than this machine is accepted. */
  readonly allowInsecureHttp?: boolean;
  /** The caller's names for the address setting and its opt-in, for the sentences of its errors. */
  readonly terms?: SettingTerms;
}

/**
 * Accepts what users paste as the API address: with or without `/api/v1`, with or without a trailing slash.
 * Anything else than an absolute http(s) URL is a user mistake, so it fails as a ConfigurationError.
 * Plain http:// is for this machine only, unless opted into: every request carries the key.
 */
export function parseApiUrl(input: string | undefined, options: ApiUrlOptions = {}): ApiBase {
  const text = (input ?? '').trim();
  const terms = options.terms ?? CLIENT_TERMS;
  const fail = (sentence: string) =>
    new ConfigurationError(`${terms.urlSubject} ${sentence}`, terms.urlSetting);
  if (text === '') {
    throw fail('is empty: set it to the platform address, e.g. https://platform.example.com.');
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail(
      `is "${clip(withoutUserinfo(text))}", which is not a valid URL: set it to an absolute address such as https://platform.example.com.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fail(
      `must start with https:// or http:// (got "${url.protocol}"): set it to e.g. https://platform.example.com.`,
    );
  }
  if (url.username || url.password) {
    throw fail(`must not contain credentials: remove them and put the key in ${terms.keyPlace} instead.`);
  }
  if (url.protocol === 'http:' && !options.allowInsecureHttp && !isLoopback(url.hostname)) {
    throw fail(
      `is ${url.origin}, plain HTTP to another machine, so the API key would cross the network unencrypted: use https://, or set ${terms.insecureOptIn} if that network is trusted.`,
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

/**
 * An API address as it may be said back: origin and path only (no query or fragment, which could carry
 * anything), no trailing slash. Only for a value `parseApiUrl` accepted, so it holds no credentials.
 */
export function shownApiUrl(input: string): string {
  const url = new URL(input.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Plain http:// to a host that is not this machine: allowed only by opt-in, and then worth a warning. */
export function insecureHttpWarning(base: ApiBase, terms: SettingTerms = CLIENT_TERMS): string | undefined {
  const url = new URL(base.origin);
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return undefined;
  return `${terms.url} ${base.origin} is plain HTTP to another machine (allowed by ${terms.insecureSetting}): the API key crosses the network unencrypted.`;
}

/**
 * Everything before the last `@` of a text that did not parse as a URL, so `https://deployer:PASSWORD@…`
 * is never echoed: without a parse there is no telling where a password with `/` or `#` in it ends.
 */
function withoutUserinfo(text: string): string {
  const at = text.lastIndexOf('@');
  if (at === -1) return text;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  return `${scheme}***${text.slice(at)}`;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
