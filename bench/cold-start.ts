/**
 * Cold start: from spawning `node dist/deploy/index.js` to the platform seeing its first API request
 * (the project lookup, which the bundle's prelude sends before loading the rest of itself; see
 * src/actions/deploy/prelude.ts). Repository mode, so no packing sits in between. Each round runs the bundle twice, side by side:
 * as a fresh runner does (no compile cache) and with Node's compile cache warm (NODE_COMPILE_CACHE,
 * what `module.enableCompileCache()` would give a runner that kept its cache), to show what the cache
 * would buy. Also lists the bundle sizes (the entry, and the chunks loaded only when needed).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { REPO_ROOT } from '../test/e2e/harness.ts';
import { type Platform, startPlatform } from '../test/fakes/platform/index.ts';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';

async function firstRequestMs(platform: Platform, projectId: string, env: Record<string, string>) {
  const before = platform.requestLog.length;
  const spawnedAt = Date.now();
  const result = await startDeployBundle(platform, projectId, {
    inputs: { source: 'repository', wait: 'false' },
    env,
  }).result;
  if (result.exitCode !== 0) throw new Error(`deploy failed in the cold-start bench:\n${result.stdout}`);
  const first = platform.requestLog[before];
  if (!first) throw new Error('the deploy made no request in the cold-start bench');
  return first.at - spawnedAt;
}

export async function runColdStartBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const platform = await startPlatform({ build: { queuedMs: 10, buildingMs: 20, logLineIntervalMs: 5 } });
  const project = platform.admin.createProject({ name: 'cold-start', repository: 'octo/shop' });
  const cache = mkdtempSync(join(tmpdir(), 'cold-start-compile-cache-'));
  const fresh: number[] = [];
  const cached: number[] = [];
  try {
    await firstRequestMs(platform, project.id, { NODE_COMPILE_CACHE: cache }); // fills the cache
    for (let i = 0; i < (quick ? 2 : 15); i++) {
      // Alternating which goes first spreads the machine's drift over both.
      const order = i % 2 === 0 ? ['fresh', 'cached'] : ['cached', 'fresh'];
      for (const kind of order) {
        if (kind === 'fresh') fresh.push(await firstRequestMs(platform, project.id, {}));
        else cached.push(await firstRequestMs(platform, project.id, { NODE_COMPILE_CACHE: cache }));
      }
    }
  } finally {
    await platform.close();
    rmSync(cache, { recursive: true, force: true });
  }
  const range = (values: readonly number[]) =>
    `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
  const p50 = median(fresh);
  const rows: BenchRow[] = [
    {
      bench: 'cold start',
      metric: `spawn → first API request, as a fresh runner runs it (median; ${range(fresh)})`,
      value: Math.round(p50),
      unit: 'ms',
      ...(quick ? {} : { target: '≤ 120 ms', met: p50 <= 120 }),
    },
    {
      bench: 'cold start',
      metric: `the same with Node's compile cache warm (median, same rounds; ${range(cached)})`,
      value: Math.round(median(cached)),
      unit: 'ms',
    },
  ];
  const bundles = readdirSync(join(REPO_ROOT, 'dist'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const name of bundles.map((entry) => entry.name).sort()) {
    const files = readdirSync(join(REPO_ROOT, 'dist', name)).filter((file) => file.endsWith('.js'));
    const size = (file: string) => statSync(join(REPO_ROOT, 'dist', name, file)).size;
    const chunks = files.filter((file) => file !== 'index.js').reduce((sum, file) => sum + size(file), 0);
    rows.push({
      bench: 'cold start',
      metric: `bundle dist/${name}/index.js (chunks loaded when needed: ${(chunks / 1024 / 1024).toFixed(2)} MiB)`,
      value: (size('index.js') / 1024 / 1024).toFixed(2),
      unit: 'MiB',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runColdStartBench({ quick: process.argv.includes('--quick') }));
}
