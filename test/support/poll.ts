/**
 * The one "read until it holds" loop of the test suite: waiting on the local platform's timers (a
 * build, a provisioning database, a run) through its API or its store.
 */
import { type Clock, currentClock } from '../../src/clock.ts';

export interface PollOptions {
  /** Give up after this long; default 10 s. */
  readonly timeoutMs?: number;
  /** Pause between reads; default 25 ms. */
  readonly intervalMs?: number;
  /**
   * The clock the wait runs on: the platform's when waiting on its timers, so an accelerated or
   * virtual platform clock is not waited out in real time. Default: the clock installed for src/.
   */
  readonly clock?: Clock;
}

/**
 * Reads until `done` holds and returns that value. Past the timeout it fails with what the wait was for
 * (`what`, or `what(last)` to name the last state seen), so a stuck wait says where it stuck.
 */
export async function pollUntil<T>(
  what: string | ((last: T) => string),
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options: PollOptions = {},
): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 25, clock = currentClock() } = options;
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (clock.now() > deadline) {
      const label = typeof what === 'string' ? what : what(value);
      throw new Error(`${label}: still not there after ${timeoutMs} ms`);
    }
    await clock.sleep(intervalMs);
  }
}
