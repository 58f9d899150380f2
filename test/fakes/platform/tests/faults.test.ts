import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../index.ts';
import { call } from './helpers.ts';

describe('fault injection', () => {
  let platform: Platform;
  beforeEach(async () => {
    platform = await startPlatform({ rateLimit: 1000 });
  });
  afterEach(() => platform.close());

  const projectCount = () => platform.state.projects.size;

  it('answers an injected 503 as JSON, for the next N matching requests only, without processing', async () => {
    const rule = platform.faults.add({ operation: 'createProject', times: 2, status: 503 });
    const first = await call(platform, 'POST', '/projects', { body: { name: 'a' } });
    const second = await call(platform, 'POST', '/projects', { body: { name: 'a' } });
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(first.json.error.code).toBe('service_unavailable');
    expect(projectCount()).toBe(0);
    expect((await call(platform, 'POST', '/projects', { body: { name: 'a' } })).status).toBe(201);
    expect(rule.hits).toBe(2);
    expect(platform.requestLog.map((entry) => entry.fault ?? null)).toEqual([
      'status:503',
      'status:503',
      null,
    ]);
  });

  it('sends a gateway HTML page for { status: 502, html: true }', async () => {
    platform.faults.add({ method: 'GET', path: '/projects/*', times: 1, status: 502, html: true });
    const project = platform.admin.createProject({ name: 'html' });
    const result = await call(platform, 'GET', `/projects/${project.id}`);
    expect(result.status).toBe(502);
    expect(result.headers.get('content-type')).toBe('text/html');
    expect(result.text).toContain('<h1>502 Bad Gateway</h1>');
    expect(result.json).toBeUndefined();
    // The glob matches one segment only.
    platform.faults.add({ method: 'GET', path: '/projects/*', times: 1, status: 502 });
    expect((await call(platform, 'GET', `/projects/${project.id}/env`)).status).toBe(200);
  });

  it('varies Retry-After on injected 429s: seconds, HTTP-date, or absent', async () => {
    platform.faults.add({ operation: 'listProjects', times: 1, status: 429, retryAfter: 2 });
    platform.faults.add({
      operation: 'listDatabases',
      times: 1,
      status: 429,
      retryAfter: 3,
      retryAfterDate: true,
    });
    platform.faults.add({ operation: 'listTunnels', times: 1, status: 429, retryAfter: null });
    expect((await call(platform, 'GET', '/projects')).headers.get('retry-after')).toBe('2');
    const dated = (await call(platform, 'GET', '/databases')).headers.get('retry-after')!;
    expect(dated).toMatch(/GMT$/);
    expect(Date.parse(dated)).toBeGreaterThan(Date.now());
    const absent = await call(platform, 'GET', '/tunnels');
    expect(absent.status).toBe(429);
    expect(absent.headers.get('retry-after')).toBeNull();
  });

  it('delays, then answers normally', async () => {
    platform.faults.add({ operation: 'listProjects', times: 1, delayMs: 300 });
    const started = Date.now();
    const result = await call(platform, 'GET', '/projects');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(result.status).toBe(200);
  });

  it('drops before the body: the connection fails and nothing happens', async () => {
    platform.faults.add({ operation: 'createProject', times: 1, drop: 'before-body' });
    await expect(call(platform, 'POST', '/projects', { body: { name: 'lost' } })).rejects.toThrow();
    expect(projectCount()).toBe(0);
    expect(platform.writes()).toHaveLength(0);
    expect(platform.requestLog[0]).toMatchObject({ fault: 'drop:before-body', status: 0, handled: false });
  });

  it('drops after the body: the connection fails but the write happened', async () => {
    platform.faults.add({ operation: 'createProject', times: 1, drop: 'after-body' });
    await expect(call(platform, 'POST', '/projects', { body: { name: 'ghost' } })).rejects.toThrow();
    expect([...platform.state.projects.values()].map((project) => project.name)).toEqual(['ghost']);
    expect(platform.writes()).toHaveLength(1);
    expect(platform.writes()[0]).toMatchObject({
      operation: 'createProject',
      status: 201,
      fault: 'drop:after-body',
    });
    // A retry now meets the effect of the first attempt.
    expect((await call(platform, 'POST', '/projects', { body: { name: 'ghost' } })).status).toBe(409);
  });

  it('cuts the body mid-way on drop: mid-body', async () => {
    platform.admin.createProject({ name: 'mid' });
    platform.faults.add({ operation: 'listProjects', times: 1, drop: 'mid-body' });
    await expect(call(platform, 'GET', '/projects')).rejects.toThrow();
  });

  it('truncates JSON or sends something that is not JSON, after processing', async () => {
    platform.faults.add({ operation: 'createProject', times: 1, truncateJson: true });
    const truncated = await call(platform, 'POST', '/projects', { body: { name: 'cut' } });
    expect(truncated.status).toBe(201);
    expect(() => JSON.parse(truncated.text)).toThrow();
    const whole = JSON.stringify((await call(platform, 'GET', '/projects')).json.data[0]);
    expect(whole.startsWith(truncated.text)).toBe(true);
    platform.faults.add({ operation: 'listProjects', times: 1, invalidJson: true });
    const garbage = await call(platform, 'GET', '/projects');
    expect(garbage.status).toBe(200);
    expect(garbage.headers.get('content-type')).toMatch(/application\/json/);
    expect(() => JSON.parse(garbage.text)).toThrow();
  });

  it('faults a seeded share of requests with rate, the same way each run', async () => {
    const pattern = async (target: Platform) => {
      target.faults.seed(42);
      target.faults.add({ operation: 'listProjects', rate: 0.5, status: 503 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await call(target, 'GET', '/projects')).status);
      return statuses;
    };
    const first = await pattern(platform);
    const other = await startPlatform({ rateLimit: 1000 });
    try {
      expect(await pattern(other)).toEqual(first);
    } finally {
      await other.close();
    }
    expect(first.filter((status) => status === 503).length).toBeGreaterThan(3);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(3);
  });

  it('faults the storage endpoint with operation "storage", logging it there', async () => {
    const bucket = await call(platform, 'POST', '/cdn/buckets', { body: { name: 'faulty' } });
    const presign = await call(platform, 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
      body: { key: 'a', size: 1 },
    });
    platform.faults.add({ operation: 'storage', times: 1, status: 503 });
    expect((await fetch(presign.json.uploadUrl, { method: 'PUT', body: 'a' })).status).toBe(503);
    expect((await fetch(presign.json.uploadUrl, { method: 'PUT', body: 'a' })).status).toBe(200);
    expect(platform.storageLog.map((entry) => [entry.status, entry.fault ?? null])).toEqual([
      [503, 'status:503'],
      [200, null],
    ]);
  });

  it('refuses malformed rules and clears all rules', () => {
    expect(() => platform.faults.add({ operation: 'listProjects' })).toThrow(/exactly one action/);
    expect(() => platform.faults.add({ status: 503 })).toThrow(/operation, method or path/);
    platform.faults.add({ operation: 'listProjects', status: 503 });
    platform.faults.clear();
    expect(platform.faults.size).toBe(0);
  });
});
