/** The plan warns at platform.yml:line about a watch glob that matches no file of the checkout. */
import { expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

it('a typo in a watch glob is a warning at its line, and the plan still runs', async () => {
  world.platform.admin.createProject({ name: 'shop' });
  const result = await runAction({
    action: 'projects',
    workspace: makeWorkspace({
      'platform.yml': 'projects:\n  web:\n    project: shop\n    path: apps/web\n    watch: [aps/web/**]\n',
      'apps/web/index.html': '<h1>web</h1>',
    }),
    inputs: { ...platformKeyInputs(world), projects: 'all' },
  });
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.stdout).toContain(
    '::warning file=platform.yml,line=5::platform.yml:5: Project "web": watch "aps/web/**" matches no file of the checkout',
  );
  expect(result.warnings).toHaveLength(1);
});
