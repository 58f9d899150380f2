import { describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { PlatformClient, type PlatformClientOptions } from '../../src/api/client.ts';
import {
  AmbiguousRequestError,
  PlatformApiError,
  PlatformNetworkError,
  PlatformUnreachableError,
} from '../../src/api/errors.ts';
import { backoffDelay, classifyNetworkError, parseRetryAfter } from '../../src/api/retry.ts';
import type { Clock } from '../../src/clock.ts';
import { VIRTUAL_EPOCH, VirtualClock } from '../support/clocks.ts';
import { FakeClock, rejectionOf } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import {
  closedPort,
  dropConnection,
  type Script,
  sendJson,
  sendText,
  type TestServer,
  testKey,
} from './helpers/server.ts';

describe('backoffDelay', () => {
  it('is full jitter under an exponential ceiling capped at 20 s', () => {
    const top = { baseDelayMs: 500, maxDelayMs: 20_000, random: () => 0.999_999 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, top))).toEqual([
      499, 999, 1999, 3999, 7999, 15_999, 19_999, 19_999,
    ]);
    expect(backoffDelay(3, { ...top, random: () => 0 })).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it('reads delta-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(['2', '9'], now)).toBe(2000);
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('classifyNetworkError', () => {
  const err = (code: string) => Object.assign(new Error(code), { code });
  it('separates not-sent, hopeless and ambiguous failures', () => {
    expect(classifyNetworkError(err('ECONNREFUSED')).kind).toBe('connect');
    expect(classifyNetworkError(err('CONNECT_TIMEOUT')).kind).toBe('connect');
    expect(classifyNetworkError(err('ENOTFOUND')).kind).toBe('fatal');
    expect(classifyNetworkError(err('UND_ERR_SOCKET')).kind).toBe('ambiguous');
    expect(classifyNetworkError(err('ECONNRESET')).kind).toBe('ambiguous');
    expect(classifyNetworkError(new Error('?')).kind).toBe('ambiguous');
  });
});

describe('retries against a real server', () => {
  const scripted = scriptedServer();

  async function setup(script: Script, extra: Partial<PlatformClientOptions> = {}) {
    const clock = extra.clock instanceof FakeClock ? extra.clock : new FakeClock();
    const client = await scripted.client(script, { clock, ...extra });
    return { server: scripted.server(), clock, client };
  }

  it('retries a GET on 503 and returns the eventual answer', async () => {
    const { server, client } = await setup((_q, res, n) =>
      n < 3 ? sendJson(res, 503, { error: 'busy' }) : sendJson(res, 200, { data: { id: 'p1' } }),
    );
    expect(await client.call('getProject', { params: { id: 'p1' } })).toEqual({ id: 'p1' });
    expect(server.requests).toHaveLength(3);
    expect(client.stats()).toEqual({ requests: 3, retries: 2, rateLimited: 0 });
  });

  it('retries a GET on an HTML 502 from a proxy', async () => {
    const { server, client } = await setup((_q, res, n) =>
      n === 1
        ? sendText(
            res,
            502,
            '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>',
            'text/html',
          )
        : sendJson(res, 200, [{ id: 'p1' }]),
    );
    expect(await client.list('listProjects')).toEqual([{ id: 'p1' }]);
    expect(server.requests).toHaveLength(2);
  });

  it.each([408, 500, 502, 504])('retries PUT and DELETE on %i', async (status) => {
    const { server, client } = await setup((_q, res, n) =>
      n % 2 === 1 ? sendJson(res, status, {}) : sendJson(res, 200, {}),
    );
    await client.call('setProjectEnv', { params: { id: 'p' }, body: { variables: {} } });
    await client.call('deleteDnsZone', { params: { id: 'z' } });
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE', 'DELETE']);
  });

  it('gives up after maxAttempts with a hint, not forever', async () => {
    const { server, client } = await setup((_q, res) => sendJson(res, 500, { message: 'boom' }), {
      maxAttempts: 4,
    });
    const error = await rejectionOf(client.call('getProject', { params: { id: 'p1' } }));
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error.message).toMatch(/HTTP 500: boom\. The platform kept failing \(tried 4 time\(s\)\)/);
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry a 4xx other than 408 and 429', async () => {
    const { server, client } = await setup((_q, res) => sendJson(res, 400, { message: 'bad' }));
    await rejectionOf(client.call('getProject', { params: { id: 'p1' } }));
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds, beyond the backoff cap when the deadline allows', async () => {
    const { client, clock } = await setup(
      (_q, res, n) =>
        n === 1 ? sendJson(res, 429, {}, { 'retry-after': '25' }) : sendJson(res, 200, { ok: 1 }),
      { deadline: Date.parse('2030-01-01T00:05:00Z') },
    );
    await client.call('getProject', { params: { id: 'p1' } });
    expect(clock.sleeps).toContain(25_000);
    expect(client.stats().rateLimited).toBe(1);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    const retryAt = VIRTUAL_EPOCH + 12_000;
    const { client, clock } = await setup((_q, res, n) =>
      n === 1
        ? sendJson(res, 503, {}, { 'retry-after': new Date(retryAt).toUTCString() })
        : sendJson(res, 200, {}),
    );
    await client.call('getProject', { params: { id: 'p1' } });
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(12_000);
    expect(clock.now()).toBeGreaterThanOrEqual(retryAt);
  });

  it('refuses to wait for a Retry-After that would pass the deadline', async () => {
    const clock = new FakeClock();
    const { server, client } = await setup((_q, res) => sendJson(res, 429, {}, { 'retry-after': '120' }), {
      clock,
      deadline: clock.now() + 60_000,
    });
    const error = await rejectionOf(client.call('getProject', { params: { id: 'p1' } }));
    expect(error).toBeInstanceOf(PlatformApiError);
    expect((error as PlatformApiError).status).toBe(429);
    expect((error as PlatformApiError).hint).toMatch(/would pass the deadline/);
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('never sends a POST again after an ambiguous failure (socket dropped after the body was read)', async () => {
    const { server, client } = await setup((_q, res) => dropConnection(res));
    const error = await rejectionOf(
      client.call('createDeployment', { params: { id: 'p1' }, body: { branch: 'main' } }),
    );
    expect(error).toBeInstanceOf(AmbiguousRequestError);
    expect(error.message).toMatch(/may or may not have taken effect/);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body.toString()).toBe('{"branch":"main"}');
  });

  it('does retry a GET after the same kind of failure', async () => {
    const { server, client } = await setup((_q, res, n) =>
      n === 1 ? dropConnection(res) : sendJson(res, 200, {}),
    );
    await client.call('getDeployment', { params: { id: 'd1' } });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a POST marked idempotent after an ambiguous failure and on 503', async () => {
    const { server, client } = await setup((_q, res, n) =>
      n === 1 ? dropConnection(res) : n === 2 ? sendJson(res, 503, {}) : sendJson(res, 200, { next: [] }),
    );
    await client.call('previewCronSchedule', { body: { schedule: '* * * * *' }, idempotent: true });
    expect(server.requests).toHaveLength(3);
  });

  it('retries a POST on 429 but not on 503', async () => {
    const { server, client } = await setup((req, res, n) => {
      if (req.path.endsWith('/deployments')) {
        return n === 1 ? sendJson(res, 429, {}, { 'retry-after': '1' }) : sendJson(res, 201, { id: 'd1' });
      }
      return sendJson(res, 503, {});
    });
    expect(await client.call('createDeployment', { params: { id: 'p1' }, body: {} })).toEqual({ id: 'd1' });
    expect(server.requests).toHaveLength(2);
    const error = await rejectionOf(client.call('createDatabase', { body: { name: 'db' } }));
    expect((error as PlatformApiError).status).toBe(503);
    expect(server.requests).toHaveLength(3);
  });

  it('retries a POST whose connection was refused before any byte was sent', async () => {
    const port = await closedPort();
    const clock = new FakeClock();
    const BACKOFF_MS = 250;
    // The platform comes up during the backoff after the refused attempt (the only sleep this long).
    let server: TestServer | undefined;
    const bringUpDuringBackoff: Clock = {
      now: clock.now,
      sleep: async (ms, signal) => {
        if (ms === BACKOFF_MS && !server) {
          server = await scripted.start((_q, res) => sendJson(res, 201, { id: 'db1' }), port);
        }
        return clock.sleep(ms, signal);
      },
    };
    const client = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: `http://127.0.0.1:${port}`,
      apiKey: testKey(),
      clock: bringUpDuringBackoff,
      random: () => BACKOFF_MS / 500,
    });
    expect(await client.call('createDatabase', { body: { name: 'db' } })).toEqual({ id: 'db1' });
    expect(server?.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([BACKOFF_MS]);
  });

  it('times out a silent attempt after the default 30 s, retries a GET, then reports the network failure', async () => {
    // Time moves only once the server has each attempt, so a timeout never outruns a request on its
    // way, however slowly this process runs (an accelerated clock did, beside two busy loops).
    const clock = new VirtualClock();
    const { server, client } = await setup(() => {}, { maxAttempts: 2, clock });
    const started = clock.now();
    const outcome = rejectionOf(client.call('getProject', { params: { id: 'p1' } }));
    await until(
      () => server.requests.length === 1,
      () => clock.advance(0),
    );
    await clock.advance(30_000);
    // The backoff (at most 500 ms) runs out as time moves on; then the second attempt arrives.
    await until(
      () => server.requests.length === 2,
      () => clock.advance(50),
    );
    await clock.advance(30_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect(error.message).toMatch(/failed after 2 attempt\(s\): no response within 30 s/);
    expect(server.requests).toHaveLength(2);
    // Two timeouts and one backoff of virtual time.
    expect(clock.now() - started).toBeGreaterThanOrEqual(60_000);
    expect(clock.sleeps.filter((ms) => ms === 30_000)).toHaveLength(2);
  });

  it('treats a timed-out POST as ambiguous', async () => {
    const clock = new VirtualClock();
    const { server, client } = await setup(() => {}, { clock });
    const outcome = rejectionOf(client.call('runCronJob', { params: { id: 'c1' } }));
    await until(
      () => server.requests.length === 1,
      () => clock.advance(0),
    );
    await clock.advance(30_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(AmbiguousRequestError);
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([30_000]);
  });

  it('stops at once when the caller aborts', async () => {
    const { client, clock } = await setup(() => {});
    const controller = new AbortController();
    const pending = client.call('getProject', { params: { id: 'p1' }, signal: controller.signal });
    clock.sleep(1_000).then(() => controller.abort(new Error('cancelled by user')));
    const error = await rejectionOf(pending);
    expect(error.message).toBe('cancelled by user');
  });
});

describe('a dead platform', () => {
  it('fails fast with a clear message naming the origin (closed port, default backoff)', async () => {
    const port = await closedPort();
    // 10x, not the default 100x: the refused connections take real time too, and on a loaded
    // machine 15 ms of it would be 1.5 s of virtual time, as much as the backoffs measured here.
    const clock = new FakeClock(undefined, 10);
    const client = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: `http://127.0.0.1:${port}/api/v1`,
      apiKey: testKey(),
      clock,
    });
    const started = clock.now();
    const error = await rejectionOf(client.call('listProjects'));
    // Two backoffs of at most 0.5 s and 1 s, on the virtual clock.
    expect(clock.now() - started).toBeLessThan(3000);
    expect(clock.sleeps).toHaveLength(2);
    expect(error).toBeInstanceOf(PlatformUnreachableError);
    expect(error.message).toBe(
      `The platform at http://127.0.0.1:${port} is unreachable (connection refused) during listProjects; check that api-url is right and the platform is up.`,
    );
    expect(client.stats().requests).toBe(3);
  });

  it('does not retry an unknown host at all', async () => {
    const clock = new FakeClock();
    const client = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: 'https://platform.invalid',
      apiKey: testKey(),
      clock,
    });
    const error = await rejectionOf(client.call('listProjects'));
    expect(error).toBeInstanceOf(PlatformUnreachableError);
    expect(error.message).toMatch(/platform at https:\/\/platform\.invalid is unreachable/);
    expect(clock.sleeps).toEqual([]);
  });
});

/** Takes `step` (a turn of the loop, or a little virtual time) until `done`, within a bounded number of steps. */
async function until(done: () => boolean, step: () => Promise<void>, limit = 2_000): Promise<void> {
  for (let steps = 0; !done(); steps++) {
    if (steps >= limit) throw new Error(`not done after ${limit} steps`);
    await step();
  }
}
