import { clockTimeout, idleTimeout } from '../clock.ts';
import { apiError, formatMs, outOfTime } from './attempt-errors.ts';
import {
  AmbiguousRequestError,
  PlatformError,
  PlatformNetworkError,
  PlatformUnreachableError,
  ResponseTooLargeError,
} from './errors.ts';
import type { AttemptDeps, RequestPlan } from './request-plan.ts';
import {
  backoffDelay,
  classifyNetworkError,
  mayRetryStatus,
  type NetworkFailure,
  parseRetryAfter,
} from './retry.ts';
import { BodyTooLargeError, type HttpResponse, sendOnce } from './transport.ts';
import { SourceChangedError } from './upload-body.ts';

type Attempt = { response: HttpResponse } | { failure: NetworkFailure };

/** What one logical request has been through, for the error that ends it at the deadline. */
interface Run {
  /** The caller's signals and the deadline: every wait and exchange of the request listens to it. */
  readonly signal: AbortSignal;
  attempts: number;
  last: string | undefined;
  cutInFlight: boolean;
}

/** Sends `plan` until it succeeds, fails for good, runs out of time, or retrying would break the rules in retry.ts. */
export async function runAttempts(plan: RequestPlan, deps: AttemptDeps): Promise<HttpResponse> {
  const callerSignal = plan.signals.length > 0 ? AbortSignal.any([...plan.signals]) : undefined;
  // One timer for the whole request, so no part of it (pacing included) can outlast the deadline.
  const deadline = clockTimeout(Math.max(0, plan.deadline - deps.clock.now()), deps.clock);
  const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
  const run: Run = { signal, attempts: 0, last: undefined, cutInFlight: false };
  try {
    return await attemptLoop(plan, deps, run);
  } catch (error) {
    callerSignal?.throwIfAborted();
    if (deadline.signal.aborted && !(error instanceof PlatformError)) throw outOfTime(plan, deps, run);
    throw error;
  } finally {
    deadline.clear();
  }
}

async function attemptLoop(plan: RequestPlan, deps: AttemptDeps, run: Run): Promise<HttpResponse> {
  let connectFailures = 0;
  for (let attempt = 1; ; attempt++) {
    run.signal.throwIfAborted();
    if (deps.clock.now() >= plan.deadline) throw outOfTime(plan, deps, run);
    // A 429 may have paused the key past the deadline: the wait for a turn ends with the deadline too.
    const before = run.last;
    run.last = "still waiting for this key's turn under the rate limit";
    await deps.bucket.take(run.signal);
    await deps.bucket.enter(run.signal);
    run.last = before;
    let outcome: Attempt;
    try {
      outcome = await attemptOnce(plan, deps, attempt, run);
    } finally {
      deps.bucket.leave();
    }
    const retriesLeft = attempt < deps.maxAttempts;

    if ('failure' in outcome) {
      const { failure } = outcome;
      run.last = failure.reason;
      const unreachable = () =>
        new PlatformUnreachableError(
          plan.identity,
          deps.origin,
          failure.reason,
          failure.code,
          deps.scrub,
          deps.terms,
        );
      if (failure.kind === 'fatal') throw unreachable();
      if (failure.kind === 'connect') {
        connectFailures++;
        if (connectFailures >= deps.maxConnectAttempts || !retriesLeft) throw unreachable();
        if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run))) throw unreachable();
        continue;
      }
      if (!plan.idempotent) {
        throw new AmbiguousRequestError(plan.identity, failure.reason, failure.code, deps.scrub);
      }
      if (!retriesLeft) {
        throw new PlatformNetworkError(plan.identity, failure.reason, attempt, failure.code, deps.scrub);
      }
      if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run))) {
        throw outOfTime(plan, deps, run);
      }
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
        run.last = `HTTP ${response.status}`;
        if (await waitToRetry(delay, plan, deps, run)) continue;
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
  run: Run,
): Promise<Attempt> {
  const { method, pathTemplate } = plan.identity;
  run.attempts = attempt;
  const upload = typeof plan.body === 'object';
  // An upload may take as long as its bytes keep moving; any other request has a fixed time. Both
  // are clock sleeps (a virtual clock decides what took too long), and both end at the deadline.
  const idle = upload ? idleTimeout(deps.progressTimeoutMs, deps.clock) : undefined;
  const timeout = idle ?? clockTimeout(deps.requestTimeoutMs, deps.clock);
  const signal = AbortSignal.any([run.signal, timeout.signal]);
  const started = deps.clock.now();
  const tried = attempt > 1 ? ` (attempt ${attempt})` : '';
  const log = (what: string | number) =>
    deps.logger.debug(
      `${method} ${pathTemplate} -> ${what} in ${Math.round(deps.clock.now() - started)} ms${tried}`,
    );
  deps.stats.requests++;
  try {
    const response = await sendOnce({
      method,
      url: plan.url,
      headers: plan.headers,
      signal,
      maxBodyBytes: plan.maxResponse.bytes,
      ...(plan.body === undefined ? {} : { body: plan.body }),
      ...(idle ? { onProgress: idle.touch } : {}),
    });
    log(response.status);
    return { response };
  } catch (error) {
    if (run.signal.aborted) {
      log('deadline or cancel');
      run.cutInFlight = true;
      run.last = upload ? 'the upload had not finished' : 'the platform had not finished answering';
      throw run.signal.reason;
    }
    // Not the network's fault, and the same on every attempt: said as it is, not retried.
    if (error instanceof SourceChangedError) throw error;
    if (error instanceof BodyTooLargeError) {
      log(`answer over ${error.limit} bytes`);
      const { identity } = plan;
      throw new ResponseTooLargeError(
        identity,
        error.limit,
        error.announced,
        plan.maxResponse.option,
        deps.scrub,
        deps.terms,
      );
    }
    const failure: NetworkFailure = !timeout.signal.aborted
      ? classifyNetworkError(error)
      : idle
        ? {
            kind: 'ambiguous',
            code: 'TIMEOUT',
            reason: `no bytes moved for ${formatMs(deps.progressTimeoutMs)}`,
          }
        : {
            kind: 'ambiguous',
            code: 'TIMEOUT',
            reason: `no response within ${formatMs(deps.requestTimeoutMs)}`,
          };
    log(failure.code ?? failure.reason);
    return { failure };
  } finally {
    timeout.clear();
  }
}

/** Sleeps before a retry; false (without sleeping) when the retry would start after the deadline. */
async function waitToRetry(
  delayMs: number,
  plan: RequestPlan,
  deps: AttemptDeps,
  run: Run,
): Promise<boolean> {
  if (deps.clock.now() + delayMs > plan.deadline) return false;
  deps.stats.retries++;
  await deps.clock.sleep(delayMs, run.signal);
  return true;
}
