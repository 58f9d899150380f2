import type { PlatformClient } from '../api/client.ts';
import type { Logger } from '../api/logger.ts';
import type { Project } from '../api/resources/projects.ts';
import { ProjectDirectory, type ProjectLookup, projectLabel } from '../api/resources/projects-resolve.ts';
import { ConfigurationError } from '../errors.ts';

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`).
 */
export function lookupProblem(lookup: Exclude<ProjectLookup, { kind: 'found' }>): string {
  if (lookup.kind === 'several') {
    const ids = lookup.matches.map((project) => project.id).join(', ');
    return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
  }
  const offer =
    lookup.close.length > 0
      ? `close names: ${lookup.close.map(projectLabel).join(', ')}`
      : `the key sees ${lookup.count} project(s)`;
  return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}

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
