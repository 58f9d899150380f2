import type { PlatformClient } from '../api/client.ts';
import { numberField, stringField } from '../api/decode.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import {
  createDatabaseUser,
  type Database,
  type DatabaseUser,
  deleteDatabaseUser,
} from '../api/resources/databases.ts';
import { ActionFailure } from '../errors.ts';
import type { Logger } from '../log.ts';
import { registerSecret } from '../secrets/redact.ts';

/** What may be shown and put in outputs: everything but the password and the connection string. */
export interface PublicConnection {
  readonly host: string | undefined;
  readonly port: number | undefined;
  readonly database: string | undefined;
  readonly username: string;
}

export interface Credentials extends PublicConnection {
  /** Secret: registered with the runner's masking before this object is returned. */
  readonly connectionString: string;
}

interface Context {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

/**
 * A fresh password for `username`. The platform shows a password once, in the answer that creates
 * the user, so an existing user (an earlier run, or an unanswered create) is deleted and added again:
 * every attach rotates the password and writes the new connection string to the preview's env.
 */
export async function rotateUser(
  client: PlatformClient,
  database: Database,
  username: string,
  context: Context,
): Promise<Credentials> {
  const create = () => createDatabaseUser(client, database.id, { username }, { signal: context.signal });
  let user: DatabaseUser;
  try {
    user = await create();
  } catch (error) {
    const exists = error instanceof PlatformApiError && error.status === 409;
    if (!exists && !(error instanceof AmbiguousRequestError)) throw error;
    context.logger.info(
      exists
        ? `User ${username} exists and its password cannot be read back; replacing it with a new password.`
        : `The platform did not answer the request that adds user ${username}; replacing the user to be sure of its password.`,
    );
    await deleteUserIfPresent(client, database.id, username, context);
    user = await create();
  }
  return credentialsFor(database, user);
}

async function deleteUserIfPresent(
  client: PlatformClient,
  databaseId: string,
  username: string,
  context: Context,
): Promise<void> {
  try {
    await deleteDatabaseUser(client, databaseId, username, { signal: context.signal });
  } catch (error) {
    if (!(error instanceof PlatformApiError && error.status === 404)) throw error;
  }
}

/** Masks the secrets first, then builds what the preview needs from the user and the database. */
function credentialsFor(database: Database, user: DatabaseUser): Credentials {
  const password = user.password;
  const given = stringField(user.raw, 'connectionString', 'connectionUri', 'uri', 'url', 'databaseUrl');
  registerSecret(password);
  registerSecret(given);
  if (password !== undefined) registerSecret(encodeURIComponent(password));
  const pick = (name: string, ...more: string[]) =>
    stringField(user.raw, name, ...more) ?? stringField(database.raw, name, ...more);
  const port = numberField(user.raw, 'port') ?? numberField(database.raw, 'port');
  const open: PublicConnection = {
    host: pick('host', 'hostname'),
    port,
    database: pick('database', 'databaseName', 'dbName'),
    username: user.username,
  };
  const connectionString = given ?? buildConnectionString(database.engine, open, password);
  if (connectionString === undefined) {
    throw new ActionFailure(
      `The platform added user ${user.username} to database ${database.name ?? database.id} but its answer had no connection string, and no ${password === undefined ? 'password' : 'host'} to build one from; the preview cannot be given credentials.`,
    );
  }
  registerSecret(connectionString);
  return { ...open, connectionString };
}

const SCHEMES: Readonly<Record<string, string>> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  redis: 'redis',
};

export function buildConnectionString(
  engine: string | undefined,
  open: PublicConnection,
  password: string | undefined,
): string | undefined {
  if (password === undefined || open.host === undefined) return undefined;
  const scheme = SCHEMES[(engine ?? 'postgres').toLowerCase()] ?? 'postgresql';
  const auth = `${encodeURIComponent(open.username)}:${encodeURIComponent(password)}`;
  const port = open.port === undefined ? '' : `:${open.port}`;
  const path = scheme === 'redis' ? '/0' : `/${encodeURIComponent(open.database ?? '')}`;
  return `${scheme}://${auth}@${open.host}${port}${path}`;
}
