/**
 * Packs a seeded reference workspace with our packer, Info-ZIP's `zip -qr -6` and archiver (used the
 * naive way, `directory()`), each in its own child process, and compares wall time, CPU time, peak
 * RSS, output size, validity (`unzip -t`) and determinism (file mtimes change between rounds).
 *
 *   node bench/pack.ts [--quick] [--repeats N] [--files N] [--bytes N] [--only ours,zip,archiver]
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type BenchRow, median } from './bench-types.ts';
import { generateWorkspace } from './workspace-fixture.ts';

/** What one packer did over all rounds. */
export interface PackerSummary {
  readonly packer: PackerName;
  readonly runs: number;
  /** Median wall time of the child process, milliseconds. */
  readonly wallMs: number;
  readonly wallMsMin: number;
  readonly wallMsMax: number;
  /** Median wall time divided by zip's median (NaN when zip did not run). */
  readonly ratioVsZip: number;
  /** Fastest run divided by zip's fastest: steadier than the median on a shared, noisy machine. */
  readonly bestRatioVsZip: number;
  /** Median user + system CPU time of the child, milliseconds (NaN if unmeasured). */
  readonly cpuMs: number;
  /** Highest peak RSS over the runs, MB of 10^6 bytes (NaN if unmeasured). */
  readonly peakRssMB: number;
  readonly sizeBytes: number;
  /** `unzip -t` passed on every run's output. */
  readonly valid: boolean;
  /** Every run gave the same SHA-256, although file mtimes changed between runs. */
  readonly deterministic: boolean;
  readonly sha256: string;
}

export interface PackBenchOptions {
  /** A tiny tree and two rounds: a smoke test for CI. */
  readonly quick: boolean;
  readonly repeats?: number;
  readonly files?: number;
  readonly totalBytes?: number;
  readonly seed?: number;
  readonly only?: readonly PackerName[];
}

export type PackerName = 'ours' | 'zip' | 'archiver';
const PACKERS: readonly PackerName[] = ['ours', 'zip', 'archiver'];
const LABELS: Record<PackerName, string> = {
  ours: 'ours (packWorkspace)',
  zip: 'zip -qr -6 (Info-ZIP)',
  archiver: 'archiver 8 (naive)',
};

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nodeBinary = join(repositoryRoot, 'node_modules/.bin/node');
const thisFile = fileURLToPath(import.meta.url);
const timeBinary = '/usr/bin/time';
const run = promisify(execFile);

interface Measurement {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssMB: number;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly valid: boolean;
}

/** The benchmark as rows for bench/run.ts; the speed and memory targets apply to the full tree only. */
export async function runPackBench(options: PackBenchOptions): Promise<BenchRow[]> {
  return toBenchRows(await measurePackers(options), options.quick);
}

export async function measurePackers(options: PackBenchOptions): Promise<PackerSummary[]> {
  const quick = options.quick;
  const shape = {
    seed: options.seed ?? 20240601,
    files: options.files ?? (quick ? 300 : 7000),
    totalBytes: options.totalBytes ?? (quick ? 3_000_000 : 95_000_000),
  };
  const repeats = Math.max(2, options.repeats ?? (quick ? 2 : 5));
  const packers = options.only ?? PACKERS;
  const root = await cachedFixture(shape);
  const scratch = await mkdtemp(join(tmpdir(), 'pack-bench-'));
  const env = {
    ...process.env,
    NODE_COMPILE_CACHE: join(tmpdir(), 'platform-actions-bench', 'compile-cache'),
  };
  try {
    // Warm-up: fills the page cache and the compile cache, so every timed run starts equal.
    for (const packer of packers) await measure(packer, root, join(scratch, `warm-${packer}.zip`), env);
    const results = new Map<PackerName, Measurement[]>(packers.map((packer) => [packer, []]));
    for (let round = 0; round < repeats; round++) {
      await touchAll(root, round);
      // Rotating the order spreads the machine's drift over all packers.
      const order = packers.map((_, index) => packers[(index + round) % packers.length]!);
      for (const packer of order) {
        results.get(packer)!.push(await measure(packer, root, join(scratch, `${packer}-${round}.zip`), env));
      }
    }
    return summarize(results);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function cachedFixture(shape: { seed: number; files: number; totalBytes: number }): Promise<string> {
  const root = join(
    tmpdir(),
    'platform-actions-bench',
    `workspace-${shape.seed}-${shape.files}-${shape.totalBytes}`,
  );
  const marker = `${root}.complete`;
  if (!existsSync(marker)) {
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    const generated = await generateWorkspace(root, shape);
    await writeFile(marker, JSON.stringify(generated));
  }
  return root;
}

/** Gives every file the same new mtime, different each round: packers that record mtimes change. */
async function touchAll(directory: string, round: number): Promise<void> {
  const when = new Date(Date.UTC(2024, 0, 1 + round));
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) await utimes(join(entry.parentPath, entry.name), when, when);
  }
}

