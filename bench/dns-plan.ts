/**
 * dns-sync on a large zone, without the network: read the file, decode the platform's records, plan,
 * and render the summary table and the outputs. Targets: a 30,000-record zone within 5 s on the CI
 * machine, twice the records in about twice the time (near-linear), and the summary and the `plan`
 * output under GitHub's limits (1 MiB, 1 MB) with the cut rows counted.
 *   node bench/run.ts --only dns-plan [--quick]
 */

import { OUTPUT_LIMIT_BYTES, SUMMARY_LIMIT_BYTES } from '../src/render/table-budget.ts';
import { readDnsFile } from '../src/sync/dns/file.ts';
import { decodePlatformDnsRecords } from '../src/sync/dns/platform.ts';
import { dnsRecordProvider } from '../src/sync/dns/provider.ts';
import { planCancellable, renderPlanMarkdown, syncOutputs } from '../src/sync/engine/index.ts';
import { largeZone } from '../test/sync/helpers/large-zone.ts';
import type { BenchOptions, BenchRow } from './bench-types.ts';

const zone = { id: 'bench-zone', name: 'example.com' };
const unused = async (): Promise<never> => {
  throw new Error('the plan bench makes no writes');
};

interface Timed {
  readonly ms: number;
  readonly summaryBytes: number;
  readonly planOutputBytes: number;
}

async function planZone(count: number): Promise<Timed> {
  const { fileText, platformRecords } = largeZone(count);
  const started = performance.now();
  const desired = readDnsFile(fileText, 'dns.yml');
  const current = decodePlatformDnsRecords(platformRecords, zone.name).records;
  const writer = { createRecord: unused, updateRecord: unused, deleteRecord: unused };
  const planned = await planCancellable(
    dnsRecordProvider(writer, zone),
    desired,
    current,
    { prune: true },
    undefined,
  );
  const summary = renderPlanMarkdown(planned);
  const outputs = syncOutputs(planned);
  return {
    ms: performance.now() - started,
    summaryBytes: Buffer.byteLength(summary),
    planOutputBytes: Buffer.byteLength(outputs.plan ?? ''),
  };
}

export async function runDnsPlanBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const count = quick ? 3_000 : 30_000;
  const half = await planZone(count / 2);
  const full = await planZone(count);
  const ratio = full.ms / half.ms;
  const rows: BenchRow[] = [
    {
      bench: 'dns-plan',
      metric: `read + plan + render, ${count.toLocaleString('en-US')} records`,
      value: Math.round(full.ms),
      unit: 'ms',
      ...(quick ? {} : { target: '≤ 5000 ms', met: full.ms <= 5_000 }),
    },
    {
      bench: 'dns-plan',
      metric: `time for ${count.toLocaleString('en-US')} ÷ time for half as many`,
      value: ratio.toFixed(2),
      ...(quick ? {} : { target: '≤ 2.6 (near-linear)', met: ratio <= 2.6 }),
    },
    underLimit('job summary table', full.summaryBytes, SUMMARY_LIMIT_BYTES),
    underLimit('`plan` output', full.planOutputBytes, OUTPUT_LIMIT_BYTES),
  ];
  return rows;
}

/** A size the full plan must keep under a limit GitHub sets: a proof row, whatever the run's size. */
function underLimit(metric: string, bytes: number, limit: number): BenchRow {
  return {
    bench: 'dns-plan',
    metric,
    value: bytes,
    unit: 'bytes',
    target: `< ${limit}`,
    met: bytes < limit,
    proof: true,
  };
}
