import type { PlatformClient } from '../api/client.ts';
import { listProjectEnvNames } from '../api/resources/env.ts';
import { currentClock } from '../clock.ts';
import { type WatchPacing, type WatchResult, watchDeployment } from '../deploy/watch.ts';
import type { Logger } from '../log.ts';
import { PlanMismatchError } from '../sync/engine/plan-id.ts';
import { digestName } from './digest.ts';
import { attachedProjects, attachGroup, groupStore, readGroupNames } from './group.ts';
import { applySteps, perVariableSteps, type VariableStore } from './per-variable.ts';
import { describeTarget, type EnvPlan, type EnvTarget, planChanges, planEnv, scopeOf } from './plan.ts';
import { checkEnvExpectedPlan } from './plan-id.ts';
import { checkProjectPrune, writeProjectEnvOnce } from './project.ts';
import { findRedeploy, snapshotBeforePut } from './redeploy.ts';
import { readServiceNames, serviceStore } from './service.ts';

export interface EnvSyncRequest {
  readonly client: PlatformClient;
  readonly target: EnvTarget;
  readonly declared: ReadonlyMap<string, string>;
  /**
   * The HMAC key of the digest variable's name: the `digest-key` input (plans and applies share it,
   * so a read-key plan sees the digest the apply wrote), else the API key, which only an apply uses: a
   * dry run without `digest-key` derives nothing from the values (see ValueComparison).
   */
  readonly digestKey: { readonly key: string; readonly from: 'digest-key' | 'api-key' };
  /** The reviewed plan's id (`expected-plan`): a different plan writes nothing. */
  readonly expectedPlan?: string | undefined;
  readonly prune: boolean;
  readonly dryRun: boolean;
  /** Project target: follow the redeploy the PUT starts. */
  readonly wait: boolean;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Called with the plan before any write, and on a dry run instead of writing. */
  readonly onPlan?: (plan: EnvPlan) => void;
  /** Called after each write that landed, so a failure later on can say whether anything changed. */
  readonly onWrite?: () => void;
  readonly onRedeploy?: (deploymentId: string) => void;
  readonly pacing?: Partial<WatchPacing>;
}

export type RedeployOutcome =
  | { readonly kind: 'none' }
  /** The platform said it started none (a project never deployed has nothing to rebuild). */
  | { readonly kind: 'none-started' }
  /** The PUT's answer named none, and no new deployment that could be its redeploy was listed. */
  | { readonly kind: 'not-found' }
  /** The PUT's answer named none, and several redeploys (another job's among them) could be its own. */
  | { readonly kind: 'unidentified'; readonly candidates: readonly string[] }
  | { readonly kind: 'not-waited'; readonly deploymentId: string | undefined }
  | { readonly kind: 'watched'; readonly deploymentId: string; readonly watch: WatchResult };

export interface EnvSyncResult {
  readonly plan: EnvPlan;
  /** Something was written, or on a dry run would be. */
  readonly changed: boolean;
  readonly dryRun: boolean;
  readonly redeploy: RedeployOutcome;
}

/** read names → plan → refuse or print → write → (project) follow the redeploy. */
export async function runEnvSync(request: EnvSyncRequest): Promise<EnvSyncResult> {
  const { client, target, logger, signal } = request;
  const current = await readCurrentNames(request);
  const attached =
    target.kind === 'group' ? await attachedProjects(client, target.groupId, target.attachTo, signal) : [];
  const { key, from } = request.digestKey;
  const compare = from === 'digest-key' || !request.dryRun;
  const plan = planEnv({
    target,
    declared: request.declared,
    current,
    digest: compare ? digestName(request.declared, scopeOf(target), key) : undefined,
    keyedBy: from,
    prune: request.prune,
    attached,
  });
  request.onPlan?.(plan);
  const check = checkEnvExpectedPlan(plan, request.expectedPlan);
  if (check instanceof PlanMismatchError) throw check;
  if (check !== undefined) logger.info(check.note);
  checkProjectPrune(plan);
  const changed = planChanges(plan);
  const done = (redeploy: RedeployOutcome): EnvSyncResult => ({
    plan,
    changed,
    dryRun: request.dryRun,
    redeploy,
  });
  if (request.dryRun || !changed) return done({ kind: 'none' });

  if (target.kind === 'project') return done(await writeProject(request, plan));
  const store: VariableStore =
    target.kind === 'group'
      ? groupStore(client, target.groupId)
      : serviceStore(client, target.projectId, target.service);
  const what = describeTarget(target);
  const onWrite = request.onWrite ?? (() => undefined);
  await applySteps(store, perVariableSteps(plan), request.declared, {
    logger,
    what,
    onWrite,
    ...optional(signal),
  });
  if (target.kind === 'group')
    await attachGroup(client, target.groupId, plan.attach, { logger, onWrite, signal });
  return done({ kind: 'none' });
}

function readCurrentNames(request: EnvSyncRequest): Promise<string[]> {
  const { client, target, signal } = request;
  switch (target.kind) {
    case 'project':
      return listProjectEnvNames(client, target.projectId, optional(signal));
    case 'group':
      return readGroupNames(client, target.groupId, request.logger, signal);
    case 'service':
      return readServiceNames(client, target.projectId, target.service, signal);
  }
}

async function writeProject(request: EnvSyncRequest, plan: EnvPlan): Promise<RedeployOutcome> {
  const { client, logger, signal } = request;
  if (plan.target.kind !== 'project') throw new Error('writeProject needs a project target.');
  const projectId = plan.target.projectId;
  const deadline = currentClock().now() + request.timeoutMs;
  const before = request.wait ? await snapshotBeforePut(client, projectId, signal) : undefined;
  const put = await writeProjectEnvOnce(client, plan, request.declared, { logger, ...optional(signal) });
  const putLandedAt = currentClock().now();
  request.onWrite?.();
  logger.info(`Replaced the variables of project ${projectId}; the platform redeploys it with them.`);
  if (before === undefined) return { kind: 'not-waited', deploymentId: put.deploymentId };
  const lookup = await findRedeploy(client, projectId, put, before, {
    logger,
    deadline,
    putLandedAt,
    ...optional(signal),
  });
  if (lookup.kind === 'unidentified')
    return { kind: 'unidentified', candidates: lookup.candidates.map((d) => d.id) };
  if (lookup.kind !== 'found') return { kind: lookup.kind };
  const { deploymentId } = lookup;
  request.onRedeploy?.(deploymentId);
  try {
    const watch = await watchDeployment(client, deploymentId, {
      deadline,
      logger,
      ...optional(signal),
      ...(request.pacing ? { pacing: request.pacing } : {}),
      onStatus: (d) => logger.info(`Deployment ${d.id} is ${d.status}.`),
    });
    return { kind: 'watched', deploymentId, watch };
  } catch (error) {
    if (!signal?.aborted) throw error;
    const watch: WatchResult = { status: 'cancelled', deployment: undefined, logLines: [], requests: 0 };
    return { kind: 'watched', deploymentId, watch };
  }
}

function optional(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}
