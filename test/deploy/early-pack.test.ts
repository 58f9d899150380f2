/**
 * Packing starts with the action, beside the project lookup, and only the upload
 * waits for the lookup; a run that fails before its upload writes nothing and leaves no zip behind.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { forgetUploadForms } from '../../src/api/upload-form.ts';
import { EarlyPackUpload } from '../../src/deploy/pack-upload.ts';
import { silentLogger } from '../../src/log.ts';
import { onPullRequest, platformKeyInputs } from '../e2e/fixtures.ts';
import { type ActionRunOptions, type ActionRunResult, startAction } from '../e2e/harness.ts';
import { VirtualClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';
import { quietDeployInputs } from '../support/world-per-test.ts';
import { makeTree, tempDir } from '../workspace/helpers.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
  forgetUploadForms();
});

const tree = () =>
  makeTree({
    'index.html': '<h1>early</h1>',
    'app.js': 'console.log(1)\n'.repeat(5000),
    'a.png': randomBytes(50_000),
  });

const uploadsSeen = (w: World) => w.platform.requestLog.filter((entry) => entry.operation === 'createUpload');

/**
 * `options` run on a platform whose clock stands still, so its answer to the project lookup waits
 * until the test moves it: the tree is packed into RUNNER_TEMP before any upload is sent, then the
 * clock moves on and the run ends.
 */
async function runWithLookupHeld(
  w: World,
  platformClock: VirtualClock,
  runnerTemp: string,
  options: Omit<ActionRunOptions, 'workspace' | 'env'>,
): Promise<ActionRunResult> {
  w.platform.faults.add({ operation: 'getProject', delayMs: 60_000, times: 1 });
  const running = startAction({ ...options, workspace: await tree(), env: { RUNNER_TEMP: runnerTemp } });
  await running.waitForOutput('Packed 3 files', 15_000);
  expect(uploadsSeen(w)).toEqual([]);
  expect((await readdir(runnerTemp)).length).toBe(1);
  await platformClock.advance(60_000);
  return running.result;
}

describe('packing from the start of the run', () => {
  it('packs the whole tree while the project lookup is still unanswered, and uploads only after it', async () => {
    const platformClock = new VirtualClock();
    world = await startWorld({ clock: platformClock });
    const project = world.platform.admin.createProject({ name: 'early-pack' });
    const runnerTemp = await tempDir('early-pack-temp-');
    const result = await runWithLookupHeld(world, platformClock, runnerTemp, {
      action: 'deploy',
      inputs: quietDeployInputs(world, project.id, { wait: 'false' }),
    });
    expect(result.exitCode).toBe(0);
    const [stored] = [...world.platform.state.uploads.values()];
    expect(stored?.record.sha256).toBe(result.outputs['archive-sha256']);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('preview-domain packs on the same path: the zip is done before the project lookup answers', async () => {
    const platformClock = new VirtualClock();
    const githubWorld = await startWorld({ clock: platformClock, github: true });
    world = githubWorld;
    const project = githubWorld.platform.admin.createProject({ name: 'early-preview' });
    const runnerTemp = await tempDir('early-pack-temp-');
    const result = await runWithLookupHeld(githubWorld, platformClock, runnerTemp, {
      action: 'preview-domain',
      ...onPullRequest(githubWorld, 'synchronize', 7),
      inputs: {
        ...platformKeyInputs(githubWorld),
        project: project.id,
        domain: 'pr-{pr}.preview.example.com',
        wait: 'false',
      },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(uploadsSeen(githubWorld).map((entry) => entry.status)).toEqual([201]);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('sends nothing and leaves no zip when the project is not found', async () => {
    world = await startWorld();
    const runnerTemp = await tempDir('early-pack-temp-');
    const result = await startAction({
      action: 'deploy',
      workspace: await tree(),
      env: { RUNNER_TEMP: runnerTemp },
      inputs: quietDeployInputs(world, 'no-such-project', { wait: 'false' }),
    }).result;
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/no-such-project/);
    expect(uploadsSeen(world)).toEqual([]);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('discard() after a finished pack removes the zip without uploading; upload() after it refuses', async () => {
    world = await startWorld();
    const client = new PlatformClient({ apiUrl: world.platform.url, apiKey: world.platform.fullKey });
    const runnerTemp = await tempDir('early-pack-temp-');
    const early = new EarlyPackUpload(
      client,
      { root: await tree(), exclude: [], tempDir: runnerTemp },
      silentLogger,
    );
    const packed = await early.packed();
    expect(await readdir(runnerTemp)).toEqual([packed.path.split('/').at(-1)]);
    await early.discard();
    expect(await readdir(runnerTemp)).toEqual([]);
    await expect(early.upload()).rejects.toThrow(/discarded/);
    expect(uploadsSeen(world)).toEqual([]);
  });
});
