import type { ListPage, Reply } from './types.ts';
import { invalid } from './validate.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

interface Cursor {
  /** Identity of the last item of the previous page. */
  after: string;
  /** Its position then, used when that item has since been deleted. */
  index: number;
}

function encode(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decode(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof value.after === 'string' && typeof value.index === 'number') {
      return { after: value.after, index: value.index };
    }
  } catch {
    // falls through to the error below
  }
  throw invalid(
    'cursor',
    'cursor is not one this API returned; pass nextCursor from the previous page as is',
  );
}

/** `?limit=`: an integer of at least 1; larger than the maximum is clamped to it rather than refused. */
export function pageSize(query: URLSearchParams, fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE): number {
  const raw = query.get('limit');
  if (raw === null || raw === '') return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw invalid('limit', '"limit" must be a positive integer');
  return Math.min(limit, max);
}

/**
 * One page of `items` (already in display order). Cursors point after an item's identity, so a page
 * stays correct when newer items are inserted ahead of it (deployments are listed newest first).
 */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  identity: (item: T) => string = (item) => (item as { id: string }).id,
  sizes: { fallback: number; max: number } = { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
): ListPage {
  const limit = pageSize(query, sizes.fallback, sizes.max);
  const cursorText = query.get('cursor');
  let start = 0;
  if (cursorText) {
    const cursor = decode(cursorText);
    const found = items.findIndex((item) => identity(item) === cursor.after);
    start = found >= 0 ? found + 1 : Math.min(cursor.index + 1, items.length);
  }
  const pageItems = items.slice(start, start + limit);
  const last = pageItems.at(-1);
  const hasMore = start + limit < items.length;
  const nextCursor =
    hasMore && last !== undefined
      ? encode({ after: identity(last), index: start + pageItems.length - 1 })
      : null;
  return { items: pageItems, nextCursor };
}

export function listReply<T>(
  items: readonly T[],
  query: URLSearchParams,
  identity?: (item: T) => string,
): Reply {
  const id = identity ?? ((item: T) => (item as { id: string }).id);
  return {
    status: 200,
    list: paginate(items, query, id),
    collection: { items, identity: (item) => id(item as T) },
  };
}

/** Newest first by creation time; the insertion order of a Map breaks ties. */
export function newestFirst<T extends { createdAt: string }>(items: Iterable<T>): T[] {
  return [...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt) || b.index - a.index)
    .map((entry) => entry.item);
}
