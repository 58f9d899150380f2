import type { LogLine } from '../api/resources/deployments.ts';
import type { ActionPort } from '../port.ts';
import { formatDuration, type DeployStatus as ShownStatus } from '../render/deploy-status.ts';
import { renderDeploySummary } from '../render/summary.ts';
import { redact } from '../secrets/redact.ts';
import type { ChecksVerdict } from './checks-report.ts';
import type { DeployOutcome, DeployStatus } from './pipeline.ts';

export const LOG_TAIL_LINES = 50;

/** A deploy's status as summaries, PR comments and GitHub show it. */
export function toGitHubStatus(status: DeployStatus): ShownStatus {
  if (status === 'live') return 'success';
  if (status === 'pending') return 'in_progress';
  if (status === 'cancelled') return 'cancelled';
  return 'failure';
}

export function logTail(lines: readonly LogLine[], count = LOG_TAIL_LINES): string[] {
  return lines.slice(-count).map((line) => line.text);
}

/** Why the step fails, as one sentence, or undefined when the outcome is a success. */
export function failureSentence(outcome: DeployOutcome, timeoutMs: number): string | undefined {
  const id = outcome.deployment?.id ?? 'unknown';
  const shown = Math.min(LOG_TAIL_LINES, outcome.logLines.length);
  switch (outcome.status) {
    case 'live':
    case 'pending':
      return undefined;
    case 'failed':
      return shown === 0
        ? `Deployment ${id} failed on the platform before its build wrote any log line.`
        : `Deployment ${id} failed on the platform; the last ${shown} line${shown === 1 ? '' : 's'} of its build log are printed at the end of the step log and in the job summary.`;
    case 'timed-out':
      return `Deployment ${id} was not live after ${formatDuration(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
    case 'cancelled':
      return `The job was cancelled while deployment ${id} was ${outcome.deployment?.status || 'in progress'}; the platform may still finish it.`;
  }
}

/**
 * The build log is in a folded group; the lines that explain a failure are printed again outside
 * it, at the end of the step log where a failed step opens, as the error sentence says.
 */
export function printLogTail(
  port: Pick<ActionPort, 'info'>,
  deploymentId: string,
  tail: readonly string[],
): void {
  port.info(
    `Last ${tail.length} line${tail.length === 1 ? '' : 's'} of the build log of deployment ${deploymentId}:`,
  );
  for (const line of tail) port.info(redact(line));
}

/** What the reader of a failed deploy's summary can do about it. */
function nextSteps(outcome: DeployOutcome): string | undefined {
  switch (outcome.status) {
    case 'failed':
      return 'Fix the error in the build log tail below, then push again: the site that was live stays live.';
    case 'timed-out':
      return 'Look at the deployment on the platform, and raise the `timeout` input if builds take this long.';
    case 'cancelled':
      return 'Re-run the job to deploy again; the platform may still finish the deployment it started.';
    default:
      return undefined;
  }
}

function checksNextSteps(verdict: ChecksVerdict): string {
  return verdict.liveNow
    ? `Fix what the checks below found, then deploy again; meanwhile ${verdict.liveNow} is live.`
    : 'Fix what the checks below found, then deploy again (or roll back with `source: deployment`).';
}

/** The deploy action's outputs for `outcome`: the action's report writes them before anything else. */
export function deployOutputs(
  outcome: DeployOutcome,
  verdict: ChecksVerdict | undefined,
): Record<'status' | 'deployment-id' | 'url' | 'source-url' | 'archive-sha256', string> {
  // `url` is what is live now: never a deployment that failed its checks and was replaced.
  const url = verdict ? verdict.url : outcome.deployment?.url;
  return {
    status: verdict?.status ?? outcome.status,
    'deployment-id': outcome.deployment?.id ?? '',
    url: url ?? '',
    'source-url': outcome.sourceUrl ?? '',
    'archive-sha256': outcome.archive?.sha256 ?? '',
  };
}

/**
 * The job summary's section for `outcome` (the action's report.ts appends it) and the failure
 * sentence; on failure, prints the log tail and its error annotation (deployOutputs are the outputs).
 */
export function reportDeployOutcome(
  port: Pick<ActionPort, 'info' | 'error' | 'notice'>,
  outcome: DeployOutcome,
  options: {
    projectId: string;
    projectName?: string | undefined;
    timeoutMs: number;
    /** The deployment went live but failed its checks: what that means for what is live now. */
    checks?: { readonly verdict: ChecksVerdict; readonly failure: string | undefined };
  },
): { readonly failure: string | undefined; readonly summary: string } {
  const { deployment, archive } = outcome;
  const verdict = options.checks?.verdict;
  const url = verdict ? verdict.url : deployment?.url;

  const failure = failureSentence(outcome, options.timeoutMs) ?? options.checks?.failure;
  const tail = logTail(outcome.logLines);
  if (outcome.status === 'failed' && tail.length > 0) {
    printLogTail(port, deployment?.id ?? '', tail);
    port.error(tail.join('\n'), {
      title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
    });
  }
  if (outcome.status === 'live' && url && !verdict) port.notice(`Live at ${url}`, { title: 'Deployed' });
  if (verdict?.liveNow)
    port.notice(
      `Deployment ${deployment?.id ?? ''} failed its checks; live now: ${verdict.liveNow}${url ? ` at ${url}` : ''}.`,
      { title: 'Rolled back' },
    );
  const steps = verdict ? checksNextSteps(verdict) : nextSteps(outcome);
  const summary = renderDeploySummary({
    project: options.projectId,
    ...(options.projectName ? { projectName: options.projectName } : {}),
    timeline: { title: `Deployment ${deployment?.id ?? ''}`, ...outcome.timeline },
    status: verdict?.shown ?? toGitHubStatus(outcome.status),
    ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
    durationMs: outcome.finishedAt - outcome.startedAt,
    ...(deployment ? { deploymentId: deployment.id } : {}),
    ...(url ? { url } : {}),
    ...(archive
      ? { archive: { bytes: archive.size, fileCount: archive.fileCount, sha256: archive.sha256 } }
      : {}),
    ...(failure ? { error: failure } : {}),
    ...(failure && tail.length > 0 ? { logTail: tail } : {}),
    ...(steps ? { nextSteps: steps } : {}),
  });
  return { failure, summary };
}
