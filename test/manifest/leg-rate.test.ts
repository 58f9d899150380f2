/**
 * Matrix legs on one key, each with its share of the budget as manifest mode spends it: together they
 * never draw a 429 from the local platform's 20-per-second window, however their requests line up, and
 * a leg sends two requests back to back when its window has room (its upload, then its create).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { budgetShare } from '../../src/api/rate-limiter.ts';
import { legRateOptions } from '../../src/monorepo/pace.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';
import { AcceleratedClock } from '../support/clocks.ts';

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** The most requests the platform accepted in any one-second window. */
function busiestSecond(times: readonly number[]): number {
  return Math.max(...times.map((start) => times.filter((at) => at >= start && at < start + 1000).length));
}

async function legsAtOnce(legs: number, requestsPerLeg: number, share = budgetShare(18, legs)) {
  const clock = new AcceleratedClock({ factor: 5 });
  platform = await startPlatform({ clock });
  // A leg is a process of its own: a client with its own bucket, as manifest mode makes it.
  const clients = Array.from(
    { length: legs },
    () =>
      new PlatformClient({
        apiUrl: platform!.url,
        apiKey: platform!.fullKey,
        ...legRateOptions(share),
        clock,
      }),
  );
  // Every leg asks for all its requests at once, so all legs' first windows line up.
  await Promise.all(
    clients.flatMap((client) => Array.from({ length: requestsPerLeg }, () => client.call('listProjects'))),
  );
  return platform.requestLog;
}

describe("legs' shares of one key", () => {
  it('8 legs of 2.25/s: no 429, and no second holds more than the budget', async () => {
    const log = await legsAtOnce(8, 6);
    expect(log.filter((request) => request.status === 429)).toEqual([]);
    expect(log).toHaveLength(48);
    expect(busiestSecond(log.map((request) => request.at))).toBeLessThanOrEqual(18);
  });

  it('a share is a cap per second, not a pace: a leg of 2.25/s sends two requests at once', async () => {
    const log = await legsAtOnce(1, 3, 2.25);
    // A pace of 2.25/s would space them 444 ms apart; the cap lets two go together, then waits a second.
    const [first, second, third] = log.map((request) => request.at);
    expect(second! - first!).toBeLessThan(200);
    expect(third! - first!).toBeGreaterThanOrEqual(950);
  });

  it('a share under 1/s keeps its pace', () => {
    expect(legRateOptions(0.45)).toEqual({ ratePerSecond: 0.45, platformLimitPerSecond: 2 });
    expect(legRateOptions(2.25)).toEqual({ ratePerSecond: 20, platformLimitPerSecond: 3 });
    expect(legRateOptions(18)).toEqual({ ratePerSecond: 20, platformLimitPerSecond: 19 });
  });
});
