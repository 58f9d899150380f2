import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../support/clocks.ts';
import { type Platform, startPlatform } from '../index.ts';
import { call } from './helpers.ts';

describe('rate limit', () => {
  let platform: Platform;
  afterEach(() => platform.close());

  it('allows 20 requests per key per second, then answers 429 with Retry-After', async () => {
    // Time stands still until the test moves it: on a busy machine 25 requests can take over a second
    // of real time, and a real-time window would then let more than 20 through.
    const clock = new VirtualClock({ start: Date.now() });
    platform = await startPlatform({ clock });
    const results = await Promise.all(Array.from({ length: 25 }, () => call(platform, 'GET', '/projects')));
    const limited = results.filter((result) => result.status === 429);
    expect(results.filter((result) => result.status === 200)).toHaveLength(20);
    expect(limited).toHaveLength(5);
    for (const result of limited) {
      const retryAfter = Number(result.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(result.json.error.code).toBe('rate_limited');
    }
    // Another key has its own window.
    expect((await call(platform, 'GET', '/projects', { key: platform.readKey })).status).toBe(200);
    // Waiting as told lets the caller through again.
    await clock.advance(Number(limited[0]!.headers.get('retry-after')) * 1000);
    expect((await call(platform, 'GET', '/projects')).status).toBe(200);
  });

  it('counts a sliding window, not calendar seconds', async () => {
    platform = await startPlatform({ rateLimit: 4 });
    for (let i = 0; i < 4; i++) expect((await call(platform, 'GET', '/projects')).status).toBe(200);
    expect((await call(platform, 'GET', '/projects')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await call(platform, 'GET', '/projects')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(platform, 'GET', '/projects')).status).toBe(200);
  });
});
