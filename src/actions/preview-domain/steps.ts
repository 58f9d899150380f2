import type { PlatformClient } from '../../api/client.ts';
import type { Deployment } from '../../api/resources/deployments.ts';
import type { RunContext } from '../../github/context.ts';
import type { ActionPort } from '../../port.ts';
import type { DeployStep } from '../../preview/attach.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { PreviewGitHub } from './github.ts';
import type { PreviewDomainInputs } from './inputs.ts';

type Lookup = { client: PlatformClient; port: ActionPort; signal: AbortSignal };

/**
 * `project` (an existing project's id or name) and `from-project`, resolved once, before any write;
 * detach never copies, so it never looks `from-project` up.
 */
export async function resolveProjects(config: PreviewDomainInputs, { client, port, signal }: Lookup) {
  const choice =
    config.project.kind === 'id'
      ? {
          kind: 'id' as const,
          id: (await resolveProject(client, config.project.id, { logger: port, signal })).id,
        }
      : config.project;
  const fromProject =
    config.fromProject === undefined || config.mode === 'detach'
      ? undefined
      : (await resolveProject(client, config.fromProject, { input: 'from-project', logger: port, signal }))
          .id;
  return { choice, fromProject };
}

/** The deploy of an attach: the packed workspace, its build log folded under a group when waited for. */
export function deployStep(
  config: PreviewDomainInputs,
  upload: DeployStep['source'] | undefined,
  port: ActionPort,
): DeployStep | undefined {
  if (!upload) return undefined;
  return {
    source: upload,
    wait: config.wait,
    timeoutMs: config.timeoutMs,
    group: port.group,
    ...(config.wait
      ? { groupTitle: (deployment: Deployment) => `Build log of deployment ${deployment.id}` }
      : {}),
  };
}

/** The pull request comment and GitHub Deployment of this preview. */
export function previewGitHub(
  config: PreviewDomainInputs,
  context: RunContext,
  choice: Awaited<ReturnType<typeof resolveProjects>>['choice'],
  port: ActionPort,
): PreviewGitHub {
  return new PreviewGitHub({
    context,
    token: config.githubToken,
    projectId: choice.kind === 'id' ? choice.id : choice.name,
    comment: config.comment,
    githubDeployment: config.githubDeployment,
    logger: port,
  });
}
