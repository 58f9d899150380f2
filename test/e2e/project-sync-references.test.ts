import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutWrites, writesFrom } from './fixtures.ts';
import { seedEnvGroups, shopPerTest } from './project-sync-world.ts';

const shop = shopPerTest((world) =>
  seedEnvGroups(world, [
    ['grp_pay_eu', 'payments'],
    ['grp_pay_us', 'payments'],
    ['grp_observability', 'observability'],
  ]),
);

describe('project-sync references', () => {
  it('takes the project by name, resolved to its id', async () => {
    shop.world.platform.admin.createProject({ name: 'blog' });
    const result = await shop.sync('routing: spa\nenv-groups: [observability]\n', { project: 'shop' });
    expect(result.exitCode, result.stdout + result.errors.join('\n')).toBe(0);
    expect(result.stdout).toContain(`Project shop (${shop.project.id}).`);
    expect(result.summary).toContain(`Project sync: project.yml → ${shop.project.id}`);
    expect(shop.project.staticRouting).toBe('spa');
    expect(shop.world.platform.state.envGroups.get('grp_observability')?.projectIds).toEqual([
      shop.project.id,
    ]);
  });

  it('refuses an env group name two groups share, at its line, listing their ids; an id still works', async () => {
    await expectRefusedWithoutWrites(
      shop.world.platform,
      () => shop.sync('routing: spa\nenv-groups:\n  - observability\n  - payments\n'),
      'project.yml:4: Env group "payments" is the name of 2 env groups (grp_pay_eu, grp_pay_us): give the id of the one meant instead.',
    );
    const byId = await shop.sync('env-groups:\n  - grp_pay_us\n');
    expect(byId.exitCode, byId.stdout).toBe(0);
    expect(shop.world.platform.state.envGroups.get('grp_pay_us')?.projectIds).toEqual([shop.project.id]);
    expect(shop.world.platform.state.envGroups.get('grp_pay_eu')?.projectIds).toEqual([]);
  });

  it('refuses a deployment pointer, an id, a URL or a timestamp as an unknown setting', async () => {
    Object.assign(shop.project, { productionDeploymentId: 'dep_1', previewUrl: 'https://pr.example.net' });
    const writes = writesFrom(shop.world.platform);
    const file = [
      'settings:',
      '  buildCommand: npm run build',
      '  productionDeploymentId: dep_2',
      '  production_deployment: dep_2',
      '  previewUrl: https://elsewhere.example.net',
      '  createdAt: "2020-01-01T00:00:00Z"',
    ].join('\n');
    const refused = await shop.sync(file);
    expect(refused.exitCode).toBe(1);
    const text = refused.errors.join('\n');
    for (const [line, key] of [
      [3, 'productionDeploymentId'],
      [4, 'productionDeployment'],
      [5, 'previewUrl'],
      [6, 'createdAt'],
    ] as const) {
      expect(text).toContain(
        `project.yml:${line}: Unknown setting "${key}": the project's settings are name,`,
      );
    }
    expect(text).not.toContain('project.yml:2:');
    expect(writes()).toEqual([]);
  });
});
