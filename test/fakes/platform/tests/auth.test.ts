import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/api/routes.ts';
import { call, samplePath, sharedPlatform } from './helpers.ts';

describe('authentication', () => {
  // Iterating every route must not trip the 20/s limit; the limiter has its own test.
  const platform = sharedPlatform({ rateLimit: 100_000 });

  it('issues keys with the brand prefix and _pk_', () => {
    expect(platform().fullKey).toMatch(/^plat_pk_[A-Za-z0-9_-]{20,}$/);
    expect(platform().readKey).toMatch(/^plat_pk_/);
    expect(platform().readKey).not.toBe(platform().fullKey);
  });

  it('answers 401 on every keyed endpoint without a key, with an invalid key and with a revoked key', async () => {
    const revoked = platform().admin.issueKey('full');
    platform().admin.revokeKey(revoked);
    const keyed = ROUTES.filter((route) => route.group !== 'auth');
    for (const route of keyed) {
      for (const key of [null, 'plat_pk_not-a-real-key', revoked]) {
        const result = await call(platform(), route.method, samplePath(route.path), { key });
        expect(result.status, `${route.operation} with ${key}`).toBe(401);
        expect(result.json.error.code).toMatch(/unauthorized|invalid_api_key|revoked_api_key/);
        expect(result.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    }
    const revokedAnswer = await call(platform(), 'GET', '/projects', { key: revoked });
    expect(revokedAnswer.json.error.code).toBe('revoked_api_key');
  });

  it('refuses a read key on every W endpoint with 403 saying a full key is needed, and writes nothing', async () => {
    const writesBefore = platform().writes().length;
    const marked = ROUTES.filter((route) => route.write);
    expect(marked.length).toBeGreaterThan(60);
    for (const route of marked) {
      const result = await call(platform(), route.method, samplePath(route.path), {
        key: platform().readKey,
        body: {},
      });
      expect(result.status, route.operation).toBe(403);
      expect(result.json.error.code).toBe('full_key_required');
      expect(result.json.error.message).toMatch(/full API key/);
    }
    expect(platform().writes().length).toBe(writesBefore);
  });

  it('lets a read key use every GET, and refuses it on POST /cron/preview though it has no W mark (§5: GET only)', async () => {
    const project = platform().admin.createProject({ name: 'read-only' });
    const projects = await call(platform(), 'GET', '/projects', { key: platform().readKey });
    expect(projects.status).toBe(200);
    expect(projects.json.data.map((entry: { id: string }) => entry.id)).toContain(project.id);
    for (const route of ROUTES.filter((row) => row.method === 'GET')) {
      const result = await call(platform(), 'GET', samplePath(route.path), { key: platform().readKey });
      expect([200, 404], route.operation).toContain(result.status);
    }
    const preview = await call(platform(), 'POST', '/cron/preview', {
      key: platform().readKey,
      body: { schedule: '0 * * * *' },
    });
    expect(preview.status).toBe(403);
    expect(preview.json.error.code).toBe('full_key_required');
  });

  it('signs in without a key: the e-mailed code buys a working full key, once', async () => {
    const start = await call(platform(), 'POST', '/auth/start', {
      key: null,
      body: { email: 'Dev@Example.com' },
    });
    expect(start.status).toBe(202);
    expect(JSON.stringify(start.json)).not.toMatch(/\d{6}/);
    const code = platform().admin.signInCode('dev@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(platform(), 'POST', '/auth/verify', {
      key: null,
      body: { email: 'dev@example.com', code: wrongCode },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 'invalid_code', field: 'code' });
    const verified = await call(platform(), 'POST', '/auth/verify', {
      key: null,
      body: { email: 'dev@example.com', code },
    });
    expect(verified.status).toBe(200);
    expect(verified.json.kind).toBe('full');
    expect(verified.json.apiKey).toMatch(/^plat_pk_/);
    const created = await call(platform(), 'POST', '/projects', {
      key: verified.json.apiKey,
      body: { name: 'signed-in' },
    });
    expect(created.status).toBe(201);
    const again = await call(platform(), 'POST', '/auth/verify', {
      key: null,
      body: { email: 'dev@example.com', code },
    });
    expect(again.status).toBe(401);
  });

  it('serves openapi.json and llms-api.txt without a key, listing all operations', async () => {
    const response = await fetch(`${platform().url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; 'x-requires-full-key': boolean; security: unknown[] }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(ROUTES.length);
    expect(new Set(operations.map((operation) => operation.operationId))).toEqual(
      new Set(ROUTES.map((route) => route.operation)),
    );
    for (const route of ROUTES) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      expect(operation['x-requires-full-key']).toBe(route.write);
      expect(operation.security).toEqual(route.group === 'auth' ? [] : [{ bearerAuth: [] }]);
    }
    const text = await (await fetch(`${platform().origin}/llms-api.txt`)).text();
    for (const route of ROUTES) expect(text).toContain(`${route.method} ${route.path} `);
  });

  it('answers unknown routes with 404 and known paths with the wrong method with 405', async () => {
    const unknown = await call(platform(), 'GET', '/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('route_not_found');
    const wrongMethod = await call(platform(), 'DELETE', '/projects');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
  });
});
