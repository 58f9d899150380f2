/**
 * Two builds of the deploy bundle side by side, in alternating order in the same rounds: spawn → the
 * platform seeing the first API request, and spawn → exit, as the runner runs it (INPUT_*, `wait:
 * false`). For a change to start-up (the prelude of issue 27), where load drifts more than the
 * change moves the figure: the other build is a copy of dist/deploy from another commit.
 *
 *   mkdir -p /tmp/before && git archive <commit> dist/deploy | tar -x -C /tmp/before
 *   node bench/bundle-ab.ts /tmp/before/dist/deploy/index.js [rounds] [repository|upload] [text|mixed|binary]
 *
 * With `upload`, the tree is the pack benchmark's seeded one of that mix (mixed by default), and the
 * exit times are also compared pair by pair (this build's over the other's, in the same round).
 */
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import { median } from './bench-types.ts';
import { cachedFixture } from './pack-contestants.ts';
import { TREES, type TreeMix } from './workspace-fixture.ts';

const [other, roundsArg = '15', source = 'repository', mixArg = 'mixed'] = process.argv.slice(2);
if (!other) throw new Error('usage: node bench/bundle-ab.ts <other dist/deploy/index.js> [rounds] [source]');

const platform = await startPlatform({
  rateLimit: 1000,
  build: { queuedMs: 3_600_000, buildingMs: 100, logLineIntervalMs: 10 },
});
const projectId = platform.admin.createProject({ name: 'bundle-ab', repository: 'octo/shop' }).id;
if (!(TREES as readonly string[]).includes(mixArg)) throw new Error(`the tree is one of ${TREES.join(', ')}`);
const workspace = await cachedFixture({
  seed: 20240601,
  files: 7000,
  totalBytes: 95_000_000,
  mix: mixArg as TreeMix,
});
// perl's exec keeps every variable (INPUT_API-KEY has a dash, which sh would drop) and costs ~1 ms.
const launchers = {
  other: ['perl', '-e', 'exec $ARGV[0], $ENV{BUNDLE_AB_OTHER}'],
  this: ['perl', '-e', 'exec $ARGV[0], $ARGV[1]'],
};
type Build = keyof typeof launchers;

async function once(build: Build): Promise<{ firstMs: number; wallMs: number }> {
  const before = platform.requestLog.length;
  const spawnedAt = Date.now();
  const result = await startDeployBundle(platform, projectId, {
    workspace,
    launcher: launchers[build],
    env: { BUNDLE_AB_OTHER: other! },
    inputs: { source, wait: 'false', timeout: '10m' },
  }).result;
  if (result.exitCode !== 0) throw new Error(`the ${build} build failed:\n${result.stdout}`);
  const requests = platform.requestLog.slice(before);
  if (requests.filter((entry) => entry.operation === 'getProject').length !== 1) {
    throw new Error(`the ${build} build did not look the project up exactly once`);
  }
  return { firstMs: requests[0]!.at - spawnedAt, wallMs: Date.now() - spawnedAt };
}

const seen: Record<Build, { first: number[]; wall: number[] }> = {
  other: { first: [], wall: [] },
  this: { first: [], wall: [] },
};
try {
  await once('other'); // warms the page cache for both
  await once('this');
  for (let round = 0; round < Number(roundsArg); round++) {
    const order: Build[] = round % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
    for (const build of order) {
      const { firstMs, wallMs } = await once(build);
      seen[build].first.push(firstMs);
      seen[build].wall.push(wallMs);
    }
  }
} finally {
  await platform.close();
}
for (const build of ['other', 'this'] as const) {
  const { first, wall } = seen[build];
  console.log(
    `${source} (${mixArg}) ${build === 'this' ? 'dist/deploy' : other}: first request ${median(first)} ms (${Math.min(...first)}-${Math.max(...first)}), exit ${median(wall)} ms (median of ${first.length})`,
  );
}
const ratios = seen.this.wall.map((wall, round) => wall / seen.other.wall[round]!);
console.log(
  `exit, dist/deploy over the other, pair by pair: ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`,
);
