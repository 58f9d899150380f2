import { describe, expect, it } from 'vitest';
import { call } from '../fakes/platform/tests/helpers.ts';
import {
  ctx,
  DIGEST,
  deployedProject,
  deploymentsOf,
  failureText,
  forgetRequests,
  operations,
  projectEnv,
  run,
  useEnvSyncWorld,
  withoutDigest,
} from './env-sync-world.ts';
import { expectSucceeded, makeWorkspace } from './fixtures.ts';
import type { ActionRunResult } from './harness.ts';

useEnvSyncWorld();

describe('env-sync, project target', () => {
  it('adds and prunes with one PUT, then follows the redeploy until it is live', async () => {
    const projectId = await deployedProject('shop', { OLD_FLAG: 'x', KEEP_ME: 'before' });
    const result = await run({
      project: projectId,
      variables: 'KEEP_ME=after\nNEW_URL="https://api.example.test"\n',
      prune: 'true',
    });
    expectSucceeded(result, {
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
    const redeploy = ctx.world.platform.state.deployments.get(deploymentId);
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
    expectSucceeded(second, { changed: 'false', added: '', kept: 'A,B', 'deployment-id': '' });
    expect(operations('setProjectEnv')).toBe(0);
    expect(ctx.world.platform.writes()).toEqual([]);
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
    expect(ctx.world.platform.writes()).toEqual([]);
    expect(projectEnv(projectId)).toEqual({ LEGACY_TOKEN: 'l', OTHER_OLD: 'o', SHARED: 's' });
    expect(result.outputs.changed).toBe('false');
  });

  it('prints the plan on a dry run, with a read key, and writes nothing', async () => {
    const projectId = await deployedProject('preview', { GONE: 'gone-value', STAYS: 'stays-value' });
    const result = await run({
      'api-key': ctx.world.platform.readKey,
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
    expect(ctx.world.platform.writes()).toEqual([]);
    expect(ctx.world.platform.requestLog.every((request) => request.method === 'GET')).toBe(true);
  });

  it("fails with the client's read-key sentence and writes nothing when a read key is used for real", async () => {
    const projectId = await deployedProject('read-only');
    const result = await run({
      'api-key': ctx.world.platform.readKey,
      project: projectId,
      variables: 'A=1\n',
    });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(/read key; setProjectEnv needs a full key/);
    expect(ctx.world.platform.writes()).toEqual([]);
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
    ctx.world.platform.admin.failNextBuild(projectId, 'missing DATABASE_URL at boot');
    const result = await run({ project: projectId, variables: 'A=1\n' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(/Redeploy \S+ failed on the platform/);
    expect(failureText(result)).toContain('missing DATABASE_URL at boot');
    expect(result.outputs['deployment-id']).toMatch(/\S/);
    expect(result.summary).toContain('missing DATABASE_URL at boot');
    // The tail is shown open, and printed after the folded build log, where the error says it is.
    expect(result.summary).toContain('<details open><summary>Build log tail</summary>');
    const afterGroup = result.stdout.slice(result.stdout.lastIndexOf('::endgroup::'));
    expect(afterGroup).toMatch(/^Last \d+ lines of the build log of deployment \S+:$/m);
    expect(afterGroup).toContain('missing DATABASE_URL at boot');
    expect(failureText(result)).toMatch(/lines of its build log are printed at the end of the step log/);
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
    expect(ctx.world.platform.requestLog).toEqual([]);
  });

  it.each([
    [{ group: 'eg_1', project: 'prj_1' }, /different targets/],
    [{ service: 'web' }, /set `project` to that project's id or name too/],
    [{}, /No target/],
    [{ project: 'prj_1', 'attach-to': 'prj_2' }, /only applies to an env group target/],
  ])('refuses the target form %j', async (target, message) => {
    const result = await run({ ...target, variables: 'A=1\n' });
    expect(result.exitCode).toBe(1);
    expect(failureText(result)).toMatch(message);
    expect(ctx.world.platform.requestLog).toEqual([]);
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
    const group = await call(ctx.world.platform, 'POST', '/env-groups', { body: { name: 'canary' } });
    forgetRequests();
    const result = await run(
      { group: group.json.id, variables: VARIABLES },
      { env: { ACTIONS_STEP_DEBUG: 'true' } },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(ctx.world.platform.state.envGroupValues.get(group.json.id)?.get('PLAIN')?.value).toBe(
      'CANARY_VALUE_7f3a9',
    );
    expectNoCanary(result);
  });
});
