import type { DeployOutcome } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import type { PromotePlan } from '../../deploy/promote.ts';
import { deployOutputs, reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { formatBytes } from '../../render/deploy-status.ts';
import { codeSpan, renderTable, type TableCell } from '../../render/markdown.ts';
import { projectLabel } from '../../render/summary.ts';
import { type DeployGitHub, finishOnGitHub } from '../common/deploy-github.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { PromoteInputs } from './inputs.ts';
import type { spec } from './spec.ts';

type PromoteOutputs = OutputsOf<typeof spec>;

/** What every outcome says about the source: which deployment, which bytes, the target's previous live one. */
function sourceOutputs(plan: PromotePlan) {
  const { from } = plan.redeploy;
  return {
    'source-deployment-id': from.id,
    'archive-sha256': plan.archive?.sha256 ?? '',
    'source-url': from.sourceUrl ?? '',
    'commit-sha': from.sourceUrl ? '' : (from.commitSha ?? ''),
    'previous-deployment-id': plan.previousLiveId ?? '',
  };
}

/** The chain this stage is a link of: commit, bytes, source, target. Every platform value is escaped. */
function chainRows(plan: PromotePlan, commitSha: string): TableCell[][] {
  const { from } = plan.redeploy;
  return [
    ['Commit (this run)', { markdown: codeSpan(commitSha) }],
    [
      'Source deployment',
      `${from.id}${from.projectId ? ` of ${from.projectId}` : ''}${from.url ? ` at ${from.url}` : ''}`,
    ],
    plan.archive
      ? [
          'Archive sha256',
          { markdown: `${codeSpan(plan.archive.sha256)} (${formatBytes(plan.archive.bytes)})` },
        ]
      : ['Built from', `commit ${from.commitSha ?? ''}`],
    ['Target project', projectLabel(plan.target.id, plan.target.name)],
    ['Live before', plan.previousLiveId ?? 'nothing'],
  ];
}

/** The target's deployment as soon as it exists, so a later failure or cancellation still names it. */
export function reportCreated(outputs: PromoteOutputs, deploymentId: string): void {
  outputs.set('deployment-id', deploymentId);
}

/** The promote stopped (failed, or cancelled) before its deployment's outcome was known. */
export function reportStopped(outputs: PromoteOutputs, status: 'failed' | 'cancelled'): void {
  outputs.set('status', status);
}

/** A dry run: the plan as outputs and summary; nothing was written. */
export async function reportPlanned(
  port: ActionPort,
  outputs: PromoteOutputs,
  plan: PromotePlan,
  commitSha: string,
): Promise<void> {
  outputs.setAll({ ...sourceOutputs(plan), status: 'planned' });
  const what = plan.archive
    ? `archive sha256 ${plan.archive.sha256}`
    : `commit ${plan.redeploy.from.commitSha}`;
  port.info(
    `Dry run: deployment ${plan.redeploy.from.id} (${what}) would be promoted to project ${plan.target.id}; nothing was written.`,
  );
  await port.appendSummary(
    `### Promote (dry run)\n\n${renderTable(['', ''], chainRows(plan, commitSha))}\n\nNothing was written: this is what a run without \`dry-run\` (and with a full key) would promote.\n`,
  );
}

/** The promote's outcome as outputs, the GitHub Deployment's last status, the summary and the step's verdict. */
export async function reportPromote(
  { port, outputs, github }: { port: ActionPort; outputs: PromoteOutputs; github: DeployGitHub },
  config: PromoteInputs,
  plan: PromotePlan,
  outcome: DeployOutcome,
  checked: PostDeployOutcome | undefined,
  commitSha: string,
): Promise<void> {
  const verdict = await finishOnGitHub(github, outcome, checked);
  const { 'source-url': _, 'archive-sha256': __, ...deployed } = deployOutputs(outcome, verdict);
  outputs.setAll({ ...deployed, ...sourceOutputs(plan) });
  await port.appendSummary(`### Promote\n\n${renderTable(['', ''], chainRows(plan, commitSha))}\n`);
  const { failure, summary } = reportDeployOutcome(port, outcome, {
    projectId: plan.target.id,
    projectName: plan.target.name,
    timeoutMs: config.timeoutMs,
    ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
  });
  await port.appendSummary(summary);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
  if (checked) {
    const checksReport = await import('../../deploy/checks-report.ts');
    outputs.setAll(checksReport.checksOutputs(checked));
    await port.appendSummary(checksReport.renderChecksReport(checked, config.checks));
  }
  if (failure)
    throw new ActionFailure(`${failure} It was promoted from deployment ${plan.redeploy.from.id}.`);
  port.info(
    `Deployment ${outcome.deployment?.id} of project ${plan.target.id}, built from the source of ${plan.redeploy.from.id}, is live at ${outcome.deployment?.url}.`,
  );
}
