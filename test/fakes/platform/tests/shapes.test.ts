import { afterEach, describe, expect, it } from 'vitest';
import { createZip, type Platform, startPlatform } from '../index.ts';
import { call, uploadZip } from './helpers.ts';

describe('response shape profiles', () => {
  let platform: Platform;
  afterEach(() => platform.close());

  async function liveDeployment(target: Platform, projectId: string): Promise<string> {
    const upload = await uploadZip(target, createZip({ 'index.html': 'x' }));
    const url =
      upload.json.sourceTarballUrl ?? upload.json.source_tarball_url ?? upload.json.data?.sourceTarballUrl;
    const created = await call(target, 'POST', `/projects/${projectId}/deployments`, {
      body: { sourceTarballUrl: url },
    });
    const id = created.json.id ?? created.json.data.id;
    await target.admin.waitForDeployment(id);
    return id;
  }

  it('canonical: bare camelCase objects and { data, nextCursor } lists', async () => {
    platform = await startPlatform({ rateLimit: 1000 });
    for (const name of ['one', 'two', 'three']) platform.admin.createProject({ name });
    const page = await call(platform, 'GET', '/projects?limit=2');
    expect(Object.keys(page.json)).toEqual(['data', 'nextCursor']);
    expect(page.json.data).toHaveLength(2);
    const rest = await call(platform, 'GET', `/projects?limit=2&cursor=${page.json.nextCursor}`);
    expect(rest.json.data.map((project: { name: string }) => project.name)).toEqual(['three']);
    expect(rest.json.nextCursor).toBeNull();
    expect(page.json.data[0]).toHaveProperty('liveUrl');
    expect((await call(platform, 'GET', '/projects?limit=0')).json.error.field).toBe('limit');
    expect((await call(platform, 'GET', '/projects?cursor=garbage')).json.error.field).toBe('cursor');
    expect((await call(platform, 'GET', '/projects?limit=500')).status).toBe(200);
  });

  it('snake: snake_case keys (not inside user-data maps), items/next_cursor/has_more, snake requests accepted', async () => {
    platform = await startPlatform({ rateLimit: 1000, shapes: 'snake' });
    const created = await call(platform, 'POST', '/projects', {
      body: { name: 'snaky', default_branch: 'trunk', metadata: { teamName: 'web' } },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      default_branch: 'trunk',
      live_url: expect.stringContaining('/sites/'),
      metadata: { teamName: 'web' },
    });
    expect(created.json).not.toHaveProperty('liveUrl');
    const deploymentId = await liveDeployment(platform, created.json.id);
    const deployment = await call(platform, 'GET', `/deployments/${deploymentId}`);
    expect(deployment.json).toMatchObject({
      status: 'live',
      project_id: created.json.id,
      source_tarball_url: expect.any(String),
    });
    expect(deployment.json.source.upload_id).toMatch(/^upl_/);
    await call(platform, 'PUT', `/projects/${created.json.id}/env`, {
      body: { variables: { myVar: 'x', API_KEY: 'y' } },
    });
    expect(platform.state.env.get(created.json.id)?.has('myVar')).toBe(true);
    const list = await call(platform, 'GET', '/projects?limit=1');
    expect(Object.keys(list.json).sort()).toEqual(['has_more', 'items', 'next_cursor']);
    expect(list.json.has_more).toBe(false);
    expect(list.json.items[0].id).toBe(created.json.id);
    await platform.admin.idle();
  });

  it('wrapped: { data } singles, { data } lists with a Link header, upper-case state instead of status', async () => {
    platform = await startPlatform({ rateLimit: 1000, shapes: 'wrapped' });
    const project = platform.admin.createProject({ name: 'wrapped' });
    const deploymentId = await liveDeployment(platform, project.id);
    const single = await call(platform, 'GET', `/deployments/${deploymentId}`);
    expect(Object.keys(single.json)).toEqual(['data']);
    expect(single.json.data).toMatchObject({ id: deploymentId, state: 'LIVE' });
    expect(single.json.data).not.toHaveProperty('status');
    platform.admin.createProject({ name: 'second' });
    const page = await call(platform, 'GET', '/projects?limit=1');
    expect(Object.keys(page.json)).toEqual(['data']);
    const link = page.headers.get('link')!;
    expect(link).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/projects\?limit=1&cursor=[^>]+>; rel="next"$/,
    );
    const next = await fetch(link.slice(1, link.indexOf('>')), {
      headers: { authorization: `Bearer ${platform.fullKey}` },
    });
    const nextBody = (await next.json()) as { data: { name: string }[] };
    expect(nextBody.data.map((entry) => entry.name)).toEqual(['second']);
    expect((await call(platform, 'GET', '/projects?limit=5')).headers.get('link')).toBeNull();
    const error = await call(platform, 'GET', '/projects/nope');
    expect(error.json).toEqual({ error: { code: 'not_found', message: 'project nope not found' } });
  });
});
