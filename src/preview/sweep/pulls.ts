import { ActionFailure, errorMessage } from '../../errors.ts';
import type { GitHubClient } from '../../github/client.ts';
import { httpStatusOf } from '../../github/failures.ts';

export type PullState = 'open' | 'closed';

export interface PullInfo {
  readonly number: number;
  readonly state: PullState;
  readonly headRef: string | undefined;
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
    if (this.#known.has(number)) return this.#known.get(number);
    const listed = this.#listed?.find((pull) => pull.number === number);
    if (this.#listed !== undefined) return listed;
    try {
      const { data } = await this.#octokit.rest.pulls.get({ ...this.#where, pull_number: number });
      const info = toPullInfo(data);
      this.#known.set(number, info);
      return info;
    } catch (error) {
      // 404: an issue number, a deleted PR, or a name that only looks like ours. Left alone.
      if (httpStatusOf(error) === 404) {
        this.#known.set(number, undefined);
        return undefined;
      }
      throw lookupFailure(`pull request #${number}`, error);
    }
  }

  /**
   * Asks GitHub again, past the cache: a pull request reopened since the plan was made gets its
   * preview back from the preview workflow, which a sweep working from the old answer would undo.
   */
  async stillClosed(number: number): Promise<boolean> {
    try {
      const { data } = await this.#octokit.rest.pulls.get({ ...this.#where, pull_number: number });
      return toPullInfo(data)?.state === 'closed';
    } catch (error) {
      throw lookupFailure(`pull request #${number}`, error);
    }
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
      this.#listed = pulls.map(toPullInfo).filter((pull): pull is PullInfo => pull !== undefined);
      return this.#listed;
    } catch (error) {
      throw lookupFailure('the pull requests', error);
    }
  }
}

function toPullInfo(data: unknown): PullInfo | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as { number?: unknown; state?: unknown; head?: { ref?: unknown } | null };
  if (typeof record.number !== 'number') return undefined;
  // Anything but an explicit "open" would be a guess; only "closed" lets the sweep delete.
  const state: PullState = record.state === 'closed' ? 'closed' : 'open';
  const ref = record.head?.ref;
  return { number: record.number, state, headRef: typeof ref === 'string' ? ref : undefined };
}

function lookupFailure(what: string, error: unknown): ActionFailure {
  const status = httpStatusOf(error);
  const cause =
    status === undefined ? errorMessage(error) : `GitHub answered ${status}: ${errorMessage(error)}`;
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
