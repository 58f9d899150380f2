import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createZip } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { makeWorkspace } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  world = await startWorld({ github: true });
});
afterEach(async () => {
  await world.close();
});

const DIGEST = /^PLATFORM_ENV_DIGEST_[0-9A-F]{16}$/;

/** A project with one live deployment (so an env PUT redeploys it) and, optionally, variables already set. */
async function deployedProject(name: string, env?: Record<string, string>): Promise<string> {
  const { platform } = world;
  const project = platform.admin.createProject({ name });
  const upload = await uploadZip(platform, createZip({ 'index.html': `<h1>${name}</h1>` }));
  const created = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
    body: { sourceTarballUrl: upload.json.sourceTarballUrl },
  });
  await platform.admin.waitForDeployment(created.json.id);
  if (env !== undefined) {
    await call(platform, 'PUT', `/projects/${project.id}/env`, { body: { variables: env } });
    await platform.admin.idle();
  }
  forgetRequests();
  return project.id;
}

/** Setup requests are not the action's: each test then asserts on an empty request log. */
function forgetRequests(): void {
  world.platform.requestLog.length = 0;
  world.platform.admin.resetRateLimit();
}

function run(
  inputs: Record<string, string>,
  options: { workspace?: string; env?: Record<string, string> } = {},
) {
  return runAction({
    action: 'env-sync',
    inputs: { 'api-key': world.platform.fullKey, 'api-url': world.platform.url, ...inputs },
    ...options,
  });
}

function projectEnv(projectId: string): Record<string, string> {
  const stored = world.platform.state.env.get(projectId) ?? new Map<string, { value: string }>();
  return Object.fromEntries([...stored].map(([name, value]) => [name, value.value]));
}

function withoutDigest(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !DIGEST.test(name)));
}

function operations(name: string): number {
  return world.platform.requestLog.filter((request) => request.operation === name).length;
}

function deploymentsOf(projectId: string) {
  return [...world.platform.state.deployments.values()].filter((d) => d.projectId === projectId);
}

function failureText(result: ActionRunResult): string {
  return result.errors.join('\n');
}

