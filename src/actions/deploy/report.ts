import type { DeployOutcome } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { deployOutputs, reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { type DeployGitHub, finishOnGitHub } from '../common/deploy-github.ts';
import type { Outputs } from '../common/outputs.ts';
import type { DeployInputs } from './inputs.ts';
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
  const failure = await reportDeployOutcome(port, outcome, {
    projectId: project.id,
    projectName: project.name,
    timeoutMs: config.timeoutMs,
    ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
  });
  if (outcome.status === 'live' && !verdict)
    port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
  if (outcome.redeployedFrom) outputs.set('source-deployment-id', outcome.redeployedFrom.id);
  if (outcome.status === 'pending')
    port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
  if (checked) {
    const checksReport = await import('../../deploy/checks-report.ts');
    outputs.setAll(checksReport.checksOutputs(checked));
    await checksReport.reportChecks(port, checked, config.checks);
  }
  if (failure) throw new ActionFailure(failure);
}
