import { type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { createWithId, endpoint, listing, logLines, readById } from './operation.ts';
import { asRecord, defined, recordDecoder } from './records.ts';

export interface Database {
  readonly id: string;
  readonly name?: string;
  readonly engine?: string;
  /** The platform's own word (running, stopped, provisioning...): databases have more states than deployments. */
  readonly status?: string;
  readonly raw: JsonRecord;
}

export const toDatabase: (value: unknown, fallbackId?: string) => Database = recordDecoder(
  ['databaseId'],
  (raw) => ({
    name: stringField(raw, 'name'),
    engine: stringField(raw, 'engine', 'type', 'kind'),
    status: rawStatusOf(raw),
  }),
);

export const listDatabases = listing('listDatabases', toDatabase);

/** The body is e.g. `{ name, engine, plan }`. */
export const createDatabase = endpoint('createDatabase', createWithId(toDatabase, 'database'));

export const getDatabase = endpoint('getDatabase', readById(toDatabase));

export const deleteDatabase = endpoint('deleteDatabase');

// POST /databases/{id}/stop|start|restart. Not repeated after an ambiguous failure; read the status instead.
export const stopDatabase = endpoint('stopDatabase', readById(toDatabase));
export const startDatabase = endpoint('startDatabase', readById(toDatabase));
export const restartDatabase = endpoint('restartDatabase', readById(toDatabase));

export const getDatabaseStats = endpoint('getDatabaseStats', { decode: asRecord });

export const getDatabaseLogs = logLines('getDatabaseLogs');

export interface DatabaseUser {
  readonly username: string;
  /** Present only in the create response, if the platform generated one: a secret, never log it. */
  readonly password?: string;
  readonly raw: JsonRecord;
}

export const createDatabaseUser = endpoint('createDatabaseUser', {
  body: ({ username, extra }: { username: string; extra?: JsonRecord }) => ({ username, ...extra }),
  decode: (value, username): DatabaseUser => {
    const body = asRecord(value);
    return {
      username: stringField(body, 'username', 'name', 'user') ?? username ?? '',
      raw: body,
      ...defined({ password: stringField(body, 'password') }),
    };
  },
  fallbackId: ({ username }) => username,
});

export const deleteDatabaseUser = endpoint('deleteDatabaseUser');
