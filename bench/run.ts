/**
 * npm run bench [-- --quick] [-- --only pack,watch]: runs every benchmark one after another, prints
 * one table, and saves the rows to bench/results/latest.json (and a timestamped copy).
 * --quick is CI's smoke run: each benchmark on tiny inputs, to prove it runs, not how fast.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchOptions, BenchRow } from './bench-types.ts';
import { runCdnPrepareBench } from './cdn-prepare.ts';
import { runColdStartBench } from './cold-start.ts';
import { runDnsPlanBench } from './dns-plan.ts';
import { runHttpClientBench } from './http-client.ts';
import { runLargeUploadBench } from './large-upload.ts';
import { runLevelsBench } from './levels.ts';
import { runManyBench } from './many.ts';
import { runMemoryBench } from './memory.ts';
import { packOptionsFrom, runPackBench } from './pack.ts';
import { runParallelBench } from './parallel.ts';
import { runWatchBench } from './watch.ts';

type Bench = (options: BenchOptions) => Promise<BenchRow[]>;

const BENCHES: Record<string, Bench> = {
  // Also takes --tree text,mixed,binary, --repeats N and --contestants deploy,zip,... (see bench/pack.ts).
  pack: ({ quick }) => runPackBench({ ...packOptionsFrom(process.argv.slice(2), true), quick }),
  levels: runLevelsBench,
  memory: runMemoryBench,
  'cold-start': runColdStartBench,
  'http-client': runHttpClientBench,
  watch: runWatchBench,
  parallel: runParallelBench,
  'dns-plan': runDnsPlanBench,
  'large-upload': (options) => runLargeUploadBench(options),
  many: runManyBench,
  'cdn-prepare': runCdnPrepareBench,
};

/** Benchmarks added by other modules register here (e.g. the CDN publish benchmark). */
export function registerBench(name: string, bench: Bench): void {
  BENCHES[name] = bench;
}

async function loadOptionalBenches(): Promise<void> {
  try {
    const specifier = './cdn-publish.ts';
    const cdn = (await import(specifier)) as { runCdnPublishBench?: Bench };
    if (cdn.runCdnPublishBench) registerBench('cdn-publish', cdn.runCdnPublishBench);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
}

function renderMarkdown(rows: readonly BenchRow[]): string {
  const lines = ['| Benchmark | Metric | Value | Target | Met |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const value = `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    lines.push(`| ${row.bench} | ${row.metric} | ${value} | ${row.target ?? ''} | ${met} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1]?.split(',');
  await loadOptionalBenches();
  const rows: BenchRow[] = [];
  let failed = false;
  for (const [name, bench] of Object.entries(BENCHES)) {
    if (only && !only.includes(name)) continue;
    const started = Date.now();
    console.log(`\n== ${name}${quick ? ' (quick)' : ''}`);
    try {
      const result = await bench({ quick });
      rows.push(...result);
      const broken = result.filter((row) => row.proof && row.met === false);
      if (broken.length > 0) {
        failed = true;
        console.error(`benchmark ${name}: proof not met: ${broken.map((row) => row.metric).join('; ')}`);
      }
      console.log(renderMarkdown(result));
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed = true;
      console.error(`benchmark ${name} failed: ${(error as Error).stack ?? error}`);
    }
  }
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`\n== all benchmarks on ${machine}\n${renderMarkdown(rows)}`);
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  const record = JSON.stringify({ at: new Date().toISOString(), quick, machine, rows }, null, 2);
  writeFileSync(new URL('results/latest.json', import.meta.url), record);
  writeFileSync(
    new URL(`results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url),
    record,
  );
  if (failed) process.exit(1);
}

await main();
