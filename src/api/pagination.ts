import { asString, booleanField, field, isRecord, stringField } from './decode.ts';
import type { Headers } from './transport.ts';

export type NextPage = { readonly url: string } | { readonly cursor: string };

export const DEFAULT_MAX_PAGES = 100;

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

/** Where pagination hints may sit: top level, or under `meta`, `pagination`, `links`, `pageInfo`. */
function hintContainers(body: Record<string, unknown>): Record<string, unknown>[] {
  const nested = ['meta', 'pagination', 'links', 'pageInfo', 'paging'].map((key) => field(body, key));
  return [body, ...nested].filter(isRecord);
}

/**
 * The next page of a list, from any of: `next` (URL or cursor), `nextCursor`/`next_cursor`,
 * `cursor` with `hasMore`/`has_more`, or a `Link: <...>; rel="next"` header.
 * An explicit `hasMore: false` ends the list whatever else is present.
 */
export function nextPage(body: unknown, headers: Headers): NextPage | undefined {
  const containers = isRecord(body) ? hintContainers(body) : [];
  const hasMore = containers
    .map((c) => booleanField(c, 'hasMore', 'hasNextPage'))
    .find((v) => v !== undefined);
  if (hasMore === false) return undefined;
  for (const container of containers) {
    const next = fromNext(field(container, 'next', 'nextUrl', 'nextLink'));
    if (next) return next;
    const cursor = stringField(container, 'nextCursor', 'nextPageToken', 'endCursor');
    if (cursor) return { cursor };
  }
  if (hasMore === true) {
    const cursor = containers.map((c) => stringField(c, 'cursor')).find(Boolean);
    if (cursor) return { cursor };
  }
  const link = linkHeaderNext(headers);
  return link ? { url: link } : undefined;
}
