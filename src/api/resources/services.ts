import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { envNamesFrom } from './env.ts';
import {
  asRecord,
  callOptions,
  defined,
  getRecord,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
} from './records.ts';

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

export async function listProjectServices(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<ProjectService[]> {
  return (await listRecords(client, 'listProjectServices', { id: projectId }, options)).map(toProjectService);
}

export type ServiceAction = 'start' | 'stop' | 'restart';

/** Not repeated after an ambiguous failure; read the service list to see where it stands. */
export async function controlProjectService(
  client: PlatformClient,
  projectId: string,
  service: string,
  action: ServiceAction,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'controlProjectService', { id: projectId, service, action }, options);
}

export interface ExecResult {
  readonly output?: string;
  readonly exitCode?: number;
  readonly raw: unknown;
}

/** Runs `command` in the live container. Never repeated after an ambiguous failure. */
export async function execProjectService(
  client: PlatformClient,
  projectId: string,
  service: string,
  command: string,
  options?: RequestOptions,
): Promise<ExecResult> {
  const raw = await client.call(
    'execProjectService',
    callOptions(options, { id: projectId, service }, { body: { command } }),
  );
  const output = typeof raw === 'string' ? raw : stringField(raw, 'output', 'stdout', 'result', 'logs');
  return { raw, ...defined({ output, exitCode: numberField(raw, 'exitCode', 'exitStatus', 'code') }) };
}

export async function listServiceEnvNames(
  client: PlatformClient,
  projectId: string,
  service: string,
  options?: RequestOptions,
): Promise<string[]> {
  return envNamesFrom(await client.call('listServiceEnv', callOptions(options, { id: projectId, service })));
}

/** PUT `{ value }` for one service-scoped variable. */
export async function setServiceEnvVar(
  client: PlatformClient,
  projectId: string,
  service: string,
  name: string,
  value: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'setServiceEnvVar', { id: projectId, service, name }, options, {
    body: { value },
  });
}

export async function deleteServiceEnvVar(
  client: PlatformClient,
  projectId: string,
  service: string,
  name: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteServiceEnvVar', callOptions(options, { id: projectId, service, name }));
}
