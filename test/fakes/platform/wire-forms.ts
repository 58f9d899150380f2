/**
 * How identifiers and times travel on the wire. The document never says ids are strings or how times
 * are written; integer ids and epoch timestamps are common, so the platform can answer that way to
 * prove the client reads either. Handlers keep their string ids and ISO times: this is a thin
 * translation at the edge, like the shape profiles.
 */

export type IdForm = 'string' | 'numeric';
export type TimeForm = 'iso' | 'epoch-seconds' | 'epoch-millis';

export interface WireForms {
  readonly ids: IdForm;
  readonly times: TimeForm;
}

/** Maps of user data (variable names, headers): never rewritten. */
const USER_DATA = new Set(['variables', 'metadata', 'headers', 'labels', 'env']);
/** Path parameters that carry an identifier (not a domain, user, variable or service name). */
const ID_PARAMS = new Set(['id', 'recordId', 'groupId', 'runId']);

const isIdKey = (key: string): boolean => key === 'id' || /[a-z]Id$/.test(key) || /[a-z]_id$/.test(key);
const isIdListKey = (key: string): boolean => /[a-z]Ids$/.test(key) || /[a-z]_ids$/.test(key);
const isTimeKey = (key: string): boolean => /[a-z]At$/.test(key) || /[a-z]_at$/.test(key);
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** One table per platform: string id ⇄ the integer it is shown as. */
export class IdNumbers {
  readonly #numbers = new Map<string, number>();
  readonly #ids = new Map<number, string>();

  numberOf(id: string): number {
    let number = this.#numbers.get(id);
    if (number === undefined) {
      number = 1000 + this.#numbers.size;
      this.#numbers.set(id, number);
      this.#ids.set(number, id);
    }
    return number;
  }

  idOf(value: unknown): unknown {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : undefined;
    return number === undefined ? value : (this.#ids.get(number) ?? value);
  }
}

function rewrite(value: unknown, edit: (key: string, inner: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, edit));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = USER_DATA.has(key) ? inner : edit(key, rewrite(inner, edit));
  }
  return out;
}

/** A response body as this platform writes it. */
export function toWire(forms: WireForms, numbers: IdNumbers, body: unknown): unknown {
  if (forms.ids === 'string' && forms.times === 'iso') return body;
  return rewrite(body, (key, inner) => {
    if (forms.ids === 'numeric' && isIdKey(key) && typeof inner === 'string') return numbers.numberOf(inner);
    if (forms.ids === 'numeric' && isIdListKey(key) && Array.isArray(inner)) {
      return inner.map((item) => (typeof item === 'string' ? numbers.numberOf(item) : item));
    }
    if (forms.times !== 'iso' && isTimeKey(key) && typeof inner === 'string' && ISO_TIME.test(inner)) {
      const ms = Date.parse(inner);
      return forms.times === 'epoch-seconds' ? Math.floor(ms / 1000) : ms;
    }
    return inner;
  });
}

/** Ids a client sends back (in a path, a query or a body) as the handlers know them. */
export function paramsFromWire(
  forms: WireForms,
  numbers: IdNumbers,
  params: Record<string, string>,
): Record<string, string> {
  if (forms.ids === 'string') return params;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = ID_PARAMS.has(name) ? String(numbers.idOf(value)) : value;
  }
  return out;
}

export function queryFromWire(forms: WireForms, numbers: IdNumbers, query: URLSearchParams): URLSearchParams {
  if (forms.ids === 'string') return query;
  const out = new URLSearchParams();
  for (const [name, value] of query) out.append(name, isIdKey(name) ? String(numbers.idOf(value)) : value);
  return out;
}

export function bodyFromWire(forms: WireForms, numbers: IdNumbers, body: unknown): unknown {
  if (forms.ids === 'string' || body === undefined) return body;
  return rewrite(body, (key, inner) => {
    if (isIdListKey(key) && Array.isArray(inner)) return inner.map((item) => numbers.idOf(item));
    if (!isIdKey(key)) return inner;
    const id = numbers.idOf(inner);
    return typeof id === 'number' ? inner : id;
  });
}
