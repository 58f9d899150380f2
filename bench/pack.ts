/**
 * The deploy step as a user feels it: the deploy bundle run as the runner runs it (INPUT_*,
 * `wait: false`) against the local platform, side by side in the same rounds with `zip -qr` alone and
 * with `zip -qr` followed by a `curl` upload of its zip to the same platform, on the same seeded tree
 * (file mtimes change between rounds). It prints wall times, their ratios, peak RSS, the deploy's
 * start-up (spawn → first API request), and proves the uploaded bytes are the archive's, the same
 * every round, and the same again after a retried upload.
 *
 *   node bench/pack.ts [--quick] [--repeats N] [--files N] [--bytes N] [--only deploy,zip,zip-curl,pack]
 */
import { type BenchRow, median } from './bench-types.ts';
import { type Contestant, cachedFixture, measureRounds, type RoundResult } from './pack-contestants.ts';
import { DeployHarness, type DeployRun } from './pack-deploy.ts';

export interface PackBenchOptions {
  readonly quick: boolean;
  readonly repeats?: number;
  readonly files?: number;
  readonly totalBytes?: number;
  readonly only?: readonly Contestant[];
}

const CONTESTANTS: readonly Contestant[] = ['deploy', 'zip', 'zip-curl', 'pack'];
const LABELS: Record<Contestant, string> = {
  deploy: 'deploy action (bundle, wait: false)',
  zip: 'zip -qr',
  'zip-curl': 'zip -qr, then curl upload',
  pack: 'packer alone (packWorkspace)',
  archiver: 'archiver 8 (naive, level 6)',
};

export interface ContestantSummary {
  readonly contestant: Contestant;
  readonly walls: readonly number[];
  readonly wallMs: number;
  readonly peakRssMB: number;
  readonly cpuMs: number;
  readonly sizeBytes: number;
}

export interface PackBenchReport {
  readonly rounds: number;
  readonly summaries: readonly ContestantSummary[];
  /** The deploy rounds, for their start-up and timeline. */
  readonly deployRuns: readonly DeployRun[];
  /** Every deploy round reported the same archive-sha256, and the platform stored exactly those bytes. */
  readonly sameBytes: boolean;
  /** A deploy whose upload was cut mid-body stored the same sha256 after its retry. */
  readonly retrySameBytes: boolean;
  readonly shape: string;
}

export async function runPackBench(options: PackBenchOptions): Promise<BenchRow[]> {
  return toBenchRows(await measurePackBench(options), options.quick);
}

export async function measurePackBench(options: PackBenchOptions): Promise<PackBenchReport> {
  const quick = options.quick;
  const shape = {
    seed: 20240601,
    files: options.files ?? (quick ? 300 : 7000),
    totalBytes: options.totalBytes ?? (quick ? 3_000_000 : 95_000_000),
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
    return {
      rounds: repeats,
      summaries: summarize(rounds, contestants),
      deployRuns: rounds.flatMap((round) => (round.deploy ? [round.deploy] : [])),
      sameBytes: harness.everyDeployStoredItsOwnBytes(),
      retrySameBytes,
      shape: `${shape.files} files, ${Math.round(shape.totalBytes / 1e6)} MB, seeded`,
    };
  } finally {
    await harness.close();
  }
}

