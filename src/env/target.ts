import type { PlatformClient } from '../api/client.ts';
import { ProjectDirectory } from '../api/resources/projects-resolve.ts';
import type { Logger } from '../log.ts';
import { resolveProjectInput } from '../projects/project-input.ts';
import type { EnvTarget } from './plan.ts';

/**
 * The target with every project it names (`project`, each of `attach-to`) given by id or name turned
 * into that project's id, once and before any write; a name no project or several projects have is
 * the input's ConfigurationError.
 */
export async function resolveEnvTarget(
  client: PlatformClient,
  target: EnvTarget,
  logger: Pick<Logger, 'info'>,
  signal?: AbortSignal,
): Promise<EnvTarget> {
  const directory = new ProjectDirectory(client, signal);
  if (target.kind === 'group') {
    const attachTo: string[] = [];
    for (const reference of target.attachTo) {
      const project = await resolveProjectInput(directory, 'attach-to', reference, logger);
      if (!attachTo.includes(project.id)) attachTo.push(project.id);
    }
    return { ...target, attachTo };
  }
  const project = await resolveProjectInput(directory, 'project', target.projectId, logger);
  return {
    ...target,
    projectId: project.id,
    ...(project.name === undefined ? {} : { projectName: project.name }),
  };
}
