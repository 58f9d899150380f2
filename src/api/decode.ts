/**
 * Tolerant reading of platform responses. The document shows almost no response shapes, so every
 * reader here accepts the common conventions (envelopes, camelCase or snake_case) instead of one guess.
 */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function camelCase(name: string): string {
  return name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
}

/** The first present (non-null) value among `names`, each tried as given, in camelCase and in snake_case. */
export function field(obj: unknown, ...names: string[]): unknown {
  if (!isRecord(obj)) return undefined;
  for (const name of names) {
    for (const variant of [name, camelCase(name), snakeCase(name)]) {
      const value = obj[variant];
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

/** A string field; numbers are accepted because ids are often numeric. */
export function stringField(obj: unknown, ...names: string[]): string | undefined {
  return asString(field(obj, ...names));
}

export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function numberField(obj: unknown, ...names: string[]): number | undefined {
  const value = field(obj, ...names);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function booleanField(obj: unknown, ...names: string[]): boolean | undefined {
  const value = field(obj, ...names);
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/**
 * A timestamp as an ISO string: ISO text is kept, and epoch seconds or milliseconds (as numbers or
 * digit strings) are converted; below 1e11 a number is read as seconds (1e11 s is the year 5138).
 */
export function timestampField(obj: unknown, ...names: string[]): string | undefined {
  return asTimestamp(field(obj, ...names));
}

export function asTimestamp(value: unknown): string | undefined {
  const epoch =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{9,14}(\.\d+)?$/.test(value)
        ? Number(value)
        : undefined;
  if (epoch !== undefined) {
    if (!Number.isFinite(epoch)) return undefined;
    return new Date(epoch < 1e11 ? epoch * 1000 : epoch).toISOString();
  }
  return typeof value === 'string' ? value : undefined;
}

/** Keys an envelope may carry beside its payload; an object with other keys is a record, not an envelope. */
const ENVELOPE_META = new Set([
  'success',
  'ok',
  'status',
  'message',
  'meta',
  'metadata',
  'pagination',
  'page',
  'pageSize',
  'page_size',
  'perPage',
  'per_page',
  'total',
  'totalCount',
  'total_count',
  'count',
  'links',
  'next',
  'nextCursor',
  'next_cursor',
  'cursor',
  'hasMore',
  'has_more',
  'requestId',
  'request_id',
  'warnings',
  'errors',
]);

const PAYLOAD_KEYS = ['data', 'result'];

function envelopePayload(obj: JsonRecord, singularKeys: readonly string[]): unknown {
  const candidates = [...PAYLOAD_KEYS, ...singularKeys];
  const present = candidates.filter((key) => obj[key] !== undefined && obj[key] !== null);
  if (present.length !== 1) return undefined;
  const payloadKey = present[0]!;
  const onlyMetaBeside = Object.keys(obj).every((key) => key === payloadKey || ENVELOPE_META.has(key));
  if (!onlyMetaBeside) return undefined;
  const payload = obj[payloadKey];
  // `{signedUrl: "https://..."}` is an answer, not a wrapper: names only unwrap containers.
  const isContainer = isRecord(payload) || Array.isArray(payload);
  return PAYLOAD_KEYS.includes(payloadKey) || isContainer ? payload : undefined;
}

/**
 * Removes `{data: ...}` / `{result: ...}` envelopes, and `{project: {...}}` style wrappers when the
 * caller names the singular key. A record that merely has a `data` field (a DNS record) is left alone.
 */
export function unwrap(body: unknown, singularKeys: readonly string[] = []): unknown {
  let current = body;
  for (let depth = 0; depth < 3 && isRecord(current); depth++) {
    const inner = envelopePayload(current, singularKeys);
    if (inner === undefined) break;
    current = inner;
  }
  return current;
}

/**
 * The items of a list response: a bare array, or one under `data`, `result`, `items`, `results`,
 * one of `listKeys` (e.g. `deployments`), or the only array-valued property. Undefined when none fits.
 */
export function unwrapList(body: unknown, listKeys: readonly string[] = []): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return undefined;
  const keys = ['data', 'items', 'results', 'result', ...listKeys];
  for (const key of keys) {
    const value = field(body, key);
    if (Array.isArray(value)) return value;
  }
  for (const key of PAYLOAD_KEYS) {
    const inner = body[key];
    if (isRecord(inner)) return unwrapList(inner, listKeys);
  }
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}

/** List items as records; bare values (e.g. a list of names) become `{ value }`. */
export function asRecords(items: readonly unknown[]): JsonRecord[] {
  return items.map((item) => (isRecord(item) ? item : { value: item }));
}

export interface DecodedBody {
  /** Parsed JSON, the text itself for non-JSON bodies, undefined for an empty body. */
  readonly body: unknown;
  readonly isJson: boolean;
}

/** JSON when the content type says so or the text plainly is JSON; otherwise the text as is. */
export function decodeBody(text: string, contentType: string | undefined): DecodedBody {
  if (text.trim() === '') return { body: undefined, isJson: false };
  const type = (contentType ?? '').toLowerCase();
  const looksJson = /^\s*[[{]/.test(text);
  if (type.includes('json') || (looksJson && !type.includes('html'))) {
    try {
      return { body: JSON.parse(text), isJson: true };
    } catch {
      return { body: text, isJson: false };
    }
  }
  return { body: text, isJson: false };
}
