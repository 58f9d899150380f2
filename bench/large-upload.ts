/**
 * Issue 16 item 12's proof, too long for `npm test`: an archive of 4 GiB or more uploads whole. A
 * sparse file of 4,831,838,666 bytes (the size from the issue) with random bytes at its start, across
 * the 4 GiB line and at its end goes through `client.upload` to the local platform, in both forms;
 * the platform's record must have the file's size and sha256. Node's file-backed Blob says 536,871,370
 * for such a file, which is what undici's FormData used to send as the length.
 *
 *   npx node bench/large-upload.ts [--quick] [--form multipart|raw]
 *
 * --quick uses a 64 MiB sparse file: it proves the bench runs, not the 4 GiB case.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformClient } from '../src/api/client.ts';
import { closeSharedAgent } from '../src/api/transport.ts';
import { fileUploadBody, type UploadForm } from '../src/api/upload-body.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import type { BenchOptions, BenchRow } from './bench-types.ts';

const ISSUE_SIZE = 4_831_838_666;
const FOUR_GIB = 4 * 1024 ** 3;
const MARK_BYTES = 1024 * 1024;

/** Zeros everywhere but three random marks, so a shifted or truncated byte stream changes the hash. */
async function writeSparse(path: string, size: number): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.truncate(size);
    const marks = [0, Math.min(FOUR_GIB - MARK_BYTES / 2, size / 2), size - MARK_BYTES];
    for (const at of marks) await file.write(randomBytes(MARK_BYTES), 0, MARK_BYTES, Math.floor(at));
  } finally {
    await file.close();
  }
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })) hash.update(chunk);
  return hash.digest('hex');
}

async function uploadOnce(
  path: string,
  size: number,
  expected: string,
  form: UploadForm,
): Promise<BenchRow[]> {
  const platform = await startPlatform({ uploadForms: form });
  const bench = `large-upload (${form})`;
  try {
    const client = new PlatformClient({
      apiUrl: platform.url,
      apiKey: platform.fullKey,
      deadline: Date.now() + 30 * 60_000,
    });
    const stated = (await fileUploadBody(path, { form })).length ?? Number.NaN;
    const started = Date.now();
    await client.upload(path, { form });
    const seconds = (Date.now() - started) / 1000;
    const [stored] = [...platform.state.uploads.values()].map((upload) => upload.record);
    const framing = stated - size;
    return [
      {
        bench,
        metric: 'Content-Length stated',
        value: stated,
        target: `file + ${framing} framing`,
        met: framing >= 0 && framing < 1024,
        proof: true,
      },
      {
        bench,
        metric: 'bytes the platform stored',
        value: stored?.size ?? 0,
        target: `= ${size}`,
        met: stored?.size === size,
        proof: true,
      },
      {
        bench,
        metric: 'sha256 as stored = the file',
        value: stored?.sha256 === expected ? 'yes' : 'no',
        met: stored?.sha256 === expected,
        proof: true,
      },
      { bench, metric: 'upload time', value: seconds.toFixed(1), unit: 's' },
      { bench, metric: 'throughput', value: Math.round(size / 1024 / 1024 / seconds), unit: 'MiB/s' },
    ];
  } finally {
    await platform.close();
  }
}

export async function runLargeUploadBench(
  { quick }: BenchOptions,
  forms: readonly UploadForm[] = ['multipart', 'raw'],
): Promise<BenchRow[]> {
  const size = quick ? 64 * 1024 * 1024 + 7 : ISSUE_SIZE;
  const dir = mkdtempSync(join(tmpdir(), 'bench-large-upload-'));
  const path = join(dir, 'source.zip');
  try {
    await writeSparse(path, size);
    const expected = await sha256(path);
    const blobSize = (await openAsBlob(path)).size;
    const rows: BenchRow[] = [
      { bench: 'large-upload', metric: 'archive size (sparse)', value: size, unit: 'bytes' },
      {
        bench: 'large-upload',
        metric: "node's openAsBlob size (what FormData sent)",
        value: blobSize,
        unit: 'bytes',
      },
    ];
    for (const form of forms) rows.push(...(await uploadOnce(path, size, expected, form)));
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    rows.push({
      bench: 'large-upload',
      metric: 'peak RSS (client and platform)',
      value: peakMiB,
      unit: 'MiB',
      target: '≤ 512 MiB',
      met: peakMiB <= 512,
      proof: true,
    });
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await closeSharedAgent();
  }
}

if (import.meta.main) {
  const formIndex = process.argv.indexOf('--form');
  const forms = formIndex === -1 ? undefined : [process.argv[formIndex + 1] as UploadForm];
  const rows = await runLargeUploadBench({ quick: process.argv.includes('--quick') }, forms);
  console.table(rows);
  if (rows.some((row) => row.proof && row.met === false)) process.exit(1);
}
