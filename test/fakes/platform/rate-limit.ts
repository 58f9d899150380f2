import { type Clock, realClock } from '../../../src/clock.ts';

/**
 * Sliding-window limiter: at most `limit` accepted requests per caller in any 1000 ms.
 * Refused requests are not counted, so a client that backs off as told by Retry-After gets through.
 */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly clock: Clock;

  constructor(limit: number, clock: Clock = realClock, windowMs = 1000) {
    this.limit = limit;
    this.clock = clock;
    this.windowMs = windowMs;
  }

  /** Records the request and returns 0, or returns the whole seconds to wait (at least 1). */
  take(caller: string, now = this.clock.now()): number {
    const stamps = (this.windows.get(caller) ?? []).filter((at) => now - at < this.windowMs);
    if (stamps.length >= this.limit) {
      this.windows.set(caller, stamps);
      const oldest = stamps[0]!;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    stamps.push(now);
    this.windows.set(caller, stamps);
    return 0;
  }

  reset(): void {
    this.windows.clear();
  }
}
