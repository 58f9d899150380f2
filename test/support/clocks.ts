/**
 * Clocks for tests: every wait in src/ and in the local platform reads the one `Clock` (src/clock.ts),
 * so a test decides how fast time goes. Two kinds, for two situations:
 *
 * `AcceleratedClock` — anything with real sockets (the client against the local platform, the
 * in-process action runner). Virtual time runs `factor` times faster than real time (default 100: a
 * 30 s request timeout takes 0.3 s, a 1 s poll 10 ms), but only while the event loop is free. A stalled
 * loop (a blocked test, a starved worker on a shared core) stops virtual time, so a socket answer that
 * is late because this process could not run never looks like a timeout:
 *
 *     const clock = new AcceleratedClock();
 *     const undo = installClock(clock);                 // src/ waits on it from here on
 *     const platform = await startPlatform({ clock });  // and the platform agrees on the time
 *     try {
 *       // run the action; a `timeout: 30s` step costs ~0.3 s, Retry-After: 1 costs ~10 ms
 *     } finally {
 *       undo();
 *       await platform.close();
 *     }
 *
 * One clock per test (or per file): installing a new clock also restarts the client's shared pacing,
 * which reads the current clock at each call. Dates the platform writes are on the same clock, so
 * "created after this run started" comparisons hold. Nothing needs stopping: the clock's heartbeat
 * runs only while someone sleeps on it.
 *
 * `VirtualClock` — time moves only when the test says so (`advance`, `runAll`), or, with
 * `autoAdvance`, jumps to the next timer whenever nothing else is left to run. Use it for exact
 * timing (a sliding window's edges, the slots of a token bucket) and for code that does no real I/O:
 * auto-advancing cannot see a socket answer on its way, so it would fire a timeout early.
 *
 * Both list the sleeps that ran to their end in `sleeps` (an aborted sleep, such as the timeout of a
 * request that was answered, is not a wait that happened).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type Clock, installClock } from '../../src/clock.ts';

/** 2030-01-01T00:00:00Z: a fixed, recognisable start for virtual clocks. */
export const VIRTUAL_EPOCH = Date.parse('2030-01-01T00:00:00Z');

interface Sleeper {
  readonly due: number;
  readonly ms: number;
  readonly seq: number;
  readonly resolve: () => void;
}

/** Sleepers in due order, ties in the order they were made, so equal waits end first-come first-served. */
class SleeperQueue {
  #items: Sleeper[] = [];
  #seq = 0;

