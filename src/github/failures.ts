import { currentClock } from '../clock.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { describeRateLimit, type RateLimit, rateLimitOf } from './rate-limit.ts';

/**
 * The HTTP status GitHub answered with, or undefined for network failures and bugs. Octokit gives
 * network failures a status of 500 too, but no response: that is how to tell them apart.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || !('status' in error) || !('response' in error))
    return undefined;
  const { status, response } = error;
  return typeof status === 'number' && status > 0 && response !== undefined ? status : undefined;
}

/** Every distinct message and code down the cause chain, for network failures (undici's "fetch failed" says nothing). */
function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message = errorMessage(current);
    const code = typeof current === 'object' && 'code' in current ? String(current.code) : '';
    for (const part of [message, code]) {
      const known = part === '' || part === 'fetch failed' || parts.some((seen) => seen.includes(part));
      if (!known) parts.push(part);
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ');
}

/**
 * 403 is the token lacking a permission; GitHub answers 404 instead when the token cannot see the
 * repository or resource at all, which for a workflow token is the same fix. A 403 of a rate limit
 * (its headers or message say so) is no permission problem: waiting is its fix.
 */
export function isPermissionFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  return (status === 403 || status === 404) && rateLimitIn(error) === undefined;
}

/** The rate limit GitHub refused `error`'s request for, if that is what it was. */
export function rateLimitIn(error: unknown): RateLimit | undefined {
  return httpStatusOf(error) === undefined ? undefined : rateLimitOf(error, currentClock().now());
}

/** What to do about a rate limit that outlasted what the step could wait. */
const RATE_LIMIT_FIX =
  'the step could not wait that long; re-run the job after then, and spread the jobs that share the token (one workflow token gets 1,000 requests an hour per repository)';

/**
 * Warn about a GitHub call that failed, naming the permission that fixes it when that is the cause.
 * GitHub bookkeeping is a courtesy: callers warn and go on, they never fail the deploy.
 * @param what what we could not do, completing "Could not ...", e.g. "create a GitHub deployment"
 * @param permission the workflow permission that allows it, e.g. "deployments: write"
 * @param logger the action's port, which redacts the warning
 */
export function warnGitHubFailure(what: string, permission: string, error: unknown, logger: Logger): void {
  const status = httpStatusOf(error);
  const limit = rateLimitIn(error);
  if (limit !== undefined) {
    logger.warning(
      `Could not ${what}: GitHub answered ${status} because ${describeRateLimit(limit)}; ${RATE_LIMIT_FIX}. The deploy itself is not affected.`,
    );
    return;
  }
  const cause =
    status === undefined ? describeError(error) : `GitHub answered ${status}: ${errorMessage(error)}`;
  const fix = isPermissionFailure(error)
    ? ` The workflow token probably lacks \`${permission}\`: add it under \`permissions:\` in the workflow` +
      ' (pull requests from forks never get it).'
    : '';
  logger.warning(`Could not ${what} (${cause}).${fix} The deploy itself is not affected.`);
}

/**
 * The step's failure sentence for a GitHub request that failed, or undefined when `error` is not
 * one. Octokit's errors carry the request; a GitHub failure is GitHub's side (or the token's), never
 * a bug of ours, and the user's fix is a re-run or a permission, so the sentence says which.
 */
export function gitHubFailureSentence(error: unknown): string | undefined {
  if (!isOctokitRequestError(error)) return undefined;
  const status = httpStatusOf(error);
  const route = `${error.request.method} ${pathOf(error.request.url)}`;
  if (status === undefined)
    return `Could not reach GitHub for ${route} (${describeError(error)}): re-run the job; if it keeps failing, check GITHUB_API_URL and the runner's network.`;
  if (status === 401)
    return `GitHub refused the token for ${route} (401): pass a valid \`github-token\` (the default \`github.token\` works).`;
  const limit = rateLimitIn(error);
  if (limit !== undefined)
    return `GitHub answered ${status} to ${route}: ${describeRateLimit(limit)}; ${RATE_LIMIT_FIX}.`;
  if (isPermissionFailure(error))
    return `GitHub answered ${status} to ${route}: the token cannot see or change this; grant the workflow the permission it needs under \`permissions:\` (pull requests from forks never get write access).`;
  if (status >= 500 || status === 429)
    return `GitHub answered ${status} to ${route} (${errorMessage(error)}): this is GitHub's side; re-run the job, and if it keeps failing see https://www.githubstatus.com.`;
  return `GitHub answered ${status} to ${route}: ${errorMessage(error)}.`;
}

interface OctokitRequestError {
  readonly request: { readonly method: string; readonly url: string };
}

/** Octokit's RequestError, told by its shape: the class itself lives in a package we don't load early. */
function isOctokitRequestError(error: unknown): error is Error & OctokitRequestError {
  if (!(error instanceof Error) || !('request' in error)) return false;
  const { request } = error as { request: unknown };
  return (
    typeof request === 'object' &&
    request !== null &&
    typeof (request as { method?: unknown }).method === 'string' &&
    typeof (request as { url?: unknown }).url === 'string'
  );
}

/** The path alone: the host is GITHUB_API_URL's, and a query may carry search text from outside. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(an unreadable address)';
  }
}
