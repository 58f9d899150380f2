/**
 * CDN publish: N small files published with the cdn-publish action, then republished with 1% changed.
 * Reports API requests used, wall time, the share of the key's 20 req/s budget used, the 429s the
 * platform answered (absorbed by the client) and how many reached the action (a failed run).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/e2e/harness.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import type { BenchOptions, BenchRow } from './bench-types.ts';

const PLATFORM_LIMIT = 20;

function writeFiles(root: string, count: number, generation: (i: number) => number): void {
  for (let i = 0; i < count; i++) {
    const dir = join(root, 'site', `d${Math.floor(i / 100)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `f${i}.txt`), `file ${i} generation ${generation(i)}\n`);
  }
}

export async function runCdnPublishBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const files = quick ? 150 : 10_000;
  const rate = Number(process.env.BENCH_CDN_RATE ?? 18);
  const root = mkdtempSync(join(tmpdir(), 'bench-cdn-'));
  const platform = await startPlatform();
  const inputs = {
    'api-key': platform.fullKey,
    'api-url': platform.url,
    bucket: 'bench-assets',
    'create-bucket': 'true',
    path: 'site',
    'api-rate': String(rate),
  };
  try {
    writeFiles(root, files, () => 0);
    const publish = async (label: string) => {
      const before = platform.requestLog.length;
      const storageBefore = platform.storageLog.filter((r) => r.method === 'PUT').length;
      const started = Date.now();
      const result = await runAction({ action: 'cdn-publish', workspace: root, inputs, bundle: true });
      const seconds = (Date.now() - started) / 1000;
      const failedBy429 = result.exitCode !== 0 && /\b429\b|rate.?limit/i.test(result.errors.join('\n'));
      if (result.exitCode !== 0 && !failedBy429)
        throw new Error(`${label} failed:\n${result.stdout.slice(-3000)}`);
      const requests = platform.requestLog.slice(before);
      return {
        listPages: requests.filter((r) => r.operation === 'listCdnBucketAssets').length,
        seconds,
        requests: requests.length,
        absorbed429: requests.filter((r) => r.status === 429).length,
        puts: platform.storageLog.filter((r) => r.method === 'PUT').length - storageBefore,
        uploaded: Number(result.outputs.uploaded),
        failedBy429,
      };
    };
    const full = await publish('full publish');
    const changed = Math.max(1, Math.round(files / 100));
    writeFiles(root, files, (i) => (i % Math.round(files / changed) === 0 ? 1 : 0));
    const republish = await publish('republish');
    const share = full.requests / full.seconds / PLATFORM_LIMIT;
    return [
      { bench: 'cdn publish', metric: 'files; client pace', value: `${files}; ${rate} req/s` },
      { bench: 'cdn publish', metric: 'full publish: API requests', value: full.requests },
      { bench: 'cdn publish', metric: 'full publish: wall time', value: full.seconds.toFixed(1), unit: 's' },
      {
        bench: 'cdn publish',
        metric: 'full publish: share of the 20 req/s budget',
        value: `${Math.round(share * 100)}%`,
        target: '≥ 85%',
        met: share >= 0.85,
      },
      {
        bench: 'cdn publish',
        metric: '429s absorbed by the client',
        value: full.absorbed429 + republish.absorbed429,
      },
      {
        bench: 'cdn publish',
        metric: 'runs failed by a 429 reaching the action',
        value: Number(full.failedBy429) + Number(republish.failedBy429),
        target: '0',
        met: !full.failedBy429 && !republish.failedBy429,
        proof: true,
      },
      {
        bench: 'cdn publish',
        metric: 'full publish: every file uploaded',
        value: full.uploaded,
        target: String(files),
        met: full.uploaded === files,
        proof: true,
      },
      {
        bench: 'cdn publish',
        metric: 'republish: asset list pages read (100 per page)',
        value: republish.listPages,
        target: String(Math.ceil(files / 100)),
        met: republish.listPages === Math.ceil(files / 100),
        proof: true,
      },
      {
        bench: 'cdn publish',
        metric: `republish (${changed} changed): storage PUTs`,
        value: republish.puts,
        target: String(changed),
        met: republish.puts === changed && republish.uploaded === changed,
        proof: true,
      },
      { bench: 'cdn publish', metric: 'republish: API requests', value: republish.requests },
      {
        bench: 'cdn publish',
        metric: 'republish: wall time',
        value: republish.seconds.toFixed(1),
        unit: 's',
      },
    ];
  } finally {
    await platform.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runCdnPublishBench({ quick: process.argv.includes('--quick') }));
}
