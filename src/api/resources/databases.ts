import type { PlatformClient } from '../client.ts';
import { type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { decodeLogLines, type LogLine } from '../logs.ts';
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

export interface Database {
  readonly id: string;
  readonly name?: string;
  readonly engine?: string;
  /** The platform's own word (running, stopped, provisioning...): databases have more states than deployments. */
  readonly status?: string;
  readonly raw: JsonRecord;
}

export function toDatabase(value: unknown, fallbackId?: string): Database {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'databaseId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      engine: stringField(raw, 'engine', 'type', 'kind'),
      status: rawStatusOf(raw),
    }),
  };
}

export async function listDatabases(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<Database[]> {
  return (await listRecords(client, 'listDatabases', {}, options)).map((r) => toDatabase(r));
}

/** `spec` is e.g. `{ name, engine, plan }`. */
export async function createDatabase(
  client: PlatformClient,
  spec: JsonRecord,
  options?: RequestOptions,
): Promise<Database> {
  const database = toDatabase(await client.call('createDatabase', callOptions(options, {}, { body: spec })));
  requireId('createDatabase', database.id, 'database');
  return database;
}

export async function getDatabase(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<Database> {
  return toDatabase(await client.call('getDatabase', callOptions(options, { id: databaseId })), databaseId);
}

export async function deleteDatabase(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteDatabase', callOptions(options, { id: databaseId }));
}

export type DatabaseAction = 'stop' | 'start' | 'restart';

const ACTION_OPERATIONS = {
  stop: 'stopDatabase',
  start: 'startDatabase',
  restart: 'restartDatabase',
} as const;

/** POST /databases/{id}/stop|start|restart. Not repeated after an ambiguous failure; read the status instead. */
export async function controlDatabase(
  client: PlatformClient,
  databaseId: string,
  action: DatabaseAction,
  options?: RequestOptions,
): Promise<Database> {
  const body = await client.call(ACTION_OPERATIONS[action], callOptions(options, { id: databaseId }));
  return toDatabase(body, databaseId);
}

export function stopDatabase(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<Database> {
  return controlDatabase(client, databaseId, 'stop', options);
}

export function startDatabase(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<Database> {
  return controlDatabase(client, databaseId, 'start', options);
}

export function restartDatabase(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<Database> {
  return controlDatabase(client, databaseId, 'restart', options);
}

export async function getDatabaseStats(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'getDatabaseStats', { id: databaseId }, options);
}

export async function getDatabaseLogs(
  client: PlatformClient,
  databaseId: string,
  options?: RequestOptions,
): Promise<LogLine[]> {
  const response = await client.callRaw('getDatabaseLogs', callOptions(options, { id: databaseId }));
  return decodeLogLines(response.body);
}

export interface DatabaseUser {
  readonly username: string;
  /** Present only in the create response, if the platform generated one: a secret, never log it. */
  readonly password?: string;
  readonly raw: JsonRecord;
}

export async function createDatabaseUser(
  client: PlatformClient,
  databaseId: string,
  username: string,
  extra: JsonRecord = {},
  options?: RequestOptions,
): Promise<DatabaseUser> {
  const body = asRecord(
    await client.call(
      'createDatabaseUser',
      callOptions(options, { id: databaseId }, { body: { username, ...extra } }),
    ),
  );
  return {
    username: stringField(body, 'username', 'name', 'user') ?? username,
    raw: body,
    ...defined({ password: stringField(body, 'password') }),
  };
}

export async function deleteDatabaseUser(
  client: PlatformClient,
  databaseId: string,
  username: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteDatabaseUser', callOptions(options, { id: databaseId, username }));
}
