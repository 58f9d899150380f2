/**
 * What the deploy step's own process says about its main thread, for the pack benchmark: loaded into
 * the bundle's process with `--import` (through NODE_OPTIONS, so the bundle runs unchanged), it
 * writes at exit how long the process lived, how long its main thread sat idle in the event loop
 * (perf_hooks' eventLoopUtilization: waiting with nothing to run), and the CPU time of the main
 * thread and of the whole process. It is a data: URL, so the child parses no TypeScript for it;
 * loading it costs the child about a millisecond before the bundle starts.
 */
import { readFile, rm } from 'node:fs/promises';

export interface StepProbe {
  /** Process start → exit. */
  readonly lifeMs: number;
  /** Of that, the main thread idle in the event loop (everything else it was busy, or waiting for a core). */
  readonly idleMs: number;
  /** CPU time (user + sys) of the main thread, and of every thread of the process. */
  readonly mainCpuMs: number;
  readonly cpuMs: number;
  /**
   * CPU time (user + sys) by kind of thread, read from /proc/self/task at exit (Linux only; absent
   * elsewhere): the main thread, libuv's pool (file reads and zlib), V8's helpers (garbage
   * collection and compilation) and the rest. A thread that ended before the exit is not counted.
   */
  readonly threadCpuMs?: Readonly<Record<ThreadKind, number>>;
}

export type ThreadKind = 'main' | 'pool' | 'v8' | 'other';

const PROBE_FILE_VARIABLE = 'PACK_BENCH_PROBE_FILE';

const PROBE_SOURCE = `
const { writeFileSync } = process.getBuiltinModule('node:fs');
const file = process.env.${PROBE_FILE_VARIABLE};
process.on('exit', () => {
  const loop = performance.eventLoopUtilization();
  const main = process.threadCpuUsage();
  const all = process.cpuUsage();
  let threadCpuMs;
  try {
    const { readdirSync, readFileSync } = process.getBuiltinModule('node:fs');
    threadCpuMs = { main: 0, pool: 0, v8: 0, other: 0 };
    for (const task of readdirSync('/proc/self/task')) {
      const stat = readFileSync('/proc/self/task/' + task + '/stat', 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      const kind = name === 'MainThread' || task === String(process.pid) ? 'main' : name.startsWith('libuv-worker') ? 'pool' : name.startsWith('V8Worker') ? 'v8' : 'other';
      threadCpuMs[kind] += ms;
    }
  } catch {
    threadCpuMs = undefined;
  }
  writeFileSync(file, JSON.stringify({
    threadCpuMs,
    lifeMs: performance.now(),
    idleMs: loop.idle,
    mainCpuMs: (main.user + main.system) / 1000,
    cpuMs: (all.user + all.system) / 1000,
  }));
});
`;

/** The environment that loads the probe into a Node process, writing to `file`. */
export function probeEnvironment(file: string): Record<string, string> {
  return {
    NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(PROBE_SOURCE)}`,
    [PROBE_FILE_VARIABLE]: file,
  };
}

/** What the probe wrote (and removes the file); undefined if the process died before its exit handlers. */
export async function readProbe(file: string): Promise<StepProbe | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StepProbe;
  } catch {
    return undefined;
  } finally {
    await rm(file, { force: true });
  }
}
