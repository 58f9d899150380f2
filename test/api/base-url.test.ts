import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { buildUrl, parseApiUrl, resolveNextUrl } from '../../src/api/base-url.ts';
import { PlatformClient } from '../../src/api/client.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { thrownBy } from '../support/thrown.ts';
import { captureLogger, rejectionOf } from './helpers/fakes.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

/** What parseApiUrl throws for `input`, which must be a ConfigurationError. */
const configurationErrorOf = (input: string) =>
  thrownBy(ConfigurationError, () => parseApiUrl(input, { terms: ACTION_TERMS }));

describe('parseApiUrl', () => {
  it.each([
    'https://platform.example.com',
    'https://platform.example.com/',
    'https://platform.example.com/api/v1',
    'https://platform.example.com/api/v1/',
    '  https://platform.example.com/api/v1//  ',
  ])('normalises %j to …/api/v1', (input) => {
    expect(parseApiUrl(input, { terms: ACTION_TERMS })).toEqual({
      origin: 'https://platform.example.com',
      root: 'https://platform.example.com/api/v1',
    });
  });

  it('keeps a path prefix in front of /api/v1', () => {
    expect(parseApiUrl('http://127.0.0.1:8080/platform/').root).toBe('http://127.0.0.1:8080/platform/api/v1');
    expect(parseApiUrl('http://localhost/platform/api/v1').root).toBe('http://localhost/platform/api/v1');
  });

  it.each([
    ['', /Input "api-url" is empty/],
    ['platform.example.com', /Input "api-url" is .* not a valid URL: set it to an absolute address/],
    ['ftp://platform.example.com', /Input "api-url" must start with https:\/\/ or http:\/\//],
    ['file:///etc/passwd', /Input "api-url" must start with https:\/\//],
    ['https://user:pw@platform.example.com', /must not contain credentials/],
  ])('refuses %j as a ConfigurationError naming api-url and the fix', (input, message) => {
    const caught = configurationErrorOf(input);
    expect(caught.input).toBe('api-url');
    expect(caught.message).toMatch(message);
  });
});

describe('buildUrl', () => {
  const base = parseApiUrl('https://p.example.com');

  it('encodes each path parameter as one segment', () => {
    expect(
      buildUrl(base, '/projects/{id}/domains/{domain}', { id: 'a b/c', domain: 'www.example.com' }),
    ).toBe('https://p.example.com/api/v1/projects/a%20b%2Fc/domains/www.example.com');
    expect(buildUrl(base, '/databases/{id}/users/{username}', { id: 'db1', username: 'ops@team' })).toBe(
      'https://p.example.com/api/v1/databases/db1/users/ops%40team',
    );
    expect(buildUrl(base, '/env-groups/{id}/vars/{name}', { id: 'g', name: 'A?B#C' })).toBe(
      'https://p.example.com/api/v1/env-groups/g/vars/A%3FB%23C',
    );
  });

  it('appends query parameters and skips undefined ones', () => {
    const url = buildUrl(
      base,
      '/projects/{id}/files/content',
      { id: 'p' },
      { path: 'src/a b.ts', n: 2, x: undefined, y: false },
    );
    expect(url).toBe('https://p.example.com/api/v1/projects/p/files/content?path=src%2Fa+b.ts&n=2&y=false');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl(base, '/projects/{id}', {})).toThrow(/missing path parameter "id"/);
  });
});

describe('resolveNextUrl', () => {
  const base = parseApiUrl('https://p.example.com/api/v1');

  it('accepts absolute links on the same origin and links relative to the API root', () => {
    expect(resolveNextUrl(base, 'https://p.example.com/api/v1/projects?cursor=2')).toBe(
      'https://p.example.com/api/v1/projects?cursor=2',
    );
    expect(resolveNextUrl(base, '/api/v1/projects?cursor=2')).toBe(
      'https://p.example.com/api/v1/projects?cursor=2',
    );
    expect(resolveNextUrl(base, '/projects?cursor=2')).toBe('https://p.example.com/api/v1/projects?cursor=2');
  });

  it('never follows a link to another origin (it would carry the key there)', () => {
    expect(resolveNextUrl(base, 'https://evil.example.net/api/v1/projects?cursor=2')).toBeUndefined();
  });
});

describe('requests on the wire', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it.each(['', '/', '/api/v1', '/api/v1/'])(
    'api-url suffix %j reaches /api/v1/... with encoded params',
    async (suffix) => {
      server = await startServer((_req, res) => sendJson(res, 200, {}));
      const client = new PlatformClient({
        terms: ACTION_TERMS,
        apiUrl: `${server.origin}${suffix}`,
        apiKey: testKey(),
      });
      await client.call('getDomainProxyStatus', { params: { id: 'p 1', domain: 'a.example.com' } });
      await client.call('setServiceEnvVar', {
        params: { id: 'p1', service: 'web', name: 'DATABASE_URL' },
        body: { value: 'x' },
      });
      await client.call('readProjectFile', { params: { id: 'p1' }, query: { path: 'src/index.ts' } });
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/v1/projects/p%201/domains/a.example.com/proxy-status',
        'PUT /api/v1/projects/p1/services/web/env/DATABASE_URL',
        'GET /api/v1/projects/p1/files/content?path=src%2Findex.ts',
      ]);
    },
  );

  it('an invalid api-url fails at construction, before any request', async () => {
    const error = await rejectionOf(
      Promise.resolve().then(
        () => new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'not a url', apiKey: testKey() }),
      ),
    );
    expect(error).toBeInstanceOf(ConfigurationError);
  });
});

