import type { FormData } from 'undici';
import type { Clock } from './clock.ts';
import { parseErrorBody } from './error-body.ts';
import {
  AmbiguousRequestError,
  PlatformApiError,
  PlatformNetworkError,
  PlatformUnreachableError,
  type RequestIdentity,
} from './errors.ts';
import { hintFor } from './hints.ts';
import type { Logger } from './logger.ts';
import type { TokenBucket } from './rate-limiter.ts';
import {
  type BackoffOptions,
  backoffDelay,
  classifyNetworkError,
  mayRetryStatus,
  type NetworkFailure,
  parseRetryAfter,
} from './retry.ts';
import { type HttpResponse, headerValue, sendOnce } from './transport.ts';

/** One logical request, which may take several attempts. */
export interface RequestPlan {
  readonly identity: RequestIdentity;
  readonly write: boolean;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
  readonly idempotent: boolean;
  readonly deadline: number;
  readonly signals: readonly AbortSignal[];
  /** What a 404 means for this request, e.g. `project "abc"`. */
  readonly notFound: string | undefined;
}

export interface Stats {
  requests: number;
  retries: number;
  rateLimited: number;
}

export interface AttemptDeps {
  readonly clock: Clock;
  readonly bucket: TokenBucket;
  readonly logger: Logger;
  readonly scrub: (text: string) => string;
  readonly origin: string;
  readonly apiRoot: string;
  readonly maxAttempts: number;
  readonly maxConnectAttempts: number;
  readonly requestTimeoutMs: number;
  readonly backoff: BackoffOptions;
  readonly stats: Stats;
}

type Attempt = { response: HttpResponse } | { failure: NetworkFailure };

/** Sends `plan` until it succeeds, fails for good, or retrying would break the rules in retry.ts. */
export async function runAttempts(plan: RequestPlan, deps: AttemptDeps): Promise<HttpResponse> {
  const callerSignal = plan.signals.length > 0 ? AbortSignal.any([...plan.signals]) : undefined;
  let connectFailures = 0;
  for (let attempt = 1; ; attempt++) {
    callerSignal?.throwIfAborted();
    await deps.bucket.take(callerSignal);
    await deps.bucket.enter(callerSignal);
    let outcome: Attempt;
    try {
      outcome = await attemptOnce(plan, deps, attempt, callerSignal);
    } finally {
      deps.bucket.leave();
    }
    const retriesLeft = attempt < deps.maxAttempts;

    if ('failure' in outcome) {
      const { failure } = outcome;
      const unreachable = () =>
        new PlatformUnreachableError(plan.identity, deps.origin, failure.reason, failure.code, deps.scrub);
      if (failure.kind === 'fatal') throw unreachable();
      if (failure.kind === 'connect') {
        connectFailures++;
        if (connectFailures >= deps.maxConnectAttempts || !retriesLeft) throw unreachable();
        if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, callerSignal))) {
          throw unreachable();
        }
        continue;
      }
      if (!plan.idempotent) {
        throw new AmbiguousRequestError(plan.identity, failure.reason, failure.code, deps.scrub);
      }
      const gaveUp = () =>
        new PlatformNetworkError(plan.identity, failure.reason, attempt, failure.code, deps.scrub);
      if (!retriesLeft) throw gaveUp();
      if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, callerSignal))) throw gaveUp();
      continue;
    }

    const { response } = outcome;
    if (response.status < 300) return response;
    if (response.status === 429) deps.stats.rateLimited++;
    let deadlineHit = false;
    if (mayRetryStatus(response.status, plan.idempotent)) {
      const retryAfter = parseRetryAfter(response.headers['retry-after'], deps.clock.now());
      const delay = retryAfter ?? backoffDelay(attempt, deps.backoff);
      // Everyone using the key backs off together; one request's retry alone would just meet the next 429.
      if (response.status === 429) deps.bucket.pauseUntil(deps.clock.now() + delay);
      if (retriesLeft) {
        if (await waitToRetry(delay, plan, deps, callerSignal)) continue;
        deadlineHit = true;
      }
    }
    throw apiError(plan, deps, response, attempt, deadlineHit);
  }
}

async function attemptOnce(
  plan: RequestPlan,
  deps: AttemptDeps,
  attempt: number,
  callerSignal: AbortSignal | undefined,
): Promise<Attempt> {
  const { method, pathTemplate } = plan.identity;
  // Near the deadline an attempt gets what is left, but never so little that it cannot complete.
  const timeoutMs = Math.min(deps.requestTimeoutMs, Math.max(1000, plan.deadline - deps.clock.now()));
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  const started = performance.now();
  const tried = attempt > 1 ? ` (attempt ${attempt})` : '';
  deps.stats.requests++;
  try {
    const request = { method, url: plan.url, headers: plan.headers, signal };
    const response = await sendOnce(plan.body === undefined ? request : { ...request, body: plan.body });
    const ms = Math.round(performance.now() - started);
    deps.logger.debug(`${method} ${pathTemplate} -> ${response.status} in ${ms} ms${tried}`);
    return { response };
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    const failure: NetworkFailure = timeout.aborted
      ? { kind: 'ambiguous', code: 'TIMEOUT', reason: `no response within ${formatMs(timeoutMs)}` }
      : classifyNetworkError(error);
    const ms = Math.round(performance.now() - started);
    deps.logger.debug(`${method} ${pathTemplate} -> ${failure.code ?? failure.reason} in ${ms} ms${tried}`);
    return { failure };
  }
}

/** Sleeps before a retry; false (without sleeping) when the retry would start after the deadline. */
async function waitToRetry(
  delayMs: number,
  plan: RequestPlan,
  deps: AttemptDeps,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  if (deps.clock.now() + delayMs > plan.deadline) return false;
  deps.stats.retries++;
  await deps.clock.sleep(delayMs, signal);
  return true;
}

function apiError(
  plan: RequestPlan,
  deps: AttemptDeps,
  response: HttpResponse,
  attempts: number,
  deadlineHit: boolean,
): PlatformApiError {
  const detail = parseErrorBody(response.text, headerValue(response.headers, 'content-type'));
  const hint = hintFor({
    status: response.status,
    operation: plan.identity.operation,
    // A read key permits GET only (§5), so any other method needs a full key, W mark or not.
    write: plan.write || plan.identity.method !== 'GET',
    notFound: plan.notFound,
    apiRoot: deps.apiRoot,
    attempts,
    deadlineHit,
    location: headerValue(response.headers, 'location'),
    field: detail.field,
  });
  const requestId =
    headerValue(response.headers, 'x-request-id') ?? headerValue(response.headers, 'x-correlation-id');
  return new PlatformApiError(
    {
      ...plan.identity,
      ...detail,
      status: response.status,
      hint,
      attempts,
      ...(requestId ? { requestId } : {}),
      ...(plan.notFound ? { notFound: plan.notFound } : {}),
    },
    deps.scrub,
  );
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
