import { platformNow } from '../clock.ts';
import { createdNow, newId, newSecret, nowIso } from '../ids.ts';
import { listReply, paginate } from '../pagination.ts';
import type { LogLine } from '../records.ts';
import type { DatabaseEngine, DatabaseRecord } from '../records-infra.ts';
import { getOrCreate, type Runtime } from '../runtime.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import {
  allowOnly,
  conflict,
  found,
  notFound,
  objectBody,
  oneOf,
  optionalString,
  requireString,
  SLUG_NAME,
} from '../validate.ts';

const ENGINES: DatabaseEngine[] = ['postgres', 'mysql', 'redis'];
const PLANS = ['starter', 'standard', 'pro'] as const;
const VERSIONS: Record<DatabaseEngine, string> = { postgres: '17', mysql: '8.4', redis: '7.4' };
const PORTS: Record<DatabaseEngine, number> = { postgres: 5432, mysql: 3306, redis: 6379 };
const LIMITS = { starter: [1, 10], standard: [4, 50], pro: [16, 200] } as const;
const USERNAME = /^[a-z_][a-z0-9_]{0,62}$/;
const GiB = 1024 ** 3;

/**
 * Managed databases: 'provisioning' until lifecycle.databaseProvisionMs passes, then 'running'.
 * stop/start are idempotent (stopping a stopped database is a 200 no-op); any action while provisioning,
 * and restarting a stopped database, is a 409.
 */
