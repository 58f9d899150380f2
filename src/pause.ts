import { type Clock, currentClock } from './clock.ts';

/**
 * Waits `ms` on the clock, or less when `signal` aborts: polling loops then see the abort at their
 * next check and wrap up, instead of unwinding through a rejection.
 */
export async function pause(ms: number, signal?: AbortSignal, clock: Clock = currentClock()): Promise<void> {
  if (signal?.aborted || ms <= 0) return;
  try {
    await clock.sleep(ms, signal);
  } catch (error) {
    // Only an abort ends a sleep early; anything else is a bug to surface.
    if (!signal?.aborted) throw error;
  }
}