function summarize(rounds: readonly RoundResult[], contestants: readonly Contestant[]): ContestantSummary[] {
  return contestants.map((contestant) => {
    const runs = rounds.map((round) => round[contestant]!);
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

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function toBenchRows(report: PackBenchReport, quick: boolean): BenchRow[] {
  const of = (contestant: Contestant) => report.summaries.find((s) => s.contestant === contestant);
  const zip = of('zip');
  const zipCurl = of('zip-curl');
  const deploy = of('deploy');
  const bench = `pack (${report.shape})`;
  const rows: BenchRow[] = [];
  for (const summary of report.summaries) {
    const label = LABELS[summary.contestant];
    const walls = summary.walls.map((ms) => (ms / 1000).toFixed(2)).join(', ');
    rows.push({
      bench,
      metric: `${label}: wall time (median of ${report.rounds}; ${walls})`,
      value: round(summary.wallMs / 1000, 2),
      unit: 's',
    });
    rows.push({
      bench,
      metric: `${label}: CPU time, user + sys (median)`,
      value: round(summary.cpuMs / 1000, 2),
      unit: 's',
    });
    const targeted = summary.contestant === 'deploy' && !quick;
    rows.push({
      bench,
      metric: `${label}: peak RSS`,
      value: Math.round(summary.peakRssMB),
      unit: 'MB',
      ...(targeted ? { target: '≤ 200 MB', met: summary.peakRssMB <= 200 } : {}),
    });
    if (summary.sizeBytes > 0)
      rows.push({
        bench,
        metric: `${label}: archive size`,
        value: round(summary.sizeBytes / 1e6, 1),
        unit: 'MB',
      });
  }
  if (deploy && zip) {
    const ratio = deploy.wallMs / zip.wallMs;
    rows.push({
      bench,
      metric: 'deploy action vs zip -qr alone (medians)',
      value: round(ratio, 2),
      unit: '×',
      ...(quick ? {} : { target: '≤ 0.7×', met: ratio <= 0.7 }),
    });
    const perRound = deploy.walls.map((wall, index) => wall / zip.walls[index]!);
    rows.push({
      bench,
      metric: 'deploy action vs zip -qr, per round (min-max)',
      value: `${Math.min(...perRound).toFixed(2)}-${Math.max(...perRound).toFixed(2)}`,
      unit: '×',
    });
  }
  if (deploy && zipCurl) {
    rows.push({
      bench,
      metric: 'deploy action vs zip -qr + curl upload (medians)',
      value: round(deploy.wallMs / zipCurl.wallMs, 2),
      unit: '×',
    });
  }
  if (deploy) {
    const startups = report.deployRuns.map((run) => run.startupMs);
    const startup = median(startups);
    const at = (pick: (run: DeployRun) => number) => Math.round(median(report.deployRuns.map(pick)));
    rows.push({
      bench,
      metric: 'deploy action timeline (medians, ms from spawn)',
      value: `first request ${at((r) => r.startupMs)}, upload starts ${at((r) => r.uploadStartMs)}, packed in ${at((r) => r.packMs)}, upload answered ${at((r) => r.uploadEndMs)}, create ${at((r) => r.createMs)}, exit ${at((r) => r.wallMs)}`,
    });
    rows.push({
      bench,
      metric: `deploy action: spawn → first API request (median; ${Math.round(Math.min(...startups))}-${Math.round(Math.max(...startups))})`,
      value: Math.round(startup),
      unit: 'ms',
      ...(quick ? {} : { target: '≤ 150 ms', met: startup <= 150 }),
    });
    rows.push({
      bench,
      metric: 'deploy action: same archive-sha256 every round (mtimes changed), stored byte for byte',
      value: report.sameBytes ? 'yes' : 'no',
      target: 'yes',
      met: report.sameBytes,
      proof: true,
    });
    rows.push({
      bench,
      metric: 'deploy action: upload cut mid-body, retried: stored the same sha256',
      value: report.retrySameBytes ? 'yes' : 'no',
      target: 'yes',
      met: report.retrySameBytes,
      proof: true,
    });
  }
  return rows;
}

function numberOption(args: readonly string[], name: string): number | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : undefined;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex < 0 ? undefined : (args[onlyIndex + 1]!.split(',') as Contestant[]);
  const rows = await runPackBench({
    quick: args.includes('--quick'),
    repeats: numberOption(args, '--repeats'),
    files: numberOption(args, '--files'),
    totalBytes: numberOption(args, '--bytes'),
    only,
  });
  console.table(rows.map(({ metric, value, unit, target, met }) => ({ metric, value, unit, target, met })));
  if (rows.some((row) => row.proof && row.met === false)) process.exit(1);
}