export function databaseHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const log = (db: DatabaseRecord, message: string) =>
    getOrCreate(state.databaseLogs, db.id, () => [] as LogLine[]).push({
      timestamp: nowIso(),
      message,
      stream: 'stdout',
    });
  const getDb = (id: string): DatabaseRecord => found(state.databases, 'database', id);
  const requireSettled = (db: DatabaseRecord, action: string) => {
    if (db.status === 'provisioning' || db.status === 'restarting') {
      throw new PlatformHttpError(
        409,
        'invalid_state',
        `database ${db.id} is ${db.status}; it cannot ${action} yet`,
      );
    }
  };
  const connectionString = (db: DatabaseRecord, user: string, password: string) =>
    db.engine === 'redis'
      ? `redis://${user}:${password}@${db.host}:${db.port}/0`
      : `${db.engine === 'postgres' ? 'postgresql' : 'mysql'}://${user}:${password}@${db.host}:${db.port}/${db.database}`;
  const setStatus = (db: DatabaseRecord, status: DatabaseRecord['status']) => {
    db.status = status;
    db.updatedAt = nowIso();
    if (status === 'running') db.startedAt = db.updatedAt;
    if (status === 'stopped') db.startedAt = null;
  };
  /** Stop and start: nothing changes (and nothing is logged) when the database is there already. */
  const switchTo = (id: string, action: string, status: 'stopped' | 'running', line: string) => {
    const db = getDb(id);
    requireSettled(db, action);
    if (db.status !== status) {
      setStatus(db, status);
      log(db, line);
    }
    return { status: 200, body: db };
  };
  return {
    listDatabases: (ctx) => listReply([...state.databases.values()], ctx.query),
    createDatabase: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'engine', 'plan', 'version']);
      const name = requireString(body, 'name', SLUG_NAME);
      if ([...state.databases.values()].some((db) => db.name === name)) {
        throw conflict(`a database named ${name} already exists`, 'already_exists', 'name');
      }
      const engine = oneOf('engine', body.engine, ENGINES);
      const id = newId('db');
      const db: DatabaseRecord = {
        id,
        name,
        engine,
        version:
          optionalString(body, 'version', { pattern: /^\d+(\.\d+)?$/, hint: 'like 16 or 8.4' }) ??
          VERSIONS[engine],
        plan: body.plan === undefined ? 'starter' : oneOf('plan', body.plan, PLANS),
        status: 'provisioning',
        host: `${id.replace('_', '-')}.db.platform.test`,
        port: PORTS[engine],
        database: name.replace(/-/g, '_'),
        users: [],
        startedAt: null,
        ...createdNow(),
      };
      state.databases.set(id, db);
      log(db, `provisioning ${engine} ${db.version} (${db.plan})`);
      runtime.timers.schedule(runtime.options.lifecycle.databaseProvisionMs, () => {
        if (state.databases.get(id) !== db) return;
        setStatus(db, 'running');
        log(db, 'database system is ready to accept connections');
      });
      return { status: 201, body: db };
    },
    getDatabase: (ctx) => ({ status: 200, body: getDb(ctx.params.id!) }),
    deleteDatabase: (ctx) => {
      const db = getDb(ctx.params.id!);
      state.databases.delete(db.id);
      state.databaseLogs.delete(db.id);
      for (const key of [...state.databasePasswords.keys()])
        if (key.startsWith(`${db.id}/`)) state.databasePasswords.delete(key);
      return { status: 204 };
    },
    stopDatabase: (ctx) =>
      switchTo(ctx.params.id!, 'stop', 'stopped', 'received shutdown request; database stopped'),
    startDatabase: (ctx) => switchTo(ctx.params.id!, 'start', 'running', 'database started'),
    restartDatabase: (ctx) => {
      const db = getDb(ctx.params.id!);
      requireSettled(db, 'restart');
      if (db.status === 'stopped')
        throw new PlatformHttpError(409, 'invalid_state', `database ${db.id} is stopped; start it instead`);
      setStatus(db, 'restarting');
      log(db, 'restarting');
      runtime.timers.schedule(runtime.options.lifecycle.databaseRestartMs, () => {
        if (state.databases.get(db.id) !== db) return;
        setStatus(db, 'running');
        log(db, 'database system is ready to accept connections');
      });
      return { status: 200, body: db };
    },
    getDatabaseStats: (ctx) => {
      const db = getDb(ctx.params.id!);
      const [cpus, gib] = LIMITS[db.plan];
      const running = db.status === 'running';
      const uptimeSeconds =
        running && db.startedAt ? Math.floor((platformNow() - Date.parse(db.startedAt)) / 1000) : 0;
      return {
        status: 200,
        body: {
          databaseId: db.id,
          status: db.status,
          cpuPercent: running ? 3.5 : 0,
          cpuLimit: cpus,
          memoryBytes: running ? 96 * 1024 * 1024 : 0,
          memoryLimitBytes: gib * GiB,
          storageBytes: 24 * 1024 * 1024,
          storageLimitBytes: gib * 10 * GiB,
          connections: running ? db.users.length + 1 : 0,
          maxConnections: 100 * cpus,
          uptimeSeconds,
          collectedAt: nowIso(),
        },
      };
    },
    getDatabaseLogs: (ctx) => {
      const db = getDb(ctx.params.id!);
      const lines = (state.databaseLogs.get(db.id) ?? []).map((line, index) => ({ line, index }));
      const page = paginate(lines, ctx.query, (entry) => String(entry.index), { fallback: 1000, max: 1000 });
      return {
        status: 200,
        list: { ...page, items: page.items.map((entry) => (entry as (typeof lines)[number]).line) },
      };
    },
    createDatabaseUser: (ctx) => {
      const db = getDb(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['username']);
      const username = requireString(body, 'username', {
        pattern: USERNAME,
        hint: 'lower-case letters, digits and _',
      });
      if (db.users.some((user) => user.username === username))
        throw conflict(`user ${username} already exists`, 'already_exists', 'username');
      const password = newSecret(18);
      const createdAt = nowIso();
      db.users.push({ username, createdAt });
      db.updatedAt = createdAt;
      state.databasePasswords.set(`${db.id}/${username}`, password);
      log(db, `created user ${username}`);
      // The password is in this answer only.
      return {
        status: 201,
        body: {
          databaseId: db.id,
          username,
          password,
          connectionString: connectionString(db, username, password),
          createdAt,
        },
      };
    },
    deleteDatabaseUser: (ctx) => {
      const db = getDb(ctx.params.id!);
      const username = ctx.params.username!;
      if (!db.users.some((user) => user.username === username))
        throw notFound(`user ${username} of database`, db.id);
      db.users = db.users.filter((user) => user.username !== username);
      db.updatedAt = nowIso();
      state.databasePasswords.delete(`${db.id}/${username}`);
      log(db, `dropped user ${username}`);
      return { status: 204 };
    },
  };
}
