/**
 * Cold start: from spawning `node dist/deploy/index.js` to the platform seeing its first API request.
 * Repository mode, so no packing sits in between. Also lists the bundle sizes.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { REPO_ROOT } from '../test/e2e/harness.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';

export async function runColdStartBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const platform = await startPlatform({ build: { queuedMs: 10, buildingMs: 20, logLineIntervalMs: 5 } });
  const project = platform.admin.createProject({ name: 'cold-start', repository: 'octo/shop' });
  const samples: number[] = [];
  try {
    for (let i = 0; i < (quick ? 2 : 15); i++) {
      const before = platform.requestLog.length;
      const spawnedAt = Date.now();
      const running = startDeployBundle(platform, project.id, {
        inputs: { source: 'repository', wait: 'false' },
      });
      const result = await running.result;
      if (result.exitCode !== 0) throw new Error(`deploy failed in the cold-start bench:\n${result.stdout}`);
      const first = platform.requestLog[before];
      if (first) samples.push(first.at - spawnedAt);
    }
  } finally {
    await platform.close();
  }
  const p50 = median(samples);
  const rows: BenchRow[] = [
    {
      bench: 'cold start',
      metric: 'spawn → first API request (median)',
      value: Math.round(p50),
      unit: 'ms',
      target: '≤ 150 ms',
      met: p50 <= 150,
    },
  ];
  const bundles = readdirSync(join(REPO_ROOT, 'dist'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const name of bundles.map((entry) => entry.name).sort()) {
    const size = statSync(join(REPO_ROOT, 'dist', name, 'index.js')).size;
    rows.push({
      bench: 'cold start',
      metric: `bundle dist/${name}/index.js`,
      value: (size / 1024 / 1024).toFixed(2),
      unit: 'MiB',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runColdStartBench({ quick: process.argv.includes('--quick') }));
}
