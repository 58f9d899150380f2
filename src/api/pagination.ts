import { asString, booleanField, field, isRecord, numberField, stringField } from './decode.ts';
import { type Headers, headerValue } from './transport.ts';

export type NextPage = { readonly url: string } | { readonly cursor: string };

export const DEFAULT_MAX_PAGES = 100;

/** Query parameters that only set a page's size: a platform that refuses one is asked again without it. */
export const PAGE_SIZE_PARAMS: readonly string[] = ['limit', 'per_page', 'perPage', 'pageSize', 'page_size'];

/** What one answer says about where it sits in its list. Every field is optional: forms differ. */
export interface PageHints {
  /** A link or cursor to the next page. */
  readonly next?: NextPage;
  /** `hasMore` / `has_more` / `hasNextPage`, when stated. */
  readonly hasMore?: boolean;
  /** The number of this page (1-based). */
  readonly page?: number;
  /** The number of the next page, from `X-Next-Page` or `nextPage`. */
  readonly nextPageNumber?: number;
  readonly totalPages?: number;
  /** Items in the whole list. */
  readonly total?: number;
  /** Items per page, as the answer states it. */
  readonly pageSize?: number;
  /** The position of this page's first item, for offset paging. */
  readonly offset?: number;
}

/** The `rel="next"` target of an RFC 8288 `Link` header. */
export function linkHeaderNext(headers: Headers): string | undefined {
  const raw = headers.link;
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!value) return undefined;
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>(.*)/.exec(part.trim());
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match?.[2] ?? '')?.[1] ?? '';
    if (match && rels.toLowerCase().split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}

function looksLikeUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) || value.startsWith('/') || value.includes('?');
}

/** A `next` value is either a link (absolute or path) or an opaque cursor. */
function fromNext(value: unknown): NextPage | undefined {
  const href = isRecord(value) ? stringField(value, 'href', 'url') : asString(value);
  if (href === undefined || href === '') return undefined;
  return looksLikeUrl(href) ? { url: href } : { cursor: href };
}

const NESTED = ['meta', 'pagination', 'links', 'pageInfo', 'paging'];

/** Where pagination hints may sit: top level, or under `meta`, `pagination`, `links` (and one level deeper). */
function hintContainers(body: Record<string, unknown>): Record<string, unknown>[] {
  const nested = NESTED.map((key) => field(body, key)).filter(isRecord);
  const deeper = nested.flatMap((inner) => NESTED.map((key) => field(inner, key)).filter(isRecord));
  return [body, ...nested, ...deeper];
}

/**
 * The next page of a list, from any of: `next` (URL or cursor), `nextCursor`/`next_cursor`,
 * `cursor` with `hasMore`/`has_more`, or a `Link: <...>; rel="next"` header.
 * An explicit `hasMore: false` ends the list whatever else is present.
 */
export function nextPage(body: unknown, headers: Headers): NextPage | undefined {
  const containers = isRecord(body) ? hintContainers(body) : [];
  const hasMore = first(containers, (c) => booleanField(c, 'hasMore', 'hasNextPage'));
  if (hasMore === false) return undefined;
  return explicitNext(containers, hasMore, headers);
}

function explicitNext(
  containers: readonly Record<string, unknown>[],
  hasMore: boolean | undefined,
  headers: Headers,
): NextPage | undefined {
  for (const container of containers) {
    const next = fromNext(field(container, 'next', 'nextUrl', 'nextLink'));
    if (next) return next;
    const cursor = stringField(container, 'nextCursor', 'nextPageToken', 'endCursor');
    if (cursor) return { cursor };
  }
  if (hasMore === true) {
    const cursor = first(containers, (c) => stringField(c, 'cursor'));
    if (cursor) return { cursor };
  }
  const link = linkHeaderNext(headers);
  return link ? { url: link } : undefined;
}

function first<T>(
  containers: readonly Record<string, unknown>[],
  read: (c: Record<string, unknown>) => T | undefined,
) {
  for (const container of containers) {
    const value = read(container);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A whole number ≥ `min` from the answer, or undefined (a negative or fractional count is no count). */
function count(value: number | undefined, min: number): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= min ? value : undefined;
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const text = headerValue(headers, name)?.trim();
  return text ? count(Number(text), 0) : undefined;
}

/** Everything an answer says about its place in the list: body fields (any nesting above) and headers. */
export function pageHints(body: unknown, headers: Headers): PageHints {
  const containers = isRecord(body) ? hintContainers(body) : [];
  const num = (...names: string[]) => first(containers, (c) => numberField(c, ...names));
  const hasMore = first(containers, (c) => booleanField(c, 'hasMore', 'hasNextPage'));
  const hints: Record<string, unknown> = {
    hasMore,
    next: hasMore === false ? undefined : explicitNext(containers, hasMore, headers),
    page: count(num('page', 'currentPage', 'pageNumber', 'pageIndex'), 1) ?? headerNumber(headers, 'x-page'),
    nextPageNumber: count(num('nextPage', 'nextPageNumber'), 1) ?? headerNumber(headers, 'x-next-page'),
    totalPages:
      count(num('totalPages', 'pageCount', 'lastPage', 'numPages'), 0) ??
      headerNumber(headers, 'x-total-pages'),
    total:
      count(num('total', 'totalItems', 'totalCount', 'totalResults', 'totalRecords'), 0) ??
      headerNumber(headers, 'x-total-count') ??
      headerNumber(headers, 'x-total'),
    pageSize: count(num('pageSize', 'perPage', 'limit'), 1) ?? headerNumber(headers, 'x-per-page'),
    offset: count(num('offset', 'skip'), 0),
  };
  return Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined)) as PageHints;
}
