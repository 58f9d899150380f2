import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  world = await startWorld({ github: true });
});
afterEach(async () => {
  await world.close();
});

function call(inputs: Record<string, string>, key = world.platform.fullKey, bundle = false) {
  return runAction({
    action: 'api',
    bundle,
    inputs: { ...platformKeyInputs(world, key), ...inputs },
  });
}

describe('api action, run as the runner runs it', () => {
  it('GETs one resource and outputs the decoded JSON without its envelope (the bundle)', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const result = await call({ path: `/projects/${project.id}` }, world.platform.fullKey, true);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('200');
    expect(result.outputs.operation).toBe('getProject');
    const data = JSON.parse(result.outputs.data!) as { id: string; name: string };
    expect(data).toMatchObject({ id: project.id, name: 'shop' });
    expect(result.summary).toContain('getProject');
  });

  it('GETs a list with query parameters, with a read key, through a wrapped-envelope platform', async () => {
    await world.close();
    world = await startWorld({ github: true, shapes: 'wrapped' });
    const project = world.platform.admin.createProject({ name: 'listing' });
    const result = await call(
      { path: `/api/v1/projects/${project.id}/services`, query: 'limit=1\n' },
      world.platform.readKey,
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const data = JSON.parse(result.outputs.data!) as { name: string }[];
    expect(Array.isArray(data)).toBe(true);
    expect(data.map((service) => service.name)).toEqual(['web']);
    const sent = world.platform.requestLog.find((r) => r.operation === 'listProjectServices');
    expect(sent?.query).toContain('limit=1');
    expect(sent?.keyKind).toBe('read');
  });

  it('POSTs a JSON body once, and keeps the credential it created in data, masked in the log', async () => {
    const result = await call({
      method: 'post',
      path: '/databases',
      body: '{"name": "analytics", "engine": "postgres"}',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('201');
    const created = JSON.parse(result.outputs.data!) as { id: string; name: string };
    expect(created.name).toBe('analytics');
    expect(world.platform.state.databases.get(created.id)?.name).toBe('analytics');

    const user = await call({
      method: 'POST',
      path: `/databases/${created.id}/users`,
      body: '{"username": "ci"}',
    });
    expect(user.exitCode, user.stdout).toBe(0);
    const password = world.platform.state.databasePasswords.get(`${created.id}/ci`)!;
    expect(user.stdout).toContain(`::add-mask::${password}`);
    const leaks = user.stdout
      .split('\n')
      .filter((l) => l.includes(password) && !l.startsWith('::add-mask::'));
    expect(leaks).toEqual([]);
    // The created user's password is what the caller asked for: it stays in the output (GitHub masks
    // it in logs from the ::add-mask:: above), where `***` would have lost it for good.
    expect(JSON.parse(user.outputs.data!)).toMatchObject({ username: 'ci', password });
    expect(user.stdout).toContain('"password": "***"');
  });

  it('keeps a created CDN key secret in data, and never the API key itself', async () => {
    const key = world.platform.fullKey;
    const result = await call({ method: 'POST', path: '/cdn/keys', body: '{"name": "ci uploads"}' });
    expect(result.exitCode, result.stdout).toBe(0);
    const created = JSON.parse(result.outputs.data!) as { secret: string };
    expect(created.secret).toMatch(/^plat_cdn_/);
    expect(result.stdout).toContain(`::add-mask::${created.secret}`);
    const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.filter((line) => line.includes(created.secret))).toEqual([]);
    // An answer that echoes the caller's own key: that never reaches the output.
    const project = world.platform.admin.createProject({ name: 'echo' });
    world.platform.state.projects.get(project.id)!.buildCommand = `deploy --token ${key}`;
    const echoed = await call({ path: `/projects/${project.id}` });
    expect(echoed.exitCode, echoed.stdout).toBe(0);
    expect(echoed.outputs.data).not.toContain(key);
    expect(JSON.parse(echoed.outputs.data!)).toMatchObject({ buildCommand: 'deploy --token ***' });
  });

  it('says that paths take ids when a 404 path holds a project’s name, with the path to use', async () => {
    const shop = world.platform.admin.createProject({ name: 'shop' });
    const result = await call({ path: '/projects/shop/deployments' }, world.platform.readKey);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('404');
    const error = result.errors.join('\n');
    expect(error).toContain(
      `Paths take ids, not names: "shop" is the name of project ${shop.id}, so use /projects/${shop.id}/deployments.`,
    );
    expect(error).not.toContain('check the name or id');
    expect(world.platform.writes()).toEqual([]);

    const unknown = await call({ path: '/projects/nothing-here/deployments' });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.errors.join('\n')).toContain(
      'Project "nothing-here" was not found: paths take ids, not names, so check the id',
    );
  });

  it('does not repeat a POST whose answer was lost', async () => {
    world.platform.faults.add({ operation: 'createDatabase', times: 1, drop: 'after-body' });
    const result = await call({
      method: 'POST',
      path: '/databases',
      body: '{"name": "once", "engine": "redis"}',
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/may or may not have taken effect/);
    expect(world.platform.requestLog.filter((r) => r.operation === 'createDatabase')).toHaveLength(1);
    expect(world.platform.state.databases.size).toBe(1);
  });

  it('explains that a read key cannot call a W endpoint', async () => {
    const result = await call(
      { method: 'POST', path: '/databases', body: '{"name": "nope", "engine": "postgres"}' },
      world.platform.readKey,
    );
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/read key.*createDatabase.*needs a full key/);
    expect(world.platform.writes()).toEqual([]);
    const key = world.platform.readKey;
    expect(result.stdout.split('\n').filter((l) => l.includes(key) && !l.startsWith('::add-mask::'))).toEqual(
      [],
    );
  });

  it.each([
    [
      { path: '/projects/p1/secrets' },
      /Input "path": GET \/projects\/p1\/secrets is not an endpoint of the platform API/,
    ],
    [{ path: '/nothing' }, /Input "path": GET \/nothing is not an endpoint.*paths under \/projects/],
    [
      { method: 'PATCH', path: '/databases/db_1' },
      /Input "method": the platform API has no PATCH \/databases\/\{id\}; that path takes GET, DELETE/,
    ],
    [{ method: 'POST', path: '/databases', body: '{name: x}' }, /Input "body" is not valid JSON/],
    [{ path: '/projects', body: '{}' }, /Input "body" is set, but GET requests carry no body/],
    [{ path: '/projects', query: 'limit' }, /Input "query": "limit" is not a `key=value` line/],
  ])('refuses %j before sending anything', async (inputs, message) => {
    const result = await call(inputs);
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(message);
    expect(world.platform.requestLog).toEqual([]);
  });
});
