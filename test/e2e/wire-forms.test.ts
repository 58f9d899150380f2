import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createZip } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { makeWorkspace, onPullRequest, platformKeyInputs, pullRequestEvent, SITE } from './fixtures.ts';
import { type ActionRunOptions, type ActionRunResult, runAction } from './harness.ts';

/**
 * Nothing in the document says ids are strings or how times are written. Every action runs
 * one successful scenario against a platform that answers with integer ids and epoch-second times,
 * and the ids it outputs are the platform's numbers, written as strings. They run in process, through
 * each action's `run`: what is read off the wire is the same code in the bundle, and every bundle has
 * its own run as the runner does in bundles.smoke.test.ts.
 */
let world: GitHubWorld;
beforeEach(async () => {
  world = await startWorld({
    github: true,
    ids: 'numeric',
    times: 'epoch-seconds',
    lifecycle: { runMs: 300 },
  });
});
afterEach(async () => {
  await world.close();
});

const NUMERIC = /^\d+$/;

function run(action: string, inputs: Record<string, string>, options: Partial<ActionRunOptions> = {}) {
  return runAction({
    action,
    ...options,
    inputs: { ...platformKeyInputs(world), ...inputs },
  });
}

function expectSuccess(result: ActionRunResult): void {
  expect(result.exitCode, result.stdout + result.stderr).toBe(0);
  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([]);
  // An epoch-seconds time read as milliseconds would print as January 1970; an unread one as NaN.
  expect(result.stdout + result.summary).not.toMatch(/1970-01|Invalid Date|NaN/);
}

/** A project as a user of this platform knows it: by the integer the API shows. */
async function createProject(name: string): Promise<{ internal: string; wire: string }> {
  const internal = world.platform.admin.createProject({ name }).id;
  const { status, json } = await call(world.platform, 'GET', `/projects/${internal}`);
  expect(status).toBe(200);
  expect(typeof json.id).toBe('number');
  return { internal, wire: String(json.id) };
}

/** The platform's own record behind an id an action output. */
function deploymentOf(wireId: string | undefined) {
  expect(wireId).toMatch(NUMERIC);
  return world.platform.state.deployments.get(world.platform.internalId(wireId!));
}

