import type { QueryValue } from './base-url.ts';
import type { Headers } from './transport.ts';

/** What one call may say besides its route. */
export interface CallOptions {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Marks a POST/PATCH as safe to repeat after an ambiguous failure. */
  readonly idempotent?: boolean;
  readonly signal?: AbortSignal;
  /** Epoch ms; the earlier of this and the client's deadline applies. */
  readonly deadline?: number;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Decoded JSON (not unwrapped), the text for non-JSON bodies, undefined when empty. */
  readonly body: unknown;
  readonly text: string;
}
