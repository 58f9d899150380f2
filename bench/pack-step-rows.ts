/** The deploy step's own rows of the pack benchmark: its timeline, main thread, start-up and proofs. */
import { type BenchRow, median } from './bench-types.ts';
import type { DeployRun } from './pack-deploy.ts';
import type { PackBenchReport } from './pack-report.ts';
import type { ThreadKind } from './step-probe.ts';

export const round = (value: number, digits: number) => Number(value.toFixed(digits));
export const range = (values: readonly number[], digits = 2) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

/** The issue's goal for the first request: within this much of Node's own start on the same machine. */
const FIRST_REQUEST_AFTER_NODE_MS = 40;

export function deployRows(report: PackBenchReport, bench: string, quick: boolean): BenchRow[] {
  const runs = report.deployRuns;
  const at = (pick: (run: DeployRun) => number) => Math.round(median(runs.map(pick)));
  const startups = runs.map((run) => run.startupMs);
  // Per round, against the `node -e 0` spawned just before it, so both saw the same load.
  const afterNode = runs.map((run) => run.startupMs - run.nodeAloneMs);
  const overNode = median(afterNode);
  return [
    {
      bench,
      // The packing time is the action's own "Packed … in N s", a duration from the pack's start
      // (just after the first request), not a time from spawn like the others.
      metric: 'deploy action timeline (medians, ms from spawn; packing as a duration)',
      value: `first request ${at((r) => r.startupMs)}, upload starts ${at((r) => r.uploadStartMs)}, upload answered ${at((r) => r.uploadEndMs)}, create ${at((r) => r.createMs)}, exit ${at((r) => r.wallMs)}; packing took ${at((r) => r.packMs)}`,
    },
    ...mainThreadRows(runs, bench),
    ...pageFaultRows(report, bench),
    {
      bench,
      metric: `deploy action: spawn → first API request (median; ${range(startups, 0)})`,
      value: Math.round(median(startups)),
      unit: 'ms',
    },
    {
      bench,
      metric: `deploy action: first API request after \`node -e 0\`'s own time on this machine, same round (median; per round ${range(afterNode, 0)}; node -e 0 alone, under the same launcher and probe: median ${at((r) => r.nodeAloneMs)} ms)`,
      value: Math.round(overNode),
      unit: 'ms',
      ...(quick
        ? {}
        : {
            target: `≤ node + ${FIRST_REQUEST_AFTER_NODE_MS} ms`,
            met: overNode <= FIRST_REQUEST_AFTER_NODE_MS,
          }),
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

/**
 * The share of the step (process start → exit) its main thread was busy (running, or waiting for a
 * core) and idle in the event loop, and its CPU time against the process's: a main thread that
 * only frames is idle most of the step while other threads read and deflate.
 */
function mainThreadRows(runs: readonly DeployRun[], bench: string): BenchRow[] {
  const probes = runs.flatMap((run) => (run.probe ? [run.probe] : []));
  if (probes.length === 0) return [];
  const lifeMs = median(probes.map((probe) => probe.lifeMs));
  const idleMs = median(probes.map((probe) => probe.idleMs));
  const busyShare = median(probes.map((probe) => 1 - probe.idleMs / probe.lifeMs));
  const mainCpuMs = median(probes.map((probe) => probe.mainCpuMs));
  const cpuShare = median(probes.map((probe) => probe.mainCpuMs / probe.cpuMs));
  const split = probes.flatMap((probe) => (probe.threadCpuMs ? [probe.threadCpuMs] : []));
  const byThread = (kind: ThreadKind) => Math.round(median(split.map((threads) => threads[kind])));
  return [
    ...(split.length === 0
      ? []
      : [
          {
            bench,
            metric: `deploy action: CPU time by thread (medians, user + sys; /proc/self/task at exit): main ${byThread('main')}, libuv pool (reads, zlib) ${byThread('pool')}, V8 helpers (GC, compiling) ${byThread('v8')}, other ${byThread('other')}`,
            value: byThread('main') + byThread('pool') + byThread('v8') + byThread('other'),
            unit: 'ms',
          },
        ]),
    {
      bench,
      metric: `deploy action's main thread: busy share of the step (medians: lived ${Math.round(lifeMs)} ms, idle in the event loop ${Math.round(idleMs)} ms, busy ${Math.round(lifeMs - idleMs)} ms; per round ${range(
        probes.map((probe) => (1 - probe.idleMs / probe.lifeMs) * 100),
        0,
      )}%)`,
      value: Math.round(busyShare * 100),
      unit: '% busy',
    },
    {
      bench,
      metric: `deploy action's main thread: CPU time, user + sys (median ${Math.round(mainCpuMs)} ms), as a share of the process's`,
      value: Math.round(cpuShare * 100),
      unit: '%',
    },
  ];
}

/**
 * The step's minor page faults, a one-file deploy's, and what one costs this machine: on a VM a
 * page of fresh memory can cost tens of µs, so faults times that cost is a share of the step's CPU.
 */
function pageFaultRows(report: PackBenchReport, bench: string): BenchRow[] {
  const faults = report.deployRuns.map((run) => run.minorFaults).filter(Number.isFinite);
  if (faults.length === 0) return [];
  const perPage = report.pageFaultUs;
  const cost = (count: number) =>
    perPage === undefined || !Number.isFinite(perPage)
      ? ''
      : ` ≈ ${Math.round((count * perPage) / 1000)} ms of CPU`;
  const fixed = report.fixedFaults;
  const step = median(faults);
  return [
    {
      bench,
      metric: `deploy action: minor page faults (median; per round ${range(faults, 0)})${cost(step)}${
        fixed === undefined ? '' : `; a one-file deploy's: ${Math.round(fixed)}${cost(fixed)}`
      }${perPage === undefined ? '' : `; this machine: ${perPage.toFixed(1)} µs of CPU per fresh page`}`,
      value: Math.round(step),
      unit: 'faults',
    },
  ];
}
