import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, SITE } from './fixtures.ts';
import { deployPushAt, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const deployAt = (projectId: string, sha: string) =>
  deployPushAt(world, makeWorkspace(SITE), sha, { project: projectId });

describe("a production deploy leaves the previous production deployment inactive, as GitHub's auto_inactive does elsewhere", () => {
  it("marks this project's previous live GitHub Deployment inactive, and no other project's", async () => {
    const shop = world.platform.admin.createProject({ name: 'shop' });
    const blog = world.platform.admin.createProject({ name: 'blog' });
    const [older, newer] = ['1'.repeat(40), '2'.repeat(40)];
    seedDiff(world, { base: older, head: newer });
    expect((await deployAt(shop.id, older)).exitCode).toBe(0);
    expect((await deployAt(blog.id, older)).exitCode).toBe(0);
    const second = await deployAt(shop.id, newer);
    expect(second.exitCode, second.stdout).toBe(0);
    const [shopFirst, blogFirst, shopSecond] = world.github.state.deployments;
    expect(world.github.deploymentStates(shopFirst!.id)).toEqual(['in_progress', 'success', 'inactive']);
    expect(world.github.deploymentStates(blogFirst!.id)).toEqual(['in_progress', 'success']);
    expect(world.github.deploymentStates(shopSecond!.id)).toEqual(['in_progress', 'success']);
  });
});
