import type { PlatformClient } from '../api/client.ts';
import { PlatformApiError } from '../api/errors.ts';
import { listProjectEnvNames, setProjectEnv } from '../api/resources/env.ts';
import { deleteServiceEnvVar, listProjectServices, setServiceEnvVar } from '../api/resources/services.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';

export type EnvScope = 'service' | 'project';

export interface EnvTargetOptions {
  readonly projectId: string;
  readonly scope: EnvScope;
  readonly service: string;
  readonly name: string;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

export type RemoveResult = 'removed' | 'absent' | 'left';

/** Where the connection string goes: the one secret channel the platform offers a preview. */
export interface EnvTarget {
  /** e.g. `DATABASE_URL on service web of project prj_1`. */
  readonly description: string;
  /** Reads only: refuses before any write when setting the variable would not be safe. */
  preflight(): Promise<void>;
  set(value: string): Promise<void>;
  remove(): Promise<RemoveResult>;
}

export function envTarget(client: PlatformClient, options: EnvTargetOptions): EnvTarget {
  return options.scope === 'service' ? serviceTarget(client, options) : projectTarget(client, options);
}

const isStatus = (error: unknown, status: number) =>
  error instanceof PlatformApiError && error.status === status;

/** One PUT per variable: the service's other variables are never touched. */
function serviceTarget(client: PlatformClient, o: EnvTargetOptions): EnvTarget {
  const request = { signal: o.signal };
  return {
    description: `${o.name} on service ${o.service} of project ${o.projectId}`,
    async preflight() {
      const services = await listProjectServices(client, o.projectId, request);
      const names = services.map((service) => service.name).filter((name) => name !== '');
      if (names.length === 0) {
        o.logger.warning(
          `Project ${o.projectId} lists no services; setting ${o.name} on "${o.service}" anyway.`,
        );
      } else if (!names.includes(o.service)) {
        throw new ConfigurationError(
          `Input "service": project ${o.projectId} has no service "${o.service}"; it has ${names.join(', ')}.`,
          'service',
        );
      }
    },
    async set(value) {
      await setServiceEnvVar(client, o.projectId, o.service, o.name, value, request);
    },
    async remove() {
      try {
        await deleteServiceEnvVar(client, o.projectId, o.service, o.name, request);
        return 'removed';
      } catch (error) {
        // The variable, the service or the whole preview project may be gone already.
        if (isStatus(error, 404)) return 'absent';
        throw error;
      }
    },
  };
}

/**
 * PUT /projects/{id}/env replaces the whole set and values cannot be read back, so writing one
 * variable is only safe when the project has no other: anything else is refused, never overwritten.
 */
function projectTarget(client: PlatformClient, o: EnvTargetOptions): EnvTarget {
  const request = { signal: o.signal };
  const others = async () =>
    (await listProjectEnvNames(client, o.projectId, request)).filter((name) => name !== o.name);
  const refuse = (names: readonly string[]) =>
    new ConfigurationError(
      `Refusing \`env-scope: project\`: project ${o.projectId} has other variables (${names.join(', ')}), and PUT /projects/{id}/env replaces the whole set while their values cannot be read back, so writing ${o.name} would delete them. Use \`env-scope: service\` (the default), which sets one variable and touches nothing else.`,
      'env-scope',
    );
  return {
    description: `${o.name} in the env of project ${o.projectId}`,
    async preflight() {
      const rest = await others();
      if (rest.length > 0) throw refuse(rest);
    },
    async set(value) {
      const rest = await others();
      if (rest.length > 0) throw refuse(rest);
      const result = await setProjectEnv(client, o.projectId, { [o.name]: value }, request);
      if (result.deploymentId)
        o.logger.info(
          `The platform redeploys project ${o.projectId} (deployment ${result.deploymentId}) with the new value.`,
        );
    },
    async remove() {
      let names: string[];
      try {
        names = await listProjectEnvNames(client, o.projectId, request);
      } catch (error) {
        if (isStatus(error, 404)) return 'absent';
        throw error;
      }
      if (!names.includes(o.name)) return 'absent';
      if (names.some((name) => name !== o.name)) {
        o.logger.warning(
          `Left ${o.name} in project ${o.projectId}: the project has other variables, and removing one means replacing the whole set, whose values cannot be read back.`,
        );
        return 'left';
      }
      await setProjectEnv(client, o.projectId, {}, request);
      return 'removed';
    },
  };
}
