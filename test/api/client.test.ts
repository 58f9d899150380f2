import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { captureLogger, FakeClock } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { sendJson, sendText, testKey } from './helpers/server.ts';

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const scripted = scriptedServer();

describe('PlatformClient requests', () => {
  it('sends the User-Agent, JSON content type only with a body, and the JSON body', async () => {
    const client = await scripted.client((_q, res) => sendJson(res, 200, {}));
    await client.call('listProjects');
    await client.call('createProject', { body: { name: 'site', tags: ['a'] } });
    const [get, post] = scripted.requests();
    expect(get?.headers['user-agent']).toBe(`platform-actions/${version}`);
    expect(get?.headers['content-type']).toBeUndefined();
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body.toString() ?? '')).toEqual({ name: 'site', tags: ['a'] });
  });

  it('lets the caller override the User-Agent', async () => {
    const client = await scripted.client((_q, res) => sendJson(res, 200, {}), { userAgent: 'bench/1' });
    await client.call('listProjects');
    expect(scripted.requests()[0]?.headers['user-agent']).toBe('bench/1');
  });

  it('call unwraps envelopes; callRaw gives status, headers, decoded body and text', async () => {
    const client = await scripted.client((_q, res) =>
      sendJson(res, 202, { data: { id: 'd1' } }, { location: '/deployments/d1' }),
    );
    expect(await client.call('getDeployment', { params: { id: 'd1' } })).toEqual({ id: 'd1' });
    const raw = await client.callRaw('getDeployment', { params: { id: 'd1' } });
    expect(raw).toMatchObject({ status: 202, body: { data: { id: 'd1' } }, text: '{"data":{"id":"d1"}}' });
    expect(raw.headers.location).toBe('/deployments/d1');
  });

  it('returns text for text/plain and undefined for an empty body', async () => {
    const client = await scripted.client((req, res) =>
      req.method === 'DELETE' ? res.writeHead(204).end() : sendText(res, 200, 'line 1\nline 2\n'),
    );
    expect(await client.call('getDatabaseLogs', { params: { id: 'db' } })).toBe('line 1\nline 2\n');
    expect(await client.call('deleteDatabase', { params: { id: 'db' } })).toBeUndefined();
  });

  it('logs one debug line per attempt: method, template, status, ms; never values', async () => {
    const logger = captureLogger();
    const client = await scripted.client(
      (_q, res, n) => (n === 1 ? sendJson(res, 503, {}) : sendJson(res, 200, { id: 'x' })),
      { logger, clock: new FakeClock() },
    );
    await client.call('setServiceEnvVar', {
      params: { id: 'p1', service: 'web', name: 'TOKEN' },
      body: { value: 'super-secret-value' },
    });
    expect(logger.debugs).toHaveLength(2);
    expect(logger.debugs[0]).toMatch(
      /^PUT \/projects\/\{id\}\/services\/\{service\}\/env\/\{name\} -> 503 in \d+ ms$/,
    );
    expect(logger.debugs[1]).toMatch(/-> 200 in \d+ ms \(attempt 2\)$/);
    expect(logger.lines.join('\n')).not.toMatch(/super-secret-value|TOKEN|web|p1/);
  });

  it('counts requests, retries and 429s for summaries', async () => {
    const client = await scripted.client(
      (_q, res, n) => (n === 1 ? sendJson(res, 429, {}, { 'retry-after': '0' }) : sendJson(res, 200, {})),
      { clock: new FakeClock() },
    );
    await client.call('listProjects');
    await client.call('listProjects');
    expect(client.stats()).toEqual({ requests: 3, retries: 1, rateLimited: 1 });
  });

  it('refuses nonsensical tuning as a ConfigurationError', () => {
    const base = { apiUrl: 'https://p.example.com', apiKey: testKey() };
    expect(() => new PlatformClient({ ...base, ratePerSecond: 0 })).toThrow(ConfigurationError);
    expect(() => new PlatformClient({ ...base, maxAttempts: 0 })).toThrow(ConfigurationError);
    expect(() => new PlatformClient({ ...base, requestTimeoutMs: -1 })).toThrow(ConfigurationError);
  });

  it('aborts every request through the client-wide signal', async () => {
    const controller = new AbortController();
    const client = await scripted.client(() => {}, { signal: controller.signal });
    const pending = client.call('listProjects');
    setTimeout(() => controller.abort(new Error('job cancelled')), 30);
    await expect(pending).rejects.toThrow('job cancelled');
  });
});
