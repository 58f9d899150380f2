/**
 * Watch: several deploys of a long build at once (repository mode, so only watching is measured).
 * Requests per deployment, the average request rate of one job, and live-detection latency: from the
 * platform flipping the deployment to live until the action process exits.
 */
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';

export async function runWatchBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const buildSeconds = quick ? 4 : 60;
  const jobs = quick ? 2 : 6;
  const platform = await startPlatform({
    build: { queuedMs: 500, buildingMs: buildSeconds * 1000, logLineIntervalMs: 200 },
  });
  try {
    const runs = await Promise.all(
      Array.from({ length: jobs }, async (_, i) => {
        const project = platform.admin.createProject({ name: `watch-${i}`, repository: 'octo/shop' });
        const running = startDeployBundle(platform, project.id, { inputs: { source: 'repository' } });
        const result = await running.result;
        const exitedAt = Date.now();
        if (result.exitCode !== 0) throw new Error(`watch bench deploy failed:\n${result.stdout}`);
        const id = result.outputs['deployment-id']!;
        const deployment = platform.state.deployments.get(id)!;
        const liveAt = Date.parse(deployment.finishedAt ?? '');
        const requests = platform.requestLog.filter((r) => r.path.includes(id)).length;
        const createdAt = Date.parse(deployment.createdAt);
        return {
          requests,
          latencyMs: exitedAt - liveAt,
          ratePerSecond: requests / ((liveAt - createdAt) / 1000),
        };
      }),
    );
    const p50 = median(runs.map((r) => r.latencyMs));
    const rate = Math.max(...runs.map((r) => r.ratePerSecond));
    return [
      { bench: 'watch', metric: `build length × parallel jobs`, value: `${buildSeconds} s × ${jobs}` },
      {
        bench: 'watch',
        metric: 'requests per deployment (median)',
        value: median(runs.map((r) => r.requests)),
      },
      {
        bench: 'watch',
        metric: 'requests/s per job (worst)',
        value: rate.toFixed(2),
        target: '≤ 1',
        met: rate <= 1,
      },
      {
        bench: 'watch',
        metric: 'live-detection latency p50',
        value: Math.round(p50),
        unit: 'ms',
        target: '≤ 1500 ms',
        met: p50 <= 1500,
      },
      {
        bench: 'watch',
        metric: '429 responses',
        value: platform.requestLog.filter((r) => r.status === 429).length,
      },
    ];
  } finally {
    await platform.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runWatchBench({ quick: process.argv.includes('--quick') }));
}
