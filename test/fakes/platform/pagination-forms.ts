import { paginate } from './pagination.ts';
import { PlatformHttpError } from './types.ts';

/**
 * The ways a platform may page its lists (the document shows none), so a client can be tested against
 * each: `cursor` is this emulator's own (`{ data, nextCursor }`); the others are common in the wild.
 * The broken ones a client must refuse (`REFUSED_FORMS`): `total-only` says how many there are but
 * offers no way to get past page 1; `repeating-cursor` answers page 2 with the very cursor that asked
 * for it, so page 3 is never reached; `cyclic-pages` links its last page back to the one before
 * (3 → 2, or 2 → 1), so the list never ends.
 */
export const PAGINATION_FORMS = [
  'one-page',
  'cursor',
  'page-numbers',
  'page-total',
  'page-count',
  'last-page',
  'offset',
  'links-next',
  'link-header',
  'page-headers',
  'total-only',
  'repeating-cursor',
  'cyclic-pages',
] as const;
export type PaginationForm = (typeof PAGINATION_FORMS)[number];

/** Forms that never let a list longer than one page be read whole: a client must refuse them. */
export const REFUSED_FORMS: readonly PaginationForm[] = ['total-only', 'repeating-cursor', 'cyclic-pages'];

export interface PaginationOptions {
  readonly form: PaginationForm;
  /** Items per page (default 20); `limit` is honoured only by `cursor` and `offset`, up to this. */
  readonly pageSize?: number;
  /** A page-size parameter the form does not take (`limit`, `per_page`) is refused with a 400 naming it. */
  readonly refuseUnknownQuery?: boolean;
}

export interface Collection {
  readonly items: readonly unknown[];
  readonly identity: (item: unknown) => string;
}

export interface FormPage {
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

const SIZE_PARAMS = ['limit', 'per_page', 'perPage', 'pageSize', 'page_size'];
const TAKES_LIMIT = new Set<PaginationForm>(['cursor', 'offset']);

function positive(query: URLSearchParams, name: string, fallback: number, min: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new PlatformHttpError(400, 'invalid_parameter', `"${name}" must be an integer ≥ ${min}`, name);
  }
  return value;
}

function withQuery(url: URL, values: Record<string, number>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(values)) next.searchParams.set(key, String(value));
  return next.href;
}

interface Slice {
  readonly items: unknown[];
  readonly page: number;
  readonly pages: number;
  readonly size: number;
  readonly total: number;
}

function pageSlice(items: readonly unknown[], query: URLSearchParams, size: number): Slice {
  const page = positive(query, 'page', 1, 1);
  const start = (page - 1) * size;
  const pages = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice(start, start + size), page, pages, size, total: items.length };
}

/** One page of `collection` written in `options.form`, for the request at `url`. */
export function pageInForm(
  collection: Collection,
  query: URLSearchParams,
  url: URL,
  options: PaginationOptions,
  shapeItems: (items: unknown[]) => unknown[],
): FormPage {
  const size = options.pageSize ?? 20;
  if (options.refuseUnknownQuery && !TAKES_LIMIT.has(options.form)) {
    const unknown = SIZE_PARAMS.find((name) => query.has(name));
    if (unknown) {
      throw new PlatformHttpError(400, 'unknown_parameter', `unknown query parameter "${unknown}"`, unknown);
    }
  }
  const { items } = collection;
  switch (options.form) {
    case 'one-page':
      return { body: { data: shapeItems([...items]) }, headers: {} };
    case 'cursor': {
      const page = paginate(items, query, collection.identity, { fallback: size, max: size });
      return { body: { data: shapeItems(page.items), nextCursor: page.nextCursor }, headers: {} };
    }
    case 'offset': {
      const offset = positive(query, 'offset', 0, 0);
      const limit = Math.min(positive(query, 'limit', size, 1), size);
      const body = {
        results: shapeItems(items.slice(offset, offset + limit)),
        offset,
        limit,
        total: items.length,
      };
      return { body, headers: {} };
    }
    case 'total-only':
      return { body: { items: shapeItems(items.slice(0, size)), total: items.length }, headers: {} };
    case 'repeating-cursor': {
      const page = paginate(items, query, collection.identity, { fallback: size, max: size });
      // Past page 1 the answer hands back the cursor it was asked with (and says it goes on).
      const asked = query.get('cursor');
      const nextCursor = asked ?? page.nextCursor;
      return { body: { data: shapeItems(page.items), nextCursor }, headers: {} };
    }
    default:
      return numbered(options.form, pageSlice(items, query, size), url, shapeItems);
  }
}

function numbered(
  form: PaginationForm,
  slice: Slice,
  url: URL,
  shapeItems: (items: unknown[]) => unknown[],
): FormPage {
  const data = shapeItems(slice.items);
  const { page, pages, size, total } = slice;
  const hasNext = page < pages;
  switch (form) {
    case 'page-numbers':
      return {
        body: { items: data, page, pageSize: size, totalItems: total, totalPages: pages },
        headers: {},
      };
    case 'page-total':
      return { body: { data, meta: { page, per_page: size, total_count: total } }, headers: {} };
    case 'page-count':
      return {
        body: { data, meta: { pagination: { page, pageSize: size, pageCount: pages, total } } },
        headers: {},
      };
    case 'last-page':
      return {
        body: { data, pagination: { current_page: page, last_page: pages, per_page: size } },
        headers: {},
      };
    case 'links-next': {
      const next = hasNext ? withQuery(url, { page: page + 1 }) : null;
      return { body: { data, links: { self: url.href, next }, meta: { totalItems: total } }, headers: {} };
    }
    case 'cyclic-pages': {
      // The last page of several links back to the one before it: 1 → 2 → 3 → 2 → …
      const next = hasNext ? page + 1 : pages > 1 ? page - 1 : undefined;
      const link = next === undefined ? null : withQuery(url, { page: next });
      return {
        body: { data, links: { self: url.href, next: link }, meta: { totalItems: total } },
        headers: {},
      };
    }
    case 'link-header': {
      const headers: Record<string, string> = { 'x-total-count': String(total) };
      if (hasNext) headers.link = `<${withQuery(url, { page: page + 1 })}>; rel="next"`;
      return { body: data, headers };
    }
    default: {
      const headers: Record<string, string> = {
        'x-page': String(page),
        'x-per-page': String(size),
        'x-total': String(total),
        'x-total-pages': String(pages),
        'x-next-page': hasNext ? String(page + 1) : '',
      };
      return { body: data, headers };
    }
  }
}
