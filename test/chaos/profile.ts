/**
 * A seed's faults: rates and shapes drawn from a seeded RNG, so `npm run chaos` repeats the same
 * profiles run after run, and the platform's own `rate` rules are seeded with the same number.
 */
import type { FaultRule } from '../fakes/platform/faults.ts';
import { seededRandom } from '../fakes/platform/seeded-random.ts';

/** API requests only: the storage area has its own client and retries. */
const API = /^\/(?!storage\/)/;

export interface FaultProfile {
  readonly seed: number;
  /** One line saying what this seed injects, for the report of a failing run. */
  readonly label: string;
  readonly rules: readonly FaultRule[];
}

const round = (rate: number) => Math.round(rate * 100) / 100;

/**
 * 5xx of one status, 429 with one Retry-After form, the answer of createDeployment dropped after the
 * deployment was created, answers slower than the client's timeout, and truncated JSON; each at a
 * rate of its own. The first matching rule wins, so the rarer faults come first.
 */
export function profileFor(seed: number, requestTimeoutMs: number): FaultProfile {
  const random = seededRandom(seed * 7919 + 13);
  const status = [500, 502, 503, 504][Math.floor(random() * 4)]!;
  const form = (['seconds', 'HTTP-date', 'absent'] as const)[Math.floor(random() * 3)]!;
  const rates = {
    drop: round(random() * 0.5),
    delay: round(random() * 0.12),
    truncate: round(random() * 0.12),
    serverError: round(random() * 0.25),
    rateLimited: round(random() * 0.3),
  };
  const delayMs = requestTimeoutMs + 100 + Math.floor(random() * requestTimeoutMs);
  const retryAfter =
    form === 'seconds'
      ? { retryAfter: 1 }
      : form === 'HTTP-date'
        ? { retryAfter: 1, retryAfterDate: true }
        : { retryAfter: null };
  const rules: FaultRule[] = [
    { operation: 'createDeployment', rate: rates.drop, drop: 'after-body' },
    { path: API, rate: rates.delay, delayMs },
    { path: API, rate: rates.truncate, truncateJson: true },
    { path: API, rate: rates.serverError, status },
    { path: API, rate: rates.rateLimited, status: 429, ...retryAfter },
  ];
  const label =
    `seed ${seed}: drop createDeployment ${rates.drop}, delay ${delayMs} ms ${rates.delay}, ` +
    `truncate ${rates.truncate}, ${status} ${rates.serverError}, 429 (Retry-After ${form}) ${rates.rateLimited}`;
  return { seed, label, rules: rules.filter((rule) => (rule.rate ?? 0) > 0) };
}
