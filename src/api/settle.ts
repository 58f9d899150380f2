import { type AttemptDeps, type RequestPlan, runAttempts } from './attempts.ts';
import { PlatformApiError } from './errors.ts';
import type { HttpResponse } from './transport.ts';

/** What a DELETE answers once its target is gone: no content. */
const GONE: HttpResponse = { status: 204, headers: {}, text: '' };

/**
 * A DELETE that was retried and then answered 404 reached its goal: the earlier attempt, whose answer
 * was lost, most likely deleted it, and either way it is gone. Without this a dropped answer turned a
 * delete that worked into a failed step. A 404 on the first attempt still fails: nothing says it ever
 * existed.
 */
export function goneOnRetry(plan: RequestPlan, error: unknown): boolean {
  return (
    plan.identity.method === 'DELETE' &&
    error instanceof PlatformApiError &&
    error.status === 404 &&
    error.attempts > 1
  );
}

/** runAttempts, plus what the client concludes from the answers it got. */
export async function settle(plan: RequestPlan, deps: AttemptDeps): Promise<HttpResponse> {
  try {
    return await runAttempts(plan, deps);
  } catch (error) {
    if (!goneOnRetry(plan, error)) throw error;
    deps.logger.debug(
      `${plan.identity.method} ${plan.identity.pathTemplate} -> 404 on a retry: already deleted by the earlier attempt`,
    );
    return GONE;
  }
}
