/**
 * Issue 15 item 2: what each deflate level costs and saves, on the seeded tree and on a real
 * node_modules: archive size and packing wall/CPU time per level, each pack in its own process.
 *
 *   node bench/levels.ts [--quick] [--levels 1,3,6] [--modules PATH | --node-modules] [--repeats N]
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';
import { cachedFixture } from './pack-contestants.ts';

const run = promisify(execFile);
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nodeBinary = join(repositoryRoot, 'node_modules/.bin/node');
const thisFile = fileURLToPath(import.meta.url);

interface LevelRun {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly size: number;
}

async function packOnce(root: string, level: number, outFile: string): Promise<LevelRun> {
  const { stdout } = await run(nodeBinary, [thisFile, '--child', root, outFile, String(level)], {
    maxBuffer: 1 << 20,
  });
  await rm(outFile, { force: true });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LevelRun;
}

export async function measureLevels(
  trees: readonly { label: string; root: string }[],
  levels: readonly number[],
  repeats: number,
): Promise<BenchRow[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'levels-bench-'));
  const rows: BenchRow[] = [];
  try {
    for (const { label, root } of trees) {
      const runs = new Map<number, LevelRun[]>(levels.map((level) => [level, []]));
      for (let round = 0; round < repeats; round++) {
        for (const level of levels)
          runs.get(level)!.push(await packOnce(root, level, join(scratch, 'out.zip')));
      }
      for (const level of levels) {
        const measured = runs.get(level)!;
        const bench = `levels (${label})`;
        rows.push({
          bench,
          metric: `level ${level}: archive size`,
          value: Number((measured[0]!.size / 1e6).toFixed(1)),
          unit: 'MB',
        });
        rows.push({
          bench,
          metric: `level ${level}: pack wall time (median of ${repeats})`,
          value: Number((median(measured.map((m) => m.wallMs)) / 1000).toFixed(2)),
          unit: 's',
        });
        rows.push({
          bench,
          metric: `level ${level}: pack CPU time (median)`,
          value: Number((median(measured.map((m) => m.cpuMs)) / 1000).toFixed(2)),
          unit: 's',
        });
      }
    }
    return rows;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A still copy of this repository's node_modules: the live one changes under other processes (ncc's
 * and vitest's caches), which the packer rightly refuses. Caches and dot-directories are left out.
 */
export async function nodeModulesSnapshot(): Promise<string | undefined> {
  const modules = join(repositoryRoot, 'node_modules');
  if (!existsSync(modules)) return undefined;
  const copy = join(tmpdir(), 'platform-actions-bench', 'node_modules-snapshot');
  if (!existsSync(`${copy}.complete`)) {
    await rm(copy, { recursive: true, force: true });
    await cp(modules, copy, {
      recursive: true,
      dereference: true,
      filter: (source) => !/\/\.[^/]+$|\.cache$/.test(source.slice(modules.length)),
    });
    await writeFile(`${copy}.complete`, '');
  }
  return copy;
}

export async function runLevelsBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const shape = { seed: 20240601, files: quick ? 300 : 7000, totalBytes: quick ? 3_000_000 : 95_000_000 };
  const trees = [
    {
      label: `${shape.files} files, ${Math.round(shape.totalBytes / 1e6)} MB, seeded`,
      root: await cachedFixture(shape),
    },
  ];
  const modules = quick ? undefined : await nodeModulesSnapshot();
  if (modules) trees.push({ label: "this repository's node_modules", root: modules });
  return measureLevels(trees, [1, 3, 6], quick ? 1 : 3);
}

async function child(root: string, outFile: string, level: number): Promise<void> {
  const { packWorkspace } = await import('../src/workspace/pack.ts');
  const started = performance.now();
  const result = await packWorkspace({ root, outFile, compressionLevel: level });
  const usage = process.resourceUsage();
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  console.log(JSON.stringify({ wallMs: performance.now() - started, cpuMs, size: result.size }));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') {
    await child(args[1]!, args[2]!, Number(args[3]));
  } else {
    const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
    const levels = (option('--levels') ?? '1,3,6').split(',').map(Number);
    const quick = args.includes('--quick');
    const shape = { seed: 20240601, files: quick ? 300 : 7000, totalBytes: quick ? 3_000_000 : 95_000_000 };
    const trees = [{ label: 'seeded tree', root: await cachedFixture(shape) }];
    const modules = args.includes('--node-modules') ? await nodeModulesSnapshot() : option('--modules');
    if (modules) trees.push({ label: modules, root: resolve(modules) });
    console.table(await measureLevels(trees, levels, Number(option('--repeats') ?? (quick ? 1 : 3))));
  }
}
