import type { PlatformClient } from '../api/client.ts';
import { PlatformApiError } from '../api/errors.ts';
import { type Database, deleteDatabase } from '../api/resources/databases.ts';
import type { Logger } from '../log.ts';
import type { PollPacing } from '../poll.ts';
import { type PublicConnection, rotateUser } from './credentials.ts';
import type { EnvTarget, RemoveResult } from './env-target.ts';
import { ensureDatabase, findDatabaseByName, waitUntilRunning } from './provision.ts';
import type { NameTemplate } from './template.ts';

export interface PreviewDatabaseRequest {
  readonly client: PlatformClient;
  readonly template: NameTemplate;
  /** The database's name, rendered from the template (and checked against it). */
  readonly name: string;
  readonly engine: string;
  readonly plan: string;
  readonly username: string;
  readonly env: EnvTarget;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  readonly pacing?: Partial<PollPacing>;
}

export interface AttachResult {
  readonly mode: 'attach';
  readonly result: 'created' | 'reused';
  readonly database: Database;
  readonly connection: PublicConnection;
}

export interface DetachResult {
  readonly mode: 'detach';
  readonly result: 'deleted' | 'absent';
  readonly database: Database | undefined;
  readonly env: RemoveResult;
}

/**
 * Find or create → wait until running → new password → the connection string into the preview's
 * env. Every step is safe to repeat, so a re-run of a failed or cancelled job converges.
 */
export async function attachDatabase(request: PreviewDatabaseRequest): Promise<AttachResult> {
  const { client, logger, signal } = request;
  const context = { logger, signal };
  request.template.guard(request.name);
  await request.env.preflight();
  const { database, created } = await ensureDatabase(
    client,
    { name: request.name, engine: request.engine, plan: request.plan },
    context,
  );
  logger.info(`${created ? 'Created' : 'Found'} database ${request.name} (${database.id}).`);
  const running = await waitUntilRunning(client, database, {
    ...context,
    timeoutMs: request.timeoutMs,
    pacing: request.pacing,
  });
  const credentials = await rotateUser(client, running, request.username, context);
  logger.info(`User ${credentials.username} has a new password.`);
  await request.env.set(credentials.connectionString);
  logger.info(`Set ${request.env.description}.`);
  const { connectionString: _secret, ...connection } = credentials;
  return { mode: 'attach', result: created ? 'created' : 'reused', database: running, connection };
}

/** Removes the env variable, then the database; both may already be gone. */
export async function detachDatabase(request: PreviewDatabaseRequest): Promise<DetachResult> {
  const { client, logger, signal } = request;
  request.template.guard(request.name);
  const database = await findDatabaseByName(client, request.name, { logger, signal });
  // The name was matched by the list; check the record's own name too before deleting anything.
  if (database) request.template.guard(database.name ?? '');
  const env = await request.env.remove();
  logger.info(
    env === 'removed'
      ? `Removed ${request.env.description}.`
      : env === 'absent'
        ? `${request.env.description} was not set.`
        : `Left ${request.env.description}.`,
  );
  if (!database) {
    logger.info(`There is no database ${request.name}; nothing to delete.`);
    return { mode: 'detach', result: 'absent', database: undefined, env };
  }
  try {
    await deleteDatabase(client, database.id, { signal });
  } catch (error) {
    if (!(error instanceof PlatformApiError && error.status === 404)) throw error;
  }
  logger.info(`Deleted database ${request.name} (${database.id}).`);
  return { mode: 'detach', result: 'deleted', database, env };
}
