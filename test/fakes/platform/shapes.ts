import type { ShapeProfile } from './runtime.ts';
import type { ListPage } from './types.ts';

/**
 * Response shape profiles. Handlers always produce canonical camelCase records; the profiles are a
 * thin transform on the way out (and, for snake, on the way in), so a client can be tested against
 * APIs that spell the same data differently.
 */

/** Fields whose values are maps of user data (variable names, header names): their keys are kept as is. */
const USER_DATA_MAPS = new Set(['variables', 'metadata', 'headers', 'labels', 'env']);

export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function toCamelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const renamed = rename(key);
    out[renamed] = USER_DATA_MAPS.has(key) || USER_DATA_MAPS.has(renamed) ? inner : renameKeys(inner, rename);
  }
  return out;
}

/** `status: 'live'` becomes `state: 'LIVE'` at every depth, except inside user-data maps. */
function statusToState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(statusToState);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (USER_DATA_MAPS.has(key)) out[key] = inner;
    else if (key === 'status') out.state = typeof inner === 'string' ? inner.toUpperCase() : inner;
    else out[key] = statusToState(inner);
  }
  return out;
}

export interface ShapedBody {
  body: unknown;
  headers: Record<string, string>;
}

export function shapeSingle(profile: ShapeProfile, body: unknown): unknown {
  if (profile === 'snake') return renameKeys(body, toSnakeCase);
  if (profile === 'wrapped') return { data: statusToState(body) };
  return body;
}

/** List items as the profile writes them, for an envelope of another pagination form. */
export function shapeItems(profile: ShapeProfile, items: unknown[]): unknown[] {
  if (profile === 'snake') return renameKeys(items, toSnakeCase) as unknown[];
  if (profile === 'wrapped') return statusToState(items) as unknown[];
  return items;
}

export function shapeList(profile: ShapeProfile, page: ListPage, requestUrl: URL): ShapedBody {
  if (profile === 'snake') {
    return {
      body: {
        items: renameKeys(page.items, toSnakeCase),
        next_cursor: page.nextCursor,
        has_more: page.nextCursor !== null,
      },
      headers: {},
    };
  }
  if (profile === 'wrapped') {
    const headers: Record<string, string> = {};
    if (page.nextCursor !== null) {
      const next = new URL(requestUrl);
      next.searchParams.set('cursor', page.nextCursor);
      headers.link = `<${next.href}>; rel="next"`;
    }
    return { body: { data: statusToState(page.items) }, headers };
  }
  return { body: { data: page.items, nextCursor: page.nextCursor }, headers: {} };
}

/** Under the snake profile clients send snake_case; handlers read camelCase either way. */
export function normaliseRequestBody(profile: ShapeProfile, body: unknown): unknown {
  return profile === 'snake' ? renameKeys(body, toCamelCase) : body;
}
