/**
 * A request never outlives the step's deadline (attempts, body reads, backoff,
 * Retry-After and pacing waits), and an answer is never read past a size cap.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { PlatformClient, type PlatformClientOptions } from '../../src/api/client.ts';
import {
  AmbiguousRequestError,
  DeadlineExceededError,
  type PlatformApiError,
  ResponseTooLargeError,
} from '../../src/api/errors.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { AcceleratedClock } from '../support/clocks.ts';
import { clockForThisTest, worldForThisTest } from '../support/world-per-test.ts';
import { FakeClock, rejectionOf } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { type Script, sendJson, sendText, testKey } from './helpers/server.ts';

const MiB = 1024 * 1024;
/** A hang bound in virtual time: far below what an unbounded wait would take. */
const SLACK_MS = 5_000;

const servers = scriptedServer();
async function scripted(script: Script, extra: Partial<PlatformClientOptions> = {}) {
  const clock = new FakeClock();
  const client = await servers.client(script, { clock, ...extra });
  return { server: servers.server(), clock, client };
}

/** An answer that never ends: 200 and JSON-ish bytes until `stopAfter` (then silence) or the client hangs up. */
function endlessAnswer(stopAfter: number) {
  const seen = { written: 0 };
  const hungUp = Promise.withResolvers<void>();
  const script: Script = (_q, res) => {
    res.on('close', () => hungUp.resolve());
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    const chunk = Buffer.alloc(64 * 1024, '"x",');
    const pump = () => {
      while (!res.destroyed && seen.written < stopAfter) {
        seen.written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
    };
    pump();
  };
  return { seen, hungUp: hungUp.promise, script };
}

describe('the step deadline bounds every request', () => {
  it('a platform that accepts and never answers fails the call at the deadline, saying the step ran out of time', async () => {
    const clock = new AcceleratedClock();
    clockForThisTest(clock);
    const { platform } = await worldForThisTest({ clock });
    const project = platform.admin.createProject({ name: 'silent' });
    platform.faults.add({ operation: 'getProject', delayMs: 60 * 60_000 });
    const started = clock.now();
    const client = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: platform.url,
      apiKey: platform.fullKey,
      deadline: started + 30_000,
    });
    const error = await rejectionOf(client.call('getProject', { params: { id: project.id } }));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.message).toMatch(/getProject \(GET \/projects\/\{id\}\)/);
    expect(error.message).toMatch(/the step's time ran out/);
    expect(error.message).toMatch(/`timeout` input/);
    expect(clock.now() - started).toBeGreaterThanOrEqual(30_000);
    expect(clock.now() - started).toBeLessThan(30_000 + SLACK_MS);
  });

  it('sends nothing once the deadline has passed', async () => {
    const { server, clock, client } = await scripted((_q, res) => sendJson(res, 200, { id: 'p1' }));
    const error = await rejectionOf(
      client.call('getProject', { params: { id: 'p1' }, deadline: clock.now() - 1 }),
    );
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(server.requests).toHaveLength(0);
  });

  it('bounds the read of an answer that stalls mid-body', async () => {
    const { server, clock, client } = await scripted((_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id": "p');
    });
    const started = clock.now();
    const error = await rejectionOf(
      client.call('getProject', { params: { id: 'p1' }, deadline: started + 10_000 }),
    );
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(server.requests).toHaveLength(1);
    expect(clock.now() - started).toBeLessThan(10_000 + SLACK_MS);
  });

  it('ends the wait for a turn at the deadline when a 429 paused the key past it', async () => {
    const { server, clock, client } = await scripted((_q, res) =>
      sendJson(res, 429, {}, { 'retry-after': '120' }),
    );
    const deadline = clock.now() + 60_000;
    // The 429 pauses every request of the key for 120 s; waiting for it would pass the deadline.
    const first = await rejectionOf(client.call('getProject', { params: { id: 'p1' }, deadline }));
    expect((first as PlatformApiError).status).toBe(429);
    expect((first as PlatformApiError).hint).toMatch(/the step's time ran out.*`timeout` input/);
    const second = await rejectionOf(client.call('listProjects', { deadline }));
    expect(second).toBeInstanceOf(DeadlineExceededError);
    expect(second.message).toMatch(/before it could be sent \(still waiting for this key's turn/);
    expect(clock.now()).toBeGreaterThanOrEqual(deadline);
    expect(clock.now()).toBeLessThan(deadline + SLACK_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('stops retrying when the next Retry-After would pass the deadline, and says how to get more time', async () => {
    const { server, clock, client } = await scripted((_q, res) =>
      sendJson(res, 503, {}, { 'retry-after': '20' }),
    );
    const started = clock.now();
    const error = await rejectionOf(
      client.call('getProject', { params: { id: 'p1' }, deadline: started + 30_000 }),
    );
    expect((error as PlatformApiError).status).toBe(503);
    expect(error.message).toMatch(/the step's time ran out.*`timeout` input/);
    expect(server.requests).toHaveLength(2);
    expect(clock.now() - started).toBeLessThan(30_000);
  });

  it('cuts a POST at the deadline and says it may or may not have taken effect', async () => {
    const { server, client, clock } = await scripted(() => {});
    const error = await rejectionOf(
      client.call('createDeployment', {
        params: { id: 'p1' },
        body: { branch: 'main' },
        deadline: clock.now() + 5_000,
      }),
    );
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error).not.toBeInstanceOf(AmbiguousRequestError);
    expect(error.message).toMatch(/may or may not have taken effect/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('answers have a size cap', () => {
  it('stops reading an endless 200 at maxResponseBytes, hangs up, and does not retry', async () => {
    const endless = endlessAnswer(256 * MiB);
    const { server, clock, client } = await scripted(endless.script, {
      maxResponseBytes: MiB,
      deadline: virtualDeadline(),
    });
    const error = await rejectionOf(client.call('listProjects'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.message).toMatch(/listProjects \(GET \/projects\).*larger than 1 MiB/);
    expect(error.message).toMatch(/maxResponseBytes/);
    // The client hung up: the body stream was destroyed, not read to the end.
    await endless.hungUp;
    // Far less than the 256 MiB on offer: what the cap let through, plus socket buffers.
    expect(endless.seen.written).toBeLessThan(64 * MiB);
    expect(server.requests).toHaveLength(1);
    expect(clock.now()).toBeLessThan(virtualDeadline());
  });

  it('caps at 64 MiB by default', async () => {
    const endless = endlessAnswer(100 * MiB);
    // Reading 64 MiB takes real time; the request's own timeout (30 s virtual, 0.3 s real on the
    // accelerated clock) must not end it first on a loaded machine.
    const { client } = await scripted(endless.script, {
      deadline: virtualDeadline(),
      requestTimeoutMs: 9 * 60_000,
    });
    const error = await rejectionOf(client.call('listProjects'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.message).toMatch(/larger than 64 MiB/);
    await endless.hungUp;
    expect(endless.seen.written).toBeLessThan(100 * MiB);
  });

  it('refuses an announced Content-Length over the cap without reading or waiting for the body', async () => {
    const { server, clock, client } = await scripted(
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * MiB) });
        res.write('[');
      },
      // Waiting for the body would end only at this timeout: an hour of virtual time (36 real s).
      { maxResponseBytes: MiB, requestTimeoutMs: 60 * 60_000 },
    );
    const started = clock.now();
    const error = await rejectionOf(client.call('listProjects'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.message).toMatch(/announced 10 MiB/);
    // Far below the timeout it would have waited for, with room for a busy machine's scheduling
    // (virtual time runs 100 times faster than real: 5 s of slack was 50 real ms, and failed under load).
    expect(clock.now() - started).toBeLessThan(10 * 60_000);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a cap or progress timeout that is not a positive number', () => {
    const base = { apiUrl: 'http://127.0.0.1:1/api/v1', apiKey: testKey() };
    for (const name of ['maxResponseBytes', 'maxLogResponseBytes', 'uploadProgressTimeoutMs'] as const) {
      expect(() => new PlatformClient({ terms: ACTION_TERMS, ...base, [name]: 0 })).toThrow(
        ConfigurationError,
      );
      expect(() => new PlatformClient({ terms: ACTION_TERMS, ...base, [name]: 0 })).toThrow(
        new RegExp(`${name} must be a positive number`),
      );
    }
  });

  it('gives log endpoints a cap of their own (maxLogResponseBytes)', async () => {
    const log = `${'a build log line\n'.repeat(6000)}`;
    const json = { items: 'x'.repeat(100 * 1024) };
    const script: Script = (req, res) =>
      req.path.endsWith('/logs') ? sendText(res, 200, log) : sendJson(res, 200, json);
    const roomy = await scripted(script, { maxResponseBytes: 64 * 1024 });
    expect(await roomy.client.call('getDeploymentLogs', { params: { id: 'd1' } })).toBe(log);
    const error = await rejectionOf(roomy.client.call('getProject', { params: { id: 'p1' } }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    await roomy.server.close();

    const tight = await scripted(script, { maxLogResponseBytes: 64 * 1024 });
    const logError = await rejectionOf(tight.client.call('getDatabaseLogs', { params: { id: 'db' } }));
    expect(logError).toBeInstanceOf(ResponseTooLargeError);
    expect(logError.message).toMatch(/maxLogResponseBytes/);
  });
});

/**
 * Ten minutes of virtual time from the fake clocks' epoch: old code stops reading there at the latest,
 * and reading 64 MiB on a busy machine (where the accelerated clock runs on) never gets near it.
 */
function virtualDeadline(): number {
  return new FakeClock().now() + 10 * 60_000;
}
