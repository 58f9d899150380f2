import type { PlatformClient } from '../api/client.ts';
import { isRecord } from '../api/decode.ts';
import { type Deployment, listDeployments } from '../api/resources/deployments.ts';
import type { SetEnvResult } from '../api/resources/env.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';

export interface FindOptions {
  readonly signal?: AbortSignal;
  readonly logger: Logger;
  /** Epoch ms: the search gives up by then, like the watch would. */
  readonly deadline: number;
  /** Our clock when the PUT was known to have landed (its answer, or the read-back); default: now. */
  readonly putLandedAt?: number;
  /** Listings after the PUT before concluding there is no redeploy (the platform may start it late). */
  readonly attempts?: number;
  readonly intervalMs?: number;
}

/** What was there just before the PUT, so its redeploy is told apart without trusting clocks. */
export interface BeforePut {
  /** The deployments listed: none of them is the PUT's redeploy. */
  readonly ids: ReadonlySet<string>;
  /** Our clock when that listing came back; the PUT went out after it. */
  readonly listedAt: number;
}

export async function snapshotBeforePut(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<BeforePut> {
  const listed = await listDeployments(client, projectId, { maxPages: 1, ...(signal ? { signal } : {}) });
  return { ids: new Set(listed.map((deployment) => deployment.id)), listedAt: currentClock().now() };
}

/** The PUT's answer says outright that nothing was redeployed (`deploymentId: null`: never deployed). */
export function saysNoRedeploy(put: SetEnvResult): boolean {
  const raw = put.raw;
  if (!isRecord(raw)) return false;
  return ['deploymentId', 'deployment_id', 'redeploymentId', 'redeployment_id'].some(
    (key) => key in raw && raw[key] === null,
  );
}

export type RedeployLookup =
  | { readonly kind: 'found'; readonly deploymentId: string }
  /** The platform said it started none (a project never deployed has nothing to rebuild). */
  | { readonly kind: 'none-started' }
  /** No deployment that could be the redeploy showed up. */
  | { readonly kind: 'not-found' }
  /** Several could be it (another job changed the variables at the same time): none is followed. */
  | { readonly kind: 'unidentified'; readonly candidates: readonly Deployment[] };

/**
 * Slack between the platform's clocks, and between when we saw things happen and when it dated them.
 */
const CLOCK_SLACK_MS = 1_000;

/**
 * The redeploy the PUT started: the id in its answer, or else from the listing, the nearest redeploy
 * after the PUT (see pickRedeploy). Never another job's deploy that happened to come in meanwhile.
 */
export async function findRedeploy(
  client: PlatformClient,
  projectId: string,
  put: SetEnvResult,
  before: BeforePut,
  options: FindOptions,
): Promise<RedeployLookup> {
  if (put.deploymentId !== undefined) return { kind: 'found', deploymentId: put.deploymentId };
  if (saysNoRedeploy(put)) return { kind: 'none-started' };
  const { logger } = options;
  const windowMs = (options.putLandedAt ?? currentClock().now()) - before.listedAt + CLOCK_SLACK_MS;
  const attempts = options.attempts ?? 5;
  const intervalMs = options.intervalMs ?? 2_000;
  let othersSeen: Deployment[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const listed = await listDeployments(client, projectId, {
      maxPages: 1,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    othersSeen = listed.filter((d) => !before.ids.has(d.id));
    const picked = pickRedeploy(listed, before.ids, windowMs);
    if (picked?.kind === 'unidentified') {
      logger.warning(
        `The variables PUT's answer did not name its redeploy, and ${picked.candidates.length} redeploys started so close together after it that this run cannot tell which is its own: ${describe(picked.candidates)}; following none of them (another job may be changing this project's variables too), so check the project's deployments on the platform.`,
      );
      return { kind: 'unidentified', candidates: picked.candidates };
    }
    if (picked !== undefined) {
      const others = othersSeen.filter((d) => d.id !== picked.deployment.id);
      logger.info(
        `Found redeploy ${picked.deployment.id} in the project's deployments${others.length > 0 ? ` (not ${others.map((d) => d.id).join(', ')}, started by something else or later)` : ''}.`,
      );
      return { kind: 'found', deploymentId: picked.deployment.id };
    }
    if (attempt === attempts || currentClock().now() + intervalMs > options.deadline) break;
    await pause(intervalMs, options.signal);
    if (options.signal?.aborted) break;
  }
  if (othersSeen.length > 0)
    logger.warning(
      `No redeploy of the new variables showed up, only deployments started by something else (${describe(othersSeen)}); this run follows none of them.`,
    );
  return { kind: 'not-found' };
}

/**
 * Which listed deployment a variables PUT started. Candidates are those not listed before the PUT
 * that are variables redeploys (`trigger: env`; when the platform states no triggers, any). The nearest
 * (earliest) is the PUT's when no other candidate came within `windowMs` of it, the time the PUT took
 * from the listing before it to its landing: a redeploy that close may be another job's PUT's, landed
 * just before ours. Otherwise it cannot tell, and says so instead of taking another job's.
 */
export function pickRedeploy(
  listed: readonly Deployment[],
  before: ReadonlySet<string>,
  windowMs: number,
):
  | { readonly kind: 'found'; readonly deployment: Deployment }
  | { readonly kind: 'unidentified'; readonly candidates: Deployment[] }
  | undefined {
  const fresh = listed.filter(
    (d) => !before.has(d.id) && (d.trigger === undefined || isEnvTrigger(d.trigger)),
  );
  const stated = fresh.filter((d) => d.trigger !== undefined);
  const candidates = (stated.length > 0 ? stated : fresh).toSorted((a, b) => createdOf(a) - createdOf(b));
  const [nearest, next] = candidates;
  if (nearest === undefined) return undefined;
  if (next === undefined) return { kind: 'found', deployment: nearest };
  const gap = createdOf(next) - createdOf(nearest);
  if (Number.isFinite(gap) && gap > windowMs) return { kind: 'found', deployment: nearest };
  return { kind: 'unidentified', candidates };
}

function isEnvTrigger(trigger: string): boolean {
  return ['env', 'environment'].includes(trigger.toLowerCase());
}

/** Epoch ms; a record without a date sorts last, and no gap to it is known. */
function createdOf(deployment: Deployment): number {
  const created = deployment.createdAt ? Date.parse(deployment.createdAt) : Number.NaN;
  return Number.isNaN(created) ? Number.POSITIVE_INFINITY : created;
}

function describe(deployments: readonly Deployment[]): string {
  return deployments.map((d) => `${d.id} (created ${d.createdAt ?? 'at an unknown time'})`).join(', ');
}
