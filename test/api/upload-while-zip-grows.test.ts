/**
 * A zip still being written goes up chunked while it grows, every attempt reading
 * the file from its start, so a retry sends the same bytes; a platform that wants a length (411)
 * gets the finished file with one. Against the local platform, over loopback.
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { forgetUploadForms, uploadSource } from '../../src/api/upload-form.ts';
import type { Logger } from '../../src/log.ts';
import { GrowingFile } from '../../src/workspace/growing-file.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { pollUntil } from '../support/poll.ts';
import { startWorld, type World } from '../support/world.ts';

const PIECE = 512 * 1024;
const PIECES = 6;

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
  forgetUploadForms();
});

function clientOf(platform: Platform): PlatformClient {
  return new PlatformClient({
    apiUrl: platform.url,
    apiKey: platform.fullKey,
    random: () => 0,
    backoffBaseMs: 1,
  });
}

/** A writer appending random pieces to a file, telling `growing` after each, as the packer does. */
async function writer(growing: GrowingFile): Promise<{ next(): Promise<void>; finish(): string }> {
  const hash = createHash('sha256');
  let size = 0;
  await writeFile(growing.path, '');
  return {
    async next() {
      const piece = randomBytes(PIECE);
      await appendFile(growing.path, piece);
      hash.update(piece);
      size += piece.length;
      growing.grew(size);
    },
    finish() {
      growing.finish(size);
      return hash.digest('hex');
    },
  };
}

async function growingFile(): Promise<GrowingFile> {
  return new GrowingFile(join(await mkdtemp(join(tmpdir(), 'upload-stream-')), 'source.zip'));
}

const uploadsSeen = (platform: Platform) =>
  platform.requestLog.filter((entry) => entry.operation === 'createUpload');

/** Waits (5 s at most) until the platform has seen what `done` asks of its POST /uploads requests. */
const waitForUploads = (
  platform: Platform,
  what: string,
  done: (seen: ReturnType<typeof uploadsSeen>) => boolean,
) => pollUntil(what, () => uploadsSeen(platform), done, { timeoutMs: 5_000, intervalMs: 5 });

describe('uploading a zip while it is written', () => {
  it.each(['multipart', 'raw'] as const)(
    'sends it chunked (%s) before it is complete, and the platform stores its exact bytes',
    async (form) => {
      world = await startWorld();
      const { platform } = world;
      const growing = await growingFile();
      const file = await writer(growing);
      await file.next();
      const uploading = uploadSource(clientOf(platform), growing, { format: form });
      // The request reaches the platform while most of the zip does not exist yet.
      await waitForUploads(platform, 'the upload reaching the platform', (seen) => seen.length === 1);
      for (let piece = 1; piece < PIECES; piece++) await file.next();
      const sha256 = file.finish();
      await uploading;
      const [stored] = [...platform.state.uploads.values()];
      expect(stored?.chunked).toBe(true);
      expect(stored?.record.size).toBe(PIECE * PIECES);
      expect(stored?.record.sha256).toBe(sha256);
    },
  );

  it('sends a zip complete before the attempt with its length', async () => {
    world = await startWorld();
    const growing = await growingFile();
    const file = await writer(growing);
    await file.next();
    const sha256 = file.finish();
    await uploadSource(clientOf(world.platform), growing, { format: 'raw' });
    const [stored] = [...world.platform.state.uploads.values()];
    expect(stored?.chunked).toBe(false);
    expect(stored?.record.sha256).toBe(sha256);
  });

  it('re-sends the same bytes from the file when the connection breaks mid-body', async () => {
    world = await startWorld();
    const { platform } = world;
    platform.faults.add({ operation: 'createUpload', cutRequestAfterBytes: PIECE, times: 1 });
    const growing = await growingFile();
    const file = await writer(growing);
    await file.next();
    await file.next();
    const uploading = uploadSource(clientOf(platform), growing, { format: 'multipart' });
    // The cut happens while the zip is still growing: the retry starts before it is complete too.
    await waitForUploads(platform, 'the retried upload', (seen) => seen.length === 2);
    for (let piece = 2; piece < PIECES; piece++) await file.next();
    const sha256 = file.finish();
    await uploading;
    const seen = uploadsSeen(platform);
    expect(seen.map((entry) => entry.fault)).toEqual([`cut-request:${PIECE}B`, undefined]);
    const stored = [...platform.state.uploads.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.record.sha256).toBe(sha256);
    expect(stored[0]?.record.size).toBe(PIECE * PIECES);
  });

  it('sends the finished file with its length when the platform refuses a chunked body (411)', async () => {
    world = await startWorld({ chunkedUploads: false });
    const { platform } = world;
    const growing = await growingFile();
    const file = await writer(growing);
    await file.next();
    const said: string[] = [];
    const logger: Logger = {
      debug: () => {},
      info: (message) => said.push(message),
      warning: (message) => said.push(message),
    };
    const uploading = uploadSource(clientOf(platform), growing, { format: 'raw', logger });
    await waitForUploads(platform, 'the 411', (seen) => seen.some((entry) => entry.status === 411));
    for (let piece = 1; piece < PIECES; piece++) await file.next();
    const sha256 = file.finish();
    await uploading;
    expect(uploadsSeen(platform).map((entry) => entry.status)).toEqual([411, 201]);
    const stored = [...platform.state.uploads.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.chunked).toBe(false);
    expect(stored[0]?.record.sha256).toBe(sha256);
    expect(said.join('\n')).toMatch(/HTTP 411.*sending it again from the file once packing is over/);
  });
});
