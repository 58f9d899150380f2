/**
 * Two checkouts' packers side by side, each round in a fresh process (cold, as a deploy runs it:
 * no JIT warmed by an earlier round, reader threads or deflate streams started from nothing), in
 * alternating order, on one of the pack benchmark's seeded trees. For a change to the packer, where
 * the bundle's start-up and the upload would only add noise; bench/bundle-ab.ts compares bundles.
 *
 *   git worktree add ../other <branch>   (and link node_modules into it)
 *   node bench/packer-ab.ts ../other [rounds] [text|mixed|binary]
 *
 * Prints each round's wall and CPU time (user + sys of the whole process, threads included) and the
 * archive's sha256, then the medians and this checkout's over the other's, pair by pair.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from './bench-types.ts';
import { cachedFixture } from './pack-contestants.ts';
import { TREES, type TreeMix } from './workspace-fixture.ts';

const run = promisify(execFile);

interface Round {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly sha256: string;
}

/** The child: packs `root` once with the packer of `checkout`, and prints one JSON line. */
async function packOnce(checkout: string, root: string, outFile: string): Promise<void> {
  const { packWorkspace } = await import(join(checkout, 'src/workspace/pack.ts'));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { sha256 } = await packWorkspace({ root, outFile });
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  console.log(JSON.stringify({ wallMs, cpuMs: (user + system) / 1000, sha256 } satisfies Round));
}

async function measure(checkout: string, root: string, outFile: string): Promise<Round> {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await run(process.execPath, [self, '--child', checkout, root, outFile]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Round;
}

async function main(args: readonly string[]): Promise<void> {
  if (args[0] === '--child') return packOnce(args[1]!, args[2]!, args[3]!);
  const [other, roundsArg = '6', mixArg = 'mixed'] = args;
  if (!other) throw new Error('usage: node bench/packer-ab.ts <other checkout> [rounds] [text|mixed|binary]');
  if (!(TREES as readonly string[]).includes(mixArg))
    throw new Error(`the tree is one of ${TREES.join(', ')}`);
  const root = await cachedFixture({
    seed: 20240601,
    files: 7000,
    totalBytes: 95_000_000,
    mix: mixArg as TreeMix,
  });
  const checkouts = { this: resolve(fileURLToPath(new URL('..', import.meta.url))), other: resolve(other) };
  const scratch = await mkdtemp(join(tmpdir(), 'packer-ab-'));
  const rounds: Record<'this' | 'other', Round[]> = { this: [], other: [] };
  try {
    await measure(checkouts.this, root, join(scratch, 'warm.zip')); // the page cache
    for (let round = 0; round < Number(roundsArg); round++) {
      const order = round % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const);
      for (const which of order) {
        const result = await measure(checkouts[which], root, join(scratch, `${which}.zip`));
        rounds[which].push(result);
        const { wallMs, cpuMs, sha256 } = result;
        console.log(
          `${round} ${which}: ${wallMs.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms, ${sha256.slice(0, 12)}`,
        );
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  for (const which of ['this', 'other'] as const) {
    const wall = median(rounds[which].map((r) => r.wallMs));
    const cpu = median(rounds[which].map((r) => r.cpuMs));
    console.log(`${which} (${checkouts[which]}): median ${wall.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms`);
  }
  const pairs = rounds.this.map((r, index) => r.wallMs / rounds.other[index]!.wallMs);
  console.log(
    `this / other, pair by pair: median ${median(pairs).toFixed(2)}× (${pairs.map((p) => p.toFixed(2)).join(', ')})`,
  );
}

await main(process.argv.slice(2));
