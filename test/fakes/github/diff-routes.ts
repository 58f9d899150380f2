import { sameRepo } from './comment-routes.ts';
import { notFound, paginate, type Route } from './http.ts';
import type { FakeDiff } from './state.ts';

/** GitHub lists at most 3,000 files of a comparison or a pull request, whatever the pages. */
const FILE_CAP = 3000;

/**
 * What changed: `GET /repos/{o}/{r}/compare/{base}...{head}` (files paged by `per_page`/`page`, with
 * the comparison's `status`) and `GET /repos/{o}/{r}/pulls/{n}/files`, from the diffs a test seeds in
 * `state.diffs`. An unknown comparison is a 404, as GitHub answers for a commit it does not have.
 */
export const diffRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/compare/{basehead}',
    scope: 'contents',
    handle: (context) => {
      const { owner, repo, basehead } = context.params;
      const [base, head] = (basehead ?? '').split('...');
      const diff = context.state.diffs.find(
        (candidate: FakeDiff) =>
          sameRepo(candidate, owner, repo) && candidate.base === base && candidate.head === head,
      );
      if (!diff) return notFound();
      const { page, headers } = paginate(diff.files.slice(0, FILE_CAP), context.url);
      const status = diff.status ?? 'ahead';
      return {
        status: 200,
        body: {
          status,
          ahead_by: 1,
          behind_by: status === 'ahead' ? 0 : 1,
          total_commits: 1,
          commits: [],
          files: page,
        },
        headers,
      };
    },
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    scope: 'pull_requests',
    handle: (context) => {
      const { owner, repo } = context.params;
      const number = Number(context.params.pull_number);
      const diff = context.state.diffs.find(
        (candidate) => sameRepo(candidate, owner, repo) && candidate.pull === number,
      );
      if (!diff) return notFound();
      const { page, headers } = paginate(diff.files.slice(0, FILE_CAP), context.url);
      return { status: 200, body: page, headers };
    },
  },
];
