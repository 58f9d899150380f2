import type { PlatformClient } from '../api/client.ts';
import {
  attachProjectEnvGroup,
  createEnvGroupVar,
  deleteEnvGroupVar,
  getEnvGroup,
  listProjectEnvGroups,
  updateEnvGroupVar,
} from '../api/resources/env-groups.ts';
import type { Logger } from '../log.ts';
import type { VariableStore } from './per-variable.ts';

/** POST creates, PUT updates (the platform answers 404 to a PUT of a name it does not have). */
export function groupStore(client: PlatformClient, groupId: string): VariableStore {
  return {
    create: async (name, value, signal) => {
      await createEnvGroupVar(client, groupId, { name, value }, signal ? { signal } : undefined);
    },
    update: async (name, value, signal) => {
      await updateEnvGroupVar(client, groupId, name, value, signal ? { signal } : undefined);
    },
    remove: (name, signal) => deleteEnvGroupVar(client, groupId, name, signal ? { signal } : undefined),
  };
}

/** The group's variable names, from its record (values are never returned). */
export async function readGroupNames(
  client: PlatformClient,
  groupId: string,
  logger: Logger,
  signal?: AbortSignal,
): Promise<string[]> {
  const group = await getEnvGroup(client, groupId, signal ? { signal } : undefined);
  if (group.variableNames !== undefined) return group.variableNames;
  logger.warning(
    `The platform's record of env group ${groupId} lists no variable names, so every declared variable is ` +
      'treated as new and nothing can be pruned.',
  );
  return [];
}

/** Which of `projectIds` the group is attached to already, so attaching again writes nothing. */
export async function attachedProjects(
  client: PlatformClient,
  groupId: string,
  projectIds: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  const attached: string[] = [];
  for (const projectId of projectIds) {
    const groups = await listProjectEnvGroups(client, projectId, signal ? { signal } : undefined);
    if (groups.some((group) => group.id === groupId)) attached.push(projectId);
  }
  return attached;
}

export async function attachGroup(
  client: PlatformClient,
  groupId: string,
  projectIds: readonly string[],
  options: {
    readonly logger: Logger;
    readonly onWrite?: () => void;
    readonly signal?: AbortSignal | undefined;
  },
): Promise<void> {
  const { signal } = options;
  for (const projectId of projectIds) {
    await attachProjectEnvGroup(client, projectId, groupId, signal ? { signal } : undefined);
    options.onWrite?.();
    options.logger.info(`Attached env group ${groupId} to project ${projectId}.`);
  }
}
