import type { Route } from './http.ts';
import { pullJson } from './pull-routes.ts';
import { sameRepo } from './repo-records.ts';

/** The pull requests a commit belongs to: for a merge commit, the one it merged (by merge_commit_sha or head). */
export const commitRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/commits/{commit_sha}/pulls',
    scope: 'pull_requests',
    handle: (context) => {
      const { owner, repo, commit_sha: sha } = context.params;
      const pulls = context.state.pulls.filter(
        (pull) => sameRepo(pull, owner, repo) && (pull.mergeCommitSha === sha || pull.headSha === sha),
      );
      return { status: 200, body: pulls.map((pull) => pullJson(pull, context)) };
    },
  },
];
