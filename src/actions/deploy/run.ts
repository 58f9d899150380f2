import { currentClock } from '../../clock.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { checkIfAsked } from '../common/check-step.ts';
import { deployGitHub } from '../common/deploy-github.ts';
import { checkUploadRoot } from '../common/deploy-inputs.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeployInputs } from './inputs.ts';
import { supersededByLive } from './live-step.ts';
import { isManyMode } from './many-inputs.ts';
import { reportDeploy, reportMany, reportSuperseded } from './report.ts';
import { spec } from './spec.ts';
import { chooseSource, deployInGroup } from './steps.ts';

export const run = platformAction(spec, async (action) => {
  // Manifest mode (several projects) loads its own modules only when asked for.
  if (isManyMode(action.inputs)) {
    const { runManifestMode } = await import('./many.ts');
    return reportMany(action, await runManifestMode(action));
  }
  const { port, outputs, inputs, context, client, signal, workspace } = action;
  // The step's time runs from here (the client's deadline is this plus a little to wrap up), so a
  // rollback after the checks gets what is left of it, not the whole `timeout` again.
  const stepStartedAt = currentClock().now();
  const config = readDeployInputs(inputs);
  registerSecret(config.githubToken);
  if (config.source === 'upload') checkUploadRoot(config, workspace);
  // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
  // wrong one fails first, naming the input. Its request leaves first; packing goes on meanwhile,
  // and only the upload waits for the answer.
  const lookup = resolveProject(client, config.project, { logger: port, signal });
  const source = chooseSource(config, action);

  const project = await lookup.catch(async (error: unknown) => {
    if (source.kind === 'upload') await source.early?.discard();
    throw error;
  });
  // Never older than live: checked before the first write (the upload), packing meanwhile.
  const superseded = await supersededByLive(action, config, project, source);
  if (superseded) return reportSuperseded({ port, outputs }, project, superseded);
  const github = deployGitHub(config, context, project, port);

  const outcome = await deployInGroup(action, config, project.id, source, github);

  // The checks come before the GitHub Deployment's last status and the PR comment, so a deployment
  // that fails its checks is reported there as failed, not as a success.
  const stepDeadline = stepStartedAt + config.timeoutMs;
  const checked = await checkIfAsked(port, config, project.id, outcome, stepDeadline, {
    client,
    signal,
  }).catch(async (error) => {
    if (signal.aborted) await github.finished({ status: 'cancelled', deploymentId: outcome.deployment?.id });
    throw error;
  });
  await reportDeploy({ port, outputs, github }, config, project, outcome, checked);
});