describe('env-sync, project target', () => {
  it('adds and prunes with one PUT, then follows the redeploy until it is live', async () => {
    const projectId = await deployedProject('shop', { OLD_FLAG: 'x', KEEP_ME: 'before' });
    const result = await run({
      project: projectId,
      variables: 'KEEP_ME=after\nNEW_URL="https://api.example.test"\n',
      prune: 'true',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({
      added: 'NEW_URL',
      removed: 'OLD_FLAG',
      kept: 'KEEP_ME',
      changed: 'true',
    });
    expect(withoutDigest(projectEnv(projectId))).toEqual({
      KEEP_ME: 'after',
      NEW_URL: 'https://api.example.test',
    });
    expect(Object.keys(projectEnv(projectId)).filter((name) => DIGEST.test(name))).toHaveLength(1);
    expect(operations('setProjectEnv')).toBe(1);

    const deploymentId = result.outputs['deployment-id']!;
    const redeploy = world.platform.state.deployments.get(deploymentId);
    expect(redeploy).toMatchObject({ projectId, trigger: 'env', status: 'live' });
    expect(result.stdout).toContain(`::group::Build log of deployment ${deploymentId}`);
    expect(result.stdout).toContain('Environment: 3 variable(s) set');
    expect(result.stdout).toContain(`Redeploy ${deploymentId} is live`);
    expect(result.summary).toContain('NEW_URL');
    expect(result.summary).toContain(deploymentId);
  });

  it('makes no PUT and no redeploy when a second run declares the same set', async () => {
    const projectId = await deployedProject('steady');
    const inputs = { project: projectId, variables: 'A=1\nB="two words"\n' };
    const first = await run(inputs);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.changed).toBe('true');
    const deployments = deploymentsOf(projectId).length;
    forgetRequests();

    const second = await run(inputs);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({ changed: 'false', added: '', kept: 'A,B', 'deployment-id': '' });
    expect(operations('setProjectEnv')).toBe(0);
    expect(world.platform.writes()).toEqual([]);
    expect(deploymentsOf(projectId)).toHaveLength(deployments);
    expect(second.stdout).toContain('Nothing to write');

    // Changing one value is seen through the digest, though values cannot be read back.
    const third = await run({ ...inputs, variables: 'A=1\nB="three words"\n' });
    expect(third.exitCode, third.stdout).toBe(0);
    expect(third.outputs.changed).toBe('true');
    expect(projectEnv(projectId).B).toBe('three words');
  });

  it('refuses, writing nothing, when the PUT would delete undeclared variables and prune is off', async () => {
    const projectId = await deployedProject('careful', { LEGACY_TOKEN: 'l', OTHER_OLD: 'o', SHARED: 's' });
    const result = await run({ project: projectId, variables: 'SHARED=s2\n' });
    expect(result.exitCode).toBe(1);
    const message = failureText(result);
    expect(message).toMatch(
      /would delete these 2 variables, which are not declared: LEGACY_TOKEN, OTHER_OLD/,
    );
    expect(message).toMatch(/`prune: true`/);
    expect(world.platform.writes()).toEqual([]);
    expect(projectEnv(projectId)).toEqual({ LEGACY_TOKEN: 'l', OTHER_OLD: 'o', SHARED: 's' });
    expect(result.outputs.changed).toBe('false');
  });

  it('prints the plan on a dry run, with a read key, and writes nothing', async () => {
    const projectId = await deployedProject('preview', { GONE: 'gone-value', STAYS: 'stays-value' });
    const result = await run({
      'api-key': world.platform.readKey,
      project: projectId,
      variables: 'STAYS=stays-value\nFRESH=fresh-value\n',
      prune: 'true',
      'dry-run': 'true',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/dry run: nothing is written/);
    expect(result.stdout).toMatch(/add\s+FRESH/);
    expect(result.stdout).toMatch(/keep\s+STAYS/);
    expect(result.stdout).toMatch(/remove\s+GONE/);
    expect(result.summary).toMatch(/\| add \| FRESH \|/);
    expect(result.summary).toMatch(/\| remove \| GONE \|/);
    expect(result.outputs).toMatchObject({ added: 'FRESH', removed: 'GONE', kept: 'STAYS', changed: 'true' });
    expect(world.platform.writes()).toEqual([]);
    expect(world.platform.requestLog.every((request) => request.method === 'GET')).toBe(true);
  });

  it("fails with the client's read-key sentence and writes nothing when a read key is used for real", async () => {
    const projectId = await deployedProject('read-only');
    const result = await run({ 'api-key': world.platform.readKey, project: projectId, variables: 'A=1\n' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(/read key; setProjectEnv needs a full key/);
    expect(world.platform.writes()).toEqual([]);
  });

  it('stores multi-line values exactly, from variables and from an env file, variables winning a clash', async () => {
    const projectId = await deployedProject('pem');
    const pem = '-----BEGIN KEY-----\nMIIBOgIBAAJBAK\n-----END KEY-----';
    const workspace = makeWorkspace({
      'config/.env.production': `export PEM="${pem}"\nBOTH=from-file\nFILE_ONLY='single # quoted'\n`,
    });
    const result = await run(
      {
        project: projectId,
        'env-file': 'config/.env.production',
        variables: 'BOTH=from-input\nESCAPED="a\\nb"\n',
      },
      { workspace },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(withoutDigest(projectEnv(projectId))).toEqual({
      PEM: pem,
      BOTH: 'from-input',
      FILE_ONLY: 'single # quoted',
      ESCAPED: 'a\nb',
    });
    expect(result.stdout).toContain('overrides env-file for: BOTH');
  });

  it('leaves the wait out when wait is false, still reporting the redeploy id', async () => {
    const projectId = await deployedProject('nowait');
    const result = await run({ project: projectId, variables: 'A=1\n', wait: 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['deployment-id']).toMatch(/\S/);
    expect(operations('getDeployment')).toBe(0);
  });

  it('fails when the redeploy fails, with the build log tail', async () => {
    const projectId = await deployedProject('broken');
    world.platform.admin.failNextBuild(projectId, 'missing DATABASE_URL at boot');
    const result = await run({ project: projectId, variables: 'A=1\n' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(/Redeploy \S+ failed on the platform/);
    expect(failureText(result)).toContain('missing DATABASE_URL at boot');
    expect(result.outputs['deployment-id']).toMatch(/\S/);
    expect(result.summary).toContain('missing DATABASE_URL at boot');
  });
});

describe('env-sync, declared set errors come before any request', () => {
  it.each([
    ['an invalid name', 'GOOD=good-value\n9LIVES=lives-value\n', /"9LIVES" is not a valid variable name/],
    [
      'a line dotenv would skip',
      'GOOD=good-value\nNOT AN ASSIGNMENT\n',
      /line 2: not a NAME=value assignment/,
    ],
    [
      'a name set twice differently',
      'A=first-value\nB=other-value\nA=second-value\n',
      /A is set twice with different values \(lines 1 and 3\)/,
    ],
    ['an empty set', '# only a comment\n', /declared set is empty/],
  ])('refuses %s', async (_what, variables, message) => {
    const projectId = await deployedProject('strict', { A: '1' });
    const result = await run({ project: projectId, variables, prune: 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(message);
    expect(world.platform.requestLog).toEqual([]);
  });

  it.each([
    [{ group: 'eg_1', project: 'prj_1' }, /different targets/],
    [{ service: 'web' }, /set `project` to that project's id too/],
    [{}, /No target/],
    [{ project: 'prj_1', 'attach-to': 'prj_2' }, /only applies to an env group target/],
  ])('refuses the target form %j', async (target, message) => {
    const result = await run({ ...target, variables: 'A=1\n' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(message);
    expect(world.platform.requestLog).toEqual([]);
  });
});

describe('env-sync, group and service targets', () => {
  it('syncs an env group per variable, prunes, and attaches it idempotently', async () => {
    const { platform } = world;
    const [first, second] = [await deployedProject('one'), await deployedProject('two')];
    const group = await call(platform, 'POST', '/env-groups', { body: { name: 'shared' } });
    const groupId: string = group.json.id;
    await call(platform, 'POST', `/env-groups/${groupId}/vars`, { body: { name: 'STALE', value: 's' } });
    await call(platform, 'POST', `/env-groups/${groupId}/vars`, { body: { name: 'REGION', value: 'eu' } });
    await call(platform, 'POST', `/projects/${second}/env-groups`, { body: { groupId } });
    forgetRequests();

    const inputs = {
      group: groupId,
      variables: 'REGION=us\nCERT="line 1\nline 2"\n',
      prune: 'true',
      'attach-to': `${first}, ${second}`,
    };
    const result = await run(inputs);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({
      added: 'CERT',
      removed: 'STALE',
      kept: 'REGION',
      changed: 'true',
    });
    const stored = platform.state.envGroupValues.get(groupId)!;
    expect(stored.get('REGION')?.value).toBe('us');
    expect(stored.get('CERT')?.value).toBe('line 1\nline 2');
    expect(stored.has('STALE')).toBe(false);
    expect([...stored.keys()].filter((name) => DIGEST.test(name))).toHaveLength(1);
    expect(platform.state.envGroups.get(groupId)?.projectIds.sort()).toEqual([first, second].sort());
    expect(operations('attachProjectEnvGroup')).toBe(1);
    expect(operations('updateEnvGroupVar')).toBe(1);
    forgetRequests();

    const again = await run(inputs);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(platform.writes()).toEqual([]);
  });

  it("syncs one compose service's own variables, deleting only with prune, without a redeploy", async () => {
    const { platform } = world;
    const projectId = await deployedProject('compose');
    await call(platform, 'PUT', `/projects/${projectId}/services/web/env/OLD`, { body: { value: 'o' } });
    forgetRequests();
    const deployments = deploymentsOf(projectId).length;

    const kept = await run({
      project: projectId,
      service: 'web',
      variables: 'WORKERS=4\nMOTD="hi\nthere"\n',
    });
    expect(kept.exitCode, kept.stdout).toBe(0);
    expect(kept.outputs).toMatchObject({ added: 'MOTD,WORKERS', removed: '', changed: 'true' });
    const env = () => platform.state.serviceEnv.get(`${projectId}/web`)!;
    expect(env().get('MOTD')?.value).toBe('hi\nthere');
    expect(env().has('OLD')).toBe(true);
    expect(operations('deleteServiceEnvVar')).toBe(0);
    forgetRequests();

    const pruned = await run({
      project: projectId,
      service: 'web',
      variables: 'WORKERS=4\nMOTD="hi\nthere"\n',
      prune: 'true',
    });
    expect(pruned.exitCode, pruned.stdout).toBe(0);
    expect(pruned.outputs).toMatchObject({ removed: 'OLD', changed: 'true' });
    expect(env().has('OLD')).toBe(false);
    // The digest matches: the declared values are not sent again, only OLD is deleted.
    expect(operations('setServiceEnvVar')).toBe(0);
    expect(operations('deleteServiceEnvVar')).toBe(1);
    expect(deploymentsOf(projectId)).toHaveLength(deployments);
    expect(projectEnv(projectId)).toEqual({});
  });
});

describe('env-sync never prints a value', () => {
  const CANARIES = [
    'CANARY_VALUE_7f3a9',
    'CANARY_ML_first_7f3a9',
    'CANARY_ML_second_7f3a9',
    'CANARY_EMBED_7f3a9',
  ];
  const VARIABLES = [
    'PLAIN=CANARY_VALUE_7f3a9',
    'MULTI="CANARY_ML_first_7f3a9\nCANARY_ML_second_7f3a9"',
    'EMBEDDED=https://user:CANARY_EMBED_7f3a9@db.example.test/app',
  ].join('\n');

  function expectNoCanary(result: ActionRunResult): void {
    const stdout = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const canary of CANARIES) {
      expect(stdout).not.toContain(canary);
      expect(result.stderr).not.toContain(canary);
      expect(result.summary).not.toContain(canary);
      expect(JSON.stringify(result.outputs)).not.toContain(canary);
    }
  }

  it.each([
    ['a project sync with its redeploy', {}],
    ['a dry run', { 'dry-run': 'true' }],
    ['a prune refusal', { _legacy: 'yes' }],
    ['a duplicate error', { variables: `${VARIABLES}\nPLAIN=CANARY_VALUE_7f3a9-changed` }],
  ])('in %s, also with step debug on', async (_name, extra: Record<string, string>) => {
    const { _legacy, ...inputs } = extra;
    const projectId = await deployedProject('canary', _legacy ? { LEGACY: 'l' } : undefined);
    const result = await run(
      { project: projectId, variables: VARIABLES, ...inputs },
      { env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' } },
    );
    expect(result.stdout).toContain('::add-mask::CANARY_VALUE_7f3a9');
    // Debug lines (each request) are printed too, except where the run stops before any request.
    if (inputs.variables === undefined) expect(result.stdout).toContain('::debug::');
    expectNoCanary(result);
  });

  it('in a group sync', async () => {
    const group = await call(world.platform, 'POST', '/env-groups', { body: { name: 'canary' } });
    forgetRequests();
    const result = await run(
      { group: group.json.id, variables: VARIABLES },
      { env: { ACTIONS_STEP_DEBUG: 'true' } },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(world.platform.state.envGroupValues.get(group.json.id)?.get('PLAIN')?.value).toBe(
      'CANARY_VALUE_7f3a9',
    );
    expectNoCanary(result);
  });
});

describe('env-sync under the other response shapes', () => {
  it.each(['snake', 'wrapped'] as const)('converges and then writes nothing (%s)', async (shapes) => {
    await world.close();
    world = await startWorld({ github: true, shapes });
    const { platform } = world;
    const project = platform.admin.createProject({ name: `shapes-${shapes}` });
    await call(platform, 'POST', '/env-groups', { body: { name: 'shaped' } });
    const groupId = [...platform.state.envGroups.keys()][0]!;
    forgetRequests();
    const targets: Record<string, string>[] = [
      { project: project.id },
      { group: groupId, 'attach-to': project.id },
    ];
    for (const target of targets) {
      const first = await run({ ...target, variables: 'REGION=eu-west\nCERT="a\nb"\n', prune: 'true' });
      expect(first.exitCode, first.stdout).toBe(0);
      expect(first.outputs).toMatchObject({ added: 'CERT,REGION', changed: 'true' });
      forgetRequests();
      const second = await run({ ...target, variables: 'REGION=eu-west\nCERT="a\nb"\n', prune: 'true' });
      expect(second.exitCode, second.stdout).toBe(0);
      expect(second.outputs).toMatchObject({ kept: 'CERT,REGION', changed: 'false' });
      expect(platform.writes()).toEqual([]);
    }
    // A project never deployed has nothing to redeploy: the PUT's `deploymentId: null` says so.
    expect(withoutDigest(projectEnv(project.id))).toEqual({ REGION: 'eu-west', CERT: 'a\nb' });
    expect(platform.state.envGroups.get(groupId)?.projectIds).toEqual([project.id]);
  });
});
