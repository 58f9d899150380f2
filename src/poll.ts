/**
 * The adaptive polling loop of src/deploy/watch.ts, made generic so one-off runs, database
 * provisioning, compute scaling and proxy statuses follow the same rules: poll fast while something
 * moves, back off while it is quiet, stop at the deadline or on cancellation. It is a base module
 * (beside clock and pause), so any layer may wait this way; watch.ts keeps its own loop.
 */

import { currentClock } from './clock.ts';
import { pause } from './pause.ts';

export interface PollPacing {
  /** The first re-check: most runs and provisionings finish within a few seconds. */
  readonly firstMs: number;
  /** While the watched thing is moving (new output or a new status). */
  readonly activeMs: number;
  readonly maxMs: number;
  readonly backoff: number;
}

const DEFAULT_POLL_PACING: PollPacing = { firstMs: 500, activeMs: 1_000, maxMs: 5_000, backoff: 1.5 };

export interface PollTick<T> {
  /** Set when the watched thing reached an end state. */
  readonly done?: T;
  /** Something changed since the previous tick, so the next one comes soon. */
  readonly moved: boolean;
}

export type PollOutcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'cancelled' };

export interface PollOptions {
  /** Epoch ms after which polling stops with `timed-out`. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly pacing?: Partial<PollPacing>;
}

/** Calls `tick` until it reports `done`, the deadline passes or the signal aborts. */
export async function pollAdaptively<T>(
  tick: () => Promise<PollTick<T>>,
  options: PollOptions,
): Promise<PollOutcome<T>> {
  const pacing = { ...DEFAULT_POLL_PACING, ...options.pacing };
  let interval: number | undefined;
  while (true) {
    if (options.signal?.aborted) return { kind: 'cancelled' };
    const result = await tick();
    if (result.done !== undefined) return { kind: 'done', value: result.done };
    const now = currentClock().now();
    if (now >= options.deadline) return { kind: 'timed-out' };
    interval =
      interval === undefined
        ? pacing.firstMs
        : result.moved
          ? pacing.activeMs
          : Math.min(interval * pacing.backoff, pacing.maxMs);
    await pause(Math.min(interval, options.deadline - now), options.signal);
  }
}
