import { describe, expect, it } from 'vitest';
import { call } from '../fakes/platform/tests/helpers.ts';
import { ctx, deployedProject, deploymentsOf, projectEnv, run, useEnvSyncWorld } from './env-sync-world.ts';
import { writesFrom } from './fixtures.ts';

/**
 * What the README says env drift is: a read-key plan sees names and group attachments, never values
 * (they cannot be read back); values are put back on purpose by a re-send, which redeploys.
 */
useEnvSyncWorld();

const DECLARED = 'LOG_LEVEL=info\nREGION=eu\n';
const DIGEST_KEY = 'shared-digest-key-of-this-repository';

async function handEdit(projectId: string, change: (env: Record<string, string>) => void): Promise<void> {
  const env = projectEnv(projectId);
  change(env);
  await call(ctx.world.platform, 'PUT', `/projects/${projectId}/env`, { body: { variables: env } });
  await ctx.world.platform.admin.idle();
}

describe('env drift, as a read-key plan sees it', () => {
  it('does not see a value changed by hand, sees a name deleted by hand, and a re-send puts values back with a redeploy', async () => {
    const projectId = await deployedProject('shop');
    const applied = await run({
      project: projectId,
      variables: DECLARED,
      wait: 'false',
      'digest-key': DIGEST_KEY,
    });
    expect(applied.exitCode, applied.stdout).toBe(0);
    await ctx.world.platform.admin.idle();

    await handEdit(projectId, (env) => {
      env.LOG_LEVEL = 'debug';
    });
    const readKey = ctx.world.platform.readKey;
    const blind = await run({
      project: projectId,
      variables: DECLARED,
      'dry-run': 'true',
      'digest-key': DIGEST_KEY,
      'api-key': readKey,
    });
    expect(blind.exitCode, blind.stdout).toBe(0);
    expect(blind.outputs.changed).toBe('false');

    // Put values back on purpose: another digest key re-sends every value, and the PUT redeploys.
    const before = deploymentsOf(projectId).length;
    const writes = writesFrom(ctx.world.platform);
    const resent = await run({
      project: projectId,
      variables: DECLARED,
      wait: 'false',
      'digest-key': `${DIGEST_KEY}-2`,
    });
    expect(resent.exitCode, resent.stdout).toBe(0);
    expect(resent.outputs.changed).toBe('true');
    expect(writes().map((request) => request.operation)).toEqual(['setProjectEnv']);
    expect(projectEnv(projectId).LOG_LEVEL).toBe('info');
    await ctx.world.platform.admin.idle();
    expect(deploymentsOf(projectId).length).toBe(before + 1);

    await handEdit(projectId, (env) => {
      delete env.REGION;
    });
    const seen = await run({
      project: projectId,
      variables: DECLARED,
      'dry-run': 'true',
      'digest-key': `${DIGEST_KEY}-2`,
      'api-key': readKey,
    });
    expect(seen.outputs).toMatchObject({ changed: 'true', added: 'REGION' });
  });

  it('sees a group detached from a project by hand', async () => {
    const projectId = await deployedProject('shop');
    ctx.world.platform.admin.addEnvGroup('grp_shared', 'shared');
    const inputs = {
      group: 'grp_shared',
      variables: DECLARED,
      'attach-to': projectId,
      'digest-key': DIGEST_KEY,
    };
    expect((await run(inputs)).exitCode).toBe(0);
    const clean = await run({ ...inputs, 'dry-run': 'true', 'api-key': ctx.world.platform.readKey });
    expect(clean.outputs.changed).toBe('false');
    await call(ctx.world.platform, 'DELETE', `/projects/${projectId}/env-groups/grp_shared`);
    const seen = await run({ ...inputs, 'dry-run': 'true', 'api-key': ctx.world.platform.readKey });
    expect(seen.outputs.changed).toBe('true');
    expect(seen.summary).toContain(projectId);
  });
});
