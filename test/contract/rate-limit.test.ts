import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

/**
 * The pacing promise: a burst of 200 GETs issued at once through one client, against the platform's
 * limit of 20 requests per key per second, all succeed without one 429, because the client's token
 * bucket (15/s, burst 3) spreads them out instead of relying on retries.
 */
const COUNT = 200;
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({ rateLimit: 20 });
});
afterAll(async () => {
  await platform.close();
  await api.closeSharedAgent();
});

/** The most requests that arrived within any 1000 ms window. */
function busiestSecond(times: readonly number[]): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= 1000) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('rate limit', () => {
  it(`${COUNT} GETs at once through one client: all succeed, no 429`, async () => {
    const project = platform.admin.createProject({ name: 'busy', id: 'prj_busy' });
    const client = new api.PlatformClient({ apiUrl: platform.url, apiKey: platform.readKey });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: COUNT }, () => api.getProject(client, project.id)),
    );
    const seconds = (Date.now() - started) / 1000;

    expect(results.every((result) => result.id === project.id && result.name === 'busy')).toBe(true);
    // When this fails it is on a loaded machine: the first requests reach the platform late (cold
    // connection, late timers) while later ones keep their pre-reserved slots, so they bunch up.
    const arrivals = platform.requestLog.slice(0, 25).map((entry) => entry.at - started);
    const limited = platform.requestLog.flatMap((entry, index) => (entry.status === 429 ? [index] : []));
    expect(limited, `429 for request #; first arrivals (ms): ${arrivals.join(', ')}`).toEqual([]);
    expect(platform.requestLog).toHaveLength(COUNT);
    expect(platform.requestLog.every((entry) => entry.status === 200)).toBe(true);
    expect(client.stats()).toEqual({ requests: COUNT, retries: 0, rateLimited: 0 });
    const peak = busiestSecond(platform.requestLog.map((entry) => entry.at));
    expect(peak).toBeLessThanOrEqual(20);
    // 15/s after a burst of 3: the pacing, not luck, kept it under the limit.
    expect(seconds).toBeGreaterThan((COUNT - 3) / 15 - 0.5);
    console.info(`${COUNT} GETs in ${seconds.toFixed(1)} s, at most ${peak} in any second, 0 × 429`);
  });
});
