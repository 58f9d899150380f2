import { sameRepo } from './comment-routes.ts';
import { notFound, paginate, type Route, type RouteContext, validationFailed } from './http.ts';
import type { FakePullRequest } from './state.ts';

const STATES = new Set(['open', 'closed', 'all']);

/** Reading pull requests: one by number, or a page of the list filtered by `state` (GitHub's default: open). */
export const pullRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/pulls',
    scope: 'pull_requests',
    handle: (context) => {
      const { owner, repo } = context.params;
      const state = context.query.get('state') ?? 'open';
      if (!STATES.has(state)) return validationFailed(`"${state}" is not a valid value for state.`);
      // GitHub lists the newest first by default (sort=created, direction=desc).
      const pulls = context.state.pulls
        .filter((pull) => sameRepo(pull, owner, repo) && (state === 'all' || pull.state === state))
        .sort((a, b) => b.number - a.number);
      const { page, headers } = paginate(pulls, context.url);
      return { status: 200, body: page.map((pull) => pullJson(pull, context)), headers };
    },
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/pulls/{pull_number}',
    scope: 'pull_requests',
    handle: (context) => {
      const { owner, repo } = context.params;
      const asked = Number(context.params.pull_number);
      const number = context.state.misansweredPulls.get(asked) ?? asked;
      const pull = context.state.pulls.find((pr) => sameRepo(pr, owner, repo) && pr.number === number);
      return pull ? { status: 200, body: pullJson(pull, context) } : notFound();
    },
  },
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
    head: { sha: pull.headSha, ref: pull.headRef, repo: { full_name: pull.headRepoFullName } },
    base: { ref: pull.baseRef, repo: { full_name: baseFullName } },
  };
}
