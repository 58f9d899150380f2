import { errorMessage } from '../errors.ts';
import { clientFor, type GitHubAccess } from './client.ts';
import { httpStatusOf } from './failures.ts';

interface Repository {
  readonly owner: string;
  readonly repo: string;
}

/** The payload key our GitHub Deployments carry the platform deployment's id under. */
export const PLATFORM_DEPLOYMENT_KEY = 'platformDeployment';

/** What GitHub says of `head` against `base`; `unknown` (with why) when it could not say. */
export type Ancestry =
  | { readonly kind: 'known'; readonly status: 'ahead' | 'behind' | 'diverged' | 'identical' }
  | { readonly kind: 'unknown'; readonly reason: string };

/**
 * How `head` stands against `base`, from one compare request (`per_page=1`: only the status is
 * wanted, not the files). `behind` means `head` is an ancestor of `base`.
 */
export async function compareCommits(
  access: GitHubAccess,
  where: Repository & { readonly base: string; readonly head: string },
): Promise<Ancestry> {
  try {
    const { data } = await (await clientFor(access)).rest.repos.compareCommitsWithBasehead({
      owner: where.owner,
      repo: where.repo,
      basehead: `${where.base}...${where.head}`,
      per_page: 1,
    });
    const status = String(data.status);
    if (status === 'ahead' || status === 'behind' || status === 'diverged' || status === 'identical') {
      return { kind: 'known', status };
    }
    return { kind: 'unknown', reason: `GitHub compared them as "${status}"` };
  } catch (error) {
    return { kind: 'unknown', reason: unreadable(error) };
  }
}

/**
 * The commit of the GitHub Deployment this repository's workflows made for `platformDeployment`
 * (the id is in its payload, with the project), among the newest 100 of `environment`: one request.
 * Only deployments whose payload names both are ours to read; anything else's is left alone.
 */
export async function commitOfPlatformDeployment(
  access: GitHubAccess,
  where: Repository & {
    readonly environment: string;
    readonly project: string;
    readonly platformDeployment: string;
  },
): Promise<{ readonly sha: string } | { readonly unknown: string }> {
  try {
    const { data } = await (await clientFor(access)).rest.repos.listDeployments({
      owner: where.owner,
      repo: where.repo,
      environment: where.environment,
      per_page: 100,
    });
    const ours = data.find((deployment) => {
      const payload = deployment.payload;
      if (payload === null || typeof payload !== 'object') return false;
      const record = payload as Record<string, unknown>;
      return record[PLATFORM_DEPLOYMENT_KEY] === where.platformDeployment && record.project === where.project;
    });
    if (ours) return { sha: ours.sha };
    return {
      unknown: `no GitHub Deployment of environment ${where.environment} among its newest 100 names platform deployment ${where.platformDeployment}`,
    };
  } catch (error) {
    return { unknown: unreadable(error) };
  }
}

function unreadable(error: unknown): string {
  const status = httpStatusOf(error);
  return status === undefined
    ? `GitHub did not answer (${errorMessage(error)})`
    : `GitHub answered ${status}`;
}
