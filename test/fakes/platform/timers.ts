/**
 * Every timer the emulator starts (builds, provisioning, runs) goes through here, so close() can
 * cancel them all and tests can await a quiet platform instead of sleeping.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private waiters: (() => void)[] = [];
  private closed = false;

  schedule(ms: number, task: () => void | Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => console.error('[platform] timer task failed:', error))
        .finally(() => this.settleIfIdle());
    }, ms);
    this.pending.add(timer);
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
    for (const timer of this.pending) clearTimeout(timer);
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
