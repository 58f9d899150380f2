import type { PlatformClient } from '../../api/client.ts';
import type { Project } from '../../api/resources/projects.ts';
import { currentClock } from '../../clock.ts';
import { runDeployPipeline } from '../../deploy/pipeline.ts';
import { type PromoteSource, planPromote } from '../../deploy/promote.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Logger } from '../../log.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { buildLogInto } from '../common/build-log.ts';
import { platformAction } from '../common/platform-action.ts';
import { deployGitHub } from '../deploy/github.ts';
import { checkIfAsked } from '../deploy/steps.ts';
import { readPromoteInputs } from './inputs.ts';
import { reportPlanned, reportPromote } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, context, client, signal }) => {
  const stepStartedAt = currentClock().now();
  const config = readPromoteInputs(inputs);
  registerSecret(config.githubToken);
  const stepDeadline = stepStartedAt + config.timeoutMs;
  const lookup = { logger: port, signal };
  // Every read and refusal first: the target, the source, its archive. The create is the first write.
  const target = await resolveProject(client, config.project, lookup);
  const source: PromoteSource =
    config.sourceDeployment !== undefined
      ? { id: config.sourceDeployment }
      : { liveOf: await sourceProject(client, config.sourceProject!, target, lookup) };
  const plan = await planPromote(client, {
    source,
    target,
    expectedSha256: config.expectedSha256,
    deadline: stepDeadline,
    logger: port,
    signal,
  });
  if (config.dryRun) return reportPlanned(port, outputs, plan, context.commitSha);

  const github = deployGitHub({ ...config, comment: false }, context, target, port, {
    description: `Promoting ${plan.redeploy.from.id} to ${target.id}`,
    payload: {
      sourceDeploymentId: plan.redeploy.from.id,
      ...(plan.redeploy.from.url ? { sourceDeploymentUrl: plan.redeploy.from.url } : {}),
      ...(plan.archive ? { archiveSha256: plan.archive.sha256 } : {}),
    },
  });
  let createdId: string | undefined;
  const outcome = await port
    .group(null, (openGroup) =>
      runDeployPipeline({
        client,
        projectId: target.id,
        source: { kind: 'promoted', redeploy: plan.redeploy },
        wait: true,
        timeoutMs: Math.max(0, stepDeadline - currentClock().now()),
        logger: port,
        signal,
        onCreated: async (deployment) => {
          createdId = deployment.id;
          outputs.set('deployment-id', deployment.id);
          await github.started();
          openGroup(`Build log of deployment ${deployment.id}`);
        },
        onLogLines: buildLogInto(port),
      }),
    )
    .catch(async (error: unknown) => {
      outputs.set('status', signal.aborted ? 'cancelled' : 'failed');
      if (createdId)
        await github.finished({ status: signal.aborted ? 'cancelled' : 'failed', deploymentId: createdId });
      throw error;
    });
  const checked = await checkIfAsked(port, config, target.id, outcome, stepDeadline, { client, signal });
  await reportPromote({ port, outputs, github }, config, plan, outcome, checked, context.commitSha);
});

/** The project whose live deployment is the source; the target itself is refused naming both inputs. */
async function sourceProject(
  client: PlatformClient,
  reference: string,
  target: Project,
  lookup: { logger: Logger; signal: AbortSignal },
): Promise<Project> {
  const project = await resolveProject(client, reference, { ...lookup, input: 'source-project' });
  if (project.id === target.id) {
    throw new ConfigurationError(
      `Input "project" names ${target.name ?? target.id}, the same project as \`source-project\`: a promote ships what was verified in one project to another; set \`project\` to the project to promote to.`,
      'project',
    );
  }
  return project;
}
