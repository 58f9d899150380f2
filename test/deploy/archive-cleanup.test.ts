/**
 * The source archive is a file of ours in RUNNER_TEMP (or, without it, in the workspace): a deploy
 * through the real pipeline, against the local platform, must leave none behind, whatever its outcome.
 */
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { runDeployPipeline } from '../../src/deploy/pipeline.ts';
import { silentLogger } from '../../src/log.ts';
import { startWorld, type World } from '../support/world.ts';
import { makeTree, tempDir } from '../workspace/helpers.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function deploy(projectId: (w: World) => string, wait = true, setUp = (_: World) => {}) {
  world = await startWorld();
  setUp(world);
  const client = new PlatformClient({ apiUrl: world.platform.url, apiKey: world.platform.fullKey });
  const root = await makeTree({ 'index.html': '<h1>hello</h1>', 'app.js': 'console.log(1)' });
  const runnerTemp = await tempDir('runner-temp-');
  const outcome = runDeployPipeline({
    client,
    projectId: projectId(world),
    source: { kind: 'upload', root, exclude: [], tempDir: runnerTemp },
    wait,
    timeoutMs: 30_000,
    logger: silentLogger,
    pacing: { requestsPerSecond: 20 },
  });
  return { outcome, runnerTemp };
}

const newProject = (w: World) => w.platform.admin.createProject({ name: 'archive-cleanup' }).id;

describe('the source archive', () => {
  it('is removed once the deployment is live, its digest still reported', async () => {
    const { outcome, runnerTemp } = await deploy(newProject);
    const result = await outcome;
    expect(result.status).toBe('live');
    expect(result.archive?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('is removed when the deploy does not wait for the build', async () => {
    const { outcome, runnerTemp } = await deploy(newProject, false);
    expect((await outcome).status).toBe('pending');
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('is removed when the upload is refused', async () => {
    const refuseUploads = (w: World) => w.platform.faults.add({ operation: 'createUpload', status: 403 });
    const { outcome, runnerTemp } = await deploy(newProject, true, refuseUploads);
    await expect(outcome).rejects.toThrow();
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('is removed when the deployment cannot be created', async () => {
    const { outcome, runnerTemp } = await deploy(() => 'prj_does_not_exist');
    await expect(outcome).rejects.toThrow();
    expect(await readdir(runnerTemp)).toEqual([]);
  });
});
