import { currentClock } from '../../clock.ts';
import { planPromote } from '../../deploy/promote.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { checkIfAsked } from '../common/check-step.ts';
import { deployGitHub } from '../common/deploy-github.ts';
import { platformAction } from '../common/platform-action.ts';
import { readPromoteInputs } from './inputs.ts';
import { reportPlanned, reportPromote } from './report.ts';
import { spec } from './spec.ts';
import { promoteInGroup, promoteSource } from './steps.ts';

export const run = platformAction(spec, async (action) => {
  const { port, inputs, context, client, signal } = action;
  const stepStartedAt = currentClock().now();
  const config = readPromoteInputs(inputs);
  registerSecret(config.githubToken);
  const stepDeadline = stepStartedAt + config.timeoutMs;
  const lookup = { logger: port, signal };
  // Every read and refusal first: the target, the source, its archive. The create is the first write.
  const target = await resolveProject(client, config.project, lookup);
  const source = await promoteSource(client, config, target, lookup);
  const plan = await planPromote(client, {
    source,
    target,
    expectedSha256: config.expectedSha256,
    deadline: stepDeadline,
    ...lookup,
  });
  if (config.dryRun) return reportPlanned(port, action.outputs, plan, context.commitSha);

  const { from } = plan.redeploy;
  const github = deployGitHub({ ...config, comment: false }, context, target, port, {
    description: `Promoting ${from.id} to ${target.id}`,
    payload: {
      sourceDeploymentId: from.id,
      ...(from.url ? { sourceDeploymentUrl: from.url } : {}),
      ...(plan.archive ? { archiveSha256: plan.archive.sha256 } : {}),
    },
  });
  const outcome = await promoteInGroup(action, plan, stepDeadline, github);
  const checked = await checkIfAsked(port, config, target.id, outcome, stepDeadline, { client, signal });
  await reportPromote(
    { port, outputs: action.outputs, github },
    config,
    plan,
    outcome,
    checked,
    context.commitSha,
  );
});
