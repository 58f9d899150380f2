import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { pullRequestEvent, writesFrom } from './fixtures.ts';
import { manyProjects, runOnRepo } from './projects-world.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const leg = (workspace: string, event: ReturnType<typeof pullRequestEvent>) =>
  runOnRepo(world, 'deploy', workspace, event, {
    projects: 'app-01,app-02',
    comment: 'false',
    'github-deployment': 'false',
  });

describe('deploy-many legs on a pull request', () => {
  it("deploy nothing for a fork's pull request (it has no secrets) and say so", async () => {
    const { workspace } = manyProjects(world, 2);
    const writes = writesFrom(world.platform);
    const run = await leg(workspace, pullRequestEvent('synchronize', 7, true));
    expect(run.exitCode, run.stdout).toBe(0);
    const rows = JSON.parse(run.outputs.results ?? '[]') as { status: string }[];
    expect(rows.map((row) => row.status)).toEqual(['skipped', 'skipped']);
    expect(run.stdout).toContain('comes from a fork');
    expect(writes()).toEqual([]);
  });

  it('reuse the preview project a first run created, and copy production into it only once', async () => {
    const { workspace, ids } = manyProjects(world, 2);
    const first = await leg(workspace, pullRequestEvent('opened', 7));
    expect(first.exitCode, first.stdout).toBe(0);
    const second = await leg(workspace, pullRequestEvent('synchronize', 7));
    expect(second.exitCode, second.stdout).toBe(0);
    const names = [...world.platform.state.projects.values()].map((project) => project.name).sort();
    expect(names).toEqual(['app-01', 'app-01-pr-7', 'app-02', 'app-02-pr-7']);
    expect(second.stdout).not.toContain('Copied into');
    const production = new Set(ids.values());
    const deployedTo = [...world.platform.state.deployments.values()].map((d) => d.projectId);
    expect(deployedTo.some((id) => production.has(id))).toBe(false);
    expect(deployedTo).toHaveLength(4);
  });
});
