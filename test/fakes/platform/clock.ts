import { AsyncLocalStorage } from 'node:async_hooks';
import { type Clock, realClock } from '../../../src/clock.ts';

/**
 * The clock of the platform whose work is running. Timestamps are written in a hundred places (every
 * `createdAt`), so instead of handing the clock to each, the platform runs its requests, timers and
 * admin calls inside its clock's context; two platforms on two clocks in one process stay apart.
 */
const running = new AsyncLocalStorage<Clock>();

export function platformClock(): Clock {
  return running.getStore() ?? realClock;
}

/** Epoch ms on the platform's clock. */
export function platformNow(): number {
  return platformClock().now();
}

export function withPlatformClock<T>(clock: Clock, work: () => T): T {
  return running.run(clock, work);
}

/** Every method of `target` runs in the clock's context (the admin API, called from test code). */
export function bindToClock<T extends object>(clock: Clock, target: T): T {
  const bound = {} as Record<string, unknown>;
  for (const [name, value] of Object.entries(target)) {
    bound[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            withPlatformClock(clock, () => (value as (...a: unknown[]) => unknown)(...args))
        : value;
  }
  return bound as T;
}
