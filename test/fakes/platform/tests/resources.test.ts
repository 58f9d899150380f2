import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../support/clocks.ts';
import { startPlatform } from '../index.ts';
import { call, sharedPlatform, waitForDeploymentStatus } from './helpers.ts';

describe('resources', () => {
  const platform = sharedPlatform({ rateLimit: 10_000 });

  it('projects: validation, PATCH of mutable settings only, routing mode and proxy rules', async () => {
    expect(
      (await call(platform(), 'POST', '/projects', { body: { name: 'Bad Name' } })).json.error.field,
    ).toBe('name');
    expect((await call(platform(), 'POST', '/projects', { body: {} })).json.error.field).toBe('name');
    const project = (
      await call(platform(), 'POST', '/projects', {
        body: { name: 'settings', repository: 'acme/settings', framework: 'vite' },
      })
    ).json;
    expect(project).toMatchObject({
      repository: 'acme/settings',
      framework: 'vite',
      staticRouting: 'files',
      primaryDomain: null,
    });
    const patched = await call(platform(), 'PATCH', `/projects/${project.id}`, {
      body: { buildCommand: 'npm run build', outputDirectory: 'dist' },
    });
    expect(patched.json).toMatchObject({ buildCommand: 'npm run build', outputDirectory: 'dist' });
    expect(
      (await call(platform(), 'PATCH', `/projects/${project.id}`, { body: { liveUrl: 'x' } })).json.error
        .field,
    ).toBe('liveUrl');
    expect(
      (await call(platform(), 'PUT', `/projects/${project.id}/static-routing`, { body: { mode: 'spa' } }))
        .json.mode,
    ).toBe('spa');
    expect(
      (await call(platform(), 'PUT', `/projects/${project.id}/static-routing`, { body: { mode: 'magic' } }))
        .status,
    ).toBe(400);
    const rules = await call(platform(), 'PUT', `/projects/${project.id}/proxy-rules`, {
      body: { rules: [{ prefix: '/api', origin: 'https://api.example.test/v1', stripPrefix: true }] },
    });
    expect(rules.json.rules).toEqual([
      { prefix: '/api', origin: 'https://api.example.test/v1', stripPrefix: true },
    ]);
    expect((await call(platform(), 'GET', `/projects/${project.id}/proxy-rules`)).json.data).toEqual(
      rules.json.rules,
    );
    expect(
      (
        await call(platform(), 'PUT', `/projects/${project.id}/proxy-rules`, {
          body: { rules: [{ prefix: 'api', origin: 'x' }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(platform(), 'PUT', `/projects/${project.id}/proxy-rules`, {
          body: { rules: [{ prefix: '/api', origin: 'https://a.test', stripPrefix: 'yes' }] },
        })
      ).status,
    ).toBe(400);
  });

  it('serves a SPA fallback and an output directory from the live deployment', async () => {
    const project = platform().admin.createProject({ name: 'spa', repository: 'acme/spa' });
    await call(platform(), 'PUT', `/projects/${project.id}/static-routing`, { body: { mode: 'spa' } });
    const deployment = await call(platform(), 'POST', `/projects/${project.id}/deployments`);
    await waitForDeploymentStatus(platform(), deployment.json.id);
    const deep = await fetch(`${project.liveUrl}some/client/route`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('acme/spa');
    await call(platform(), 'PATCH', `/projects/${project.id}`, { body: { outputDirectory: 'dist' } });
    const missingOutput = await call(platform(), 'POST', `/projects/${project.id}/deployments`);
    const failed = await waitForDeploymentStatus(platform(), missingOutput.json.id);
    expect(failed.error).toMatch(/output directory dist/);
  });

  it('domains: attach (idempotent on the same project, 409 on another), primary, proxy status, detach', async () => {
    const a = platform().admin.createProject({ name: 'dom-a' });
    const b = platform().admin.createProject({ name: 'dom-b' });
    expect(
      (await call(platform(), 'POST', `/projects/${a.id}/domains`, { body: { domain: 'not a host' } })).json
        .error.field,
    ).toBe('domain');
    const attached = await call(platform(), 'POST', `/projects/${a.id}/domains`, {
      body: { domain: 'WWW.Example.COM' },
    });
    expect(attached.status).toBe(201);
    expect(attached.json).toMatchObject({ domain: 'www.example.com', status: 'pending', primary: false });
    expect(
      (await call(platform(), 'POST', `/projects/${a.id}/domains`, { body: { domain: 'www.example.com' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(platform(), 'POST', `/projects/${b.id}/domains`, { body: { domain: 'www.example.com' } }))
        .status,
    ).toBe(409);
    await platform().admin.idle();
    const status = await call(platform(), 'GET', `/projects/${a.id}/domains/www.example.com/proxy-status`);
    expect(status.json).toMatchObject({ domain: 'www.example.com', proxied: true, status: 'active' });
    expect(
      (await call(platform(), 'POST', `/projects/${a.id}/domains/www.example.com/primary`)).json.primary,
    ).toBe(true);
    expect((await call(platform(), 'GET', `/projects/${a.id}`)).json.primaryDomain).toBe('www.example.com');
    expect((await call(platform(), 'DELETE', `/projects/${b.id}/domains/www.example.com`)).status).toBe(404);
    expect((await call(platform(), 'DELETE', `/projects/${a.id}/domains/www.example.com`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/projects/${a.id}`)).json.primaryDomain).toBeNull();
  });

  it('DNS: zones and per-type validated records, CNAME exclusivity, update and delete', async () => {
    const zone = (await call(platform(), 'POST', '/dns/zones', { body: { name: 'example.org' } })).json;
    const create = (body: Record<string, unknown>) =>
      call(platform(), 'POST', `/dns/zones/${zone.id}/records`, { body });
    const a = await create({ name: '@', type: 'A', value: '192.0.2.1' });
    expect(a.json).toMatchObject({
      fqdn: 'example.org',
      type: 'A',
      ttl: 3600,
      value: '192.0.2.1',
      values: ['192.0.2.1'],
      priority: null,
    });
    expect((await create({ name: 'www', type: 'CNAME', value: 'example.org' })).status).toBe(201);
    expect((await create({ name: 'www', type: 'A', value: '192.0.2.2' })).status).toBe(409);
    const invalid: [Record<string, unknown>, string][] = [
      [{ name: 'x', type: 'A', value: '999.1.1.1' }, 'value'],
      [{ name: 'x', type: 'AAAA', value: '192.0.2.1' }, 'value'],
      [{ name: '@', type: 'MX', value: 'mx.example.org' }, 'priority'],
      [{ name: '_sip._tcp', type: 'SRV', value: '5 5060', priority: 10 }, 'value'],
      [{ name: '@', type: 'CAA', value: 'issue letsencrypt.org' }, 'value'],
      [{ name: 'x', type: 'SPF', value: 'v=spf1' }, 'type'],
      [{ name: 'x', type: 'TXT', value: 'hi', ttl: 0 }, 'ttl'],
    ];
    for (const [body, field] of invalid) {
      const result = await create(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.error.field).toBe(field);
    }
    const mx = await create({
      name: '@',
      type: 'MX',
      values: ['mx1.example.org', 'mx2.example.org'],
      priority: 10,
    });
    expect(mx.json.values).toHaveLength(2);
    expect(
      (await create({ name: '_sip._tcp', type: 'SRV', value: '5 5060 sip.example.org', priority: 10 }))
        .status,
    ).toBe(201);
    expect((await create({ name: '@', type: 'CAA', value: '0 issue "letsencrypt.org"' })).status).toBe(201);
    expect((await create({ name: 'sub', type: 'NS', value: 'ns1.other.test' })).status).toBe(201);
    expect((await create({ name: 'txt.example.org', type: 'TXT', value: 'hello' })).json.name).toBe('txt');
    const updated = await call(platform(), 'PUT', `/dns/zones/${zone.id}/records/${a.json.id}`, {
      body: { value: '192.0.2.9', ttl: 300 },
    });
    expect(updated.json).toMatchObject({ value: '192.0.2.9', ttl: 300, type: 'A' });
    expect((await call(platform(), 'GET', `/dns/zones/${zone.id}`)).json.recordCount).toBe(7);
    expect((await call(platform(), 'DELETE', `/dns/zones/${zone.id}/records/${a.json.id}`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/dns/zones/${zone.id}/records?type=MX`)).json.data).toHaveLength(
      1,
    );
    expect((await call(platform(), 'DELETE', `/dns/zones/${zone.id}`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/dns/zones/${zone.id}/records`)).status).toBe(404);
  });

  // Its own platform on a virtual clock: provisioning and restarts end when the test moves time on,
  // never because a loaded machine was slow between two requests.
  it('databases: provisioning → running, stop/start/restart, stats, logs, users with a one-time password', async () => {
    const clock = new VirtualClock();
    const own = await startPlatform({ rateLimit: 10_000, clock });
    const platform = () => own;
    try {
      const db = await call(platform(), 'POST', '/databases', {
        body: { name: 'main-db', engine: 'postgres' },
      });
      expect(db.status).toBe(201);
      expect(db.json).toMatchObject({ status: 'provisioning', engine: 'postgres', port: 5432 });
      expect(
        (await call(platform(), 'POST', '/databases', { body: { name: 'x', engine: 'oracle' } })).json.error
          .field,
      ).toBe('engine');
      expect((await call(platform(), 'POST', `/databases/${db.json.id}/stop`)).status).toBe(409);
      await clock.runAll();
      expect((await call(platform(), 'GET', `/databases/${db.json.id}`)).json.status).toBe('running');
      expect((await call(platform(), 'POST', `/databases/${db.json.id}/stop`)).json.status).toBe('stopped');
      expect((await call(platform(), 'POST', `/databases/${db.json.id}/restart`)).status).toBe(409);
      expect((await call(platform(), 'POST', `/databases/${db.json.id}/start`)).json.status).toBe('running');
      expect((await call(platform(), 'POST', `/databases/${db.json.id}/restart`)).json.status).toBe(
        'restarting',
      );
      await clock.runAll();
      const stats = await call(platform(), 'GET', `/databases/${db.json.id}/stats`);
      expect(stats.json).toMatchObject({ databaseId: db.json.id, status: 'running' });
      const user = await call(platform(), 'POST', `/databases/${db.json.id}/users`, {
        body: { username: 'app' },
      });
      expect(user.json.password).toBe(platform().state.databasePasswords.get(`${db.json.id}/app`));
      expect(user.json.connectionString).toContain(`app:${user.json.password}@`);
      const read = await call(platform(), 'GET', `/databases/${db.json.id}`);
      expect(read.json.users).toEqual([{ username: 'app', createdAt: user.json.createdAt }]);
      expect(read.text).not.toContain(user.json.password);
      expect(
        (await call(platform(), 'POST', `/databases/${db.json.id}/users`, { body: { username: 'app' } }))
          .status,
      ).toBe(409);
      const logs = await call(platform(), 'GET', `/databases/${db.json.id}/logs`);
      expect(logs.json.data.map((line: { message: string }) => line.message)).toContain('created user app');
      expect((await call(platform(), 'DELETE', `/databases/${db.json.id}/users/app`)).status).toBe(204);
      expect((await call(platform(), 'DELETE', `/databases/${db.json.id}/users/app`)).status).toBe(404);
      expect((await call(platform(), 'DELETE', `/databases/${db.json.id}`)).status).toBe(204);
      expect((await call(platform(), 'GET', `/databases/${db.json.id}`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});
