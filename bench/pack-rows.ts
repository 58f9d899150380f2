/** The pack benchmark's report as table rows: one tree's figures, ratios and proofs. */
import { type BenchRow, median } from './bench-types.ts';
import type { Contestant } from './pack-contestants.ts';
import type { DeployRun } from './pack-deploy.ts';
import type { PackBenchReport } from './pack-report.ts';

const LABELS: Record<Exclude<Contestant, 'limit'>, string> = {
  deploy: 'deploy action (bundle, wait: false)',
  zip: 'zip -qr',
  'zip-curl': 'zip -qr, then curl upload',
  pack: 'packer alone (packWorkspace)',
  archiver: 'archiver 8 (naive, level 6)',
};

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const range = (values: readonly number[], digits = 2) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

export function packRows(report: PackBenchReport, quick: boolean): BenchRow[] {
  const of = (contestant: Contestant) => report.summaries.find((s) => s.contestant === contestant);
  const bench = `pack (${report.shape})`;
  const rows: BenchRow[] = [];
  const targeted = (target: string, met: boolean) => (quick ? {} : { target, met });
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
    rows.push({
      bench,
      metric: `${label}: peak RSS (highest round)`,
      value: Math.round(summary.peakRssMB),
      unit: 'MB',
      ...(summary.contestant === 'deploy' ? targeted('≤ 200 MB', summary.peakRssMB <= 200) : {}),
    });
    if (summary.sizeBytes > 0)
      rows.push({
        bench,
        metric: `${label}: archive size`,
        value: round(summary.sizeBytes / 1e6, 1),
        unit: 'MB',
      });
  }
  const deploy = of('deploy');
  const zip = of('zip');
  const zipCurl = of('zip-curl');
  if (deploy && zip) {
    const ratio = deploy.wallMs / zip.wallMs;
    rows.push({
      bench,
      metric: `deploy action vs zip -qr alone (medians; per round ${range(deploy.walls.map((wall, i) => wall / zip.walls[i]!))})`,
      value: round(ratio, 2),
      unit: '×',
      ...targeted('≤ 0.5×', ratio <= 0.5),
    });
  }
  if (deploy && zipCurl) {
    rows.push({
      bench,
      metric: `deploy action vs zip -qr + curl upload (medians; per round ${range(deploy.walls.map((wall, i) => wall / zipCurl.walls[i]!))})`,
      value: round(deploy.wallMs / zipCurl.wallMs, 2),
      unit: '×',
    });
  }
  rows.push(...limitRows(report, bench, quick));
  if (deploy) rows.push(...deployRows(report, bench, quick));
  return rows;
}

/** The machine's limit on this tree, and the packer's and the step's distance from it. */
function limitRows(report: PackBenchReport, bench: string, quick: boolean): BenchRow[] {
  if (report.limits.length === 0) return [];
  const limitMs = median(report.limits.map((limit) => limit.limitMs));
  const readMs = median(report.limits.map((limit) => limit.readMs));
  const { bytes, cores } = report.limits[0]!;
  const mbPerSecond = (ms: number) => round(bytes / 1e6 / (ms / 1000), 0);
  const rows: BenchRow[] = [
    {
      bench,
      metric: `limit: every file read from the page cache, one thread (median; ${bytes} bytes)`,
      value: Math.round(readMs),
      unit: 'ms',
    },
    {
      bench,
      metric: `limit: every file read and deflated at level 1 on ${cores} cores, no framing (median; ${range(
        report.limits.map((l) => l.limitMs),
        0,
      )} ms) = ${mbPerSecond(limitMs)} MB/s of input`,
      value: Math.round(limitMs),
      unit: 'ms',
    },
  ];
  const packs = report.deployRuns.map((run) => run.packMs).filter((ms) => Number.isFinite(ms));
  if (packs.length > 0) {
    const packMs = median(packs);
    rows.push({
      bench,
      metric: `packer inside the action: ${mbPerSecond(packMs)} MB/s of input (pack time ${Math.round(packMs)} ms, median) vs the limit's time`,
      value: round(packMs / limitMs, 2),
      unit: '×',
    });
  }
  const deploy = report.summaries.find((s) => s.contestant === 'deploy');
  if (deploy) {
    const ratio = deploy.wallMs / limitMs;
    rows.push({
      bench,
      metric: 'deploy step (spawn to exit, median) vs the limit',
      value: round(ratio, 2),
      unit: '×',
      ...(quick ? {} : { target: '≤ 1.3× (goal)', met: ratio <= 1.3 }),
    });
  }
  return rows;
}

function deployRows(report: PackBenchReport, bench: string, quick: boolean): BenchRow[] {
  const runs = report.deployRuns;
  const startups = runs.map((run) => run.startupMs);
  const startup = median(startups);
  const at = (pick: (run: DeployRun) => number) => Math.round(median(runs.map(pick)));
  return [
    {
      bench,
      metric: 'deploy action timeline (medians, ms from spawn)',
      value: `first request ${at((r) => r.startupMs)}, upload starts ${at((r) => r.uploadStartMs)}, packed in ${at((r) => r.packMs)}, upload answered ${at((r) => r.uploadEndMs)}, create ${at((r) => r.createMs)}, exit ${at((r) => r.wallMs)}`,
    },
    {
      bench,
      metric: `deploy action: spawn → first API request (median; ${range(startups, 0)})`,
      value: Math.round(startup),
      unit: 'ms',
      ...(quick ? {} : { target: '≤ 120 ms', met: startup <= 120 }),
    },
    {
      bench,
      metric: 'deploy action: same archive-sha256 every round (mtimes changed), stored byte for byte',
      value: report.sameBytes ? 'yes' : 'no',
      target: 'yes',
      met: report.sameBytes,
      proof: true,
    },
    {
      bench,
      metric: 'deploy action: upload cut mid-body, retried: stored the same sha256',
      value: report.retrySameBytes ? 'yes' : 'no',
      target: 'yes',
      met: report.retrySameBytes,
      proof: true,
    },
  ];
}
