import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, SITE, writesFrom } from './fixtures.ts';
import { deployPushAt, NEWER, OLDER, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

/** A push deploy of SITE at `sha`. */
const deployAt = (projectId: string, sha: string, extra: Record<string, string> = {}) =>
  deployPushAt(world, makeWorkspace(SITE), sha, { project: projectId, ...extra });

/** GitHub's answer for live...candidate: `behind` when the candidate is an ancestor of live. */
function compareAs(base: string, head: string, status: 'ahead' | 'behind') {
  seedDiff(world, { base, head, status });
}

describe('deploy never ships a commit older than the live one', () => {
  it('ships nothing and ends superseded when the commit is behind the live one (upload, live commit from our GitHub Deployment)', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const first = await deployAt(project.id, NEWER);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.status).toBe('live');
    compareAs(NEWER, OLDER, 'behind');
    const writes = writesFrom(world.platform);
    const githubDeployments = world.github.state.deployments.length;

    const stale = await deployAt(project.id, OLDER);
    expect(stale.exitCode, stale.stdout).toBe(0);
    expect(stale.outputs.status).toBe('superseded');
    expect(stale.outputs.url).toBe(first.outputs.url);
    expect(stale.stdout).toContain(`live commit ${NEWER.slice(0, 12)}`);
    expect(stale.summary).toContain('superseded');
    expect(writes()).toEqual([]);
    expect(world.github.state.deployments).toHaveLength(githubDeployments);
  });

  it('ships anyway with force: true', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    expect((await deployAt(project.id, NEWER)).exitCode).toBe(0);
    compareAs(NEWER, OLDER, 'behind');
    const forced = await deployAt(project.id, OLDER, { force: 'true' });
    expect(forced.exitCode, forced.stdout).toBe(0);
    expect(forced.outputs.status).toBe('live');
    expect(world.platform.state.deployments.size).toBe(2);
  });

  it('ships a commit ahead of the live one', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    expect((await deployAt(project.id, OLDER)).exitCode).toBe(0);
    compareAs(OLDER, NEWER, 'ahead');
    const next = await deployAt(project.id, NEWER);
    expect(next.exitCode, next.stdout).toBe(0);
    expect(next.outputs.status).toBe('live');
  });

  it('reads the live commit from the platform for a repository deploy, with one platform read and one GitHub read', async () => {
    const project = world.platform.admin.createProject({ name: 'repo-built', repository: 'octo/shop' });
    const repo = (sha: string) => ({ source: 'repository', 'commit-sha': sha, 'github-deployment': 'false' });
    expect((await deployAt(project.id, NEWER, repo(NEWER))).exitCode).toBe(0);
    compareAs(NEWER, OLDER, 'behind');
    const platformBefore = world.platform.requestLog.length;
    const githubBefore = world.github.requestLog.length;
    const stale = await deployAt(project.id, OLDER, repo(OLDER));
    expect(stale.exitCode, stale.stdout).toBe(0);
    expect(stale.outputs.status).toBe('superseded');
    const platformReads = world.platform.requestLog.slice(platformBefore).map((r) => `${r.method} ${r.path}`);
    // The project lookup is the deploy's own; the guard adds one read of the live deployment.
    expect(platformReads.filter((line) => line.includes('/deployments'))).toHaveLength(1);
    const githubReads = world.github.requestLog.slice(githubBefore);
    expect(githubReads.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/octo/shop/compare/${NEWER}...${OLDER}`,
    ]);
  });

  it('ships, and says so, when the live commit cannot be known', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    expect((await deployAt(project.id, NEWER, { 'github-deployment': 'false' })).exitCode).toBe(0);
    compareAs(NEWER, OLDER, 'behind');
    const next = await deployAt(project.id, OLDER);
    expect(next.exitCode, next.stdout).toBe(0);
    expect(next.outputs.status).toBe('live');
    expect(next.stdout).toMatch(/Could not tell which commit is live .*ships without that check/);
  });
});