async function measure(
  packer: PackerName,
  root: string,
  outFile: string,
  env: NodeJS.ProcessEnv,
): Promise<Measurement> {
  await rm(outFile, { force: true });
  const command =
    packer === 'zip'
      ? ['zip', '-qr', '-6', outFile, '.']
      : [nodeBinary, thisFile, '--child', packer, root, outFile];
  const timing = join(dirname(outFile), `${packer}.time`);
  const timed = existsSync(timeBinary);
  const argv = timed ? [timeBinary, '-f', '%U %S %M', '-o', timing, ...command] : command;
  const started = performance.now();
  const childReport = await spawnChild(argv, root, env);
  const wallMs = performance.now() - started;
  const [user, system, maxKiB] = timed
    ? (await readFile(timing, 'utf8')).trim().split(/\s+/).slice(-3).map(Number)
    : selfReported(childReport);
  return {
    wallMs,
    cpuMs: ((user ?? Number.NaN) + (system ?? Number.NaN)) * 1000,
    peakRssMB: ((maxKiB ?? Number.NaN) * 1024) / 1e6,
    sizeBytes: (await stat(outFile)).size,
    sha256: await sha256Of(outFile),
    valid: await unzipTestPasses(outFile),
  };
}

/** Without /usr/bin/time, Node children report their own usage (zip then goes unmeasured). */
function selfReported(report: string): number[] {
  const line = report.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('{')) return [Number.NaN, Number.NaN, Number.NaN];
  const usage = JSON.parse(line) as { userSeconds: number; systemSeconds: number; maxRssKiB: number };
  return [usage.userSeconds, usage.systemSeconds, usage.maxRssKiB];
}

function spawnChild(argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolveChild, reject) => {
    const [command, ...args] = argv;
    const child = spawn(command!, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveChild(output);
      else reject(new Error(`${argv.join(' ')} exited with ${code}`));
    });
  });
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function unzipTestPasses(path: string): Promise<boolean> {
  try {
    await run('unzip', ['-tqq', path], { maxBuffer: 64 << 20 });
    return true;
  } catch {
    return false;
  }
}

function summarize(results: ReadonlyMap<PackerName, Measurement[]>): PackerSummary[] {
  const zipWalls = (results.get('zip') ?? []).map((m) => m.wallMs);
  const zipWall = median(zipWalls);
  const zipBest = zipWalls.length > 0 ? Math.min(...zipWalls) : Number.NaN;
  return [...results].map(([packer, runs]) => {
    const walls = runs.map((m) => m.wallMs);
    const wallMs = median(walls);
    return {
      packer,
      runs: runs.length,
      wallMs,
      wallMsMin: Math.min(...walls),
      wallMsMax: Math.max(...walls),
      ratioVsZip: wallMs / zipWall,
      bestRatioVsZip: Math.min(...walls) / zipBest,
      cpuMs: median(runs.map((m) => m.cpuMs)),
      peakRssMB: Math.max(...runs.map((m) => m.peakRssMB)),
      sizeBytes: runs.at(-1)!.sizeBytes,
      valid: runs.every((m) => m.valid),
      deterministic: runs.every((m) => m.sha256 === runs[0]!.sha256),
      sha256: runs.at(-1)!.sha256,
    };
  });
}

