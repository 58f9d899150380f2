import { runAttempts } from './attempts.ts';
import { AmbiguousRequestError, PlatformApiError, UnexpectedResponseError } from './errors.ts';
import type { AttemptDeps, RequestPlan } from './request-plan.ts';
import { type HttpResponse, headerValue } from './transport.ts';

/** What a DELETE answers once its target is gone: no content. */
const GONE: HttpResponse = { status: 204, headers: {}, text: '' };

/** Sends of an idempotent request whose answers keep arriving cut off, before giving up. */
const UNREADABLE_SENDS = 3;

/**
 * A DELETE that was retried and then answered 404 reached its goal: the earlier attempt, whose answer
 * was lost, most likely deleted it, and either way it is gone. Without this a dropped answer turned a
 * delete that worked into a failed step. A 404 on the first attempt still fails: nothing says it ever
 * existed.
 */
function goneOnRetry(plan: RequestPlan, error: unknown): boolean {
  return (
    plan.identity.method === 'DELETE' &&
    error instanceof PlatformApiError &&
    error.status === 404 &&
    error.attempts > 1
  );
}

/**
 * A 2xx that says it is JSON but does not parse was cut off on the way (or mangled by a proxy). Read
 * as text it would decode as an empty record or list, and callers would act on that: treat a
 * variable set as empty, a list as missing. So it is a failed exchange, not an answer.
 */
function unreadableJson(response: HttpResponse): boolean {
  const type = headerValue(response.headers, 'content-type') ?? '';
  if (!type.toLowerCase().includes('json') || response.text.trim() === '') return false;
  try {
    JSON.parse(response.text);
    return false;
  } catch {
    return true;
  }
}

/**
 * runAttempts, plus what the client concludes from the answers it got: a retried DELETE's 404 is
 * success; an unreadable answer is sent again when that is safe, and is ambiguous when it is not
 * (the platform acted on it), so the callers that reconcile (deploy, run, domains) do.
 */
export async function settle(plan: RequestPlan, deps: AttemptDeps): Promise<HttpResponse> {
  const { method, pathTemplate, operation } = plan.identity;
  for (let send = 1; ; send++) {
    let response: HttpResponse;
    try {
      response = await runAttempts(plan, deps);
    } catch (error) {
      if (!goneOnRetry(plan, error)) throw error;
      deps.logger.debug(
        `${method} ${pathTemplate} -> 404 on a retry: already deleted by the earlier attempt`,
      );
      return GONE;
    }
    if (!unreadableJson(response)) return response;
    const what = `the HTTP ${response.status} answer was cut off or is not JSON`;
    if (!plan.idempotent) throw new AmbiguousRequestError(plan.identity, what, 'BAD_JSON', deps.scrub);
    if (send >= UNREADABLE_SENDS) {
      throw new UnexpectedResponseError(
        plan.identity,
        `${operation} (${method} ${pathTemplate}) failed: ${what}, ${send} times. The platform is not answering reliably; try again later.`,
        deps.scrub,
      );
    }
    deps.logger.debug(`${method} ${pathTemplate} -> ${what}; sending it again`);
  }
}
