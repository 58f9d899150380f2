import type { LogLine } from '../api/resources/deployments.ts';
import { formatDuration } from '../github/deploy-status.ts';
import { writeDeploySummary } from '../github/summary.ts';
import type { ActionPort } from '../port.ts';
import { toGitHubStatus } from './github-report.ts';
import type { DeployOutcome } from './pipeline.ts';

export const LOG_TAIL_LINES = 50;

export function logTail(lines: readonly LogLine[], count = LOG_TAIL_LINES): string[] {
  return lines.slice(-count).map((line) => line.text);
}

/** Why the step fails, as one sentence, or undefined when the outcome is a success. */
export function failureSentence(outcome: DeployOutcome, timeoutMs: number): string | undefined {
  const id = outcome.deployment?.id ?? 'unknown';
  switch (outcome.status) {
    case 'live':
    case 'pending':
      return undefined;
    case 'failed':
      return `Deployment ${id} failed on the platform; the last ${LOG_TAIL_LINES} lines of its build log are above and in the job summary.`;
    case 'timed-out':
      return `Deployment ${id} was not live after ${formatDuration(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
    case 'cancelled':
      return `The job was cancelled while deployment ${id} was ${outcome.deployment?.status || 'in progress'}; the platform may still finish it.`;
  }
}

/**
 * Sets the outputs, writes the job summary and, on failure, the error annotation with the log tail.
 * Outputs are set whatever the outcome, so later steps can read `status` with `if: always()`.
 */
export async function reportDeployOutcome(
  port: ActionPort,
  outcome: DeployOutcome,
  /** `project`: how the summary names it, `shop (prj_shop)`. */
  options: { project: string; timeoutMs: number },
): Promise<string | undefined> {
  const { deployment, archive } = outcome;
  const url = deployment?.url;
  port.setOutput('status', outcome.status);
  port.setOutput('deployment-id', deployment?.id ?? '');
  port.setOutput('url', url ?? '');
  port.setOutput('source-url', outcome.sourceUrl ?? '');
  port.setOutput('archive-sha256', archive?.sha256 ?? '');

  const failure = failureSentence(outcome, options.timeoutMs);
  const tail = logTail(outcome.logLines);
  if (outcome.status === 'failed' && tail.length > 0) {
    port.error(tail.join('\n'), {
      title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
    });
  }
  if (outcome.status === 'live' && url) port.notice(`Live at ${url}`, { title: 'Deployed' });
  await writeDeploySummary(port, {
    project: options.project,
    status: toGitHubStatus(outcome.status),
    durationMs: outcome.finishedAt - outcome.startedAt,
    ...(deployment ? { deploymentId: deployment.id } : {}),
    ...(url ? { url } : {}),
    ...(archive
      ? { archive: { bytes: archive.size, fileCount: archive.fileCount, sha256: archive.sha256 } }
      : {}),
    ...(failure ? { error: failure } : {}),
    ...(failure && tail.length > 0 ? { logTail: tail } : {}),
  });
  return failure;
}
