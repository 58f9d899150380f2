import type { Logger } from '../log.ts';
import { clientFor, type GitHubAccess } from './client.ts';
import { httpStatusOf, isPermissionFailure, rateLimitIn } from './failures.ts';
import { describeRateLimit } from './rate-limit.ts';

/** What changed, as far as GitHub could tell: repository paths, or "everything" and why. */
export type ChangedFiles =
  | { readonly kind: 'files'; readonly files: readonly string[] }
  | { readonly kind: 'everything'; readonly reason: string };

/** GitHub lists at most 3,000 files of a pull request; past that the list is cut short. */
const PULL_FILE_LIST_CAP = 3000;
/**
 * GitHub's compare endpoint lists at most 300 files of a comparison, all on its first page: its pages
 * are pages of commits ("Compare two commits" in GitHub's REST docs). 300 listed may be 300 of more.
 */
const COMPARE_FILE_LIST_CAP = 300;
const PER_PAGE = 100;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

interface Repository {
  readonly owner: string;
  readonly repo: string;
}

/**
 * The files changed between two commits of a push, from GitHub's compare endpoint: no deep clone
 * needed. A comparison GitHub cannot give (an unknown commit, a history that diverged as after a
 * force push, a list at the cap, a refusal) is "everything": deploying too much is safe, deploying
 * too little is not.
 */
export async function changedFilesBetween(
  access: GitHubAccess,
  where: Repository & { readonly before: string; readonly after: string },
  logger: Logger,
): Promise<ChangedFiles> {
  if (!SHA.test(where.before) || !SHA.test(where.after)) {
    return everything(
      `the push event names no commits to compare (before "${where.before}", after "${where.after}")`,
    );
  }
  const octokit = await clientFor(access);
  const range = `${where.before.slice(0, 7)}...${where.after.slice(0, 7)}`;
  let data: { status?: unknown; files?: unknown };
  try {
    // One page is the whole file list; one commit per page keeps the answer small (the commits are
    // what pages, and they are not needed).
    ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: where.owner,
      repo: where.repo,
      basehead: `${where.before}...${where.after}`,
      per_page: 1,
      page: 1,
    }));
  } catch (error) {
    return unreadable(`compare ${range}`, 'contents: read', error, logger);
  }
  // `behind` or `diverged`: the old head is no ancestor of the new one (a force push), so what it
  // had deployed may be gone too.
  if (data.status !== 'ahead' && data.status !== 'identical') {
    return everything(`the push rewrote history (GitHub compares ${range} as ${String(data.status)})`);
  }
  const entries = Array.isArray(data.files) ? data.files : [];
  if (entries.length >= COMPARE_FILE_LIST_CAP) {
    return everything(
      `GitHub lists at most ${COMPARE_FILE_LIST_CAP} changed files of a push's comparison and ${range} lists ${entries.length}, so more may have changed`,
    );
  }
  return { kind: 'files', files: pathsOf(entries) };
}

/** The files a pull request changes between its base and head, every page of them. */
export async function changedFilesOfPullRequest(
  access: GitHubAccess,
  where: Repository & { readonly number: number },
  logger: Logger,
): Promise<ChangedFiles> {
  const octokit = await clientFor(access);
  const files: string[] = [];
  try {
    const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
      owner: where.owner,
      repo: where.repo,
      pull_number: where.number,
      per_page: PER_PAGE,
    });
    let listed = 0;
    for await (const { data } of pages) {
      const entries = Array.isArray(data) ? data : [];
      listed += entries.length;
      files.push(...pathsOf(entries));
      // Entries, not paths: a rename is one entry of GitHub's list and two paths of ours.
      if (listed >= PULL_FILE_LIST_CAP) return capped(listed);
    }
  } catch (error) {
    return unreadable(
      `list the files of pull request #${where.number}`,
      'pull-requests: read',
      error,
      logger,
    );
  }
  return { kind: 'files', files };
}

/** A renamed file counts at both its old and its new path: the project it left changed too. */
function pathsOf(entries: readonly unknown[]): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    if (entry === null || typeof entry !== 'object') continue;
    const { filename, previous_filename: previous } = entry as Record<string, unknown>;
    if (typeof filename === 'string' && filename !== '') paths.push(filename);
    if (typeof previous === 'string' && previous !== '') paths.push(previous);
  }
  return paths;
}

function everything(reason: string): ChangedFiles {
  return { kind: 'everything', reason };
}

function capped(count: number): ChangedFiles {
  return everything(
    `GitHub lists at most ${PULL_FILE_LIST_CAP} changed files of a pull request and this one has ${count} or more`,
  );
}

function unreadable(what: string, permission: string, error: unknown, logger: Logger): ChangedFiles {
  const status = httpStatusOf(error);
  const limit = rateLimitIn(error);
  let hint = '';
  if (limit !== undefined) hint = `: ${describeRateLimit(limit)}, longer than the step could wait`;
  else if (isPermissionFailure(error) && status === 403)
    hint = `; the workflow token may lack \`${permission}\``;
  logger.warning(
    `Could not ${what} on GitHub (${status === undefined ? String(error) : `it answered ${status}`}${hint}), so every project counts as changed.`,
  );
  const why =
    limit === undefined
      ? ''
      : `: ${limit.kind === 'primary' ? 'its rate limit is spent' : 'a secondary rate limit'}`;
  return everything(
    `GitHub could not tell what changed (${status === undefined ? 'no answer' : `it answered ${status}${why}`})`,
  );
}