describe('plain http:// (the key would cross the network unencrypted)', () => {
  it.each([
    'http://platform.example.com',
    'http://10.0.0.5:8080/api/v1',
    'http://128.0.0.1',
    'http://[::2]:80',
    'HTTP://Platform.Example.com/',
  ])('refuses %j, naming api-url, https:// and the opt-in input', (input) => {
    const caught = configurationErrorOf(input);
    expect(caught.input).toBe('api-url');
    expect(caught.message).toMatch(
      /^Input "api-url" is http:\/\/\S+, plain HTTP to another machine, .*use https:\/\/, or set `allow-insecure-http: true`/,
    );
  });

  it.each(['http://127.0.0.1:8080', 'http://127.5.6.7', 'http://localhost:3000/api/v1', 'http://[::1]:9/'])(
    'accepts loopback %j',
    (input) => {
      expect(parseApiUrl(input, { terms: ACTION_TERMS }).origin).toBe(new URL(input).origin);
    },
  );

  it('accepts another machine over http:// with allowInsecureHttp, and the client warns once constructed', () => {
    expect(parseApiUrl('http://platform.internal', { allowInsecureHttp: true }).root).toBe(
      'http://platform.internal/api/v1',
    );
    const logger = captureLogger();
    new PlatformClient({
      terms: ACTION_TERMS,
      apiUrl: 'http://platform.internal',
      apiKey: testKey(),
      allowInsecureHttp: true,
      logger,
    });
    expect(logger.warnings.join('\n')).toMatch(
      /plain HTTP to another machine \(allowed by allow-insecure-http\)/,
    );
  });

  it('the client refuses it at construction, before any request', () => {
    expect(
      () =>
        new PlatformClient({ terms: ACTION_TERMS, apiUrl: 'http://platform.example.com', apiKey: testKey() }),
    ).toThrow(/allow-insecure-http/);
  });
});

describe('an api-url with userinfo is never echoed with it', () => {
  it.each([
    'https://deployer:PASSWORD@platform.example.com:99999',
    'https://deployer:PASSWORD@',
    'https://deployer:PASS/WORD#x@platform.example.com:badport/api/v1',
    '//deployer:PASSWORD@platform.example.com',
    'https://deployer:PASSWORD@platform.example.com',
    'http://deployer:PASSWORD@platform.example.com',
    'ftp://deployer:PASSWORD@platform.example.com',
  ])('%j', (input) => {
    const caught = configurationErrorOf(input);
    expect(caught.message).toMatch(/^Input "api-url" /);
    expect(caught.message).not.toMatch(/PASS|WORD|deployer/);
  });
});
