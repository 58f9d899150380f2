import type { getOctokit } from '@actions/github';
import { nodeHttpFetch } from '../api/node-fetch.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';
import { registerSecret } from '../secrets/redact.ts';
import { githubApiUrl } from './context.ts';
import { describeRateLimit, rateLimitOf } from './rate-limit.ts';

export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * How long a client may wait out GitHub's rate limits: until `deadline` (the step's time, when the
 * action has one) and never more than 10 minutes a wait; `signal` (the job's cancellation) ends a wait.
 */
export interface GitHubWaits {
  readonly deadline?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Where a wait is announced: the action's port. */
  readonly logger?: Logger | undefined;
}

/** Either a ready client (shared across calls, or built by the caller) or what it takes to build one. */
export type GitHubAccess =
  | { readonly octokit: GitHubClient }
  | { readonly token: string; readonly apiUrl?: string; readonly waits?: GitHubWaits };

/** A rate limit that lasts longer is reported, not waited out, whatever the step's time. */
const MAX_RATE_LIMIT_WAIT_MS = 10 * 60_000;
/** Waits per request: GitHub asking again and again is reported rather than waited on forever. */
const MAX_RATE_LIMIT_WAITS = 3;

/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 * `@actions/github` (Octokit and its own undici, ~1.2 MB of a bundle) loads on the first call: a
 * deploy that makes no GitHub request does not compile it (bench/README.md, round three).
 */
export async function createGitHubClient(
  token: string,
  apiUrl: string = githubApiUrl(),
  waits: GitHubWaits = {},
): Promise<GitHubClient> {
  registerSecret(token);
  const { getOctokit } = await import('@actions/github');
  const baseUrl = apiUrl.replace(/\/+$/, '');
  // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
  const request = { request: { fetch: nodeHttpFetch } };
  const octokit = getOctokit(token, { baseUrl, ...request });
  waitOutRateLimits(octokit, waits);
  return octokit;
}

export async function clientFor(access: GitHubAccess): Promise<GitHubClient> {
  return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl, access.waits);
}

/**
 * A request GitHub refused for a rate limit was not done, so sending it again after the wait GitHub
 * asks for (`retry-after`, `x-ratelimit-reset`) has no double effect. Waits run on the run's clock
 * (tests accelerate it); a wait that would end past the step's deadline is not started: the refusal
 * is thrown, and the failure sentence names the limit and when it ends (failures.ts).
 */
function waitOutRateLimits(octokit: GitHubClient, waits: GitHubWaits): void {
  octokit.hook.wrap('request', async (send, options) => {
    for (let waited = 0; ; waited++) {
      try {
        return await send(options);
      } catch (error) {
        const clock = currentClock();
        const limit = rateLimitOf(error, clock.now());
        if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted) throw error;
        const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
        if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left)) throw error;
        waits.logger?.info(
          `GitHub: ${describeRateLimit(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`,
        );
        await pause(limit.waitMs, waits.signal, clock);
        if (waits.signal?.aborted) throw error;
      }
    }
  });
}
