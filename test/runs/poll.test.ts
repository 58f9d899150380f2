import { describe, expect, it } from 'vitest';
import { pollAdaptively } from '../../src/runs/poll.ts';

const FAST = { firstMs: 5, activeMs: 10, maxMs: 40, backoff: 2 };

describe('pollAdaptively', () => {
  it('polls quickly while things move and backs off while quiet', async () => {
    const at: number[] = [];
    const moves = [true, true, false, false, false, false];
    const outcome = await pollAdaptively(
      async () => {
        at.push(Date.now());
        const tick = at.length - 1;
        return tick === moves.length ? { done: 'ok', moved: true } : { moved: moves[tick]! };
      },
      { deadline: Date.now() + 5_000, pacing: FAST },
    );
    expect(outcome).toEqual({ kind: 'done', value: 'ok' });
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps).toHaveLength(6);
    // first, active, active, then 20, 40, 40 (capped).
    expect(gaps[5]!).toBeGreaterThanOrEqual(35);
    expect(gaps[5]!).toBeLessThan(200);
    expect(gaps[1]!).toBeLessThan(gaps[5]!);
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
