import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import { findNamed } from '../api/list.ts';
import { attachProjectEnvGroup, getEnvGroup, listProjectEnvGroups } from '../api/resources/env-groups.ts';
import { createProject, getProject, listProjects, type Project } from '../api/resources/projects.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';

/** Which project a preview lives in: a given id, or one found (or created) by its rendered name. */
export type ProjectChoice =
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'name'; readonly name: string };

export interface ResolvedProject {
  readonly project: Project;
  /** The project was chosen by name (so it is this toolkit's preview project, not a given one). */
  readonly byName: boolean;
  /** This run created it. */
  readonly created: boolean;
}

export interface ProjectOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
}

/** The project to detach from; undefined when a named project does not exist (nothing to detach). */
export async function findPreviewProject(
  client: PlatformClient,
  choice: ProjectChoice,
  options: ProjectOptions,
): Promise<ResolvedProject | undefined> {
  if (choice.kind === 'id') {
    return {
      project: await getProject(client, choice.id, { signal: options.signal }),
      byName: false,
      created: false,
    };
  }
  const project = await findNamed(listProjects(client, { signal: options.signal }), choice.name);
  return project && { project, byName: true, created: false };
}

/**
 * The project to attach to: the given id, or the project named `choice.name`, created when missing.
 * Looking it up first makes a re-run reuse it; a create that races another run (409) or whose answer
 * was lost adopts the project the other request made.
 */
export async function ensurePreviewProject(
  client: PlatformClient,
  choice: ProjectChoice,
  options: ProjectOptions,
): Promise<ResolvedProject> {
  const found = await findPreviewProject(client, choice, options);
  if (found) return found;
  if (choice.kind === 'id') throw new Error('unreachable: a project id is always found or refused');
  try {
    const project = await createProject(client, { name: choice.name }, { signal: options.signal });
    options.logger.info(`Created project ${choice.name} (${project.id}).`);
    return { project, byName: true, created: true };
  } catch (error) {
    const lostOrRaced =
      error instanceof AmbiguousRequestError || (error instanceof PlatformApiError && error.status === 409);
    if (!lostOrRaced) throw error;
    const project = await findNamed(listProjects(client, { signal: options.signal }), choice.name);
    if (!project) throw error;
    options.logger.info(`Project ${choice.name} (${project.id}) was created meanwhile; using it.`);
    return { project, byName: true, created: false };
  }
}

/**
 * Checks that every env group exists before anything is written, so a typo is a configuration error
 * and not a half-made preview.
 */
export async function checkEnvGroups(
  client: PlatformClient,
  groupIds: readonly string[],
  options: ProjectOptions,
): Promise<void> {
  for (const id of groupIds) {
    try {
      await getEnvGroup(client, id, { signal: options.signal });
    } catch (error) {
      if (error instanceof PlatformApiError && error.status === 404) {
        throw new ConfigurationError(
          `Input "env-groups" names ${id}, which is not an env group of this account: use the ids GET /env-groups lists.`,
          'env-groups',
        );
      }
      throw error;
    }
  }
}

/** Attaches the groups the project does not have yet; resolves to the ids newly attached. */
export async function attachEnvGroups(
  client: PlatformClient,
  projectId: string,
  groupIds: readonly string[],
  options: ProjectOptions,
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const present = new Set(
    (await listProjectEnvGroups(client, projectId, { signal: options.signal })).map((group) => group.id),
  );
  const attached: string[] = [];
  for (const id of groupIds) {
    if (present.has(id)) continue;
    await attachProjectEnvGroup(client, projectId, id, { signal: options.signal });
    options.logger.info(`Attached env group ${id} to project ${projectId}.`);
    attached.push(id);
  }
  return attached;
}
