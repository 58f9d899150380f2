import { describe, expect, it } from 'vitest';
import { call } from '../fakes/platform/tests/helpers.ts';
import {
  ctx,
  DIGEST,
  deployedProject,
  deploymentsOf,
  forgetRequests,
  operations,
  projectEnv,
  restartWorld,
  run,
  useEnvSyncWorld,
  withoutDigest,
} from './env-sync-world.ts';
import { expectSucceeded } from './fixtures.ts';

useEnvSyncWorld();

describe('env-sync, group and service targets', () => {
  it('syncs an env group per variable, prunes, and attaches it idempotently', async () => {
    const { platform } = ctx.world;
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
    expectSucceeded(result, {
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
    const { platform } = ctx.world;
    const projectId = await deployedProject('compose');
    await call(platform, 'PUT', `/projects/${projectId}/services/web/env/OLD`, { body: { value: 'o' } });
    forgetRequests();
    const deployments = deploymentsOf(projectId).length;

    const kept = await run({
      project: projectId,
      service: 'web',
      variables: 'WORKERS=4\nMOTD="hi\nthere"\n',
    });
    expectSucceeded(kept, { added: 'MOTD,WORKERS', removed: '', changed: 'true' });
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
    expectSucceeded(pruned, { removed: 'OLD', changed: 'true' });
    expect(env().has('OLD')).toBe(false);
    // The digest matches: the declared values are not sent again, only OLD is deleted.
    expect(operations('setServiceEnvVar')).toBe(0);
    expect(operations('deleteServiceEnvVar')).toBe(1);
    expect(deploymentsOf(projectId)).toHaveLength(deployments);
    expect(projectEnv(projectId)).toEqual({});
  });
});

describe('env-sync under the other response shapes', () => {
  it.each(['snake', 'wrapped'] as const)('converges and then writes nothing (%s)', async (shapes) => {
    const { platform } = await restartWorld({ shapes });
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
      expectSucceeded(first, { added: 'CERT,REGION', changed: 'true' });
      forgetRequests();
      const second = await run({ ...target, variables: 'REGION=eu-west\nCERT="a\nb"\n', prune: 'true' });
      expectSucceeded(second, { kept: 'CERT,REGION', changed: 'false' });
      expect(platform.writes()).toEqual([]);
    }
    // A project never deployed has nothing to redeploy: the PUT's `deploymentId: null` says so.
    expect(withoutDigest(projectEnv(project.id))).toEqual({ REGION: 'eu-west', CERT: 'a\nb' });
    expect(platform.state.envGroups.get(groupId)?.projectIds).toEqual([project.id]);
  });
});
