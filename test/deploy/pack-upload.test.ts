/**
 * Through the real pipeline and the local platform, the zip is uploaded while it is
 * packed, the platform stores exactly the bytes `archive-sha256` names, and a retry after a failure
 * (mid-answer, or mid-body while packing goes on) stores the same bytes again.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { forgetUploadForms } from '../../src/api/upload-form.ts';
import { installClock, realClock } from '../../src/clock.ts';
import { assertStoredAsPacked } from '../../src/deploy/pack-upload.ts';
import { runDeployPipeline } from '../../src/deploy/pipeline.ts';
import { silentLogger } from '../../src/log.ts';
import { packWorkspace } from '../../src/workspace/pack.ts';
import { pollUntil } from '../support/poll.ts';
import { startWorld, type World } from '../support/world.ts';
import { makeTree, tempDir } from '../workspace/helpers.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
  forgetUploadForms();
});

/** About 3 MB in 60 files, text and incompressible, so packing takes a while to write. */
async function project(): Promise<string> {
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < 30; i++) {
    files[`src/module-${i}.js`] = `export const value${i} = ${JSON.stringify('x'.repeat(20_000 + i))};\n`;
    files[`public/image-${i}.png`] = randomBytes(80_000);
  }
  return makeTree(files);
}

async function deploy(root: string, setUp: (w: World) => void = () => {}) {
  world = await startWorld();
  setUp(world);
  const client = new PlatformClient({
    apiUrl: world.platform.url,
    apiKey: world.platform.fullKey,
    random: () => 0,
    backoffBaseMs: 1,
  });
  const runnerTemp = await tempDir('runner-temp-');
  const projectId = world.platform.admin.createProject({ name: 'pack-upload' }).id;
  const outcome = runDeployPipeline({
    client,
    projectId,
    source: { kind: 'upload', root, exclude: [], tempDir: runnerTemp },
    wait: false,
    timeoutMs: 30_000,
    logger: silentLogger,
  });
  return { outcome, runnerTemp, platform: world.platform };
}

const storedUploads = (w: World) => [...w.platform.state.uploads.values()];

