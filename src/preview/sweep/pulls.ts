import { ActionFailure, errorMessage } from '../../errors.ts';
import type { GitHubClient } from '../../github/client.ts';
import { httpStatusOf } from '../../github/failures.ts';

type PullState = 'open' | 'closed';

export interface PullInfo {
  readonly number: number;
  readonly state: PullState;
  readonly headRef: string | undefined;
  /**
   * `owner/repo` of the head when it is another repository (a fork), else undefined. A deleted fork
   * (head.repo null) is a fork too. Fork pull requests never own a preview: their branch names are
   * anyone's to choose (a fork's `main`), so they are never matched against the templates.
   */
  readonly fork: string | undefined;
}

export interface Repository {
  readonly owner: string;
  readonly repo: string;
}

/**
 * What GitHub says about the repository's pull requests. Every failure but a missing pull request
 * stops the sweep before any write: a resource is only removed on GitHub's word that its PR is closed.
 */
export class PullRequests {
  readonly #octokit: GitHubClient;
  readonly #where: Repository;
  readonly #known = new Map<number, PullInfo | undefined>();
  #listed: PullInfo[] | undefined;

  constructor(octokit: GitHubClient, where: Repository) {
    this.#octokit = octokit;
    this.#where = where;
  }

  /** Numbers looked up that GitHub does not know, and how many it did know. */
  lookups(): { readonly unknown: number[]; readonly known: number } {
    const unknown = [...this.#known].filter(([, info]) => info === undefined).map(([number]) => number);
    return { unknown, known: this.#known.size - unknown.length };
  }

  /** One pull request, or undefined when the number is not a pull request of this repository. */
  async get(number: number): Promise<PullInfo | undefined> {
    refuseUnsafeNumber(number);
    if (this.#known.has(number)) return this.#known.get(number);
    const listed = this.#listed?.find((pull) => pull.number === number);
    if (this.#listed !== undefined) return listed;
    let info: PullInfo | undefined;
    try {
      info = await this.#fetch(number);
    } catch (error) {
      // 404: an issue number, a deleted PR, or a name that only looks like ours. Left alone.
      if (httpStatusOf(error) === 404) {
        this.#known.set(number, undefined);
        return undefined;
      }
      throw lookupFailure(`pull request #${number}`, error);
    }
    this.#known.set(number, info);
    return info;
  }

  /**
   * Asks GitHub again, past the cache: a pull request reopened since the plan was made gets its
   * preview back from the preview workflow, which a sweep working from the old answer would undo.
   * Its failure is a RecheckError: it comes after other removals, so it cannot say nothing was removed.
   */
  async stillClosed(number: number): Promise<boolean> {
    refuseUnsafeNumber(number);
    try {
      return (await this.#fetch(number)).state === 'closed';
    } catch (error) {
      throw new RecheckError(number, failureCause(error));
    }
  }

  /** GET one pull request, refusing an answer about another one (a caching proxy, a bug). */
  async #fetch(number: number): Promise<PullInfo> {
    const { data } = await this.#octokit.rest.pulls.get({ ...this.#where, pull_number: number });
    const info = toPullInfo(data, this.#where);
    if (info === undefined) throw new Error('the answer is not a pull request');
    if (info.number !== number) {
      throw new Error(`asked for pull request #${number}, it answered about #${info.number}`);
    }
    return info;
  }

  /** Every pull request, open and closed (for `{branch}` templates, which name a branch, not a number). */
  async all(): Promise<readonly PullInfo[]> {
    if (this.#listed !== undefined) return this.#listed;
    try {
      const pulls = await this.#octokit.paginate(this.#octokit.rest.pulls.list, {
        ...this.#where,
        state: 'all',
        per_page: 100,
      });
      this.#listed = pulls
        .map((pull) => toPullInfo(pull, this.#where))
        .filter((pull): pull is PullInfo => pull !== undefined);
      return this.#listed;
    } catch (error) {
      throw lookupFailure('the pull requests', error);
    }
  }
}

/** A number JSON, GitHub or a name can carry but a double cannot hold exactly is never looked up. */
function refuseUnsafeNumber(number: number): void {
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new ActionFailure(
      `${number} is not a pull request number this sweep can look up exactly, so nothing was removed.`,
    );
  }
}

type HeadRecord = { ref?: unknown; repo?: { full_name?: unknown } | null } | null;

function toPullInfo(data: unknown, where: Repository): PullInfo | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as { number?: unknown; state?: unknown; head?: HeadRecord };
  if (typeof record.number !== 'number' || !Number.isSafeInteger(record.number)) return undefined;
  // Anything but an explicit "open" would be a guess; only "closed" lets the sweep delete.
  const state: PullState = record.state === 'closed' ? 'closed' : 'open';
  const ref = record.head?.ref;
  const headRepo = record.head?.repo?.full_name;
  const ours = `${where.owner}/${where.repo}`.toLowerCase();
  const fork =
    typeof headRepo !== 'string' ? 'a deleted fork' : headRepo.toLowerCase() === ours ? undefined : headRepo;
  return { number: record.number, state, headRef: typeof ref === 'string' ? ref : undefined, fork };
}

/** The re-check right before a pull request's first removal failed: its resources were kept. */
export class RecheckError extends Error {
  override readonly name = 'RecheckError';
  readonly pr: number;
  readonly why: string;
  /** `detail` says what was kept and removed, which only the caller applying the plan knows. */
  constructor(pr: number, cause: string, detail = '') {
    super(
      `Could not ask GitHub again whether pull request #${pr} is still closed (${cause}), so its resources were kept: a preview is only removed once GitHub says its pull request is closed.${detail === '' ? '' : ` ${detail}`}`,
    );
    this.pr = pr;
    this.why = cause;
  }
}

function failureCause(error: unknown): string {
  const status = httpStatusOf(error);
  return status === undefined ? errorMessage(error) : `GitHub answered ${status}: ${errorMessage(error)}`;
}

function lookupFailure(what: string, error: unknown): ActionFailure {
  const status = httpStatusOf(error);
  const cause = failureCause(error);
  const fix =
    status === 401
      ? ' Check the `github-token` input.'
      : status === 403 || status === 404
        ? ' The token needs `pull-requests: read`: add it under `permissions:` in the workflow.'
        : ' Re-run the job.';
  return new ActionFailure(
    `Could not read ${what} from GitHub (${cause}), so nothing was removed: a preview is only swept once GitHub says its pull request is closed.${fix}`,
  );
}
