import { createHash } from 'node:crypto';
import { notFound, paginate, type Route } from './http.ts';
import { ofRepo } from './repo-records.ts';
import { listRoute, recordKind } from './route-kinds.ts';
import type { FakeDiff } from './state.ts';

/** GitHub lists at most 3,000 files of a pull request, whatever the pages. */
const PULL_FILE_CAP = 3000;
/**
 * A comparison lists at most 300 files, and only on its first page: its pages are pages of commits
 * ("Compare two commits", GitHub's REST docs: "The list of changed files is only shown on the first
 * page of results, and it includes up to 300 changed files for the entire comparison").
 */
const COMPARE_FILE_CAP = 300;
/** Without `per_page` or `page`, a comparison lists its last 250 commits, the newest last. */
const COMPARE_UNPAGED_COMMITS = 250;

/** A pull request's changed file, listed as the diff holds it. */
const CHANGED_FILE = recordKind('pull_requests', (file: FakeDiff['files'][number]) => file);

/**
 * What changed: `GET /repos/{o}/{r}/compare/{base}...{head}` (its commits paged by `per_page`/`page`,
 * its files capped and on the first page only, with the comparison's `status`) and
 * `GET /repos/{o}/{r}/pulls/{n}/files`, from the diffs a test seeds in `state.diffs`. An unknown
 * comparison is a 404, as GitHub answers for a commit it does not have.
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
      const commits = commitsOf(diff);
      const query = context.url.searchParams;
      const paged = query.has('per_page') || query.has('page');
      const { page, headers } = paged
        ? paginate(commits, context.url)
        : { page: commits.slice(-COMPARE_UNPAGED_COMMITS), headers: {} };
      const firstPage = !paged || Number(query.get('page') ?? 1) <= 1;
      const status = diff.status ?? 'ahead';
      return {
        status: 200,
        body: {
          status,
          ahead_by: commits.length,
          behind_by: status === 'ahead' ? 0 : 1,
          total_commits: commits.length,
          commits: page,
          files: firstPage ? diff.files.slice(0, COMPARE_FILE_CAP) : [],
        },
        headers,
      };
    },
  },
  listRoute(CHANGED_FILE, '/repos/{owner}/{repo}/pulls/{pull_number}/files', (context) => {
    const number = Number(context.params.pull_number);
    const diff = ofRepo(context.state.diffs, context).find((candidate) => candidate.pull === number);
    return diff ? diff.files.slice(0, PULL_FILE_CAP) : { refused: notFound() };
  }),
];

/** The comparison's commits, oldest first, each with a SHA made from its place so pages can be told apart. */
function commitsOf(diff: FakeDiff): { sha: string; commit: { message: string } }[] {
  return Array.from({ length: diff.commits ?? 1 }, (_, index) => ({
    sha: createHash('sha1').update(`${diff.base}...${diff.head}#${index}`).digest('hex'),
    commit: { message: `Commit ${index + 1} of ${diff.base?.slice(0, 7)}...${diff.head?.slice(0, 7)}` },
  }));
}
