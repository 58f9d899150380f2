/**
 * The faults of the matrix, as variants of rules for one scenario. Rules name the scenario's own
 * operations and use `times`, never `rate`, so every row is deterministic and hits what it says.
 */
import type { OperationName } from '../../src/api/routes.ts';
import type { FaultRule } from '../fakes/platform/faults.ts';
import { type Scenario, SLOW_MS, type Variant } from './fault-harness.ts';

const each = (operations: readonly OperationName[], rule: Omit<FaultRule, 'operation'>): FaultRule[] =>
  operations.map((operation) => ({ operation, ...rule }));

/** Reads then writes: every operation the run makes is hit, the writes included. */
const all = (s: Scenario): OperationName[] => [...s.reads, ...s.writes];

function storms(s: Scenario): Variant[] {
  const forms: [string, Pick<FaultRule, 'retryAfter' | 'retryAfterDate'>][] = [
    ['seconds', { retryAfter: 1 }],
    ['HTTP-date', { retryAfter: 1, retryAfterDate: true }],
    ['absent', { retryAfter: null }],
  ];
  return forms.map(([form, header]) => ({
    fault: `429 storm (Retry-After ${form})`,
    rules: each(all(s), { times: 2, status: 429, ...header }),
  }));
}

function serverErrors(s: Scenario): Variant[] {
  return [
    {
      fault: '5xx burst on reads (500, 502, 503)',
      rules: [500, 502, 503].flatMap((status) => each(s.reads, { times: 1, status })),
    },
    { fault: '503 on each write', rules: each(s.writes, { times: 1, status: 503 }) },
    {
      fault: 'HTML error pages (502)',
      rules: [
        ...each(s.reads, { times: 2, status: 502, html: true }),
        ...each(s.writes, { times: 1, status: 502, html: true }),
      ],
    },
  ];
}

function uploads(s: Scenario): Variant[] {
  if (s.uploads === 'archive') {
    return (['mid-body', 'before-body'] as const).map((drop) => ({
      fault: `connection reset on the upload (${drop})`,
      rules: [{ operation: 'createUpload', times: 1, drop }],
    }));
  }
  if (s.uploads === 'storage') {
    return (['mid-body', 'before-body'] as const).map((drop) => ({
      fault: `connection reset on storage PUTs (${drop})`,
      rules: [{ operation: 'storage', method: 'PUT', times: 2, drop }],
    }));
  }
  return [];
}

/** The row whose answers come after the client's request timeout. */
export const SLOW_ANSWERS = `slow answers (${SLOW_MS} ms, past the timeout)`;

function brokenAnswers(s: Scenario): Variant[] {
  return [
    {
      fault: SLOW_ANSWERS,
      rules: each(all(s), { times: 1, delayMs: SLOW_MS }),
    },
    { fault: 'truncated JSON', rules: each(all(s), { times: 1, truncateJson: true }) },
    { fault: 'invalid JSON', rules: each(all(s), { times: 1, invalidJson: true }) },
  ];
}

function drops(s: Scenario): Variant[] {
  return s.writes.map((operation) => ({
    fault: `drop after-body: ${operation}`,
    rules: [{ operation, times: 1, drop: 'after-body' }],
  }));
}

/** GitHub failing what the action asks of it: once, then three times in a row (nothing retries them). */
function githubErrors(s: Scenario): Variant[] {
  if (!s.github) return [];
  return [
    { fault: 'GitHub 502 on its first request', rules: [], github: { status: 502, count: 1 } },
    { fault: 'GitHub 500 on three requests', rules: [], github: { status: 500, count: 3 } },
    ...githubRateLimits(),
  ];
}

/**
 * GitHub's rate limits as it answers them: a secondary limit (403, retry-after) and a 429 are
 * waited out and the run goes on; a spent primary limit that resets in two hours is past what a step
 * waits, so the run fails saying so (the scenario's `failures` name the sentence).
 */
function githubRateLimits(): Variant[] {
  return [
    {
      fault: 'GitHub secondary rate limit (403, retry-after 2)',
      rules: [],
      github: { status: 403, count: 1, limit: { kind: 'secondary', retryAfterSeconds: 2 } },
    },
    {
      fault: 'GitHub 429 (retry-after 2)',
      rules: [],
      github: { status: 429, count: 1, limit: { kind: 'secondary', status: 429, retryAfterSeconds: 2 } },
    },
    {
      fault: GITHUB_LIMIT_PAST_THE_STEP,
      rules: [],
      github: { status: 403, count: 1, limit: { kind: 'primary', resetInSeconds: 7200 } },
    },
  ];
}

/** The GitHub row whose rate limit outlasts what a step waits: the run fails saying so. */
export const GITHUB_LIMIT_PAST_THE_STEP = 'GitHub rate limit spent for 2 hours (403)';

/**
 * Every fault that applies to the scenario (an action that makes no read has no read-fault row, one
 * that asks GitHub nothing no GitHub row).
 */
export function variantsFor(scenario: Scenario): Variant[] {
  return [
    ...storms(scenario),
    ...serverErrors(scenario),
    ...uploads(scenario),
    ...brokenAnswers(scenario),
    ...drops(scenario),
    ...githubErrors(scenario),
  ].filter((variant) => variant.rules.length > 0 || variant.github);
}

/**
 * What the rows must say when they hit a POST the client never repeats: its operation, method and
 * status, or that it may or may not have taken effect. `reach` is which rows end there: the 5xx ones
 * (`errors`), those and the slow answers (`slow`), or every row that hits writes (`all`).
 */
export function failedPost(
  operation: OperationName,
  reach: 'errors' | 'slow' | 'all',
): Record<string, RegExp> {
  const lost = `${operation} .* may or may not have taken effect`;
  const rows: [string, string][] = [
    ['503 on each write', `${operation} \\(POST .*HTTP 503`],
    ['HTML error pages (502)', `${operation} \\(POST .*HTTP 502.*HTML error page`],
  ];
  if (reach !== 'errors') rows.push([SLOW_ANSWERS, lost]);
  if (reach === 'all') {
    rows.push(
      ['truncated JSON', `${lost}.*cut off or is not JSON`],
      ['invalid JSON', `${lost}.*cut off or is not JSON`],
      [`drop after-body: ${operation}`, lost],
    );
  }
  return Object.fromEntries(rows.map(([fault, pattern]) => [fault, new RegExp(pattern)]));
}
