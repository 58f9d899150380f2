import { type Route, type RouteContext, validationFailed } from './http.ts';
import { ofRepo } from './repo-records.ts';
import { listRoute, readRoute, recordKind } from './route-kinds.ts';
import type { FakePullRequest } from './state.ts';

const STATES = new Set(['open', 'closed', 'all']);

/** Reading pull requests: one by number, or a page of the list filtered by `state` (GitHub's default: open). */
const PULL = recordKind('pull_requests', pullJson);

export const pullRoutes: readonly Route[] = [
  listRoute(PULL, '/repos/{owner}/{repo}/pulls', (context) => {
    const state = context.query.get('state') ?? 'open';
    if (!STATES.has(state))
      return { refused: validationFailed(`"${state}" is not a valid value for state.`) };
    // GitHub lists the newest first by default (sort=created, direction=desc).
    return ofRepo(context.state.pulls, context)
      .filter((pull) => state === 'all' || pull.state === state)
      .sort((a, b) => b.number - a.number);
  }),
  readRoute(PULL, '/repos/{owner}/{repo}/pulls/{pull_number}', (context) => {
    const asked = Number(context.params.pull_number);
    const number = context.state.misansweredPulls.get(asked) ?? asked;
    return ofRepo(context.state.pulls, context).find((pr) => pr.number === number);
  }),
];

export function pullJson(pull: FakePullRequest, { url }: RouteContext): Record<string, unknown> {
  const baseFullName = `${pull.owner}/${pull.repo}`;
  return {
    number: pull.number,
    url: `${url.origin}/repos/${baseFullName}/pulls/${pull.number}`,
    html_url: `https://github.com/${baseFullName}/pull/${pull.number}`,
    state: pull.state,
    title: pull.title,
    merged_at: pull.mergedAt ?? null,
    merge_commit_sha: pull.mergeCommitSha ?? null,
    head: {
      sha: pull.headSha,
      ref: pull.headRef,
      label: `${pull.headRepoFullName.split('/')[0]}:${pull.headRef}`,
      repo: repositoryJson(pull.headRepoFullName, baseFullName),
    },
    base: {
      ref: pull.baseRef,
      label: `${pull.owner}:${pull.baseRef}`,
      repo: repositoryJson(baseFullName, baseFullName),
    },
  };
}

/**
 * A pull request's `head.repo` and `base.repo` as GitHub gives them, in its API answers and its
 * webhook payloads alike: the whole repository (its owner, name, whether it is a fork), not its name alone.
 */
export function repositoryJson(fullName: string, baseFullName: string): Record<string, unknown> {
  const [owner = '', name = ''] = fullName.split('/');
  const fork = fullName.toLowerCase() !== baseFullName.toLowerCase();
  return {
    id: idOf(fullName),
    name,
    full_name: fullName,
    owner: { login: owner, id: idOf(owner), type: 'User' },
    private: false,
    fork,
    html_url: `https://github.com/${fullName}`,
    default_branch: 'main',
  };
}

/** A stable positive id for a name, as GitHub's ids are stable for a repository or an account. */
function idOf(name: string): number {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash + 1;
}
