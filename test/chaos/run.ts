/**
 * npm run chaos [-- --quick]: the seeded randomized fault matrix. Deploys through the real pipeline
 * in-process (200 seeds; 20 with --quick) plus a few runs of the real bundle, each against its own
 * emulator with random 5xx, 429 (every Retry-After form), answers dropped after createDeployment,
 * slow answers and truncated JSON. Prints the outcomes by kind, and exits 1 on any duplicate side
 * effect, hang or unclear failure. Bounded: no run starts after the time budget, none outlives its bound.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeSharedAgent } from '../../src/api/transport.ts';
import { mapLimited } from '../../src/concurrency.ts';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import { deployBundle } from './bundle.ts';
import { type ChaosBounds, deployInProcess } from './in-process.ts';
import { type RunOutcome, tally } from './outcome.ts';

const quick = process.argv.includes('--quick');
const PLAN = quick
  ? { deploys: 20, bundles: 2, budgetMs: 3 * 60_000 }
  : { deploys: 200, bundles: 6, budgetMs: 9 * 60_000 };
const CONCURRENCY = 8;
const BOUNDS: ChaosBounds = { requestTimeoutMs: 1_500, deployTimeoutMs: 20_000, hangMs: 60_000 };
/** Seeds of the bundle runs, apart from the in-process ones. */
const BUNDLE_SEEDS_FROM = 100_001;

// The emulator reports request bodies cut off by a client that timed out; expected here, and noise.
const platformNoise = { count: 0 };
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[platform]')) platformNoise.count++;
  else consoleError(...args);
};

const started = Date.now();
const overBudget = () => Date.now() - started > PLAN.budgetMs;

/** Runs the seeds `width` at a time, starting none after the time budget; prints each unusual outcome. */
async function pool(
  seeds: readonly number[],
  width: number,
  run: (seed: number) => Promise<RunOutcome>,
): Promise<RunOutcome[]> {
  const done = await mapLimited(
    seeds,
    width,
    async (seed) => {
      const outcome = await run(seed);
      if (outcome.kind !== 'live' || outcome.duplicates.length > 0) {
        const flag = outcome.duplicates.length > 0 ? ` DUPLICATE: ${outcome.duplicates.join('; ')}` : '';
        console.log(
          `  ${outcome.via} ${outcome.kind} in ${outcome.durationMs} ms${flag} (${outcome.profile})`,
        );
      }
      return outcome;
    },
    { more: () => !overBudget() },
  );
  // Seeds the budget left unstarted are holes in the array: filter drops them.
  return done.filter((outcome) => outcome !== undefined);
}

const root = makeWorkspace(SITE);
const tempDir = mkdtempSync(join(tmpdir(), 'chaos-'));
console.log(
  `chaos: ${PLAN.deploys} in-process deploys and ${PLAN.bundles} bundle runs, ${CONCURRENCY} at a time, ` +
    `request timeout ${BOUNDS.requestTimeoutMs} ms, hang bound ${BOUNDS.hangMs / 1000} s${quick ? ' (quick)' : ''}`,
);
const seeds = Array.from({ length: PLAN.deploys }, (_, i) => i + 1);
const inProcess = await pool(seeds, CONCURRENCY, (seed) => deployInProcess(seed, { root, tempDir }, BOUNDS));
const bundleSeeds = Array.from({ length: PLAN.bundles }, (_, i) => BUNDLE_SEEDS_FROM + i);
const bundles = await pool(bundleSeeds, 3, (seed) => deployBundle(seed, root, BOUNDS));
await closeSharedAgent();
for (const dir of [root, tempDir]) rmSync(dir, { recursive: true, force: true });

const all = [...inProcess, ...bundles];
const duplicates = all.filter((outcome) => outcome.duplicates.length > 0).length;
const hangs = all.filter((outcome) => outcome.hung).length;
const unclear = all.filter((outcome) => outcome.kind.startsWith('UNCLEAR')).length;
const slowest = Math.max(0, ...all.map((outcome) => outcome.durationMs));
console.log(`\nOutcomes of ${inProcess.length} in-process deploys and ${bundles.length} bundle runs:`);
for (const [kind, count] of tally(all)) console.log(`  ${String(count).padStart(4)}  ${kind}`);
const bundleKinds = tally(bundles).map(([kind, count]) => `${count} ${kind}`);
console.log(`  (of which the bundle runs: ${bundleKinds.join(', ') || 'none'})`);
const skipped = PLAN.deploys + PLAN.bundles - all.length;
if (skipped > 0)
  console.log(`  (${skipped} runs not started: the ${PLAN.budgetMs / 60_000} min budget ran out)`);
console.log(
  `${duplicates} duplicate side effects, ${hangs} hangs, ${unclear} unclear failures ` +
    `(slowest run ${(slowest / 1000).toFixed(1)} s, whole chaos ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `${platformNoise.count} aborted request bodies seen by the emulator)`,
);
process.exit(duplicates + hangs + unclear > 0 ? 1 : 0);
