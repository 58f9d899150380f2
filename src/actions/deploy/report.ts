import type { DeployOutcome } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { deployOutputs, reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { escapeMarkdownText } from '../../render/markdown.ts';
import { plural } from '../../text.ts';
import { type DeployGitHub, finishOnGitHub } from '../common/deploy-github.ts';
import type { Outputs } from '../common/outputs.ts';
import type { DeployInputs } from './inputs.ts';
import type { Superseded } from './live-step.ts';
import type { ManyRun } from './many.ts';
import type { spec } from './spec.ts';

type DeployOutputs = Outputs<keyof (typeof spec)['outputs']>;

/**
 * Turns a deploy's outcome (and its checks') into the outputs, the GitHub Deployment's last status,
 * the job summary and the step's verdict: the one place the deploy action reports from.
 */
export async function reportDeploy(
  { port, outputs, github }: { port: ActionPort; outputs: DeployOutputs; github: DeployGitHub },
  config: DeployInputs,
  project: { id: string; name?: string | undefined },
  outcome: DeployOutcome,
  checked: PostDeployOutcome | undefined,
): Promise<void> {
  const verdict = await finishOnGitHub(github, outcome, checked);
  outputs.setAll(deployOutputs(outcome, verdict));
  const { failure, summary } = reportDeployOutcome(port, outcome, {
    projectId: project.id,
    projectName: project.name,
    timeoutMs: config.timeoutMs,
    ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
  });
  await port.appendSummary(summary);
  if (outcome.status === 'live' && !verdict)
    port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
  if (outcome.redeployedFrom) outputs.set('source-deployment-id', outcome.redeployedFrom.id);
  if (outcome.status === 'pending')
    port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
  if (checked) {
    const checksReport = await import('../../deploy/checks-report.ts');
    outputs.setAll(checksReport.checksOutputs(checked));
    await port.appendSummary(checksReport.renderChecksReport(checked, config.checks));
  }
  if (failure) throw new ActionFailure(failure);
}

/**
 * Manifest mode's outcome as the `results` and `status` outputs, the job summary and the step's
 * verdict: a row per project (the report job folds every leg's rows into one comment).
 */
export async function reportMany(
  { port, outputs, signal }: { port: ActionPort; outputs: DeployOutputs; signal: AbortSignal },
  run: ManyRun,
): Promise<void> {
  if (run.kind === 'removed') return reportRemoved(port, outputs, run);
  // Loaded only in manifest mode: the manifest's modules (its YAML reader) would slow every deploy's start.
  const { isSuccess, renderResultsTable } = await import('../../manifest/results.ts');
  const rows = run.rows;
  outputs.set('results', JSON.stringify(rows));
  const failed = rows.filter((row) => !isSuccess(row) && row.status !== 'skipped');
  outputs.set('status', failed.length === 0 ? 'live' : 'failed');
  if (run.kind === 'skipped') return;
  await port.appendSummary(`### Deploy of ${plural(rows.length, 'project')}\n\n${renderResultsTable(rows)}`);
  if (signal.aborted) throw new CancelledError('The job was cancelled while the projects deployed.');
  if (failed.length > 0) {
    throw new ActionFailure(
      `${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`,
    );
  }
}

/** The previews taken down: one row each, and what stays and why (the platform cannot delete a project). */
async function reportRemoved(
  port: ActionPort,
  outputs: DeployOutputs,
  run: Extract<ManyRun, { kind: 'removed' }>,
): Promise<void> {
  const rows = run.removed.map((removed) => ({
    key: removed.key,
    project: removed.projectId ?? removed.name,
    status: removed.status,
    durationMs: 0,
  }));
  outputs.set('results', JSON.stringify(rows));
  const refused = run.removed.filter((removed) => removed.status === 'refused');
  outputs.set('status', refused.length === 0 ? 'removed' : 'failed');
  const lines = run.removed.map((removed) => {
    const what =
      removed.status === 'no-preview'
        ? `no preview project named ${removed.name}`
        : `${removed.status === 'removed' ? 'removed' : 'refused'} ${removed.name}${removed.detached ? `, detached ${removed.detached}` : ''}`;
    const kept = removed.kept.length > 0 ? `; kept: ${removed.kept.join('; ')}` : '';
    return `- ${escapeMarkdownText(`${removed.key}: ${what}${kept}.`)}`;
  });
  for (const line of lines) port.info(line.slice(2));
  const title = run.queue ? "The merge group's previews" : "The pull request's previews";
  await port.appendSummary(`### ${title}, removed\n\n${lines.join('\n')}\n`);
  if (refused.length > 0) {
    throw new ActionFailure(
      `Refused to remove ${refused.map((removed) => removed.key).join(', ')}: ${refused.map((removed) => removed.kept.join('; ')).join('; ')}. Set the project's \`preview-domain\` to the preview's own domain.`,
    );
  }
}

/** Nothing shipped because the live commit is newer: the log, the outputs and the summary say so. */
export async function reportSuperseded(
  { port, outputs }: { port: ActionPort; outputs: DeployOutputs },
  project: { id: string; name?: string | undefined },
  superseded: Superseded,
): Promise<void> {
  port.info(superseded.sentence);
  outputs.set('status', 'superseded');
  if (superseded.url) outputs.set('url', superseded.url);
  // The project's name and the ids come from the platform: shown escaped.
  await port.appendSummary(
    `### Deploy of ${escapeMarkdownText(project.name ?? project.id)}: superseded\n\n${escapeMarkdownText(superseded.sentence)}\n`,
  );
}

/** A deployment created before the run failed is still named in the outputs, as failed. */
export function reportCreatedThenFailed(outputs: DeployOutputs, deploymentId: string): void {
  outputs.setAll({ 'deployment-id': deploymentId, status: 'failed' });
}
