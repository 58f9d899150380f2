import {
  AmbiguousRequestError,
  PlatformApiError,
  PlatformNetworkError,
  PlatformUnreachableError,
} from '../../api/errors.ts';
import { LOG_TAIL_LINES, logTail, printLogTail } from '../../deploy/report.ts';
import { type EnvPlan, planChanges } from '../../env/plan.ts';
import { envPlanId } from '../../env/plan-id.ts';
import { renderPlanMarkdown, type SummaryFacts } from '../../env/render.ts';
import type { EnvSyncResult, RedeployOutcome } from '../../env/sync.ts';
import { ActionFailure, CancelledError, errorMessage } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { formatDuration } from '../../render/deploy-status.ts';
import { renderLogTail } from '../../render/summary.ts';
import { redact } from '../../secrets/redact.ts';
import type { OutputsOf, OutputValues } from '../common/outputs.ts';
import type { spec } from './spec.ts';

type EnvOutputs = OutputsOf<typeof spec>;

/** The step outputs: comma-separated names, never values. On a dry run they say what would happen. */
function envOutputs(plan: EnvPlan, deploymentId: string | undefined): OutputValues<typeof spec> {
  return {
    added: plan.added.join(','),
    removed: plan.removed.join(','),
    kept: plan.kept.join(','),
    changed: String(planChanges(plan)),
    'plan-id': envPlanId(plan),
    'deployment-id': deploymentId ?? '',
  };
}

/** Outputs, summary and the step's verdict for a sync that ran to its end. */

export async function reportEnvSync(
  port: ActionPort,
  outputs: EnvOutputs,
  result: EnvSyncResult,
  timeoutMs: number,
): Promise<void> {
  const { plan, redeploy } = result;
  const deploymentId = redeployId(redeploy);
  outputs.setAll(envOutputs(plan, deploymentId));
  const failure = redeployFailure(redeploy, timeoutMs);
  const facts: SummaryFacts = {
    dryRun: result.dryRun,
    written: result.changed && !result.dryRun,
    ...(deploymentId === undefined ? {} : { deploymentId, redeployStatus: redeployStatus(redeploy) }),
    ...(failure === undefined ? {} : { error: failure }),
  };
  let markdown = renderPlanMarkdown(plan, facts);
  const tail = redeploy.kind === 'watched' && failure !== undefined ? logTail(redeploy.watch.logLines) : [];
  if (tail.length > 0) {
    markdown += `\n${renderLogTail(tail, { title: 'Build log tail', open: true })}`;
    printLogTail(port, deploymentId ?? '', tail);
    port.error(redact(tail.join('\n')), { title: `Redeploy ${deploymentId ?? ''} failed: build log tail` });
  }
  await port.appendSummary(markdown);
  explainRedeploy(port, redeploy);
  if (redeploy.kind === 'watched' && redeploy.watch.status === 'cancelled') {
    throw new CancelledError(failure ?? 'The job was cancelled during the redeploy.');
  }
  if (failure !== undefined) throw new ActionFailure(failure);
}

/** When the sync stopped with an error after planning: outputs and summary still say what happened. */
export async function reportEnvSyncError(
  port: ActionPort,
  writer: EnvOutputs,
  plan: EnvPlan,
  facts: { dryRun: boolean; wrote: boolean; deploymentId: string | undefined },
  error: unknown,
): Promise<void> {
  const outputs = envOutputs(plan, facts.deploymentId);
  outputs.changed = String(facts.wrote);
  writer.setAll(outputs);
  await port.appendSummary(
    renderPlanMarkdown(plan, {
      dryRun: facts.dryRun,
      written: facts.wrote,
      ...(facts.deploymentId === undefined ? {} : { deploymentId: facts.deploymentId }),
      error: redact(errorMessage(error)),
      mayPassAgain: mayPassAgain(error),
    }),
  );
}

/** Whether the error, or one it wraps, is one a plain re-run may not meet again. */
function mayPassAgain(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if (at instanceof PlatformApiError) return at.status >= 500 || at.status === 408 || at.status === 429;
    if (
      at instanceof PlatformNetworkError ||
      at instanceof AmbiguousRequestError ||
      at instanceof PlatformUnreachableError
    )
      return true;
  }
  return false;
}

function redeployId(redeploy: RedeployOutcome): string | undefined {
  if (redeploy.kind === 'watched') return redeploy.deploymentId;
  if (redeploy.kind === 'not-waited') return redeploy.deploymentId;
  return undefined;
}

function redeployStatus(redeploy: RedeployOutcome): string {
  if (redeploy.kind === 'watched') return redeploy.watch.status;
  return 'started, not waited for';
}

function redeployFailure(redeploy: RedeployOutcome, timeoutMs: number): string | undefined {
  if (redeploy.kind !== 'watched') return undefined;
  const id = redeploy.deploymentId;
  switch (redeploy.watch.status) {
    case 'live':
      return undefined;
    case 'failed':
      return `Redeploy ${id} failed on the platform, so the new values are not live; the last ${Math.min(LOG_TAIL_LINES, redeploy.watch.logLines.length)} lines of its build log are printed at the end of the step log and in the job summary.`;
    case 'timed-out':
      return `Redeploy ${id} was not live after ${formatDuration(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
    case 'cancelled':
      return `The job was cancelled while redeploy ${id} was in progress; the platform may still finish it.`;
  }
}

function explainRedeploy(port: ActionPort, redeploy: RedeployOutcome): void {
  switch (redeploy.kind) {
    case 'watched':
      if (redeploy.watch.status === 'live')
        port.info(`Redeploy ${redeploy.deploymentId} is live with the new values.`);
      return;
    case 'none-started':
      port.info(
        'The platform started no redeploy (the project has no deployment yet); the values apply to its next deploy.',
      );
      return;
    case 'not-found':
      port.warning(
        "The platform did not say which deployment applies the new values, and no redeploy of variables appeared in the project's deployments; check the project on the platform.",
      );
      return;
    case 'unidentified':
      port.warning(
        `The platform did not say which deployment applies the new values, and ${redeploy.candidates.length} redeploys started too close together to tell which is this run's (${redeploy.candidates.join(', ')}); none was followed, so check them on the platform.`,
      );
      return;
    case 'not-waited':
      port.info(
        `Not waiting for the redeploy${redeploy.deploymentId ? ` ${redeploy.deploymentId}` : ''} (wait: false).`,
      );
      return;
    case 'none':
      return;
  }
}
