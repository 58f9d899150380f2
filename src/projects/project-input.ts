import type { PlatformClient } from '../api/client.ts';
import type { Logger } from '../api/logger.ts';
import type { Project } from '../api/resources/projects.ts';
import { ProjectDirectory, projectLabel } from '../api/resources/projects-resolve.ts';
import { ConfigurationError } from '../errors.ts';
import { lookupProblem } from '../sync/project-lookup.ts';

/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
export async function resolveProjectInput(
  directory: ProjectDirectory,
  input: string,
  reference: string,
  logger: Pick<Logger, 'info'>,
): Promise<Project> {
  const lookup = await directory.lookUp(reference);
  if (lookup.kind !== 'found') {
    throw new ConfigurationError(
      `Input "${input}" is "${reference}", which ${lookupProblem(lookup)}.`,
      input,
    );
  }
  logger.info(`Project ${projectLabel(lookup.project)}.`);
  return lookup.project;
}

/** One project input of an action, resolved with a directory of its own. */
export function resolveProject(
  client: PlatformClient,
  reference: string,
  options: { readonly input?: string; readonly logger: Pick<Logger, 'info'>; readonly signal?: AbortSignal },
): Promise<Project> {
  const directory = new ProjectDirectory(client, options.signal);
  return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
}
