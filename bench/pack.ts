/**
 * The deploy step as a user feels it, on three seeded trees (text-heavy, mixed, binary-heavy): the
 * deploy bundle run as the runner runs it (INPUT_*, `wait: false`) against the local platform, side by
 * side in the same rounds with `zip -qr` alone, `zip -qr` followed by a `curl` upload of its zip to the
 * same platform, the packer alone, and the machine's limit on the same tree (bench/limit.ts: every
 * file read and deflated on every core, no framing), in a rotating order, file mtimes changed between
 * rounds. It prints wall times and their ratios, peak RSS, the deploy's start-up (spawn → first API
 * request) and timeline, and proves the uploaded bytes are the archive's, the same every round, and
 * the same again after a retried upload.
 *
 *   node bench/pack.ts [--quick] [--repeats N] [--files N] [--bytes N] [--tree text,mixed,binary]
 *                      [--only deploy,zip,zip-curl,pack,limit]
 */
import { type BenchRow, median } from './bench-types.ts';
import {
  type Contestant,
  cachedFixture,
  type Measurement,
  measureRounds,
  type RoundResult,
} from './pack-contestants.ts';
import { DeployHarness, type DeployRun } from './pack-deploy.ts';
import type { ContestantSummary, PackBenchReport } from './pack-report.ts';
import { packRows } from './pack-rows.ts';
import { measurePageFaultCost } from './page-cost.ts';
import { measureStepFloorExtras } from './step-floor.ts';
import { TREES, type TreeMix } from './workspace-fixture.ts';

export interface PackBenchOptions {
  readonly quick: boolean;
  readonly repeats?: number;
  readonly files?: number;
  readonly totalBytes?: number;
  readonly only?: readonly Contestant[];
  readonly trees?: readonly TreeMix[];
}

const CONTESTANTS: readonly Contestant[] = ['deploy', 'zip', 'zip-curl', 'pack', 'limit'];

export async function runPackBench(options: PackBenchOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const tree of options.trees ?? TREES) {
    rows.push(...packRows(await measurePackBench(options, tree), options.quick));
  }
  return rows;
}

export async function measurePackBench(options: PackBenchOptions, tree: TreeMix): Promise<PackBenchReport> {
  const quick = options.quick;
  const shape = {
    seed: 20240601,
    files: options.files ?? (quick ? 300 : 7000),
    totalBytes: options.totalBytes ?? (quick ? 3_000_000 : 95_000_000),
    mix: tree,
  };
  const repeats = Math.max(quick ? 2 : 3, options.repeats ?? (quick ? 2 : 5));
  const contestants = options.only ?? CONTESTANTS;
  const root = await cachedFixture(shape);
  const harness = await DeployHarness.start();
  try {
    const rounds = await measureRounds(root, contestants, repeats, harness);
    const retrySameBytes = contestants.includes('deploy')
      ? await harness.retriedDeploySameBytes(root)
      : false;
    const fixed =
      contestants.includes('deploy') && contestants.includes('limit')
        ? await oneFileDeployCost(harness, repeats)
        : undefined;
    const archiveBytes = rounds.find((round) => round.deploy)?.deploy?.sizeBytes;
    const floorExtras =
      fixed === undefined || archiveBytes === undefined
        ? undefined
        : await measureStepFloorExtras(root, archiveBytes);
    return {
      tree,
      rounds: repeats,
      summaries: summarize(rounds, contestants),
      deployRuns: rounds.flatMap((round) => (round.deploy ? [round.deploy] : [])),
      limits: rounds.flatMap((round) => (round.limit ? [round.limit] : [])),
      sameBytes: harness.everyDeployStoredItsOwnBytes(),
      retrySameBytes,
      ...(fixed === undefined ? {} : { fixedCpuMs: fixed.cpuMs, fixedFaults: fixed.faults }),
      ...(floorExtras === undefined ? {} : { floorExtras }),
      ...(contestants.includes('deploy') ? { pageFaultUs: measurePageFaultCost() } : {}),
      shape: `${tree}: ${shape.files} files, ${Math.round(shape.totalBytes / 1e6)} MB, seeded`,
    };
  } finally {
    await harness.close();
  }
}

/** The median CPU time and page faults of deploying a one-file tree, `repeats` times after a warm-up. */
async function oneFileDeployCost(
  harness: DeployHarness,
  repeats: number,
): Promise<{ cpuMs: number; faults: number }> {
  const root = await cachedFixture({ seed: 20240601, files: 1, totalBytes: 1000, mix: 'text' });
  await harness.deployAside(root, 'one-file-warm-up');
  const runs: DeployRun[] = [];
  for (let index = 0; index < repeats; index += 1) {
    runs.push(await harness.deployAside(root, `one-file-${index}`));
  }
  return { cpuMs: median(runs.map((run) => run.cpuMs)), faults: median(runs.map((run) => run.minorFaults)) };
}

function summarize(rounds: readonly RoundResult[], contestants: readonly Contestant[]): ContestantSummary[] {
  const timed = contestants.filter((c): c is Exclude<Contestant, 'limit'> => c !== 'limit');
  return timed.map((contestant) => {
    const runs: Measurement[] = rounds.map((round) => round[contestant]!);
    const walls = runs.map((run) => run.wallMs);
    return {
      contestant,
      walls,
      wallMs: median(walls),
      peakRssMB: Math.max(...runs.map((run) => run.peakRssMB)),
      cpuMs: median(runs.map((run) => run.cpuMs)),
      sizeBytes: runs.at(-1)!.sizeBytes,
    };
  });
}

function numberOption(args: readonly string[], name: string): number | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : undefined;
}

function listOption<T extends string>(args: readonly string[], name: string): T[] | undefined {
  const index = args.indexOf(name);
  return index < 0 ? undefined : (args[index + 1]!.split(',') as T[]);
}

/**
 * The options of `node bench/pack.ts ...`; under `npm run bench` (`underRunner`), whose `--only` picks
 * benchmarks, the contestants come from `--contestants` alone.
 */
export function packOptionsFrom(args: readonly string[], underRunner = false): PackBenchOptions {
  return {
    quick: args.includes('--quick'),
    repeats: numberOption(args, '--repeats'),
    files: numberOption(args, '--files'),
    totalBytes: numberOption(args, '--bytes'),
    only:
      listOption<Contestant>(args, '--contestants') ??
      (underRunner ? undefined : listOption<Contestant>(args, '--only')),
    trees: listOption<TreeMix>(args, '--tree'),
  };
}

if (import.meta.main) {
  const rows = await runPackBench(packOptionsFrom(process.argv.slice(2)));
  console.table(
    rows.map(({ bench, metric, value, unit, target, met }) => ({ bench, metric, value, unit, target, met })),
  );
  if (rows.some((row) => row.proof && row.met === false)) process.exit(1);
}
