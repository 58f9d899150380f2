import type { PlatformClient } from '../client.ts';
import { type JsonRecord, stringField } from '../decode.ts';
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
  requireId,
} from './records.ts';

export interface EnvGroup {
  readonly id: string;
  readonly name?: string;
  readonly description?: string;
  /** Variable names, when the record lists them (values are never read). */
  readonly variableNames?: string[];
  readonly raw: JsonRecord;
}

export function toEnvGroup(value: unknown, fallbackId?: string): EnvGroup {
  const raw = asRecord(value);
  const variables = raw.variables ?? raw.vars;
  return {
    id: idOf(raw, 'groupId', 'envGroupId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      description: stringField(raw, 'description'),
      variableNames: variables === undefined ? undefined : envNamesFrom(variables),
    }),
  };
}

export async function listEnvGroups(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<EnvGroup[]> {
  return (await listRecords(client, 'listEnvGroups', {}, options)).map((r) => toEnvGroup(r));
}

/** `group` is e.g. `{ name, description? }`. */
export async function createEnvGroup(
  client: PlatformClient,
  group: JsonRecord,
  options?: RequestOptions,
): Promise<EnvGroup> {
  const created = toEnvGroup(await client.call('createEnvGroup', callOptions(options, {}, { body: group })));
  requireId('createEnvGroup', created.id, 'environment group');
  return created;
}

export async function getEnvGroup(
  client: PlatformClient,
  groupId: string,
  options?: RequestOptions,
): Promise<EnvGroup> {
  return toEnvGroup(await client.call('getEnvGroup', callOptions(options, { id: groupId })), groupId);
}

export async function updateEnvGroup(
  client: PlatformClient,
  groupId: string,
  changes: JsonRecord,
  options?: RequestOptions,
): Promise<EnvGroup> {
  return toEnvGroup(
    await client.call('updateEnvGroup', callOptions(options, { id: groupId }, { body: changes })),
    groupId,
  );
}

export async function deleteEnvGroup(
  client: PlatformClient,
  groupId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteEnvGroup', callOptions(options, { id: groupId }));
}

/** POST /env-groups/{id}/vars `{ name, value }`. */
export async function createEnvGroupVar(
  client: PlatformClient,
  groupId: string,
  name: string,
  value: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'createEnvGroupVar', { id: groupId }, options, { body: { name, value } });
}

/** PUT /env-groups/{id}/vars/{name} `{ value }`. */
export async function updateEnvGroupVar(
  client: PlatformClient,
  groupId: string,
  name: string,
  value: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'updateEnvGroupVar', { id: groupId, name }, options, { body: { value } });
}

export async function deleteEnvGroupVar(
  client: PlatformClient,
  groupId: string,
  name: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteEnvGroupVar', callOptions(options, { id: groupId, name }));
}

export async function listProjectEnvGroups(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<EnvGroup[]> {
  return (await listRecords(client, 'listProjectEnvGroups', { id: projectId }, options)).map((r) =>
    toEnvGroup(r, stringField(r, 'groupId')),
  );
}

/** POST /projects/{id}/env-groups `{ groupId }`. */
export async function attachProjectEnvGroup(
  client: PlatformClient,
  projectId: string,
  groupId: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'attachProjectEnvGroup', { id: projectId }, options, { body: { groupId } });
}

export async function detachProjectEnvGroup(
  client: PlatformClient,
  projectId: string,
  groupId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('detachProjectEnvGroup', callOptions(options, { id: projectId, groupId }));
}
