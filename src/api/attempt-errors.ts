import { parseErrorBody } from './error-body.ts';
import { DeadlineExceededError, PlatformApiError } from './errors.ts';
import { hintFor } from './hints.ts';
import type { AttemptDeps, RequestPlan } from './request-plan.ts';
import { type HttpResponse, headerValue } from './transport.ts';

/** What one logical request went through before it ran out of time. */
export interface RunSoFar {
  readonly attempts: number;
  readonly last: string | undefined;
  /** The deadline cut an attempt that had been sent. */
  readonly cutInFlight: boolean;
}

/** The error that ends a request at its deadline, naming whose deadline it was. */
export function outOfTime(plan: RequestPlan, deps: AttemptDeps, run: RunSoFar): DeadlineExceededError {
  return new DeadlineExceededError(
    plan.identity,
    {
      source: plan.deadlineSource,
      budgetMs: deps.callBudgetMs,
      attempts: run.attempts,
      lastFailure: run.last,
      maybeApplied: run.cutInFlight && !plan.idempotent,
      moreTime: deps.terms.moreTime,
    },
    deps.scrub,
  );
}

/** An error status, with the one sentence that says what to do about it. */
export function apiError(
  plan: RequestPlan,
  deps: AttemptDeps,
  response: HttpResponse,
  attempts: number,
  deadlineHit: boolean,
): PlatformApiError {
  const detail = parseErrorBody(response.text, headerValue(response.headers, 'content-type'));
  // A read key permits GET only (§5), so any other method needs a full key, W mark or not.
  const write = plan.write || plan.identity.method !== 'GET';
  const hint = hintFor({
    status: response.status,
    operation: plan.identity.operation,
    write,
    notFound: plan.notFound,
    apiRoot: deps.apiRoot,
    terms: deps.terms,
    attempts,
    deadlineHit,
    stepDeadline: plan.deadlineSource === 'step',
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
      // The platform's words for a read key ("needs a full API key; the key sent is a read key")
      // are the hint's; `platformMessage` keeps them for whoever wants them.
      ...(response.status === 403 && write ? { hintRestatesMessage: true } : {}),
    },
    deps.scrub,
  );
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
