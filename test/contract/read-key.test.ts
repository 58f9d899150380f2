import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { pathParams, ROUTES } from '../../src/api/routes.ts';
import { type ContractWorld, startContractWorld, stopContractWorld, writeSiteZip } from './helpers.ts';

/**
 * A read key: every W operation is refused by the platform, and the client's error says why in words
 * a user can act on (it is a read key; this operation needs a full key) without ever carrying the key.
 * That every non-W operation works with a read key is shown on real data by every-endpoint.test.ts,
 * whose scenario makes all its reads with one.
 */
const WRITES = ROUTES.filter((route) => route.write);

function sampleParams(template: string): Record<string, string> {
  return Object.fromEntries(
    pathParams(template).map((name) => [name, name === 'action' ? 'restart' : `sample-${name}`]),
  );
}

let world: ContractWorld;
let zipPath: string;

beforeAll(async () => {
  world = await startContractWorld('canonical');
  zipPath = await writeSiteZip(world.dir);
});
afterAll(async () => {
  await stopContractWorld(world);
  await api.closeSharedAgent();
});

function expectKeyAbsent(text: string | undefined): void {
  const secret = world.platform.readKey.split('_pk_')[1]!;
  expect(text).toBeDefined();
  expect(text).not.toContain(world.platform.readKey);
  expect(text).not.toContain(secret);
}

describe('a read key', () => {
  it(`is refused for each of the ${WRITES.length} W operations, with an error naming the operation`, async () => {
    expect(WRITES.length).toBeGreaterThan(60);
    const before = world.platform.requestLog.length;
    for (const route of WRITES) {
      const attempt =
        route.operation === 'createUpload'
          ? api.createUpload(world.read, zipPath)
          : world.read.call(route.operation, { params: sampleParams(route.path) });
      const error = await attempt.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error, route.operation).toBeInstanceOf(api.PlatformApiError);
      const apiError = error as api.PlatformApiError;
      expect(apiError).toMatchObject({ status: 403, code: 'full_key_required', operation: route.operation });
      expect(apiError.message).toContain(`This is a read key; ${route.operation} needs a full key`);
      expect(apiError.message).toContain(
        `${route.operation} (${route.method} ${route.path}) failed with HTTP 403`,
      );
      expect(apiError.attempts).toBe(1);
      for (const text of [apiError.message, apiError.stack, String(apiError), inspect(apiError)]) {
        expectKeyAbsent(text);
      }
    }
    // The platform refused each one before any handler ran, so nothing changed.
    const refused = world.platform.requestLog.slice(before);
    expect(refused.map((entry) => entry.operation)).toEqual(WRITES.map((route) => route.operation));
    expect(refused.every((entry) => entry.status === 403 && entry.keyKind === 'read' && !entry.handled)).toBe(
      true,
    );
    expect(world.platform.writes()).toEqual([]);
    for (const line of world.logger.lines) expectKeyAbsent(line);
  });

  it('is refused for the requests that are not GET but carry no W mark (§5: GET only), sign-in excepted', async () => {
    const unmarked = ROUTES.filter((route) => !route.write && route.method !== 'GET');
    expect(unmarked.map((route) => route.operation).sort()).toEqual(
      ['previewCronSchedule', 'startSignIn', 'verifySignIn'].sort(),
    );
    const preview = await world.read
      .call('previewCronSchedule', { body: { schedule: '0 * * * *', timezone: 'UTC' } })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(preview).toMatchObject({
      status: 403,
      code: 'full_key_required',
      operation: 'previewCronSchedule',
    });
    expect((preview as Error).message).toContain('This is a read key; previewCronSchedule needs a full key');
    expect(
      await world.full.call('previewCronSchedule', { body: { schedule: '0 * * * *', timezone: 'UTC' } }),
    ).toBeDefined();
    const signIn = world.platform.requestLog.length;
    await world.read.call('startSignIn', { body: { email: 'dev@example.com' } }).catch(() => undefined);
    const entry = world.platform.requestLog[signIn];
    expect(entry?.operation).toBe('startSignIn');
    expect(entry?.status).not.toBe(403);
  });

  it('reads: lists and records come back with a read key', async () => {
    const project = world.platform.admin.createProject({ name: 'read-only', id: 'prj_readonly' });
    expect(await api.getProject(world.read, project.id)).toMatchObject({ id: project.id, name: 'read-only' });
    expect((await api.listProjects(world.read)).map((p) => p.id)).toContain(project.id);
    expect(await api.listDeployments(world.read, project.id)).toEqual([]);
    expect((await api.listComputeServices(world.read)).map((s) => s.name)).toEqual([
      'ml-worker',
      'video-encoder',
    ]);
    const reads = world.platform.requestLog.filter(
      (entry) => entry.keyKind === 'read' && entry.status === 200,
    );
    expect(reads.map((entry) => entry.operation)).toEqual([
      'getProject',
      'listProjects',
      'listDeployments',
      'listComputeServices',
    ]);
  });
});
