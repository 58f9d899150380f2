/**
 * The machine's limit for packing a tree, measured on the same tree in the same run as the packer
 * (issue 27 item 3): reading every file from the page cache, and reading and deflating the same bytes
 * the packer deflates (at the same level; already-compressed formats only read) on every core, split
 * evenly by size, with no archive framing, no CRC and no writes. Nothing a packer does can be faster.
 * Its CPU time (user + sys of the threads that read and deflate, measured in each with
 * `process.threadCpuUsage()`) is the work itself: a step's CPU over it is what packing adds.
 *
 *   node bench/limit.ts <root> [level]   prints the measurement as JSON
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { deflateRawSync } from 'node:zlib';
import { DEFAULT_COMPRESSION_LEVEL, isAlreadyCompressed } from '../src/workspace/file-entries.ts';
import { walkWorkspace } from '../src/workspace/walk.ts';

export interface LimitMeasurement {
  readonly files: number;
  /** Bytes of the tree's files, as read. */
  readonly bytes: number;
  /** One thread reading every file (page cache warm: a read pass runs first). */
  readonly readMs: number;
  /** Every core reading and deflating its share: the limit. */
  readonly limitMs: number;
  /** CPU time (user + sys) those threads spent reading and deflating, summed. */
  readonly limitCpuMs: number;
  readonly cores: number;
}

interface Job {
  readonly path: string;
  readonly deflate: boolean;
}

function readAll(jobs: readonly Job[]): number {
  let bytes = 0;
  for (const job of jobs) bytes += readFileSync(job.path).length;
  return bytes;
}

/** Reads and deflates the jobs; returns this thread's CPU time for it, in ms. */
function packAll(jobs: readonly Job[], level: number): number {
  const before = process.threadCpuUsage();
  for (const job of jobs) {
    const data = readFileSync(job.path);
    if (job.deflate && data.length > 0) deflateRawSync(data, { level, chunkSize: Math.max(64, data.length) });
  }
  const { user, system } = process.threadCpuUsage(before);
  return (user + system) / 1000;
}

/** Splits the jobs into `parts` lists of about equal bytes (largest first, each to the lightest). */
function split(jobs: readonly (Job & { size: number })[], parts: number): Job[][] {
  const lists = Array.from({ length: parts }, () => ({ bytes: 0, jobs: [] as Job[] }));
  for (const job of [...jobs].sort((a, b) => b.size - a.size)) {
    const lightest = lists.reduce((min, list) => (list.bytes < min.bytes ? list : min));
    lightest.jobs.push({ path: job.path, deflate: job.deflate });
    lightest.bytes += job.size;
  }
  return lists.map((list) => list.jobs);
}

export async function measureLimit(
  root: string,
  level = DEFAULT_COMPRESSION_LEVEL,
): Promise<LimitMeasurement> {
  const { files } = await walkWorkspace(root);
  const jobs = files.map((file) => ({
    path: file.sourcePath,
    size: file.size,
    deflate: level > 0 && !isAlreadyCompressed(file.relativePath),
  }));
  readAll(jobs); // warms the page cache
  const readStarted = performance.now();
  const bytes = readAll(jobs);
  const readMs = performance.now() - readStarted;

  const cores = availableParallelism();
  const workers = split(jobs, cores).map(
    (share) => new Worker(new URL(import.meta.url), { workerData: { share, level } }),
  );
  // Each worker says it is ready (started, modules loaded), then packs on `go`.
  await Promise.all(workers.map((worker) => new Promise((ready) => worker.once('message', ready))));
  const started = performance.now();
  const done = workers.map((worker) => new Promise<number>((finished) => worker.once('message', finished)));
  for (const worker of workers) worker.postMessage('go');
  const cpuMs = await Promise.all(done);
  const limitMs = performance.now() - started;
  await Promise.all(workers.map((worker) => worker.terminate()));
  const limitCpuMs = cpuMs.reduce((sum, ms) => sum + ms, 0);
  return { files: files.length, bytes, readMs, limitMs, limitCpuMs, cores };
}

if (!isMainThread) {
  const { share, level } = workerData as { share: Job[]; level: number };
  parentPort!.once('message', () => {
    parentPort!.postMessage(packAll(share, level));
  });
  parentPort!.postMessage('ready');
} else if (import.meta.main) {
  const [root, level] = process.argv.slice(2);
  console.log(JSON.stringify(await measureLimit(root!, level === undefined ? undefined : Number(level))));
}
