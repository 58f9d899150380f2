import { ambientClock, type Clock } from '../../../src/clock.ts';
import { errorReply, type Reply } from './http.ts';

/**
 * GitHub's rate limits, as its REST docs describe them: every answer carries the `x-ratelimit-*`
 * headers of the token's budget; a spent primary limit answers 403 (or 429) with
 * `x-ratelimit-remaining: 0` and the reset time; a secondary limit answers 403 or 429 with a message
 * saying so and, usually, `retry-after`. Times come from `clock` (the test's, through the ambient one).
 */
export interface RateLimitFault {
  /** `primary`: the hour's budget is spent; `secondary`: too many requests at once or too fast. */
  readonly kind: 'primary' | 'secondary';
  /** 403 by default, as GitHub mostly answers; 429 happens too. */
  readonly status?: 403 | 429;
  /** `primary`: seconds until `x-ratelimit-reset` (60 by default). */
  readonly resetInSeconds?: number;
  /** `secondary`: the `retry-after` header's seconds; absent, none is sent (then one waits a minute). */
  readonly retryAfterSeconds?: number;
}

/** An installation token's hourly budget on github.com. */
const LIMIT = 5000;
const DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';

export interface RateLimits {
  /** The next `count` authorised requests hit `fault`, then GitHub answers again. */
  limitNext(fault: RateLimitFault, count: number): void;
  /** The fault's answer for this request, if one is due. */
  refusal(): Reply | undefined;
  /** The `x-ratelimit-*` headers every answer carries. */
  headers(path: string): Record<string, string>;
}

export function createRateLimits(clock: Clock = ambientClock): RateLimits {
  let used = 0;
  let pending: { fault: RateLimitFault; left: number } | undefined;
  const resetAt = () => Math.ceil(clock.now() / 1000) + 3600;
  return {
    limitNext: (fault, count) => {
      pending = { fault, left: count };
    },
    refusal: () => {
      if (pending === undefined || pending.left === 0) return undefined;
      pending.left -= 1;
      const { fault } = pending;
      const status = fault.status ?? 403;
      if (fault.kind === 'primary') {
        const reset = Math.ceil(clock.now() / 1000) + (fault.resetInSeconds ?? 60);
        return withDocs(
          errorReply(status, 'API rate limit exceeded for installation ID 4242.', {
            'x-ratelimit-limit': String(LIMIT),
            'x-ratelimit-remaining': '0',
            'x-ratelimit-used': String(LIMIT),
            'x-ratelimit-reset': String(reset),
            'x-ratelimit-resource': 'core',
          }),
        );
      }
      const retryAfter: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return withDocs(
        errorReply(
          status,
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          retryAfter,
        ),
      );
    },
    headers: (path) => {
      used = Math.min(LIMIT, used + 1);
      return {
        'x-ratelimit-limit': String(LIMIT),
        'x-ratelimit-remaining': String(LIMIT - used),
        'x-ratelimit-used': String(used),
        'x-ratelimit-reset': String(resetAt()),
        'x-ratelimit-resource': path === '/graphql' ? 'graphql' : 'core',
      };
    },
  };
}

function withDocs(reply: Reply): Reply {
  const body = reply.body as Record<string, unknown>;
  return { ...reply, body: { ...body, documentation_url: DOCS } };
}
