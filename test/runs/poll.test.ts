import { describe, expect, it } from 'vitest';
import { installClock } from '../../src/clock.ts';
import { pollAdaptively } from '../../src/poll.ts';
import { VirtualClock } from '../support/clocks.ts';

const FAST = { firstMs: 5, activeMs: 10, maxMs: 40, backoff: 2 };

describe('pollAdaptively', () => {
  it('polls quickly while things move and backs off while quiet', async () => {
    // On a clock of its own: real gaps on a loaded machine ran past any bound (212 ms for a 40 ms wait).
    const clock = new VirtualClock({ autoAdvance: true });
    const undo = installClock(clock);
    const at: number[] = [];
    const moves = [true, true, false, false, false, false];
    try {
      const outcome = await pollAdaptively(
        async () => {
          at.push(clock.now());
          const tick = at.length - 1;
          return tick === moves.length ? { done: 'ok', moved: true } : { moved: moves[tick]! };
        },
        { deadline: clock.now() + 5_000, pacing: FAST },
      );
      expect(outcome).toEqual({ kind: 'done', value: 'ok' });
    } finally {
      undo();
    }
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    // first, active (after a move), then doubling while quiet, capped at 40.
    expect(gaps).toEqual([5, 10, 20, 40, 40, 40]);
  });

  it('stops at the deadline with timed-out, and on abort with cancelled', async () => {
    const timedOut = await pollAdaptively(async () => ({ moved: false }), {
      deadline: Date.now() + 60,
      pacing: FAST,
    });
    expect(timedOut).toEqual({ kind: 'timed-out' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const cancelled = await pollAdaptively(async () => ({ moved: false }), {
      deadline: Date.now() + 10_000,
      signal: controller.signal,
      pacing: { ...FAST, maxMs: 5_000, firstMs: 5_000 },
    });
    expect(cancelled).toEqual({ kind: 'cancelled' });
  });
});