  add(due: number, ms: number, resolve: () => void): Sleeper {
    const sleeper = { due, ms, seq: this.#seq++, resolve };
    let index = this.#items.length;
    while (index > 0 && this.#items[index - 1]!.due > due) index--;
    this.#items.splice(index, 0, sleeper);
    return sleeper;
  }

  remove(sleeper: Sleeper): void {
    const index = this.#items.indexOf(sleeper);
    if (index >= 0) this.#items.splice(index, 1);
  }

  get first(): Sleeper | undefined {
    return this.#items[0];
  }

  get size(): number {
    return this.#items.length;
  }

  /** Removes and returns every sleeper due at or before `time`. */
  takeDue(time: number): Sleeper[] {
    let count = 0;
    while (count < this.#items.length && this.#items[count]!.due <= time) count++;
    return this.#items.splice(0, count);
  }
}

/** `sleep` as Clock defines it, over a queue: resolves when woken, rejects when the signal aborts first. */
function queueSleep(
  queue: SleeperQueue,
  due: number,
  ms: number,
  signal: AbortSignal | undefined,
  onChange: () => void,
  onDone: (ms: number) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      queue.remove(sleeper);
      onChange();
      reject(signal?.reason);
    };
    const sleeper = queue.add(due, ms, () => {
      signal?.removeEventListener('abort', onAbort);
      onDone(ms);
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    onChange();
  });
}

/**
 * What both test clocks share: sleepers kept in a queue (ended by the clock's own rule for moving
 * time, `onQueueChange` told whenever the queue changes) and a record of every sleep that ended.
 */
abstract class QueuedClock implements Clock {
  /** The length of every sleep that ended, in the order they ended. */
  readonly sleeps: number[] = [];
  protected readonly queue = new SleeperQueue();

  abstract now: () => number;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    queueSleep(
      this.queue,
      this.now() + Math.max(0, ms),
      ms,
      signal,
      () => this.onQueueChange(),
      (done) => this.sleeps.push(done),
    );

  /** Sleeps not yet ended. */
  get pending(): number {
    return this.queue.size;
  }

  protected abstract onQueueChange(): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface VirtualClockOptions {
  /** Epoch ms the clock starts at (default 2030-01-01T00:00:00Z). */
  readonly start?: number;
  /**
   * Jump to the next timer whenever the event loop has nothing else to run (checked on the next turn
   * after each change). Only for code without real I/O: a socket answer on its way is invisible here.
   */
  readonly autoAdvance?: boolean;
}

/** Time that moves only when told to (or, with `autoAdvance`, when everything else is waiting on it). */
export class VirtualClock extends QueuedClock {
  readonly #autoAdvance: boolean;
  #time: number;
  #checkScheduled = false;

  constructor(options: VirtualClockOptions = {}) {
    super();
    this.#time = options.start ?? VIRTUAL_EPOCH;
    this.#autoAdvance = options.autoAdvance ?? false;
  }

  now = (): number => this.#time;

  protected override onQueueChange(): void {
    this.#scheduleCheck();
  }

  /**
   * Moves time forward by `ms`, waking every sleeper due on the way in due order; after each wake the
   * continuations it starts run (a turn of the event loop) before time moves on, as they would in
   * real time.
   */
  async advance(ms: number): Promise<void> {
    const target = this.#time + Math.max(0, ms);
    await nextTurn();
    for (let first = this.queue.first; first && first.due <= target; first = this.queue.first) {
      this.#wakeAt(first.due);
      await nextTurn();
    }
    this.#time = target;
  }

  /** Advances to each next due sleeper until none is left (at most `limit` wakes, against a loop that never ends). */
  async runAll(limit = 10_000): Promise<void> {
    await nextTurn();
    for (let wakes = 0; this.queue.first; wakes++) {
      if (wakes >= limit)
        throw new Error(`VirtualClock.runAll: still ${this.pending} sleeper(s) after ${limit} wakes`);
      this.#wakeAt(this.queue.first.due);
      await nextTurn();
    }
  }

  #wakeAt(time: number): void {
    this.#time = Math.max(this.#time, time);
    for (const sleeper of this.queue.takeDue(this.#time)) sleeper.resolve();
  }

  #scheduleCheck(): void {
    if (!this.#autoAdvance || this.#checkScheduled) return;
    this.#checkScheduled = true;
    // setImmediate runs after every pending promise continuation: if the sleeper is still first then,
    // nothing else can happen before it.
    setImmediate(() => {
      this.#checkScheduled = false;
      const first = this.queue.first;
      if (!first) return;
      this.#wakeAt(first.due);
      this.#scheduleCheck();
    });
  }
}

export interface AcceleratedClockOptions {
  /** How many virtual ms pass per real ms of free event loop (default 100). */
  readonly factor?: number;
  /** Epoch ms the clock starts at (default: the real time now, so its dates read as today's). */
  readonly start?: number;
}

/** The loop is checked this often; a check that comes later than STALL_MS means it was not free. */
const HEARTBEAT_MS = 5;
const STALL_MS = 15;

/**
 * Virtual time that runs `factor` times faster than real time while the event loop is free.
 *
 * Why accelerated rather than auto-advancing: these tests talk over real loopback sockets, and no
 * clock can tell "nothing left to do" from "an answer is on its way" (nor from a file write in the
 * thread pool). A clock that jumped to the next timer when idle would sometimes fire a 30 s request
 * timeout while the answer was in flight; one that merely runs fast keeps every wait proportionate.
 *
 * Why it stops while the loop is stalled: on 2 cores shared by 4 workers a process can be held off
 * the CPU for tens of ms, and a loop can be blocked by synchronous work. Either would let a plain
 * accelerated clock (virtual = factor × real) jump seconds at once, and a timer would then fire
 * before the socket callbacks that were ready all along. So real time is counted in steps of at most
 * STALL_MS between looks at the clock, and a heartbeat looks every HEARTBEAT_MS: time runs when the
 * loop is free, and a stall counts as STALL_MS however long it was.
 *
 * A sleep never ends before its virtual due time; it may end later (timers have 1 ms granularity,
 * i.e. `factor` virtual ms), as a real sleep may.
 */
export class AcceleratedClock extends QueuedClock {
  readonly factor: number;
  #virtual: number;
  #real = performance.now();
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #frozen = false;

  constructor(options: AcceleratedClockOptions = {}) {
    super();
    this.factor = options.factor ?? 100;
    if (!(this.factor >= 1)) throw new Error('AcceleratedClock factor must be at least 1');
    this.#virtual = options.start ?? Date.now();
  }

  /**
   * Time stands still within one synchronous run of code: it is read from the real clock once, then
   * frozen until the microtasks of that run are done. Sleeps started together (`[2000, 500,
   * 1000].map(sleep)`) thus share one start and end in due order, however long the process was held
   * off the CPU between the calls (each look would otherwise add up to STALL_MS × factor).
   */
  now = (): number => {
    if (!this.#frozen) {
      this.#fold();
      this.#frozen = true;
      queueMicrotask(() => {
        this.#frozen = false;
      });
    }
    return this.#virtual;
  };

  protected override onQueueChange(): void {
    this.#arm();
  }

  #fold(): void {
    const real = performance.now();
    this.#virtual += Math.min(real - this.#real, STALL_MS) * this.factor;
    this.#real = real;
  }

  #arm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const first = this.queue.first;
    this.#beatWhile(first !== undefined);
    if (!first) return;
    const realWait = Math.max(0, (first.due - this.now()) / this.factor);
    this.#timer = setTimeout(() => this.#wake(), realWait);
  }

  /**
   * The heartbeat runs only while someone sleeps, so idle clocks cost nothing; with no sleeper, each
   * look at the clock counts at most STALL_MS since the last, which only makes elapsed times shorter.
   */
  #beatWhile(sleeping: boolean): void {
    if (sleeping && !this.#heartbeat) {
      this.now();
      this.#heartbeat = setInterval(() => this.#fold(), HEARTBEAT_MS);
      // The heartbeat only measures; the pending sleeps' timer keeps the process alive, as real timers do.
      this.#heartbeat.unref();
    } else if (!sleeping && this.#heartbeat) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = undefined;
    }
  }

  #wake(): void {
    this.#timer = undefined;
    // A sleeper whose due time a stall pushed back is simply re-armed for the rest.
    for (const sleeper of this.queue.takeDue(this.now())) sleeper.resolve();
    this.#arm();
  }
}

/**
 * For a test file whose tests run one at a time: a fresh AcceleratedClock is installed before each
 * test and removed after it; `startWorld()` gives the platform the same clock. Read `.clock` inside
 * a test for the one in force.
 */
export function useAcceleratedClock(options: AcceleratedClockOptions = {}): {
  readonly clock: AcceleratedClock;
} {
  const holder: { clock: AcceleratedClock } = { clock: new AcceleratedClock(options) };
  let undo = () => {};
  beforeEach(() => {
    holder.clock = new AcceleratedClock(options);
    undo = installClock(holder.clock);
  });
  afterEach(() => undo());
  return holder;
}

/**
 * For a file whose tests run concurrently (`describe.concurrent`): one AcceleratedClock for the whole
 * file, installed before its first test and removed after its last, shared by every test's platform.
 */
export function useFileAcceleratedClock(options: AcceleratedClockOptions = {}): AcceleratedClock {
  const clock = new AcceleratedClock(options);
  let undo = () => {};
  beforeAll(() => {
    undo = installClock(clock);
  });
  afterAll(() => undo());
  return clock;
}
