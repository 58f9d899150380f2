/**
 * An upload's timeout is about progress (no bytes moving), not total duration, so a
 * slow but steady upload finishes in one request; within the step's deadline all the same.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlatformClient, type PlatformClientOptions } from '../../src/api/client.ts';
import { DeadlineExceededError, PlatformNetworkError } from '../../src/api/errors.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';
import { rejectionOf } from './helpers/fakes.ts';

const KiB = 1024;
const MiB = 1024 * KiB;
/** 16 MiB at 512 KiB/s is 32 s: past the 30 s a whole request may take, steady all the way. */
const ARCHIVE_BYTES = 16 * MiB;
const SLOW_RATE = 512 * KiB;
const SLACK_MS = 5_000;

let archive = '';
let archiveSha = '';
beforeAll(() => {
  const data = randomBytes(ARCHIVE_BYTES);
  archive = join(mkdtempSync(join(tmpdir(), 'upload-progress-')), 'source.zip');
  writeFileSync(archive, data);
  archiveSha = createHash('sha256').update(data).digest('hex');
});

let world: World;
let platform: Platform;
// 20× rather than 100×: a stall of this process still counts up to STALL_MS of real time, and at 100×
// that is 1.5 s of virtual time in which the client's progress timer runs but no byte can move; on a
// loaded machine such stalls added up past the slack below (and fired a progress timeout).
const clocks = useAcceleratedClock({ factor: 20 });
beforeEach(async () => {
  world = await startWorld();
  platform = world.platform;
});
afterEach(async () => {
  await world.close();
});

const client = (extra: Partial<PlatformClientOptions> = {}) =>
  new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey, ...extra });
const uploadAttempts = () => platform.requestLog.filter((entry) => entry.operation === 'createUpload');

describe('upload progress timeout', () => {
  it('lets a slow but steady upload run past the request timeout, in one request, intact', async () => {
    platform.faults.add({ operation: 'createUpload', readBytesPerSecond: SLOW_RATE });
    const started = clocks.clock.now();
    const result = await client().upload(archive);
    expect(clocks.clock.now() - started).toBeGreaterThanOrEqual((ARCHIVE_BYTES / SLOW_RATE) * 1000);
    expect(uploadAttempts()).toHaveLength(1);
    const stored = [...platform.state.uploads.values()].map((upload) => upload.record);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ size: ARCHIVE_BYTES, sha256: archiveSha });
    expect(result.sourceUrl).toBe(stored[0]?.sourceTarballUrl);
  });

  it('gives up on an upload whose bytes stop moving, after the progress timeout, naming it', async () => {
    platform.faults.add({ operation: 'createUpload', readBytesPerSecond: 1 });
    const started = clocks.clock.now();
    const error = await rejectionOf(
      client({ maxAttempts: 2, uploadProgressTimeoutMs: 10_000 }).upload(archive),
    );
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect(error.message).toMatch(/failed after 2 attempt\(s\): no bytes moved for 10 s/);
    expect(uploadAttempts()).toHaveLength(2);
    // Two stalls of 10 s, each after the socket buffers filled (virtual time runs meanwhile), and one
    // backoff: far from the two 30 s a request may take in total.
    expect(clocks.clock.now() - started).toBeGreaterThanOrEqual(2 * 10_000);
    expect(clocks.clock.now() - started).toBeLessThan(2 * 10_000 + 3 * SLACK_MS);
  });

  it('is still bounded by the step deadline: a slow upload that cannot finish in time is not restarted', async () => {
    platform.faults.add({ operation: 'createUpload', readBytesPerSecond: SLOW_RATE });
    const started = clocks.clock.now();
    const error = await rejectionOf(client({ deadline: started + 20_000 }).upload(archive));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.message).toMatch(/createUpload \(POST \/uploads\).*the step's time ran out/);
    expect(uploadAttempts()).toHaveLength(1);
    expect(clocks.clock.now() - started).toBeLessThan(20_000 + SLACK_MS);
  });
});
