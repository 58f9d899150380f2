import { type Clock, realClock } from '../../../src/clock.ts';
import { withPlatformClock } from './clock.ts';

/**
 * Every timer the emulator starts (builds, provisioning, runs, injected delays) goes through here, on
 * the platform's clock: close() can cancel them all, tests can await a quiet platform instead of
 * sleeping, and a virtual clock runs a 5-minute build in milliseconds.
 */
export class Timers {
  readonly clock: Clock;
  private readonly pending = new Set<AbortController>();
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(clock: Clock = realClock) {
    this.clock = clock;
  }

  schedule(ms: number, task: () => void | Promise<void>): void {
    if (this.closed) return;
    const cancel = new AbortController();
    this.pending.add(cancel);
    this.clock.sleep(Math.max(0, ms), cancel.signal).then(
      () => {
        this.pending.delete(cancel);
        Promise.resolve()
          .then(() => withPlatformClock(this.clock, task))
          .catch((error: unknown) => console.error('[platform] timer task failed:', error))
          .finally(() => this.settleIfIdle());
      },
      () => {}, // cancelled by close()
    );
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.schedule(ms, resolve));
  }

  /** Resolves once no timer is pending (tasks that schedule more keep it busy). */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  get size(): number {
    return this.pending.size;
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.pending) cancel.abort();
    this.pending.clear();
    this.settleIfIdle();
  }

  private settleIfIdle(): void {
    if (this.pending.size > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
