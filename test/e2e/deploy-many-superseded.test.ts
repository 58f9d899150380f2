import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, writesFrom } from './fixtures.ts';
import { runAction } from './harness.ts';
import { deployPushAt, manifestOf, NEWER, OLDER, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

const leg = (workspace: string, sha: string, extra: Record<string, string> = {}) =>
  deployPushAt(world, workspace, sha, { projects: 'app-01,app-02', ...extra });

describe('a deploy-many leg never ships a commit older than the live one', () => {
  it('skips the project whose live commit is newer, as superseded, and deploys the others', async () => {
    const workspace = makeWorkspace({
      'platform.yml': manifestOf(2),
      'apps/app-01/index.html': '<h1>1</h1>',
      'apps/app-02/index.html': '<h1>2</h1>',
    });
    const first = world.platform.admin.createProject({ name: 'app-01', repository: 'octo/shop' });
    world.platform.admin.createProject({ name: 'app-02' });
    // app-01 is live from the newer commit, built by the platform from the repository.
    const built = await runAction({
      action: 'deploy',
      inputs: {
        ...platformKeyInputs(world),
        project: first.id,
        source: 'repository',
        'commit-sha': NEWER,
        'github-deployment': 'false',
      },
    });
    expect(built.exitCode, built.stdout).toBe(0);
    seedDiff(world, { base: NEWER, head: OLDER, status: 'behind' });
    const writes = writesFrom(world.platform);

    const run = await leg(workspace, OLDER);
    expect(run.exitCode, run.stdout).toBe(0);
    const rows = JSON.parse(run.outputs.results ?? '[]') as { key: string; status: string }[];
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['app-01', 'superseded'],
      ['app-02', 'live'],
    ]);
    expect(run.stdout).toContain(`live commit ${NEWER.slice(0, 12)}`);
    expect(writes().filter((write) => write.path.includes(first.id))).toEqual([]);

    const forced = await leg(workspace, OLDER, { force: 'true' });
    const forcedRows = JSON.parse(forced.outputs.results ?? '[]') as { key: string; status: string }[];
    expect(forcedRows.map((row) => row.status)).toEqual(['live', 'live']);
  });
});
