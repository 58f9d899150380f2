import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installClock } from '../../src/clock.ts';
import { checkUrl, expectation, runLiveChecks } from '../../src/deploy/checks.ts';
import { captureLogger } from '../api/helpers/fakes.ts';
import { AcceleratedClock } from '../support/clocks.ts';

describe('checkUrl', () => {
  it("keeps the live URL's own path, with or without its trailing slash", () => {
    expect(checkUrl('http://127.0.0.1:4000/sites/prj_1/', '/health')).toBe(
      'http://127.0.0.1:4000/sites/prj_1/health',
    );
    expect(checkUrl('https://shop.example.com', '/')).toBe('https://shop.example.com/');
    expect(checkUrl('https://shop.example.com/app', '/a?b=1')).toBe('https://shop.example.com/app/a?b=1');
  });

  it("drops the live URL's own query and fragment, which would swallow the path", () => {
    expect(checkUrl('https://shop.example.com/?ref=x#top', '/health')).toBe(
      'https://shop.example.com/health',
    );
  });
});

describe('expectation', () => {
  it('says the status, and the text when one is asked for', () => {
    expect(expectation({ status: 200, contains: undefined })).toBe('200');
    expect(expectation({ status: 204, contains: 'ok' })).toBe('204 containing "ok"');
  });
});

/** A site on loopback that accepts every request and never answers it. */
async function silentSite(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: Server = createServer(() => {
    requests++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('runLiveChecks bounds', () => {
  let cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  async function setUp() {
    const clock = new AcceleratedClock({ factor: 20 });
    cleanup.push(installClock(clock));
    const site = await silentSite();
    cleanup.push(site.close);
    return { clock, site };
  }

  const SIX = ['/a', '/b', '/c', '/d', '/e', '/f'];

  it('six paths that never answer end within check-timeout, each attempt cut at what is left of it', async () => {
    const { clock, site } = await setUp();
    const started = clock.now();
    const results = await runLiveChecks(
      site.url,
      { paths: SIX, status: 200, timeoutMs: 5_000 },
      { logger: captureLogger(), stepDeadline: started + 30_000 },
    );
    const elapsed = clock.now() - started;
    // Each attempt used to wait 15 s whatever was left: 92.8 s for these six.
    expect(elapsed).toBeGreaterThanOrEqual(5_000);
    expect(elapsed).toBeLessThan(7_000);
    // Each attempt got what was left of the 5 s (the first a little more than the last).
    for (const result of results) {
      expect([result.passed, result.attempts]).toEqual([false, 1]);
      expect(result.got).toMatch(/^no answer in (4\.\d|5\.0)s$/);
    }
    expect(results.map((r) => r.path)).toEqual(SIX);
    expect(site.requests()).toBe(6);
  });

  it("the step's deadline bounds the attempts too, and a path left no time is not tried", async () => {
    const { clock, site } = await setUp();
    const started = clock.now();
    const results = await runLiveChecks(
      site.url,
      { paths: ['/a', '/b'], status: 200, timeoutMs: 60_000 },
      { logger: captureLogger(), stepDeadline: started + 3_000 },
    );
    expect(clock.now() - started).toBeLessThan(4_500);
    for (const result of results) expect(result.got).toMatch(/^no answer in (2\.\d|3\.0)s$/);

    const late = await runLiveChecks(
      site.url,
      { paths: ['/c'], status: 200, timeoutMs: 60_000 },
      { logger: captureLogger(), stepDeadline: clock.now() - 1 },
    );
    expect(late.map((r) => [r.passed, r.attempts, r.got])).toEqual([
      [false, 0, "not checked: no time was left of `check-timeout` or the step's `timeout`"],
    ]);
    expect(site.requests()).toBe(2);
  });
});
