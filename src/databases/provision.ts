import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import { findNamed } from '../api/list.ts';
import {
  createDatabase,
  type Database,
  getDatabase,
  listDatabases,
  startDatabase,
} from '../api/resources/databases.ts';
import { currentClock } from '../clock.ts';
import { ActionFailure } from '../errors.ts';
import type { Logger } from '../log.ts';
import { type PollPacing, pollAdaptively } from '../poll.ts';
import { formatDuration } from '../render/deploy-status.ts';

export interface DatabaseSpec {
  readonly name: string;
  readonly engine: string;
  readonly plan: string;
}

interface Context {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

export async function findDatabaseByName(
  client: PlatformClient,
  name: string,
  context: Context,
): Promise<Database | undefined> {
  return findNamed(listDatabases(client, { signal: context.signal }), name);
}

/**
 * The database named `spec.name`, created when there is none. Creating is a non-idempotent POST:
 * after an unanswered one, or a 409 from a parallel job that created it first, the list decides.
 */
export async function ensureDatabase(
  client: PlatformClient,
  spec: DatabaseSpec,
  context: Context,
): Promise<{ database: Database; created: boolean }> {
  const existing = await findDatabaseByName(client, spec.name, context);
  if (existing) {
    if (existing.engine && existing.engine.toLowerCase() !== spec.engine) {
      context.logger.warning(
        `Database ${spec.name} already exists with engine ${existing.engine}, not ${spec.engine}; using it as it is.`,
      );
    }
    return { database: existing, created: false };
  }
  try {
    const database = await createDatabase(
      client,
      { name: spec.name, engine: spec.engine, plan: spec.plan },
      { signal: context.signal },
    );
    return { database, created: true };
  } catch (error) {
    const conflict = error instanceof PlatformApiError && error.status === 409;
    if (!conflict && !(error instanceof AmbiguousRequestError)) throw error;
    context.logger.warning(
      conflict
        ? `The platform says database ${spec.name} exists already (a parallel run?); looking it up.`
        : `The platform did not answer the request that creates database ${spec.name}; looking it up instead of asking twice.`,
    );
    const found = await findDatabaseByName(client, spec.name, context);
    if (found) return { database: found, created: !conflict };
    throw error;
  }
}

const READY = ['running', 'ready', 'active', 'available', 'healthy', 'live', 'online'];
const BROKEN = ['failed', 'failure', 'error', 'errored', 'crashed', 'deleted', 'deleting'];

/** Polls until the database is running; a stopped one is started once. */
export async function waitUntilRunning(
  client: PlatformClient,
  database: Database,
  options: Context & { timeoutMs: number; pacing?: Partial<PollPacing> },
): Promise<Database> {
  const deadline = currentClock().now() + options.timeoutMs;
  let current = database;
  let started = false;
  let lastStatus = '';
  const outcome = await pollAdaptively<Database>(
    async () => {
      const status = (current.status ?? '').toLowerCase();
      if (READY.includes(status)) return { done: current, moved: true };
      if (BROKEN.includes(status)) {
        throw new ActionFailure(
          `Database ${current.name ?? current.id} is ${current.status} on the platform; look at its logs (GET /databases/${current.id}/logs) and re-run.`,
        );
      }
      if (status === 'stopped' && !started) {
        started = true;
        options.logger.info(`Database ${current.name ?? current.id} is stopped; starting it.`);
        current = await startDatabase(client, current.id, { signal: options.signal });
        return { moved: true };
      }
      if (status !== lastStatus)
        options.logger.info(`Database ${current.name ?? current.id} is ${status || 'not ready'}…`);
      const moved = status !== lastStatus;
      lastStatus = status;
      current = await getDatabase(client, current.id, { signal: options.signal });
      return { moved };
    },
    { deadline, signal: options.signal, pacing: options.pacing },
  );
  if (outcome.kind === 'done') return outcome.value;
  // runAction aborts with its CancelledError as the reason, which reports the cancellation.
  if (outcome.kind === 'cancelled') throw options.signal?.reason ?? new ActionFailure('Cancelled.');
  throw new ActionFailure(
    `Database ${database.name ?? database.id} was not running after ${formatDuration(options.timeoutMs)} (last status: ${current.status ?? 'unknown'}); raise the \`timeout\` input, or re-run: the next run picks up the same database.`,
  );
}
