import { afterEach, describe, expect, it } from 'vitest';
import { buildUrl, parseApiUrl } from '../../src/api/base-url.ts';
import { PlatformClient } from '../../src/api/client.ts';
import { assertPathKept, fillPathTemplate, segmentProblem } from '../../src/api/path-params.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { rejectionOf } from './helpers/fakes.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

const DOT_SEGMENTS = ['.', '..', '%2e', '%2E%2e', '%2e%2E', '.%2e', '%252e%252e', '%252E.'];

describe('segmentProblem', () => {
  it.each(DOT_SEGMENTS)('calls %j a dot segment', (value) => {
    expect(segmentProblem(value)).toBe('dot-segment');
  });

  it.each(['', ' ', '\t'])('calls %j empty', (value) => {
    expect(segmentProblem(value)).toBe('empty');
  });

  it.each(['...', 'a..b', '.env', 'prj_1', 'www.example.com', '%zz', '%'])('accepts %j', (value) => {
    expect(segmentProblem(value)).toBeUndefined();
  });
});

describe('fillPathTemplate and buildUrl', () => {
  const base = parseApiUrl('https://p.example.com');

  it.each(DOT_SEGMENTS)('refuses %j as a record id, naming the parameter and the template', (value) => {
    const call = () => buildUrl(base, '/dns/zones/{id}/records/{recordId}', { id: 'z1', recordId: value });
    expect(call).toThrow(ConfigurationError);
    expect(call).toThrow(
      /Path parameter "recordId" of \/dns\/zones\/\{id\}\/records\/\{recordId\}.*dot segment/,
    );
  });

  it('refuses an empty parameter, which would drop its segment', () => {
    expect(() => fillPathTemplate('/projects/{id}/env', { id: '' })).toThrow(
      /Path parameter "id" of \/projects\/\{id\}\/env is empty/,
    );
  });

  it('keeps three dots, which URL resolution leaves alone', () => {
    expect(buildUrl(base, '/projects/{id}', { id: '...' })).toBe('https://p.example.com/api/v1/projects/...');
  });

  it('refuses a URL whose resolved path is not the one it was built with', () => {
    expect(() =>
      assertPathKept(
        'https://p.example.com/api/v1/dns/zones/z/records/..',
        '/api/v1/dns/zones/z/records/..',
        't',
      ),
    ).toThrow(/would go to \/api\/v1\/dns\/zones\/z\/ \(5 path segments instead of 7\)/);
    expect(() =>
      assertPathKept(
        'https://p.example.com/api/v1/dns/zones/z/records/r1',
        '/api/v1/dns/zones/z/records/r1',
        't',
      ),
    ).not.toThrow();
  });
});

describe('the client never sends a request that would land on another route', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each([
    ['deleteDnsRecord', { id: 'z1', recordId: '..' }],
    ['deleteDnsRecord', { id: 'z1', recordId: '%2e%2E' }],
    ['setProjectEnv', { id: '..' }],
    ['setProjectEnv', { id: '' }],
    ['listServiceEnv', { id: 'p1', service: '.' }],
    ['createDeployment', { id: '%2E%2E' }],
  ] as const)('%s with %j: a ConfigurationError and no request at all', async (operation, params) => {
    server = await startServer((_q, res) => sendJson(res, 200, {}));
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    const error = await rejectionOf(client.call(operation, { params, body: {} }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/Path parameter "\w+" of \/[^ ]+ is .*nothing was sent/);
    expect(server.requests).toEqual([]);
  });

  it('lists refuse the same way, before the first page', async () => {
    server = await startServer((_q, res) => sendJson(res, 200, { data: [] }));
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    const error = await rejectionOf(client.list('listDnsRecords', { params: { id: '..' } }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(server.requests).toEqual([]);
  });
});
