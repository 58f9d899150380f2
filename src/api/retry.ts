/** When to try a request again and how long to wait first. */

export interface BackoffOptions {
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Uniform in [0, 1); injectable so tests are deterministic. */
  readonly random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 500, maxDelayMs: 20_000, random: Math.random };
export const DEFAULT_MAX_ATTEMPTS = 6;
/** A refused connection is retried briefly only: a platform that is down should fail the job fast. */
export const DEFAULT_MAX_CONNECT_ATTEMPTS = 3;

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** "Full jitter": a uniform wait up to an exponentially growing ceiling, so parallel retries spread out. */
export function backoffDelay(retryNumber: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retryNumber - 1));
  return Math.floor(options.random() * ceiling);
}

/**
 * The wait before retry number `retryNumber`: what the server asked for (Retry-After) when it said,
 * else the jittered backoff; never more than the backoff's ceiling.
 */
export function retryDelay(
  retryNumber: number,
  retryAfterMs: number | undefined,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  return Math.min(retryAfterMs ?? backoffDelay(retryNumber, options), options.maxDelayMs);
}

/** GET, PUT and DELETE are idempotent by HTTP's definition; a POST only when the caller says so. */
export function isIdempotent(method: string, declared: boolean | undefined): boolean {
  if (declared !== undefined) return declared;
  return method === 'GET' || method === 'PUT' || method === 'DELETE' || method === 'HEAD';
}

/**
 * A 429 means the platform refused before doing anything, so even a POST may be repeated.
 * Other retryable statuses may come after the work was done, so only idempotent requests repeat them.
 */
export function mayRetryStatus(status: number, idempotent: boolean): boolean {
  if (!RETRYABLE_STATUSES.has(status)) return false;
  return idempotent || status === 429;
}

/** Retry-After in milliseconds from either form (delta-seconds or HTTP-date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * How a request failed below HTTP:
 * - `connect`: no byte of the request left (refused, connect timeout): safe to repeat any method;
 * - `fatal`: the address itself is wrong (unknown host, bad certificate): repeating cannot help;
 * - `ambiguous`: the request may have reached the platform: only idempotent requests repeat.
 */
export type NetworkFailureKind = 'connect' | 'fatal' | 'ambiguous';

export interface NetworkFailure {
  readonly kind: NetworkFailureKind;
  readonly code: string | undefined;
  readonly reason: string;
}

const CONNECT_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  EAI_AGAIN: 'DNS lookup failed temporarily',
  CONNECT_TIMEOUT: 'connect timeout',
};

const FATAL_CODES: Readonly<Record<string, string>> = {
  ENOTFOUND: 'host name not found',
  CERT_HAS_EXPIRED: 'TLS certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed TLS certificate in chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate cannot be verified',
};

const AMBIGUOUS_REASONS: Readonly<Record<string, string>> = {
  ECONNRESET: 'connection reset or closed by the platform',
  EPIPE: 'connection broken',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return errorCode((error as { cause?: unknown }).cause);
}

export function classifyNetworkError(error: unknown): NetworkFailure {
  const code = errorCode(error);
  if (code && CONNECT_CODES[code]) return { kind: 'connect', code, reason: CONNECT_CODES[code] };
  if (code && FATAL_CODES[code]) return { kind: 'fatal', code, reason: FATAL_CODES[code] };
  const reason = (code && AMBIGUOUS_REASONS[code]) ?? (code ? `network error ${code}` : 'network error');
  return { kind: 'ambiguous', code, reason };
}
