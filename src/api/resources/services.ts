import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { listEnvNames } from './env.ts';
import { endpoint, listing } from './operation.ts';
import { asRecord, defined, idOf, type ListRequestOptions, type RequestOptions } from './records.ts';

export interface ProjectService {
  /** The compose service name: the `{service}` path parameter. */
  readonly name: string;
  readonly id?: string;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export function toProjectService(value: unknown): ProjectService {
  const raw = asRecord(value);
  return {
    name: stringField(raw, 'service', 'name', 'serviceName') ?? '',
    raw,
    ...defined({ id: idOf(raw, 'containerId'), status: rawStatusOf(raw) }),
  };
}

export const listProjectServices = listing('listProjectServices', toProjectService);

export type ServiceAction = 'start' | 'stop' | 'restart';

/** Not repeated after an ambiguous failure; read the service list to see where it stands. */
export const controlProjectService: (
  client: PlatformClient,
  projectId: string,
  service: string,
  action: ServiceAction,
  options?: RequestOptions,
) => Promise<JsonRecord> = endpoint('controlProjectService', { decode: asRecord });

export interface ExecResult {
  readonly output?: string;
  readonly exitCode?: number;
  readonly raw: unknown;
}

/** Runs `command` in the live container. Never repeated after an ambiguous failure. */
export const execProjectService = endpoint('execProjectService', {
  body: (command: string) => ({ command }),
  decode: (raw): ExecResult => {
    const output = typeof raw === 'string' ? raw : stringField(raw, 'output', 'stdout', 'result', 'logs');
    return { raw, ...defined({ output, exitCode: numberField(raw, 'exitCode', 'exitStatus', 'code') }) };
  },
});

/** Every variable name of one service, across pages (see listEnvNames). */
export function listServiceEnvNames(
  client: PlatformClient,
  projectId: string,
  service: string,
  options?: ListRequestOptions,
): Promise<string[]> {
  return listEnvNames(client, 'listServiceEnv', { id: projectId, service }, options);
}

/** PUT `{ value }` for one service-scoped variable. */
export const setServiceEnvVar = endpoint('setServiceEnvVar', {
  body: (value: string) => ({ value }),
  decode: asRecord,
});

export const deleteServiceEnvVar = endpoint('deleteServiceEnvVar');