describe('pack and upload in one pass', () => {
  it('streams the zip chunked, and the platform stores the bytes archive-sha256 names', async () => {
    const root = await project();
    const { outcome, runnerTemp } = await deploy(root);
    const result = await outcome;
    const [stored] = storedUploads(world!);
    expect(stored?.chunked).toBe(true);
    expect(stored?.record.sha256).toBe(result.archive?.sha256);
    expect(stored?.record.size).toBe(result.archive?.size);
    // The same tree packed on its own gives the same bytes: streaming changed nothing in the zip.
    const alone = await packWorkspace({ root, outFile: join(await tempDir(), 'alone.zip') });
    expect(alone.sha256).toBe(result.archive?.sha256);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('gives two packs started in the same millisecond in one process archives of their own', async () => {
    // deploy-many runs its legs in one process, sharing RUNNER_TEMP; two legs can start together.
    const frozen = realClock.now();
    const restore = installClock({ now: () => frozen, sleep: realClock.sleep });
    try {
      world = await startWorld();
      const client = new PlatformClient({ apiUrl: world.platform.url, apiKey: world.platform.fullKey });
      const runnerTemp = await tempDir('runner-temp-');
      const legs = [await project(), await project()].map((root, index) =>
        runDeployPipeline({
          client,
          projectId: world!.platform.admin.createProject({ name: `leg-${index}` }).id,
          source: { kind: 'upload', root, exclude: [], tempDir: runnerTemp },
          wait: false,
          timeoutMs: 30_000,
          logger: silentLogger,
        }),
      );
      const results = await Promise.all(legs);
      const stored = storedUploads(world).map((upload) => upload.record.sha256);
      expect(stored.sort()).toEqual(results.map((result) => result.archive?.sha256).sort());
      expect(new Set(stored).size).toBe(2);
      expect(await readdir(runnerTemp)).toEqual([]);
    } finally {
      restore();
    }
  });

  it('re-sends identical bytes after the answer to the first upload is cut off', async () => {
    const root = await project();
    const { outcome } = await deploy(root, (w) =>
      w.platform.faults.add({ operation: 'createUpload', drop: 'mid-body', times: 1 }),
    );
    const result = await outcome;
    const stored = storedUploads(world!);
    // Both attempts reached the platform whole: the first one's answer was lost, not its bytes.
    expect(stored).toHaveLength(2);
    expect(stored.map((upload) => upload.record.sha256)).toEqual([
      result.archive?.sha256,
      result.archive?.sha256,
    ]);
  });

  it('re-sends identical bytes from the file when the connection breaks mid-body', async () => {
    const root = await project();
    const { outcome, platform } = await deploy(root, (w) =>
      w.platform.faults.add({ operation: 'createUpload', cutRequestAfterBytes: 100_000, times: 1 }),
    );
    const result = await outcome;
    const attempts = platform.requestLog.filter((entry) => entry.operation === 'createUpload');
    expect(attempts.map((entry) => entry.fault)).toEqual(['cut-request:100000B', undefined]);
    const stored = storedUploads(world!);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.record.sha256).toBe(result.archive?.sha256);
    expect(stored[0]?.record.size).toBe(result.archive?.size);
  });

  it('creates no deployment when the platform names other bytes than the archive (a proxy changed one)', async () => {
    const root = await project();
    const { outcome, platform, runnerTemp } = await deploy(root, (w) =>
      w.platform.faults.add({ operation: 'createUpload', flipRequestByteAt: 5_000, times: 1 }),
    );
    await expect(outcome).rejects.toThrow(
      /^The platform stored other bytes than the source archive \(\d+ bytes, sha256 [0-9a-f]{64}, not \d+ bytes, sha256 [0-9a-f]{64}\), so nothing was deployed: .*check the proxy in between\.$/,
    );
    expect(platform.requestLog.map((entry) => entry.operation)).not.toContain('createDeployment');
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('fails before any upload starts when the root to pack does not exist: no request, nothing stored', async () => {
    const missing = join(await tempDir(), 'not-there');
    const { outcome, runnerTemp, platform } = await deploy(missing);
    await expect(outcome).rejects.toThrow(/not-there/);
    expect(platform.requestLog.filter((entry) => entry.operation === 'createUpload')).toEqual([]);
    expect(storedUploads(world!)).toEqual([]);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('aborts an upload that is already sending when packing fails mid-way, and throws the packing error', async () => {
    // A large stored file first, then one the packer reads only when its turn comes (over the 4 MiB
    // streaming threshold): it is deleted once the upload request has reached the platform.
    const root = await makeTree({
      'a-large.png': Buffer.alloc(48 << 20, 7),
      'z-deleted.png': Buffer.alloc(5 << 20, 9),
    });
    const { outcome, runnerTemp, platform } = await deploy(root);
    outcome.catch(() => undefined);
    const uploadRequests = () => platform.requestLog.filter((entry) => entry.operation === 'createUpload');
    while (uploadRequests().length === 0) await setImmediate();
    await rm(join(root, 'z-deleted.png'));

    await expect(outcome).rejects.toThrow(
      'z-deleted.png was deleted while being packed: a step is still changing the workspace',
    );
    expect(uploadRequests()).toHaveLength(1);
    // The platform sees the hang-up on its side of the socket a moment after the client gave up.
    const [upload] = await pollUntil(
      'the platform to finish the aborted upload request',
      uploadRequests,
      ([entry]) => entry!.status !== 0,
    );
    expect(upload).toMatchObject({ handled: true, bodyAborted: true, status: 499 });
    expect(storedUploads(world!)).toEqual([]);
    expect(platform.requestLog.filter((entry) => entry.operation === 'createDeployment')).toEqual([]);
    expect(platform.state.deployments.size).toBe(0);
    expect(await readdir(runnerTemp)).toEqual([]);
  });
});

describe('what the platform says it stored', () => {
  const archive = {
    path: '/tmp/a.zip',
    sha256: 'a'.repeat(64),
    size: 100,
    fileCount: 1,
    files: ['a'],
    skipped: [],
  };

  it('is taken at its SHA-256 when it names one, whatever its size means', () => {
    expect(() => assertStoredAsPacked({ size: 4096, sha256: 'A'.repeat(64) }, archive)).not.toThrow();
    expect(() => assertStoredAsPacked({ size: 100, sha256: 'b'.repeat(64) }, archive)).toThrow(
      /nothing was deployed/,
    );
  });

  it('is taken at its size without a SHA-256, and not checked when it names neither', () => {
    expect(() => assertStoredAsPacked({ size: 99 }, archive)).toThrow(/\(99 bytes, not 100 bytes/);
    expect(() => assertStoredAsPacked({ size: 100 }, archive)).not.toThrow();
    expect(() => assertStoredAsPacked({ sourceTarballUrl: 'https://p/u.zip' }, archive)).not.toThrow();
  });
});
