import type { PlatformClient } from '../api/client.ts';
import type { Deployment } from '../api/resources/deployments.ts';
import { getProject } from '../api/resources/projects.ts';
import { currentClock } from '../clock.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { expectation, type LiveCheckResult, type LiveCheckSpec, runLiveChecks } from './checks.ts';
import { type DeployOutcome, runDeployPipeline } from './pipeline.ts';
import { NoPreviousDeploymentError } from './redeploy.ts';

export interface PostDeployRequest {
  readonly client: PlatformClient;
  readonly projectId: string;
  /** The deployment that just went live. */
  readonly deployment: Deployment;
  readonly checks: LiveCheckSpec & { readonly onFailure: 'fail' | 'rollback' };
  /**
   * Epoch ms when the step's `timeout` runs out: the rollback's watch ends there (as `timed-out`), not
   * at the client's deadline a little later, which would end it with an error instead of an outcome.
   */
  readonly stepDeadline: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  readonly onRollbackCreated?: (deployment: Deployment) => void | Promise<void>;
}

interface RollbackResult {
  /** The earlier live deployment whose source was built again; undefined when none could be found. */
  readonly to?: Deployment;
  /** The rollback's own deployment, once created, whatever happened after. */
  readonly deployment?: Deployment;
  /** How the rollback's deployment ended; undefined when it was not created or following it failed. */
  readonly outcome?: DeployOutcome;
  /** Why there was no rollback or why following it failed, when either happened. */
  readonly problem?: string;
}

export interface PostDeployOutcome {
  /** The URL the paths were appended to. */
  readonly liveUrl: string;
  readonly results: readonly LiveCheckResult[];
  readonly passed: boolean;
  readonly rollback?: RollbackResult;
  /** Why the step fails, one sentence; undefined when every check passed. */
  readonly failure?: string;
}

/**
 * The project's live URL (what visitors get), which the checks are about; the deployment's own URL
 * when the project does not state one.
 */
async function liveUrlOf(request: PostDeployRequest): Promise<string | undefined> {
  try {
    const project = await getProject(request.client, request.projectId, {
      ...(request.signal ? { signal: request.signal } : {}),
    });
    return project.liveUrl ?? request.deployment.url;
  } catch (error) {
    if (request.signal?.aborted) throw error;
    request.logger.warning(`Could not read the project's live URL: ${errorMessage(error)}`);
    return request.deployment.url;
  }
}

async function rollBack(request: PostDeployRequest): Promise<RollbackResult> {
  let created: { deployment: Deployment; from: Deployment | undefined } | undefined;
  try {
    const outcome = await runDeployPipeline({
      client: request.client,
      projectId: request.projectId,
      source: { kind: 'deployment', target: { previous: true, before: request.deployment.id } },
      wait: true,
      // What is left of the step's time, not the whole `timeout` again: the client's requests end a
      // little after the step's deadline, and a watch cut there would lose the rollback's outcome.
      timeoutMs: Math.max(0, request.stepDeadline - currentClock().now()),
      logger: request.logger,
      ...(request.signal ? { signal: request.signal } : {}),
      onCreated: async (deployment, from) => {
        created = { deployment, from };
        await request.onRollbackCreated?.(deployment);
      },
    });
    const to = outcome.redeployedFrom;
    const deployment = outcome.deployment ?? created?.deployment;
    return { ...(to ? { to } : {}), ...(deployment ? { deployment } : {}), outcome };
  } catch (error) {
    // Finding no earlier live deployment is an answer here, not a mistake in the step's inputs; any
    // other failure is reported with the failed checks, so the step's error still names the deployment
    // and, once it was created, the rollback's own, which may still go live.
    if (request.signal?.aborted) throw error;
    const problem = error instanceof NoPreviousDeploymentError ? error.fact : errorMessage(error);
    if (!created) return { problem };
    return { ...(created.from ? { to: created.from } : {}), deployment: created.deployment, problem };
  }
}

function failedChecks(results: readonly LiveCheckResult[], spec: LiveCheckSpec): string {
  const failed = results.filter((r) => !r.passed);
  return failed.map((r) => `${r.path} got ${r.got}, expected ${expectation(spec)}`).join('; ');
}

function rollbackSentence(id: string, what: string, rollback: RollbackResult): string {
  const { to, deployment, outcome, problem } = rollback;
  if (!deployment)
    return `Deployment ${id} failed its checks (${what}) and could not be rolled back: ${problem ?? 'no earlier live deployment was found'}`;
  const redeployId = deployment.id;
  const builtFrom = to ? `, built from ${to.id}'s source,` : '';
  if (problem || !outcome)
    return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created and may still go live (until it is, ${id} may still be live), but following it failed: ${problem ?? 'no outcome'}`;
  if (outcome.status === 'live')
    return `Deployment ${id} failed its checks (${what}), so it was rolled back to deployment ${to?.id}: deployment ${redeployId}, built from ${to?.id}'s source, is live.`;
  if (outcome.status === 'timed-out')
    return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created but was not live when the step's \`timeout\` ran out, and may still go live. Until it is, ${id} may still be live.`;
  return `Deployment ${id} failed its checks (${what}), and the rollback to deployment ${to?.id} did not go live: deployment ${redeployId} is ${outcome.status}, so ${id} may still be live.`;
}

/** Checks the live site and, when a check fails and the policy says so, rolls the project back. */
export async function checkLiveDeployment(request: PostDeployRequest): Promise<PostDeployOutcome> {
  const { deployment, checks, logger } = request;
  const liveUrl = await liveUrlOf(request);
  if (liveUrl === undefined) {
    const failure = `Deployment ${deployment.id} is live, but neither it nor the project states a URL to check; remove \`check-path\` for this project.`;
    return { liveUrl: '', results: [], passed: false, failure };
  }
  logger.info(`Checking ${checks.paths.length} path(s) of ${liveUrl}.`);
  const options = {
    logger,
    stepDeadline: request.stepDeadline,
    ...(request.signal ? { signal: request.signal } : {}),
  };
  const results = await runLiveChecks(liveUrl, checks, options);
  if (results.every((r) => r.passed)) return { liveUrl, results, passed: true };
  const what = failedChecks(results, checks);
  if (checks.onFailure === 'fail') {
    const failure = `Deployment ${deployment.id} is live but failed its checks: ${what}.`;
    return { liveUrl, results, passed: false, failure };
  }
  logger.warning(`Deployment ${deployment.id} failed its checks (${what}); rolling back.`);
  const rollback = await rollBack(request);
  return {
    liveUrl,
    results,
    passed: false,
    rollback,
    failure: rollbackSentence(deployment.id, what, rollback),
  };
}
