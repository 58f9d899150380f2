import type { PlatformClient } from '../api/client.ts';
import { field, stringField } from '../api/decode.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import { isPartialList } from '../api/incomplete-list.ts';
import {
  createDeployment,
  type Deployment,
  type DeploymentSource,
  listDeploymentsTimed,
} from '../api/resources/deployments.ts';
import { getProject } from '../api/resources/projects.ts';
import { currentClock } from '../clock.ts';
import { ActionFailure, errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';

export interface CreateOnceOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Re-reads of the deployment list before deciding the lost POST never landed. */
  readonly rereads?: number;
  readonly rereadDelayMs?: number;
  /**
   * Deployments listed before the create (a redeploy lists them to find its source): none of them is
   * the one it makes, though one may share its source (the redeployed original, an earlier rollback).
   */
  readonly knownIds?: ReadonlySet<string>;
}

/**
 * The create's answer was lost and more than one listed deployment could be the one it made: adopting
 * either could report another job's deployment as this run's and leave this run's unwatched.
 */
class AmbiguousCreateError extends ActionFailure {
  readonly candidates: readonly Deployment[];
  constructor(projectId: string, candidates: readonly Deployment[]) {
    const listed = candidates
      .map((d) => `${d.id} (created ${d.createdAt ?? 'at an unknown time'})`)
      .join(', ');
    super(
      `The platform's answer to the create-deployment request was lost, and ${candidates.length} deployments could be this run's: ${listed}; check the deployments of project ${projectId} on the platform, then re-run the job.`,
    );
    this.candidates = candidates;
  }
}

/**
 * Creates exactly one deployment. The platform has no idempotency key, so when the create POST's
 * outcome is unknown (the connection dropped after the body was sent, or a gateway answered 5xx,
 * which it may do after the platform acted) we list the project's deployments and adopt the one made
 * for this source, instead of risking a second build or failing a deploy that is under way. When
 * several could be it (two runs raced on one project), we fail naming them rather than guess.
 */
