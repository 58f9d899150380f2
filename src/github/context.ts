import type { Logger } from '../log.ts';
import { numberAt, readEventPayload, stringAt, valueAt } from './event-payload.ts';
import { type MergeGroupContext, mergeGroupOf } from './merge-group.ts';

/** The actions we react to; GitHub sends others (edited, labeled, ...), kept as plain strings. */
type PullRequestAction = 'opened' | 'synchronize' | 'reopened' | 'closed' | (string & {});

type DefaultEnvironment = 'preview' | 'production';

export interface PullRequestContext {
  readonly number: number;
  readonly action: PullRequestAction | undefined;
  /** The PR's head commit, which is what the PR page shows (GITHUB_SHA is a merge commit). */
  readonly headSha: string | undefined;
  readonly headRef: string | undefined;
  readonly baseRef: string | undefined;
  /**
   * The head lives in another repository. Its token is read-only and it has no secrets, so
   * comments and deployments will be refused; callers use this to skip or explain them.
   * A deleted fork (head.repo null) counts as a fork.
   */
  readonly isFork: boolean;
  readonly merged: boolean;
}

export interface RunContext {
  readonly eventName: string;
  /** Empty outside a workflow, when GITHUB_REPOSITORY and the payload are both missing. */
  readonly owner: string;
  readonly repo: string;
  /** GITHUB_SHA: on pull_request events this is the merge commit that actions/checkout builds. */
  readonly sha: string;
  /** The commit to report on: the PR head on pull requests, GITHUB_SHA otherwise. */
  readonly commitSha: string;
  /** GITHUB_REF as given, e.g. refs/heads/main or refs/pull/7/merge. */
  readonly ref: string;
  /** The branch being deployed: the PR's head branch on pull requests; undefined for tags. */
  readonly branch: string | undefined;
  readonly pullRequest: PullRequestContext | undefined;
  /** On `merge_group` runs: the queue's group (no pull request is the event, so none to comment on). */
  readonly mergeGroup: MergeGroupContext | undefined;
  readonly runId: string | undefined;
  readonly runUrl: string | undefined;
  readonly serverUrl: string;
  /** Without a trailing slash; everything that calls GitHub uses this so tests can point it at a fake. */
  readonly apiUrl: string;
  readonly defaultEnvironment: DefaultEnvironment;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

function isPullRequestEvent(eventName: string): boolean {
  return PULL_REQUEST_EVENTS.has(eventName);
}

/** The GitHub API base URL the run should use, read now (not at import) so tests can change it. */
export function githubApiUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return withoutTrailingSlash(env.GITHUB_API_URL || 'https://api.github.com');
}

/**
 * The run as the environment and the event payload describe it, read at call time: unlike
 * `@actions/github`'s `context`, which is frozen when the module is first imported.
 */
export function readRunContext(
  env: Readonly<Record<string, string | undefined>> = process.env,
  logger?: Logger,
): RunContext {
  const payload = readEventPayload(env.GITHUB_EVENT_PATH, logger);
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const { owner, repo } = repositoryOf(env, payload);
  const sha = env.GITHUB_SHA ?? stringAt(payload, ['after']) ?? '';
  const ref = env.GITHUB_REF ?? stringAt(payload, ['ref']) ?? '';
  const pullRequest = isPullRequestEvent(eventName) ? pullRequestOf(payload) : undefined;
  const mergeGroup = eventName === 'merge_group' ? mergeGroupOf(payload) : undefined;
  const serverUrl = withoutTrailingSlash(env.GITHUB_SERVER_URL || 'https://github.com');
  const runId = env.GITHUB_RUN_ID || undefined;
  return {
    eventName,
    owner,
    repo,
    sha,
    commitSha: pullRequest?.headSha ?? sha,
    ref,
    branch: pullRequest ? env.GITHUB_HEAD_REF || pullRequest.headRef : branchOf(ref),
    pullRequest,
    mergeGroup,
    runId,
    // Outside GitHub the command line passes the CI system's own job URL (src/cli/ci-env.ts).
    runUrl:
      runId && owner
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`
        : env.PLATFORM_ACTIONS_RUN_URL || undefined,
    serverUrl,
    apiUrl: githubApiUrl(env),
    defaultEnvironment: isPullRequestEvent(eventName) ? 'preview' : 'production',
  };
}

function repositoryOf(
  env: Readonly<Record<string, string | undefined>>,
  payload: unknown,
): { owner: string; repo: string } {
  const fullName = env.GITHUB_REPOSITORY || stringAt(payload, ['repository', 'full_name']) || '';
  const slash = fullName.indexOf('/');
  if (slash < 0) return { owner: '', repo: '' };
  return { owner: fullName.slice(0, slash), repo: fullName.slice(slash + 1) };
}

function pullRequestOf(payload: unknown): PullRequestContext | undefined {
  const number = numberAt(payload, ['pull_request', 'number']) ?? numberAt(payload, ['number']);
  if (number === undefined) return undefined;
  const headRepo = stringAt(payload, ['pull_request', 'head', 'repo', 'full_name']);
  const baseRepo = stringAt(payload, ['pull_request', 'base', 'repo', 'full_name']);
  return {
    number,
    action: stringAt(payload, ['action']),
    headSha: stringAt(payload, ['pull_request', 'head', 'sha']),
    headRef: stringAt(payload, ['pull_request', 'head', 'ref']),
    baseRef: stringAt(payload, ['pull_request', 'base', 'ref']),
    isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo?.toLowerCase(),
    merged: valueAt(payload, ['pull_request', 'merged']) === true,
  };
}

function branchOf(ref: string): string | undefined {
  const prefix = 'refs/heads/';
  return ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
