/**
 * cdn-publish before its first write, on a large directory (issue 27 item 4): hashing 10,000 files
 * runs beside looking up and listing a bucket that already holds 10,000 assets (100 pages at the
 * client's default pace). Each round times, in this process and against the local platform, hashing
 * alone, the bucket's lookup and listing alone, and `preparePublish` (both, then the plan): with the
 * two overlapped it takes about the longer of them, not their sum.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformClient } from '../src/api/client.ts';
import { resolveBucket } from '../src/cdn/bucket.ts';
import { CdnApi } from '../src/cdn/cdn-api.ts';
import { hashFiles } from '../src/cdn/hash-files.ts';
import { listLocalFiles } from '../src/cdn/local-files.ts';
import { DEFAULT_TUNING } from '../src/cdn/multipart-sizing.ts';
import { preparePublish } from '../src/cdn/prepare.ts';
import { silentLogger } from '../src/log.ts';
import { type Platform, startPlatform } from '../test/fakes/platform/index.ts';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';

const CONCURRENCY = 8;

/** A bucket whose assets are the files as published once (same keys), straight into the platform's state. */
function seedBucket(platform: Platform, count: number): string {
  const now = new Date().toISOString();
  const id = 'bkt_bench_prepare';
  platform.state.cdnBuckets.set(id, {
    id,
    name: 'bench-prepare',
    visibility: 'public',
    defaultCacheControl: 'public, max-age=3600',
    publicBaseUrl: 'https://cdn.example.test/bench-prepare',
    assetCount: count,
    storageBytes: 0,
    createdAt: now,
    updatedAt: now,
  });
  for (let i = 0; i < count; i++) {
    const key = `d${Math.floor(i / 100)}/f${i}.txt`;
    platform.state.cdnAssets.set(`ast_bench_${i}`, {
      id: `ast_bench_${i}`,
      bucketId: id,
      key,
      size: 10,
      contentType: 'text/plain',
      sha256: '0'.repeat(64),
      etag: '"0"',
      cacheControl: 'public, max-age=3600',
      url: `https://cdn.example.test/bench-prepare/${key}`,
      createdAt: now,
      updatedAt: now,
    });
  }
  return id;
}

/** `count` files of 2-40 KB of text (about 200 MB for 10,000), as a built site's assets. */
function writeSite(root: string, count: number): void {
  for (let i = 0; i < count; i++) {
    const dir = join(root, `d${Math.floor(i / 100)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `f${i}.txt`), `asset ${i} `.repeat(200 + ((i * 7919) % 3600)));
  }
}

/** The client paces one key's requests with a token bucket shared by the process: each timed step
 * starts with it full again, as a run's own first requests would. */
const refillPacing = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function timed(work: () => Promise<unknown>): Promise<number> {
  await refillPacing();
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function runCdnPrepareBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const count = quick ? 300 : 10_000;
  const root = mkdtempSync(join(tmpdir(), 'bench-cdn-prepare-'));
  const platform = await startPlatform();
  try {
    writeSite(root, count);
    seedBucket(platform, count);
    const api = new CdnApi(new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey }));
    const options = {
      api,
      bucket: 'bench-prepare',
      createBucket: false,
      root,
      prefix: '',
      prune: false,
      force: false,
      dryRun: true,
      cacheControl: { kind: 'default' },
      concurrency: CONCURRENCY,
      tuning: DEFAULT_TUNING,
      logger: silentLogger,
    } satisfies Parameters<typeof preparePublish>[0];
    const hashOnly = async () => hashFiles((await listLocalFiles(root)).files, CONCURRENCY);
    const listOnly = async () => {
      const { bucket } = await resolveBucket(api, 'bench-prepare', {
        create: false,
        dryRun: true,
        logger: silentLogger,
      });
      return api.listAssets(bucket!.id, '');
    };
    await hashOnly(); // page cache
    const rounds = { hash: [] as number[], list: [] as number[], prepare: [] as number[] };
    for (let round = 0; round < (quick ? 1 : 3); round++) {
      rounds.hash.push(await timed(hashOnly));
      rounds.list.push(await timed(listOnly));
      rounds.prepare.push(await timed(() => preparePublish(options)));
    }
    const [hash, list, prepare] = [median(rounds.hash), median(rounds.list), median(rounds.prepare)];
    const bench = `cdn prepare (${count} files, a bucket of ${count} assets)`;
    return [
      {
        bench,
        metric: 'listing and hashing the directory alone (median)',
        value: Math.round(hash),
        unit: 'ms',
      },
      {
        bench,
        metric: 'looking up and listing the bucket alone (median)',
        value: Math.round(list),
        unit: 'ms',
      },
      {
        bench,
        metric: 'preparePublish: both, then the plan (median)',
        value: Math.round(prepare),
        unit: 'ms',
      },
      {
        bench,
        metric: `preparePublish vs the longer of the two (their sum would be ${((hash + list) / Math.max(hash, list)).toFixed(2)}×)`,
        value: Number((prepare / Math.max(hash, list)).toFixed(2)),
        unit: '×',
      },
    ];
  } finally {
    await platform.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  console.table(await runCdnPrepareBench({ quick: process.argv.includes('--quick') }));
}