function toBenchRows(summaries: readonly PackerSummary[], quick: boolean): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const summary of summaries) {
    const label = LABELS[summary.packer];
    const ours = summary.packer === 'ours' && !quick;
    const row = (metric: string, value: number | string, unit?: string) => ({
      bench: 'pack',
      metric: `${label}: ${metric}`,
      value,
      unit,
    });
    rows.push(row(`wall time (median of ${summary.runs})`, round(summary.wallMs / 1000, 2), 's'));
    rows.push({
      ...row('wall time vs zip -qr -6 (medians)', round(summary.ratioVsZip, 2), '×'),
      ...(ours ? { target: '≤ 0.7×', met: summary.ratioVsZip <= 0.7 } : {}),
    });
    rows.push(row('wall time vs zip -qr -6 (fastest runs)', round(summary.bestRatioVsZip, 2), '×'));
    rows.push(row('CPU time, user + sys (median)', round(summary.cpuMs / 1000, 2), 's'));
    rows.push({
      ...row('peak RSS', Math.round(summary.peakRssMB), 'MB'),
      ...(ours ? { target: '≤ 200 MB', met: summary.peakRssMB <= 200 } : {}),
    });
    rows.push(row('archive size', round(summary.sizeBytes / 1e6, 1), 'MB'));
    rows.push(row('unzip -t', summary.valid ? 'ok' : 'FAILED'));
    rows.push({
      ...row('same sha256 on every run (mtimes changed between runs)', summary.deterministic ? 'yes' : 'no'),
      ...(summary.packer === 'ours' ? { target: 'yes', met: summary.deterministic } : {}),
    });
  }
  return rows;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function formatTable(rows: readonly PackerSummary[]): string {
  const header = [
    'packer',
    'wall (median, min-max)',
    '× zip',
    '× zip (best)',
    'CPU',
    'peak RSS',
    'size',
    'unzip -t',
    'same sha256',
  ];
  const lines = rows.map((row) => [
    LABELS[row.packer],
    `${(row.wallMs / 1000).toFixed(2)} s (${(row.wallMsMin / 1000).toFixed(2)}-${(row.wallMsMax / 1000).toFixed(2)})`,
    row.ratioVsZip.toFixed(2),
    row.bestRatioVsZip.toFixed(2),
    `${(row.cpuMs / 1000).toFixed(2)} s`,
    `${row.peakRssMB.toFixed(0)} MB`,
    `${(row.sizeBytes / 1e6).toFixed(1)} MB`,
    row.valid ? 'ok' : 'FAILED',
    row.deterministic ? 'yes' : 'no',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

/** Child mode: runs one Node packer and prints its own resource usage as the last line. */
async function runChild(packer: string, root: string, outFile: string): Promise<void> {
  if (packer === 'ours') {
    const { packWorkspace } = await import('../src/workspace/pack.ts');
    await packWorkspace({ root, outFile });
  } else if (packer === 'archiver') {
    const { ZipArchive } = await import('archiver');
    const { createWriteStream } = await import('node:fs');
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const output = createWriteStream(outFile);
    archive.pipe(output);
    archive.directory(root, false);
    await Promise.all([archive.finalize(), new Promise<void>((done) => output.on('close', () => done()))]);
  } else {
    throw new Error(`Unknown packer ${packer}`);
  }
  const usage = process.resourceUsage();
  const report = {
    userSeconds: usage.userCPUTime / 1e6,
    systemSeconds: usage.systemCPUTime / 1e6,
    maxRssKiB: usage.maxRSS,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function numberOption(args: readonly string[], name: string): number | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : undefined;
}

function packersOption(args: readonly string[]): PackerName[] | undefined {
  const index = args.indexOf('--only');
  if (index < 0) return undefined;
  const names = (args[index + 1] ?? '').split(',');
  return PACKERS.filter((packer) => names.includes(packer));
}

async function main(args: readonly string[]): Promise<void> {
  if (args[0] === '--child') {
    await runChild(args[1]!, args[2]!, args[3]!);
    return;
  }
  const rows = await measurePackers({
    quick: args.includes('--quick'),
    repeats: numberOption(args, '--repeats'),
    files: numberOption(args, '--files'),
    totalBytes: numberOption(args, '--bytes'),
    only: packersOption(args),
  });
  console.log(`pack bench: ${availableParallelism()} CPUs reported, Node ${process.version}`);
  console.log(formatTable(rows));
  const ours = rows.find((row) => row.packer === 'ours');
  if (args.includes('--quick')) {
    console.log('(quick: the tree is too small for the speed and memory targets to mean anything)');
  } else if (ours && !Number.isNaN(ours.ratioVsZip)) {
    const speed = ours.ratioVsZip <= 0.7 ? 'meets' : 'misses';
    const memory = ours.peakRssMB <= 200 ? 'meets' : 'misses';
    console.log(`ours ${speed} the ≤0.7× zip target and ${memory} the ≤200 MB peak RSS target.`);
  }
}

if (import.meta.main) await main(process.argv.slice(2));
