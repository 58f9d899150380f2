import type { QueryValue } from '../base-url.ts';
import type { CallOptions, PlatformClient } from '../client.ts';
import { field, isRecord, type JsonRecord, stringField } from '../decode.ts';
import { UnexpectedResponseError } from '../errors.ts';
import type { OperationName } from '../routes.ts';
import { routeFor } from '../routes.ts';

/** Options every resource function takes. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  /** Epoch ms; no retry starts after it. */
  readonly deadline?: number;
}

export interface ListRequestOptions extends RequestOptions {
  /** Pages fetched at most (default 100). */
  readonly maxPages?: number;
  /** Filters the platform may support; sent as query parameters. */
  readonly query?: Readonly<Record<string, QueryValue>>;
}

export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : { value };
}

export function idOf(record: unknown, ...extra: string[]): string | undefined {
  return stringField(record, 'id', ...extra, 'uuid');
}

/** Adds only the defined optional fields, keeping records free of `key: undefined`. */
export function defined<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/**
 * A decoder for the usual record shape: `id` (under `id`, one of `idKeys` or `uuid`, else the id the
 * request named), `raw`, and the fields `fields` finds, those it does not find left out.
 */
export function recordDecoder<F extends object>(
  idKeys: readonly string[],
  fields: (raw: JsonRecord) => F,
): (value: unknown, fallbackId?: string) => { id: string; raw: JsonRecord } & ReturnType<typeof defined<F>> {
  return (value, fallbackId) => {
    const raw = asRecord(value);
    return { id: idOf(raw, ...idKeys) ?? fallbackId ?? '', raw, ...defined(fields(raw)) };
  };
}

/** A URL field, accepting bare host names (`app.example.com`) as https. */
export function urlField(record: unknown, ...names: string[]): string | undefined {
  const value = stringField(record, ...names);
  if (!value) return undefined;
  return /^https?:\/\//i.test(value)
    ? value
    : /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(value)
      ? `https://${value}`
      : undefined;
}

/** `project: "p1"` or `project: { id: "p1" }`. */
export function refId(record: unknown, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = field(record, name);
    const id = isRecord(value) ? idOf(value) : stringField(record, name);
    if (id) return id;
  }
  return undefined;
}

export function callOptions(
  options: RequestOptions | undefined,
  params: Readonly<Record<string, string>> = {},
  extra: Omit<CallOptions, 'params' | 'signal' | 'deadline'> = {},
): CallOptions {
  return { params, ...extra, ...defined({ signal: options?.signal, deadline: options?.deadline }) };
}

export function listOptions(
  options: ListRequestOptions | undefined,
  params: Readonly<Record<string, string>> = {},
): [CallOptions, { maxPages?: number }] {
  const call = callOptions(options, params, defined({ query: options?.query }));
  return [call, defined({ maxPages: options?.maxPages })];
}

/** A response that must carry something (an id, a URL) for callers to go on; otherwise a clear error. */
export function requireValue(operation: OperationName, value: string | undefined, what: string): string {
  if (value) return value;
  const route = routeFor(operation);
  throw new UnexpectedResponseError(
    { operation, method: route.method, pathTemplate: route.path },
    `The platform answered ${operation} without a ${what}, so it cannot be followed up.`,
  );
}

export function requireId(operation: OperationName, id: string | undefined, what: string): string {
  return requireValue(operation, id, `${what} id`);
}

/** Generic typed wrappers for the many operations whose shapes the document does not show. */
export async function getRecord(
  client: PlatformClient,
  operation: OperationName,
  params: Readonly<Record<string, string>>,
  options?: RequestOptions,
  extra?: Omit<CallOptions, 'params' | 'signal' | 'deadline'>,
): Promise<JsonRecord> {
  return asRecord(await client.call(operation, callOptions(options, params, extra)));
}

export async function listRecords(
  client: PlatformClient,
  operation: OperationName,
  params: Readonly<Record<string, string>>,
  options?: ListRequestOptions,
): Promise<JsonRecord[]> {
  const [call, pages] = listOptions(options, params);
  return client.list(operation, call, pages);
}
