import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { sharedBucketFor, TokenBucket } from '../../src/api/rate-limiter.ts';
import { VirtualClock } from '../support/clocks.ts';
import { FakeClock } from './helpers/fakes.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

/** When each of `count` requests, taken back to back from a new bucket, left it (virtual ms from 0). */
async function departures(ratePerSecond: number, burst: number, count: number): Promise<number[]> {
  const clock = new VirtualClock({ start: 0, autoAdvance: true });
  const bucket = new TokenBucket({ ratePerSecond, burst, clock });
  const leftAt: number[] = [];
  for (let i = 0; i < count; i++) {
    await bucket.take();
    leftAt.push(clock.now());
  }
  return leftAt;
}

describe('TokenBucket', () => {
  it('lets a small burst through, then spaces requests at the rate', async () => {
    expect(await departures(10, 3, 6)).toEqual([0, 0, 0, 100, 200, 300]);
  });

  it('never lets more than burst + rate requests into any one-second window', async () => {
    const leftAt = await departures(15, 3, 100);
    const busiest = Math.max(...leftAt.map((t) => leftAt.filter((u) => u >= t && u < t + 1000).length));
    expect(busiest).toBeLessThanOrEqual(18);
  });

  it('pauses everyone after a 429 and resumes at the pace', async () => {
    const clock = new VirtualClock({ start: 0, autoAdvance: true });
    const bucket = new TokenBucket({ ratePerSecond: 10, burst: 1, clock });
    await bucket.take();
    bucket.pauseUntil(2000);
    await bucket.take();
    expect(clock.now()).toBe(2000);
    await bucket.take();
    expect(clock.now()).toBe(2100);
  });

  it('is shared by every client of one key in the process, and only slows down', () => {
    const key = testKey();
    const first = sharedBucketFor(key, 15);
    expect(sharedBucketFor(key, 18)).toBe(first);
    expect(first.ratePerSecond).toBe(15);
    sharedBucketFor(key, 5);
    expect(first.ratePerSecond).toBe(5);
    expect(sharedBucketFor(testKey())).not.toBe(first);
  });
});

/** The platform's documented limit: 20 requests per second per key, then 429 with Retry-After. */
function slidingWindowLimiter(limit = 20, windowMs = 1000) {
  const accepted = new Map<string, number[]>();
  let rejected = 0;
  return {
    get rejected() {
      return rejected;
    },
    admit(key: string): boolean {
      const now = performance.now();
      const recent = (accepted.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        accepted.set(key, recent);
        rejected++;
        return false;
      }
      recent.push(now);
      accepted.set(key, recent);
      return true;
    },
  };
}

describe('pacing against a server enforcing 20 req/s per key', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('200 GETs issued at once all succeed without a single 429', { timeout: 40_000 }, async () => {
    const limiter = slidingWindowLimiter();
    server = await startServer((req, res) =>
      limiter.admit(String(req.headers.authorization))
        ? sendJson(res, 200, { id: req.path.split('/').at(-1) })
        : sendJson(res, 429, { error: 'rate limited' }, { 'retry-after': '1' }),
    );
    const key = testKey();
    // Two clients with the same key share one bucket, as two steps of one job would.
    const clients = [0, 1].map(() => new PlatformClient({ apiUrl: server!.apiUrl, apiKey: key }));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => clients[i % 2]!.call('getProject', { params: { id: `p${i}` } })),
    );
    expect(results).toHaveLength(200);
    expect(results[199]).toEqual({ id: 'p199' });
    expect(limiter.rejected).toBe(0);
    expect(server.requests).toHaveLength(200);
    const stats = clients.map((c) => c.stats());
    expect(stats.reduce((n, s) => n + s.rateLimited, 0)).toBe(0);
  });

  it('after a 429 the whole key backs off for Retry-After, not just the request that got it', async () => {
    let first429At = 0;
    server = await startServer((req, res, n) => {
      if (n === 1) {
        first429At = req.at;
        return sendJson(res, 429, {}, { 'retry-after': '1' });
      }
      return sendJson(res, 200, {});
    });
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey(), ratePerSecond: 15 });
    await client.call('listProjects');
    await Promise.all([1, 2, 3].map(() => client.call('listProjects')));
    const after = server.requests.slice(1).map((r) => r.at - first429At);
    expect(after).toHaveLength(4);
    for (const delay of after) expect(delay).toBeGreaterThanOrEqual(950);
    expect(client.stats()).toMatchObject({ rateLimited: 1, retries: 1 });
  });

  it('a fake clock gives the client its own bucket, so tests of backoff stay instant', async () => {
    server = await startServer((_q, res) => sendJson(res, 200, {}));
    const clock = new FakeClock();
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey(), clock, ratePerSecond: 2 });
    await Promise.all([1, 2, 3, 4].map(() => client.call('listProjects')));
    expect(clock.sleeps.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(4);
  });
});