describe('every action against a platform with numeric ids and epoch-second times', () => {
  it('deploy outputs the deployment number and follows it until live', async () => {
    const project = await createProject('shop');
    const result = await run(
      'deploy',
      { project: project.wire, 'github-deployment': 'false', comment: 'false' },
      { workspace: makeWorkspace(SITE) },
    );
    expectSuccess(result);
    expect(result.outputs.status).toBe('live');
    expect(deploymentOf(result.outputs['deployment-id'])).toMatchObject({
      projectId: project.internal,
      status: 'live',
    });
    expect((await fetch(new URL('index.html', result.outputs.url))).status).toBe(200);
  });

  it('env-sync writes the variables and outputs the redeploy by its number', async () => {
    const project = await createProject('env');
    const upload = await uploadZip(world.platform, createZip({ 'index.html': '<h1>env</h1>' }));
    const created = await call(world.platform, 'POST', `/projects/${project.wire}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    await world.platform.admin.waitForDeployment(world.platform.internalId(String(created.json.id)));
    const result = await run('env-sync', { project: project.wire, variables: 'API_URL=https://api.test\n' });
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ added: 'API_URL', changed: 'true' });
    expect(world.platform.state.env.get(project.internal)?.get('API_URL')?.value).toBe('https://api.test');
    expect(deploymentOf(result.outputs['deployment-id'])).toMatchObject({
      projectId: project.internal,
      trigger: 'env',
      status: 'live',
    });
  });

  it('preview-domain outputs the project and deployment numbers', async () => {
    const project = await createProject('preview');
    const result = await run(
      'preview-domain',
      { project: project.wire, domain: 'pr-{pr}.preview.example.com' },
      {
        workspace: makeWorkspace(SITE),
        ...onPullRequest(world, 'synchronize', 7),
      },
    );
    expectSuccess(result);
    expect(result.outputs['project-id']).toBe(project.wire);
    expect(deploymentOf(result.outputs['deployment-id'])).toMatchObject({
      projectId: project.internal,
      status: 'live',
    });
    const domains = [...world.platform.state.domains.values()].filter(
      (d) => d.projectId === project.internal,
    );
    expect(domains.map((d) => d.domain)).toEqual(['pr-7.preview.example.com']);
  });

  it('cron-sync creates the jobs, then finds them unchanged though their project is a number', async () => {
    const project = await createProject('cron');
    const file = `
backup: { schedule: '0 3 * * *', command: npm run backup, timezone: Europe/Paris }
ping: { schedule: '*/15 * * * mon-fri', path: /api/ping }
`;
    const sync = () =>
      run(
        'cron-sync',
        { file: 'cron.yml', project: project.wire },
        {
          workspace: makeWorkspace({ 'cron.yml': file }),
        },
      );
    const applied = await sync();
    expectSuccess(applied);
    expect(applied.outputs).toMatchObject({ changed: 'true', created: '2' });
    const jobs = [...world.platform.state.cronJobs.values()];
    expect(jobs.map((job) => `${job.name} ${job.projectId}`).sort()).toEqual([
      `backup ${project.internal}`,
      `ping ${project.internal}`,
    ]);
    const second = await sync();
    expectSuccess(second);
    expect(second.outputs).toMatchObject({ changed: 'false', unchanged: '2', updated: '0', deleted: '0' });
  });

  it('project-sync attaches an env group by its integer id, then plans nothing', async () => {
    const project = await createProject('configured');
    const group = await call(world.platform, 'POST', '/env-groups', { body: { name: 'observability' } });
    expect(typeof group.json.id).toBe('number');
    const file = `settings: { buildCommand: npm run build }\nrouting: spa\nproxy-rules: { /api: "https://api.example.com" }\nenv-groups: [${group.json.id}]\n`;
    const sync = () =>
      run(
        'project-sync',
        { file: 'project.yml', project: project.wire },
        { workspace: makeWorkspace({ 'project.yml': file }) },
      );
    const applied = await sync();
    expectSuccess(applied);
    expect(applied.outputs).toMatchObject({ changed: 'true', created: '2', updated: '2' });
    const internalGroup = world.platform.internalId(String(group.json.id));
    expect(world.platform.state.envGroups.get(internalGroup)?.projectIds).toEqual([project.internal]);
    const second = await sync();
    expectSuccess(second);
    expect(second.outputs).toMatchObject({ changed: 'false', unchanged: '4' });
  });

  it('cdn-publish uploads every file, then finds them all in place on the next run', async () => {
    const workspace = makeWorkspace({
      'dist/index.html': '<h1>cdn</h1>',
      'dist/assets/app.js': 'console.log(1);',
    });
    const inputs = { bucket: 'numeric-assets', 'create-bucket': 'true', path: 'dist' };
    const first = await run('cdn-publish', inputs, { workspace });
    expectSuccess(first);
    expect(first.outputs).toMatchObject({ uploaded: '2', skipped: '0', changed: 'true' });
    const bucket = [...world.platform.state.cdnBuckets.values()].find((b) => b.name === 'numeric-assets');
    const assets = [...world.platform.state.cdnAssets.values()].filter((a) => a.bucketId === bucket?.id);
    expect(assets.map((a) => a.key).sort()).toEqual(['assets/app.js', 'index.html']);

    const second = await run('cdn-publish', inputs, { workspace });
    expectSuccess(second);
    expect(second.outputs).toMatchObject({ uploaded: '0', skipped: '2', deleted: '0', changed: 'false' });
  });

  it('dns-sync outputs the zone number, and a second run finds the records unchanged', async () => {
    const zone = await call(world.platform, 'POST', '/dns/zones', { body: { name: 'example.com' } });
    expect(zone.status).toBe(201);
    const zoneWireId = String(zone.json.id);
    const file = "'@': { type: A, value: 192.0.2.1 }\nwww: { type: CNAME, value: example.com. }\n";
    const sync = () =>
      run(
        'dns-sync',
        { file: 'dns.yml', zone: 'example.com' },
        {
          workspace: makeWorkspace({ 'dns.yml': file }),
        },
      );
    const applied = await sync();
    expectSuccess(applied);
    expect(applied.outputs).toMatchObject({ changed: 'true', created: '2', 'zone-id': zoneWireId });
    expect(zoneWireId).toMatch(NUMERIC);
    const zoneId = world.platform.internalId(zoneWireId);
    const records = [...world.platform.state.dnsRecords.values()].filter((r) => r.zoneId === zoneId);
    expect(records.map((r) => `${r.name} ${r.type}`).sort()).toEqual(['@ A', 'www CNAME']);
    const second = await sync();
    expectSuccess(second);
    expect(second.outputs).toMatchObject({ changed: 'false', unchanged: '2' });
  });

  it('run outputs the run number and the command’s exit code', async () => {
    const project = await createProject('runner');
    const result = await run('run', { project: project.wire, command: 'echo migrated' });
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'succeeded', 'exit-code': '0' });
    expect(result.outputs['run-id']).toMatch(NUMERIC);
    const stored = world.platform.state.runs.get(world.platform.internalId(result.outputs['run-id']!));
    expect(stored).toMatchObject({ projectId: project.internal, status: 'succeeded' });
    expect(result.stdout).toContain('migrated');
  });

  it('preview-database outputs the database number, and reuses that database on the next push', async () => {
    const project = await createProject('db');
    const inputs = { project: project.wire, name: 'shop-pr-{pr}' };
    const first = await run('preview-database', inputs, { event: pullRequestEvent('opened', 7) });
    expectSuccess(first);
    expect(first.outputs.result).toBe('created');
    expect(first.outputs['database-id']).toMatch(NUMERIC);
    const stored = world.platform.state.databases.get(
      world.platform.internalId(first.outputs['database-id']!),
    );
    expect(stored).toMatchObject({ name: 'shop-pr-7', status: 'running' });

    const second = await run('preview-database', inputs, { event: pullRequestEvent('synchronize', 7) });
    expectSuccess(second);
    expect(second.outputs).toMatchObject({ result: 'reused', 'database-id': first.outputs['database-id'] });
    expect(world.platform.state.databases.size).toBe(1);
  });

  it('api passes the numbers through, and its path takes them back', async () => {
    const created = await run('api', {
      method: 'POST',
      path: '/databases',
      body: '{"name": "analytics", "engine": "postgres"}',
    });
    expectSuccess(created);
    expect(created.outputs).toMatchObject({ status: '201', operation: 'createDatabase' });
    const database = JSON.parse(created.outputs.data!) as { id: unknown; createdAt: unknown };
    expect(typeof database.id).toBe('number');
    expect(typeof database.createdAt).toBe('number');
    const internal = world.platform.internalId(String(database.id));
    expect(world.platform.state.databases.get(internal)?.name).toBe('analytics');

    const read = await run('api', { path: `/databases/${database.id}` });
    expectSuccess(read);
    expect(read.outputs.operation).toBe('getDatabase');
    expect(JSON.parse(read.outputs.data!)).toMatchObject({ id: database.id, name: 'analytics' });
  });
  it("preview-sweep removes a closed pull request's numbered database, domain and env group (the bundle smoke test)", async () => {
    for (const [number, state] of [
      [7, 'closed'],
      [8, 'open'],
    ] as const) {
      world.github.seedPullRequest({ number, state, headRef: `feature-${number}` });
      const project = await createProject(`shop-pr-${number}`);
      await call(world.platform, 'POST', `/projects/${project.wire}/domains`, {
        body: { domain: `pr-${number}.preview.example.com` },
      });
      await call(world.platform, 'POST', '/databases', {
        body: { name: `shop-pr-${number}`, engine: 'postgres' },
      });
      const group = await call(world.platform, 'POST', '/env-groups', {
        body: { name: `settings-${number}` },
      });
      expect(typeof group.json.id).toBe('number');
      await call(world.platform, 'POST', `/projects/${project.wire}/env-groups`, {
        body: { groupId: group.json.id },
      });
    }
    const result = await run(
      'preview-sweep',
      {
        'project-name': 'shop-pr-{pr}',
        domain: 'pr-{pr}.preview.example.com',
        'database-name': 'shop-pr-{pr}',
      },
      { githubApiUrl: world.github.url, githubToken: world.github.token },
    );
    expectSuccess(result);
    expect(result.outputs.deleted).toBe('3');
    expect([...world.platform.state.domains.keys()]).toEqual(['pr-8.preview.example.com']);
    expect([...world.platform.state.databases.values()].map((d) => d.name)).toEqual(['shop-pr-8']);
    const attached = [...world.platform.state.envGroups.values()].map(
      (g) => `${g.name}:${g.projectIds.length}`,
    );
    expect(attached.sort()).toEqual(['settings-7:0', 'settings-8:1']);
    const [left] = JSON.parse(result.outputs['projects-left']!) as { id: string; name: string }[];
    expect(left).toMatchObject({ name: 'shop-pr-7', id: expect.stringMatching(NUMERIC) });
  });
});