export async function createDeploymentOnce(
  client: PlatformClient,
  projectId: string,
  source: DeploymentSource,
  options: CreateOnceOptions,
): Promise<Deployment> {
  const sentAt = currentClock().now();
  try {
    return await createDeployment(client, projectId, source, { signal: options.signal });
  } catch (error) {
    if (error instanceof AmbiguousRequestError) {
      options.logger.warning(
        'The platform did not answer the create-deployment request; checking whether it was created before trying again.',
      );
    } else if (error instanceof PlatformApiError && GATEWAY_STATUSES.has(error.status)) {
      options.logger.warning(
        `The create-deployment request was answered HTTP ${error.status}, which may come after the deployment was created; checking before trying again.`,
      );
    } else throw error;
  }
  const defaultBranch = asksForDefault(source)
    ? await defaultBranchOf(client, projectId, options)
    : undefined;
  const rereads = options.rereads ?? 3;
  for (let attempt = 0; attempt < rereads; attempt++) {
    const listing = await listDeploymentsTimed(client, projectId, {
      maxPages: 2,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (listing.clockOffsetMs === undefined && attempt === 0)
      options.logger.debug(
        `The platform's answer carried no Date, so deployments are dated against this runner's clock, give or take ${UNKNOWN_SKEW_MS / 60_000} minutes.`,
      );
    const from = createdFrom(sentAt, listing.clockOffsetMs);
    const candidates = candidatesFor(listing.deployments, source, from, defaultBranch, options.knownIds);
    if (candidates.length > 1) throw new AmbiguousCreateError(projectId, candidates);
    const [adopted] = candidates;
    if (adopted) {
      options.logger.info(`Adopted deployment ${adopted.id}, which the unanswered request had created.`);
      return adopted;
    }
    if (!readFarEnough(listing.deployments, from)) throw new UnprovenCreateError(projectId);
    await currentClock().sleep(options.rereadDelayMs ?? 1_000, options.signal);
  }
  options.logger.info('No deployment was created by the unanswered request; creating it now.');
  return createDeployment(client, projectId, source, { signal: options.signal });
}

/**
 * The lost create's deployment was not in the first pages read: creating again is safe only when the
 * pages read reach back past the create, newest first (anything beyond them is older). A longer list in
 * another order could hold it on a page not read, and a second create would build twice.
 */
class UnprovenCreateError extends ActionFailure {
  constructor(projectId: string) {
    super(
      `The platform's answer to the create-deployment request was lost, and project ${projectId} lists more deployments than were read, not newest first, so whether the request created one cannot be told; check its deployments on the platform, then re-run the job.`,
    );
  }
}

/** Whether a listing shows everything made since `from`: read whole, or newest first back past `from`. */
export function readFarEnough(deployments: readonly Deployment[], from: number): boolean {
  if (!isPartialList(deployments)) return true;
  const times = deployments.map((d) => (d.createdAt ? Date.parse(d.createdAt) : Number.NaN));
  if (times.some(Number.isNaN)) return false;
  const newestFirst = times.every((time, index) => index === 0 || time <= times[index - 1]!);
  return newestFirst && times.length > 0 && times[times.length - 1]! < from;
}

/** Statuses a gateway or an overloaded platform sends whether or not the request was acted on. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/**
 * Slack on the platform's own clock: its `Date` header and its records' `createdAt` may come from
 * different machines of the platform.
 */
export const PLATFORM_CLOCK_TOLERANCE_MS = 2_000;

/** Without the platform's time, the runner's clock may be this far off (runners keep NTP time). */
export const UNKNOWN_SKEW_MS = 5 * 60_000;

/** Triggers no create request produces: a variables redeploy, a deploy of the edited source files. */
const NOT_FROM_A_CREATE: ReadonlySet<string> = new Set(['env', 'files']);

/**
 * The platform time from which a deployment may have been made by a request sent at `sentAt` (our
 * clock): the send moved onto the platform's clock by the offset its `Date` header showed, less a
 * little; with no such header, our clock with room for a runner's usual drift.
 */
export function createdFrom(sentAt: number, clockOffsetMs: number | undefined): number {
  return clockOffsetMs === undefined
    ? sentAt - UNKNOWN_SKEW_MS
    : sentAt + clockOffsetMs - PLATFORM_CLOCK_TOLERANCE_MS;
}

/**
 * The listed deployments that this run's lost create could have made.
 *
 * Upload mode: the one built from this run's upload URL, which no other run has; time does not matter.
 * A redeploy (`knownIds` given) sends an older deployment's URL, so there it is any deployment built
 * from that URL that was not listed before the create and was made since `from`.
 *
 * Repository mode: made at or after `from` (platform time; a record without a date cannot be ruled
 * out), not by a variables redeploy or a files deploy, and built from what was asked:
 * - `branch` and/or `commitSha` given: a record stating its branch or commit must state the same
 *   (a commit may be given short); one that states neither cannot be ruled out.
 * - neither given: the platform builds the connected repository's default branch at its head, so the
 *   commit is unknown to us and any commit matches; the branch must be `defaultBranch` (read from the
 *   project) when both it and the record's branch are known. Without a known default, any build of the
 *   repository matches, so a concurrent deploy of another branch makes the adoption ambiguous.
 */
export function candidatesFor(
  deployments: readonly Deployment[],
  source: DeploymentSource,
  from: number,
  defaultBranch?: string,
  knownIds?: ReadonlySet<string>,
): Deployment[] {
  if ('sourceTarballUrl' in source) {
    if (knownIds) {
      return deployments.filter(
        (d) => d.sourceUrl === source.sourceTarballUrl && !knownIds.has(d.id) && madeSince(d, from),
      );
    }
    const ours = deployments.find((d) => d.sourceUrl === source.sourceTarballUrl);
    return ours ? [ours] : [];
  }
  return deployments.filter(
    (d) =>
      !knownIds?.has(d.id) && madeSince(d, from) && fromACreate(d) && builtAsAsked(d, source, defaultBranch),
  );
}

function madeSince(deployment: Deployment, from: number): boolean {
  const created = deployment.createdAt ? Date.parse(deployment.createdAt) : Number.NaN;
  return Number.isNaN(created) || created >= from;
}

function fromACreate(deployment: Deployment): boolean {
  if (deployment.sourceUrl !== undefined) return false;
  return deployment.trigger === undefined || !NOT_FROM_A_CREATE.has(deployment.trigger.toLowerCase());
}

function builtAsAsked(
  deployment: Deployment,
  asked: { readonly branch?: string; readonly commitSha?: string },
  defaultBranch: string | undefined,
): boolean {
  const { branch, commitSha } = deployment;
  if (asked.branch === undefined && asked.commitSha === undefined) {
    return defaultBranch === undefined || branch === undefined || branch === defaultBranch;
  }
  if (branch === undefined && commitSha === undefined) return true;
  if (asked.branch !== undefined && branch !== asked.branch) return false;
  return asked.commitSha === undefined || sameCommit(commitSha, asked.commitSha);
}

/** Full or abbreviated hashes of one commit (7 hex digits at least, as the input requires). */
function sameCommit(listed: string | undefined, asked: string): boolean {
  if (listed === undefined) return false;
  const [a, b] = [listed.toLowerCase(), asked.toLowerCase()];
  return a.length >= b.length ? a.startsWith(b) : b.startsWith(a);
}

function asksForDefault(source: DeploymentSource): boolean {
  return !('sourceTarballUrl' in source) && source.branch === undefined && source.commitSha === undefined;
}

/** The branch a create without branch or commit builds; undefined when the project does not say. */
async function defaultBranchOf(
  client: PlatformClient,
  projectId: string,
  options: CreateOnceOptions,
): Promise<string | undefined> {
  try {
    const { raw } = await getProject(client, projectId, options.signal ? { signal: options.signal } : {});
    const names = ['defaultBranch', 'productionBranch', 'gitBranch', 'branch'];
    return stringField(raw, ...names) ?? stringField(field(raw, 'git', 'repository', 'repo'), ...names);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    options.logger.debug(`Could not read the project's default branch: ${errorMessage(error)}`);
    return undefined;
  }
}
