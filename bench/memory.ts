/**
 * Memory: pack and upload a large workspace to the local platform with the deploy action, and read
 * the action process's peak RSS (GNU time's %M). It must not grow with the archive.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import type { BenchOptions, BenchRow } from './bench-types.ts';

/** Pseudo-random, poorly compressible content, generated fast from a fixed seed. */
function writeLargeWorkspace(root: string, totalBytes: number): number {
  const fileBytes = 4 * 1024 * 1024;
  const block = Buffer.alloc(fileBytes);
  let state = 0x9e3779b9;
  let files = 0;
  for (let written = 0; written < totalBytes; written += fileBytes) {
    for (let i = 0; i < fileBytes; i += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      block.writeUInt32LE(state >>> 0, i);
    }
    const dir = join(root, `part-${Math.floor(files / 50)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `blob-${files}.bin`), block);
    files++;
  }
  return files;
}

export async function runMemoryBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const totalBytes = (quick ? 64 : 1024) * 1024 * 1024;
  const root = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const files = writeLargeWorkspace(root, totalBytes);
  const rssFile = join(root, '..', `${root.split('/').pop()}-rss.txt`);
  const platform = await startPlatform({ build: { queuedMs: 50, buildingMs: 200, logLineIntervalMs: 1 } });
  const project = platform.admin.createProject({ name: 'memory' });
  try {
    const started = Date.now();
    const result = await startDeployBundle(platform, project.id, {
      workspace: root,
      launcher: ['/usr/bin/time', '-f', '%M', '-o', rssFile],
      inputs: { wait: 'false', timeout: '20m' },
    }).result;
    if (result.exitCode !== 0)
      throw new Error(`memory bench deploy failed:\n${result.stdout}\n${result.stderr}`);
    const peakMiB = Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) / 1024;
    const seconds = (Date.now() - started) / 1000;
    return [
      {
        bench: 'memory',
        metric: 'workspace packed and uploaded',
        value: `${totalBytes / 1024 / 1024} MiB, ${files} files`,
      },
      {
        bench: 'memory',
        metric: 'deploy action peak RSS',
        value: Math.round(peakMiB),
        unit: 'MiB',
        target: '≤ 250 MiB',
        met: peakMiB <= 250,
      },
      { bench: 'memory', metric: 'pack + upload time', value: seconds.toFixed(1), unit: 's' },
    ];
  } finally {
    await platform.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(rssFile, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runMemoryBench({ quick: process.argv.includes('--quick') }));
}
