import type { PlatformClient } from '../api/client.ts';
import type { JsonRecord } from '../api/decode.ts';
import { type Deployment, getDeployment, listDeployments } from '../api/resources/deployments.ts';
import { errorMessage } from '../errors.ts';
import type { GitHubAccess } from '../github/client.ts';
import { commitOfPlatformDeployment, compareCommits } from '../github/live-commit.ts';
import type { Logger } from '../log.ts';
import { CURRENT_LIVE_FIELDS, wasLive } from './redeploy.ts';

export interface LiveGuardRequest {
  readonly client: PlatformClient;
  readonly projectId: string;
  /** The project's record when the run already read it: it may say which deployment is live. */
  readonly projectRaw?: JsonRecord | undefined;
  /** The commit about to ship. */
  readonly commit: string;
  /** Where to ask GitHub; undefined without a token (the guard then cannot compare). */
  readonly github: (GitHubAccess & { readonly owner: string; readonly repo: string }) | undefined;
  /** The GitHub environment our deployments of this project are recorded in. */
  readonly environment: string;
  readonly logger: Pick<Logger, 'info'>;
  readonly signal?: AbortSignal | undefined;
}

/** Ship, or not: the commit to ship is an ancestor of the one live (GitHub compares it as `behind`). */
export type LiveGuardVerdict =
  | { readonly ship: true }
  | {
      readonly ship: false;
      readonly liveCommit: string;
      readonly liveDeployment: Deployment;
    };

const SHIP = { ship: true } as const;

/**
 * Never older than live: a re-run of an old workflow, or a slow job finishing after a newer one, must
 * not put an older commit over a newer live one (a `concurrency` block serializes deploys, it does
 * not order them). Costs one platform read (none when the project's record says nothing is live)
 * and one GitHub compare, plus one GitHub read of our Deployments when the platform's record of the
 * live deployment states no commit (uploads). When the live commit cannot be known, the deploy ships,
 * and says so: refusing to deploy because of bookkeeping would be worse than the race it guards.
 */
export async function guardAgainstOlder(request: LiveGuardRequest): Promise<LiveGuardVerdict> {
  const { logger, commit } = request;
  const live = await liveDeployment(request).catch((error: unknown) => {
    if (request.signal?.aborted) throw error;
    return `the platform did not say (${errorMessage(error)})`;
  });
  if (live === undefined) return SHIP;
  if (typeof live === 'string') return shipUnknown(logger, live);
  if (request.github === undefined) return shipUnknown(logger, 'there is no github-token to compare commits');
  let liveCommit = live.commitSha;
  if (liveCommit === undefined) {
    const recorded = await commitOfPlatformDeployment(request.github, {
      ...request.github,
      environment: request.environment,
      project: request.projectId,
      platformDeployment: live.id,
    });
    if ('unknown' in recorded)
      return shipUnknown(logger, `live deployment ${live.id} states no commit and ${recorded.unknown}`);
    liveCommit = recorded.sha;
  }
  if (sameCommit(liveCommit, commit)) return SHIP;
  const ancestry = await compareCommits(request.github, {
    ...request.github,
    base: liveCommit,
    head: commit,
  });
  if (ancestry.kind === 'unknown') {
    return shipUnknown(
      logger,
      `comparing it with live commit ${liveCommit.slice(0, 12)}, ${ancestry.reason}`,
    );
  }
  if (ancestry.status !== 'behind') return SHIP;
  return { ship: false, liveCommit, liveDeployment: live };
}

/** The live deployment, undefined when none is, or why it cannot be told. */
async function liveDeployment(request: LiveGuardRequest): Promise<Deployment | string | undefined> {
  const { client, projectId, projectRaw, signal } = request;
  const options = signal ? { signal } : {};
  const stated = projectRaw ? statedLiveId(projectRaw) : undefined;
  if (stated === null) return undefined;
  if (stated !== undefined) return getDeployment(client, stated, options);
  const listed = await listDeployments(client, projectId, { maxPages: 1, ...options });
  return listed.find((deployment) => deployment.lifecycle === 'live' && wasLive(deployment));
}

/** The live deployment's id as the project's record states it; null when it states none is live. */
function statedLiveId(raw: JsonRecord): string | null | undefined {
  for (const name of CURRENT_LIVE_FIELDS) {
    if (!(name in raw)) continue;
    const value = raw[name];
    if (value === null) return null;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function shipUnknown(logger: Pick<Logger, 'info'>, why: string): LiveGuardVerdict {
  // Said, not warned: a deploy with `github-deployment: false` would otherwise warn on every run.
  logger.info(`Could not tell which commit is live (${why}), so this deploy ships without that check.`);
  return SHIP;
}

function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
}

/** What a superseded deploy says: nothing shipped, and which commit is live. */
export function supersededSentence(
  commit: string,
  verdict: Extract<LiveGuardVerdict, { ship: false }>,
): string {
  return `Nothing shipped: commit ${commit.slice(0, 12)} is older than the live commit ${verdict.liveCommit.slice(0, 12)} (deployment ${verdict.liveDeployment.id}), so deploying it would put older code live; set \`force: true\` to ship it anyway, or roll back with rollback.yml.`;
}
