/**
 * Parallel jobs: 20 deploy processes at once with one key, against the platform's 20 req/s limit.
 * Each process paces itself at 15/s, so together they overrun the limit at first and must absorb
 * 429s with Retry-After. Reports that all succeed, the 429s absorbed and the total time.
 */

import { rmSync } from 'node:fs';
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { makeWorkspace, SITE } from '../test/e2e/fixtures.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import type { BenchOptions, BenchRow } from './bench-types.ts';

export async function runParallelBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const jobs = quick ? 4 : 20;
  const platform = await startPlatform({
    build: { queuedMs: 300, buildingMs: quick ? 1000 : 5000, logLineIntervalMs: 50 },
  });
  const workspace = makeWorkspace(SITE);
  const started = Date.now();
  try {
    const results = await Promise.all(
      Array.from({ length: jobs }, (_, i) => {
        const project = platform.admin.createProject({ name: `parallel-${i}` });
        return startDeployBundle(platform, project.id, { workspace }).result;
      }),
    );
    const totalMs = Date.now() - started;
    const succeeded = results.filter((r) => r.exitCode === 0 && r.outputs.status === 'live').length;
    const deployments = platform.state.deployments.size;
    return [
      { bench: 'parallel jobs', metric: 'jobs sharing one key', value: jobs },
      {
        bench: 'parallel jobs',
        metric: 'jobs live',
        value: `${succeeded}/${jobs}`,
        target: 'all',
        met: succeeded === jobs,
      },
      {
        bench: 'parallel jobs',
        metric: 'deployments created',
        value: deployments,
        target: `${jobs}`,
        met: deployments === jobs,
      },
      {
        bench: 'parallel jobs',
        metric: '429s absorbed',
        value: platform.requestLog.filter((r) => r.status === 429).length,
      },
      { bench: 'parallel jobs', metric: 'total time', value: (totalMs / 1000).toFixed(1), unit: 's' },
    ];
  } finally {
    await platform.close();
    rmSync(workspace, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runParallelBench({ quick: process.argv.includes('--quick') }));
}
