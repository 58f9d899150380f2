import type { PlatformClient } from '../../api/client.ts';
import type { Project } from '../../api/resources/projects.ts';
import { currentClock } from '../../clock.ts';
import type { DeployOutcome } from '../../deploy/pipeline.ts';
import type { PromotePlan, PromoteSource } from '../../deploy/promote.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Logger } from '../../log.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { type DeployGitHub, deployInLogGroup } from '../common/deploy-github.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { PromoteInputs } from './inputs.ts';
import { reportCreated, reportStopped } from './report.ts';
import type { spec } from './spec.ts';

/** The verified deployment as the inputs name it: an id, or the live one of `source-project`. */
export async function promoteSource(
  client: PlatformClient,
  config: PromoteInputs,
  target: Project,
  lookup: { logger: Logger; signal: AbortSignal },
): Promise<PromoteSource> {
  if (config.sourceDeployment !== undefined) return { id: config.sourceDeployment };
  const project = await resolveProject(client, config.sourceProject!, { ...lookup, input: 'source-project' });
  if (project.id === target.id) {
    throw new ConfigurationError(
      `Input "project" names ${target.name ?? target.id}, the same project as \`source-project\`: a promote ships what was verified in one project to another; set \`project\` to the project to promote to.`,
      'project',
    );
  }
  return { liveOf: project };
}

type PromoteContext = Pick<
  ActionContext<string, keyof (typeof spec)['outputs']>,
  'port' | 'outputs' | 'client' | 'signal'
>;

/**
 * Creates the target's deployment from the plan's exact source (no pack, no upload) and follows it,
 * its build log folded; a deployment created before a failure is still named and failed on GitHub.
 */
export async function promoteInGroup(
  { port, outputs, client, signal }: PromoteContext,
  plan: PromotePlan,
  stepDeadline: number,
  github: DeployGitHub,
): Promise<DeployOutcome> {
  return deployInLogGroup(
    port,
    github,
    {
      client,
      projectId: plan.target.id,
      source: { kind: 'promoted', redeploy: plan.redeploy },
      wait: true,
      timeoutMs: Math.max(0, stepDeadline - currentClock().now()),
      signal,
    },
    {
      created: (deploymentId) => reportCreated(outputs, deploymentId),
      failed: async (createdId) => {
        const status = signal.aborted ? 'cancelled' : 'failed';
        reportStopped(outputs, status);
        if (createdId) await github.finished({ status, deploymentId: createdId });
      },
    },
  );
}
