import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { PlatformClient } from '../../src/api/client.ts';
import type { PlatformApiError } from '../../src/api/errors.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { type CapturedLogger, captureLogger, FakeClock, rejectionOf } from './helpers/fakes.ts';
import {
  CANARY_KEY,
  closedPort,
  dropConnection,
  sendJson,
  sendText,
  startServer,
  type TestServer,
} from './helpers/server.ts';

const SECRET_PART = 'CANARY123secret';

function expectClean(text: string | undefined) {
  expect(text ?? '').not.toContain(CANARY_KEY);
  expect(text ?? '').not.toContain(SECRET_PART);
}

function expectErrorClean(error: Error) {
  expectClean(error.message);
  expectClean(error.stack);
  expectClean(inspect(error, { depth: 5 }));
  expectClean(JSON.stringify(error));
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the API key never leaks', () => {
  let logger: CapturedLogger;

  async function client(script: Parameters<typeof startServer>[0], extra = {}) {
    server = await startServer(script);
    logger = captureLogger();
    return new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: server.apiUrl,
      apiKey: CANARY_KEY,
      logger,
      clock: new FakeClock(),
      ...extra,
    });
  }

  it('is sent as a Bearer token', async () => {
    const c = await client((_q, res) => sendJson(res, 200, {}));
    await c.call('listProjects');
    expect(server?.requests[0]?.headers.authorization).toBe(`Bearer ${CANARY_KEY}`);
  });

  it.each([401, 403, 404, 422, 500])(
    'is scrubbed from a %i error even when the platform echoes it',
    async (status) => {
      const echo = `key ${CANARY_KEY} (secret ${SECRET_PART}) is not valid`;
      const c = await client((req, res) =>
        sendJson(res, status, {
          error: { code: SECRET_PART, message: echo, field: CANARY_KEY },
          got: req.headers.authorization,
        }),
      );
      const error = await rejectionOf(
        c.call('createDeployment', { params: { id: 'p1' }, body: { branch: 'main' } }),
      );
      expectErrorClean(error);
      // A 403 on a write says "read key" in its own words once, keeping the platform's on the error.
      const said = status === 403 ? (error as PlatformApiError).platformMessage : error.message;
      expect(said).toContain('key *** (secret ***) is not valid');
      logger.lines.forEach(expectClean);
    },
  );

  it('is scrubbed from a plain-text error body', async () => {
    const c = await client((_q, res) => sendText(res, 400, `Authorization: Bearer ${CANARY_KEY} rejected`));
    const error = await rejectionOf(c.call('listProjects'));
    expectErrorClean(error);
  });

  it('is absent from ambiguous, network and unreachable errors', async () => {
    const c = await client((_q, res) => dropConnection(res), { requestTimeoutMs: 200, maxAttempts: 2 });
    expectErrorClean(await rejectionOf(c.call('createProject', { body: { name: 'x' } })));
    expectErrorClean(await rejectionOf(c.call('getProject', { params: { id: 'p' } })));
    const dead = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
      apiKey: CANARY_KEY,
      logger,
      clock: new FakeClock(),
    });
    expectErrorClean(await rejectionOf(dead.call('listProjects')));
    logger.lines.forEach(expectClean);
  });

  it('is absent from upload errors and debug lines', async () => {
    const c = await client((_q, res) => sendJson(res, 201, { note: CANARY_KEY }));
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'canary-')), 'a.zip');
    writeFileSync(file, 'zip');
    expectErrorClean(await rejectionOf(c.upload(file)));
    expect(logger.debugs.length).toBeGreaterThan(0);
    logger.lines.forEach(expectClean);
  });

  it('is scrubbed from anything logged through the client logger', async () => {
    const c = await client((_q, res) => sendJson(res, 200, {}));
    c.logger.info(`oops ${CANARY_KEY}`);
    expect(logger.infos).toEqual(['oops ***']);
  });

  it('is not in the client when dumped', async () => {
    const c = await client((_q, res) => sendJson(res, 200, {}));
    expectClean(inspect(c, { depth: 10, showHidden: true }));
    expectClean(JSON.stringify(c));
  });

  it('a key with a stray space or newline is refused without echoing it', () => {
    for (const bad of [`${CANARY_KEY}\nX`, `plat_pk_CANARY123 secret`]) {
      let caught: unknown;
      try {
        new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: bad });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigurationError);
      expectErrorClean(caught as Error);
    }
  });

  it('a trailing newline (common in pasted secrets) is trimmed, not refused', async () => {
    const c = await client((_q, res) => sendJson(res, 200, {}));
    const trimmed = new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: server!.apiUrl,
      apiKey: `${CANARY_KEY}\n`,
      clock: new FakeClock(),
    });
    await trimmed.call('listProjects');
    expect(server?.requests[0]?.headers.authorization).toBe(`Bearer ${CANARY_KEY}`);
    expect(c).toBeDefined();
  });
});

describe('key checks', () => {
  it('a missing key is a ConfigurationError naming api-key', () => {
    expect(
      () => new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: '' }),
    ).toThrow(ConfigurationError);
    expect(
      () => new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: '  ' }),
    ).toThrow(/api-key is missing/);
  });

  it('a key not shaped <prefix>_pk_<secret> gives one warning, not a refusal', () => {
    const logger = captureLogger();
    const odd = 'sk-live-0123456789abcdef';
    new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: odd, logger });
    new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: odd, logger });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/does not look like a platform key \(<prefix>_pk_<secret>\)/);
    expect(logger.warnings[0]).not.toContain(odd);
  });

  it('a well-formed key gives no warning', () => {
    const logger = captureLogger();
    new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'https://p.example.com', apiKey: CANARY_KEY, logger });
    expect(logger.warnings).toEqual([]);
  });
});
