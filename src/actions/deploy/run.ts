import type { Deployment } from '../../api/resources/deployments.ts';
import { currentClock } from '../../clock.ts';
import { GitHubDeployReport } from '../../deploy/github-report.ts';
import { packingFromNow } from '../../deploy/pack-upload.ts';
import { type DeployOutcome, runDeployPipeline, type SourceChoice } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { redact, registerSecret } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { type DeployInputs, readDeployInputs, workspaceUpload } from './inputs.ts';
import { isManyMode } from './many-inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async (action) => {
  // Manifest mode (several projects) loads its own modules only when asked for.
  if (isManyMode(action.inputs)) return (await import('./many.ts')).deployManifestProjects(action);
  const { port, inputs, context, client, signal, workspace, tempDir } = action;
  // The step's time runs from here (the client's deadline is this plus a little to wrap up), so a
  // rollback after the checks gets what is left of it, not the whole `timeout` again.
  const stepStartedAt = currentClock().now();
  const config = readDeployInputs(inputs);
  registerSecret(config.githubToken);
  // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
  // wrong one fails first, naming the input. Its request leaves first; packing goes on meanwhile,
  // and only the upload waits for the answer.
  const lookup = resolveProject(client, config.project, { logger: port, signal });
  const source: SourceChoice =
    config.source === 'upload'
      ? packingFromNow(client, workspaceUpload(config, workspace, tempDir), port, signal)
      : config.source === 'deployment'
        ? { kind: 'deployment', target: redeployTarget(config.deployment) }
        : { kind: 'repository', branch: config.branch, commitSha: config.commitSha };

  const project = await lookup.catch(async (error: unknown) => {
    if (source.kind === 'upload') await source.early?.discard();
    throw error;
  });
  const github = new GitHubDeployReport({
    context,
    token: config.githubToken,
    projectId: project.id,
    environment: config.environment ?? context.defaultEnvironment,
    comment: config.comment,
    githubDeployment: config.githubDeployment,
    logger: port,
  });

  github.projectName = project.name;

  let created: Deployment | undefined;
  const outcome = await runDeployPipeline({
    client,
    projectId: project.id,
    source,
    wait: config.wait,
    timeoutMs: config.timeoutMs,
    logger: port,
    signal,
    onCreated: async (deployment) => {
      created = deployment;
      await github.started();
      if (config.wait) port.startGroup(`Build log of deployment ${deployment.id}`);
    },
    onLogLines: (lines) => {
      for (const line of lines) port.info(redact(line.text));
    },
  }).catch(async (error: unknown) => {
    if (created) {
      port.endGroup();
      port.setOutput('deployment-id', created.id);
      port.setOutput('status', 'failed');
      await github.finished('failed', created.id, undefined);
    }
    throw error;
  });
  if (config.wait) port.endGroup();

  // The checks come before the GitHub Deployment's last status and the PR comment, so a deployment
  // that fails its checks is reported there as failed, not as a success.
  const stepDeadline = stepStartedAt + config.timeoutMs;
  const checked = await checkIfAsked(port, config, project.id, outcome, stepDeadline, {
    client,
    signal,
  }).catch(async (error) => {
    if (signal.aborted) await github.finished('cancelled', outcome.deployment?.id, undefined);
    throw error;
  });
  // A deployment that failed its checks is reported as such everywhere, with what is live now.
  // Loaded only when checks ran: the checks' modules are not needed to start a deploy.
  const checksReport = checked ? await import('../../deploy/checks-report.ts') : undefined;
  const verdict =
    checked && checksReport && outcome.deployment
      ? checksReport.checksVerdict(checked, outcome.deployment)
      : undefined;
  await github.finished(
    outcome.status,
    outcome.deployment?.id,
    outcome.deployment?.url,
    outcome.timeline,
    verdict,
  );
  const failure = await reportDeployOutcome(port, outcome, {
    projectId: project.id,
    projectName: project.name,
    timeoutMs: config.timeoutMs,
    ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
  });
  if (outcome.status === 'live' && !verdict)
    port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
  if (outcome.redeployedFrom) port.setOutput('source-deployment-id', outcome.redeployedFrom.id);
  if (outcome.status === 'pending')
    port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
  if (checked && checksReport) await checksReport.reportChecks(port, checked, config.checks);
  if (failure) throw new ActionFailure(failure);
});

function redeployTarget(deployment: string | undefined) {
  return deployment === undefined || deployment === 'previous'
    ? { previous: true as const }
    : { id: deployment };
}

/** The post-deploy checks (and a rollback), when `check-path` asks for them. */
async function checkIfAsked(
  port: ActionPort,
  config: DeployInputs,
  projectId: string,
  outcome: DeployOutcome,
  stepDeadline: number,
  { client, signal }: Pick<Parameters<Parameters<typeof platformAction>[1]>[0], 'client' | 'signal'>,
): Promise<PostDeployOutcome | undefined> {
  if (config.checks.paths.length === 0 || outcome.status !== 'live' || !outcome.deployment) return undefined;
  // Loaded only when asked for: the checks' HTTP client (undici's whole index) slowed every start-up.
  const { checkLiveDeployment } = await import('../../deploy/post-deploy.ts');
  let rollbackGroup = false;
  const checked = await checkLiveDeployment({
    client,
    projectId,
    deployment: outcome.deployment,
    checks: config.checks,
    stepDeadline,
    logger: port,
    signal,
    onRollbackCreated: (deployment) => {
      rollbackGroup = true;
      port.startGroup(`Build log of rollback deployment ${deployment.id}`);
    },
    onLogLines: (lines) => {
      for (const line of lines) port.info(redact(line.text));
    },
  });
  if (rollbackGroup) port.endGroup();
  if (signal.aborted) throw new CancelledError('The job was cancelled during the post-deploy checks.');
  return checked;
}
