import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { stopDatabase } from '../../src/api/resources/databases.ts';
import { envTarget } from '../../src/databases/env-target.ts';
import {
  attachDatabase,
  detachDatabase,
  type PreviewDatabaseRequest,
} from '../../src/databases/lifecycle.ts';
import { NameTemplate } from '../../src/databases/template.ts';
import { captureLogger } from '../api/helpers/fakes.ts';
import { type Platform, type ShapeProfile, startPlatform } from '../fakes/platform/index.ts';

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function setup(shapes: ShapeProfile) {
  platform = await startPlatform({ shapes, lifecycle: { databaseProvisionMs: 150 } });
  const project = platform.admin.createProject({ name: 'app' });
  const client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey });
  const logger = captureLogger();
  const template = new NameTemplate('app-pr-{pr}');
  const request: PreviewDatabaseRequest = {
    client,
    template,
    name: template.render('5'),
    engine: 'postgres',
    plan: 'starter',
    username: 'app',
    env: envTarget(client, {
      projectId: project.id,
      scope: 'service',
      service: 'web',
      name: 'DATABASE_URL',
      logger,
    }),
    timeoutMs: 10_000,
    logger,
    pacing: { firstMs: 20, activeMs: 20, maxMs: 50 },
  };
  return { platform, project, client, request };
}

describe.each<ShapeProfile>(['canonical', 'snake', 'wrapped'])(
  'preview database lifecycle (%s shapes)',
  (shapes) => {
    it('attaches, re-attaches to the same database, and detaches', async () => {
      const { platform, project, request } = await setup(shapes);
      const first = await attachDatabase(request);
      const db = [...platform.state.databases.values()][0]!;
      expect(first).toMatchObject({
        result: 'created',
        connection: { host: db.host, port: db.port, username: 'app' },
      });
      expect(first.connection).not.toHaveProperty('connectionString');
      const env = () => platform.state.serviceEnv.get(`${project.id}/web`)?.get('DATABASE_URL')?.value;
      expect(env()).toContain(db.host);
      const second = await attachDatabase(request);
      expect(second.result).toBe('reused');
      expect(platform.state.databases.size).toBe(1);
      const gone = await detachDatabase(request);
      expect(gone).toMatchObject({ result: 'deleted', env: 'removed' });
      expect(platform.state.databases.size).toBe(0);
      expect(env()).toBeUndefined();
    });
  },
);

describe('waiting for a database', () => {
  it('starts a stopped database before connecting to it', async () => {
    const { platform, client, request } = await setup('canonical');
    const { database } = await attachDatabase(request);
    await stopDatabase(client, database.id);
    expect(platform.state.databases.get(database.id)?.status).toBe('stopped');
    await attachDatabase(request);
    expect(platform.state.databases.get(database.id)?.status).toBe('running');
    expect(platform.requestLog.filter((r) => r.operation === 'startDatabase')).toHaveLength(1);
  });
});
