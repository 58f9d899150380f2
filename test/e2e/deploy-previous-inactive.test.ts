import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, SITE } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

function deployAt(projectId: string, sha: string) {
  return runAction({
    action: 'deploy',
    workspace: makeWorkspace(SITE),
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    env: { GITHUB_SHA: sha },
    event: { name: 'push', payload: { ref: 'refs/heads/main', after: sha } },
    inputs: { ...platformKeyInputs(world), project: projectId, comment: 'false' },
  });
}

describe("a production deploy leaves the previous production deployment inactive, as GitHub's auto_inactive does elsewhere", () => {
  it("marks this project's previous live GitHub Deployment inactive, and no other project's", async () => {
    const shop = world.platform.admin.createProject({ name: 'shop' });
    const blog = world.platform.admin.createProject({ name: 'blog' });
    const [older, newer] = ['1'.repeat(40), '2'.repeat(40)];
    world.github.state.diffs.push({ owner: 'octo', repo: 'shop', base: older, head: newer, files: [] });
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
