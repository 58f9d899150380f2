import { notFound, paginate, type Route } from './http.ts';
import { ofRepo } from './repo-records.ts';
import { listRoute } from './route-kinds.ts';

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
      const [base, head] = (context.params.basehead ?? '').split('...');
      const diff = ofRepo(context.state.diffs, context).find(
        (candidate) => candidate.base === base && candidate.head === head,
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
  listRoute(
    '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    'pull_requests',
    (context) => {
      const number = Number(context.params.pull_number);
      const diff = ofRepo(context.state.diffs, context).find((candidate) => candidate.pull === number);
      return diff ? diff.files.slice(0, FILE_CAP) : { refused: notFound() };
    },
    (file) => file,
  ),
];
