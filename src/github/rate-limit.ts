import { errorMessage } from '../errors.ts';

/**
 * GitHub's rate limits, as its REST docs describe them ("Rate limits for the REST API", "Best
 * practices"): a primary limit answers 403 or 429 with `x-ratelimit-remaining: 0` and
 * `x-ratelimit-reset` (epoch seconds); a secondary limit answers 403 or 429 with a message about a
 * secondary rate limit, often with `retry-after` (seconds), else one waits at least a minute. A
 * refusal for lack of permission is a 403 too, so the headers and message tell them apart: a rate
 * limit is no permission problem, and waiting is its fix.
 */
export interface RateLimit {
  readonly kind: 'primary' | 'secondary';
  /** How long GitHub asks us to wait, from `now`. */
  readonly waitMs: number;
  /** When the wait is over, epoch ms. */
  readonly until: number;
}

/** Without `retry-after` or a reset time, a secondary limit is waited out for at least a minute. */
const SECONDARY_WAIT_MS = 60_000;

export function rateLimitOf(error: unknown, now: number): RateLimit | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, response } = error as { status?: unknown; response?: { headers?: unknown } };
  if ((status !== 403 && status !== 429) || response === undefined) return undefined;
  const headers = headersOf(response.headers);
  const retryAfter = secondsOf(headers['retry-after']);
  const spent = headers['x-ratelimit-remaining'] === '0';
  const secondary = /secondary rate limit/i.test(errorMessage(error));
  if (!spent && !secondary && retryAfter === undefined && status === 403) return undefined;
  const kind = spent && !secondary ? 'primary' : 'secondary';
  const reset = secondsOf(headers['x-ratelimit-reset']);
  let waitMs = SECONDARY_WAIT_MS;
  if (retryAfter !== undefined) waitMs = retryAfter * 1000;
  else if (spent && reset !== undefined) waitMs = Math.max(0, reset * 1000 - now);
  // GitHub's reset is a whole second: a second more keeps the retry from landing just before it.
  if (retryAfter === undefined && spent && reset !== undefined) waitMs += 1000;
  return { kind, waitMs, until: now + waitMs };
}

/** The sentence that says what limit was hit and until when, for warnings and failures alike. */
export function describeRateLimit(limit: RateLimit): string {
  const what =
    limit.kind === 'primary'
      ? "the token's GitHub API rate limit is spent"
      : 'GitHub applied its secondary rate limit (too many requests at once or too fast)';
  return `${what} until ${new Date(limit.until).toISOString().slice(11, 19)} UTC`;
}

function headersOf(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) {
    if (typeof header === 'string' || typeof header === 'number')
      headers[name.toLowerCase()] = String(header);
  }
  return headers;
}

function secondsOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
