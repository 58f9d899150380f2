/**
 * Two manifest keys that resolve to one platform project (`shop` and its id) would plan two legs
 * deploying it at once, under two concurrency groups: the plan refuses it at the second key's line.
 */
import { expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

it.each([
  ['all', 'all'],
  ['only the first key (the next push may select the other)', 'web'],
])('refuses a name and an id of one project at file:line, selecting %s', async (_what, projects) => {
  const shop = world.platform.admin.createProject({ name: 'shop' });
  world.platform.admin.createProject({ name: 'docs' });
  const result = await runAction({
    action: 'projects',
    workspace: makeWorkspace({
      'platform.yml': `projects:\n  web: shop\n  docs: docs\n  store:\n    project: ${shop.id}\n`,
      'index.html': 'x',
    }),
    inputs: { ...platformKeyInputs(world), projects },
  });
  expect(result.exitCode, result.stdout).toBe(1);
  expect(result.errors.join('\n')).toContain(
    `platform.yml:4: Project "store": project "${shop.id}" is platform project ${shop.id}, which "web" (line 2) deploys too, so two legs would deploy it at once; keep one key for it`,
  );
  expect(result.outputs.matrix).toBeUndefined();
  expect(world.platform.writes()).toEqual([]);
});
