import { type Clock, currentClock } from '../clock.ts';
import { keyFingerprint } from './secrets.ts';

export const DEFAULT_RATE_PER_SECOND = 15;
/** The platform's documented limit per key in any one-second window (§7–8); a connection may say otherwise. */
export const PLATFORM_LIMIT_PER_SECOND = 20;
const WINDOW_MS = 1000;
/** The slowest pace a process may be given: one request every ten seconds. */
export const MIN_RATE_PER_SECOND = 0.1;

export interface BucketOptions {
  readonly ratePerSecond: number;
  /** Requests that may go back to back before pacing starts. */
  readonly burst: number;
  /** The platform's limit per key per second, which the in-flight guard stays under (default 20). */
  readonly limitPerSecond?: number;
  /** A fixed clock; without one the bucket reads the current clock at each call (see #time). */
  readonly clock?: Clock;
}

/**
 * A token bucket in its GCRA form: each request reserves the next free slot when it asks, so waiters
 * leave in arrival order and no burst exceeds `burst + rate` requests in any one-second window.
 * The platform allows 20 req/s per key; the default 15/s with a burst of 3 stays below that even
 * with network jitter, so a normal run never sees a 429.
 */
export class TokenBucket {
  #ratePerSecond: number;
  #intervalMs: number;
  #toleranceMs: number;
  #limitPerSecond: number;
  readonly #fixedClock: Clock | undefined;
  #lastClock: Clock | undefined;
  /** When the next request would be exactly on schedule (the "theoretical arrival time"). */
  #nextSlotAt = 0;
  #pausedUntil = 0;
  /** Requests sent and not yet answered, and when recent ones were answered. */
  #inFlight = 0;
  #answeredAt: number[] = [];

  constructor(options: BucketOptions) {
    this.#fixedClock = options.clock;
    this.#limitPerSecond = options.limitPerSecond ?? PLATFORM_LIMIT_PER_SECOND;
    this.#ratePerSecond = options.ratePerSecond;
    this.#intervalMs = 1000 / options.ratePerSecond;
    this.#toleranceMs = Math.max(0, options.burst - 1) * this.#intervalMs;
  }

  get ratePerSecond(): number {
    return this.#ratePerSecond;
  }

  get limitPerSecond(): number {
    return this.#limitPerSecond;
  }

  /**
   * The clock to read now. The shared buckets live as long as the process, longer than one test's
   * virtual clock: its times mean nothing on another clock, so the schedule starts afresh when the
   * current clock changes (instead of waiting for a slot stamped on a clock that ran ahead).
   */
  #time(): Clock {
    const clock = this.#fixedClock ?? currentClock();
    if (clock !== this.#lastClock) {
      this.#lastClock = clock;
      this.#nextSlotAt = 0;
      this.#pausedUntil = 0;
      this.#inFlight = 0;
      this.#answeredAt = [];
    }
    return clock;
  }

  /** Slows the bucket down (never up): several clients of one key must respect the strictest pace. */
  limitTo(ratePerSecond: number, burst: number, limitPerSecond = this.#limitPerSecond): void {
    this.#limitPerSecond = Math.min(this.#limitPerSecond, limitPerSecond);
    if (ratePerSecond >= this.#ratePerSecond) return;
    const interval = 1000 / ratePerSecond;
    this.#ratePerSecond = ratePerSecond;
    this.#intervalMs = interval;
    this.#toleranceMs = Math.max(0, burst - 1) * interval;
  }

  /** Waits until this request may be sent. */
  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const clock = this.#time();
      const now = clock.now();
      const slot = Math.max(this.#nextSlotAt, now, this.#pausedUntil);
      this.#nextSlotAt = slot + this.#intervalMs;
      const wait = Math.max(slot - this.#toleranceMs, this.#pausedUntil) - now;
      if (wait > 0) await clock.sleep(wait, signal);
      // A 429 seen by another request while this one slept pauses it too; it then queues again.
      if (this.#pausedUntil <= this.#time().now()) return;
    }
  }

  /**
   * The second guard, for what pacing alone cannot see: requests whose first bytes were delayed
   * (a slow first connection, a late timer) reach the platform bunched with later ones. The
   * platform counts a request somewhere between our send and its answer, so any one-second window
   * it sees holds only requests that were in flight or answered within a second when the last of
   * them was sent. Keeping that count below the limit makes a 429 impossible from this process.
   */
  async enter(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const clock = this.#time();
      const now = clock.now();
      while (this.#answeredAt.length > 0 && this.#answeredAt[0]! <= now - WINDOW_MS) this.#answeredAt.shift();
      if (this.#inFlight + this.#answeredAt.length < this.#limitPerSecond - 1) {
        this.#inFlight++;
        return;
      }
      const oldest = this.#answeredAt[0];
      await clock.sleep(oldest === undefined ? 5 : Math.max(1, oldest + WINDOW_MS - now), signal);
    }
  }

  /** Marks a request entered with `enter` as answered (or failed). */
  leave(): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    this.#answeredAt.push(this.#time().now());
  }

  /** After a 429, every request of the key waits until `epochMs` (the server's Retry-After). */
  pauseUntil(epochMs: number): void {
    this.#time();
    if (epochMs <= this.#pausedUntil) return;
    this.#pausedUntil = epochMs;
    this.#nextSlotAt = Math.max(this.#nextSlotAt, epochMs);
  }

  get pausedUntil(): number {
    return this.#pausedUntil;
  }
}

export function defaultBurst(ratePerSecond: number): number {
  return Math.max(1, Math.floor(ratePerSecond / 5));
}

// The platform's limit is per key and per process all requests share it, so there is one bucket per key.
const sharedBuckets = new Map<string, TokenBucket>();

export function sharedBucketFor(
  apiKey: string,
  ratePerSecond = DEFAULT_RATE_PER_SECOND,
  limitPerSecond = PLATFORM_LIMIT_PER_SECOND,
): TokenBucket {
  const id = keyFingerprint(apiKey);
  const burst = defaultBurst(ratePerSecond);
  const existing = sharedBuckets.get(id);
  if (existing) {
    existing.limitTo(ratePerSecond, burst, limitPerSecond);
    return existing;
  }
  const bucket = new TokenBucket({ ratePerSecond, burst, limitPerSecond });
  sharedBuckets.set(id, bucket);
  return bucket;
}

/**
 * One process's share of a key's per-second budget when `sharers` processes (matrix legs, jobs) use
 * the key at the same time: the budget split evenly, rounded down to a hundredth so the shares never
 * add up to more than the budget.
 */
export function budgetShare(budgetPerSecond: number, sharers: number): number {
  const share = Math.floor((budgetPerSecond / Math.max(1, sharers)) * 100) / 100;
  return Math.max(MIN_RATE_PER_SECOND, share);
}
