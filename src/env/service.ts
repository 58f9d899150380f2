import type { PlatformClient } from '../api/client.ts';
import { deleteServiceEnvVar, listServiceEnvNames, setServiceEnvVar } from '../api/resources/services.ts';
import type { VariableStore } from './per-variable.ts';

/** A compose service's own variables: PUT sets one (new or not), DELETE removes one. */
export function serviceStore(client: PlatformClient, projectId: string, service: string): VariableStore {
  const set = async (name: string, value: string, signal?: AbortSignal) => {
    await setServiceEnvVar(client, projectId, service, name, value, signal ? { signal } : undefined);
  };
  return {
    create: set,
    update: set,
    remove: (name, signal) =>
      deleteServiceEnvVar(client, projectId, service, name, signal ? { signal } : undefined),
  };
}

export function readServiceNames(
  client: PlatformClient,
  projectId: string,
  service: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return listServiceEnvNames(client, projectId, service, signal ? { signal } : undefined);
}
