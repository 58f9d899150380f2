/**
 * GitHub's merge queue (`merge_group`): the group's head is compared with its base, deployed to a
 * preview of its own (GitHub environment `queue/<project>`), never commented on, and removed at the end.
 */
import { describe, expect, it } from 'vitest';
import { mergeGroupEvent } from '../fakes/github/index.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, SITE } from './fixtures.ts';
import { runAction } from './harness.ts';
import { manyProjects, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const BASE = '1'.repeat(40);
const HEAD = '2'.repeat(40);
// Pull requests 7 and 9 batched: the queue's ref names the last, 9.
const queue = mergeGroupEvent({ baseSha: BASE, headSha: HEAD, pull: 9 });

function onQueue(action: string, inputs: Record<string, string>, workspace = makeWorkspace(SITE)) {
  return runAction({
    action,
    workspace,
    event: queue.event,
    env: queue.env,
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    inputs: { ...platformKeyInputs(world), ...inputs },
  });
}

describe('the merge queue (merge_group)', () => {
  it("plans the projects the group changes, comparing merge_group's base_sha...head_sha", async () => {
    const { workspace } = manyProjects(world, 4);
    seedDiff(world, { base: BASE, head: HEAD }, ['apps/app-03/index.html']);
    const plan = await onQueue('projects', {}, workspace);
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(plan.outputs.keys).toBe('["app-03"]');
  });

  it('deploys the queue head with a GitHub Deployment in queue/<project> and no pull request comment', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const result = await onQueue('deploy', { project: project.id });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(world.github.state.comments).toEqual([]);
    const deployments = world.github.state.deployments;
    expect(deployments.map((d) => [d.environment, d.sha, d.transientEnvironment])).toEqual([
      ['queue/shop', HEAD, true],
    ]);
    expect(world.github.deploymentStates(deployments[0]!.id)).toEqual(['in_progress', 'success']);
  });

  it("gives the group's head a preview named from the queue's pull request, then removes it when the run ends", async () => {
    const production = world.platform.admin.createProject({ name: 'shop' });
    const inputs = {
      'project-name': 'shop-queue-{pr}',
      'from-project': production.id,
      domain: 'queue-{pr}.preview.example.com',
    };
    const attached = await onQueue('preview-domain', inputs);
    expect(attached.exitCode, attached.stdout + attached.stderr).toBe(0);
    const preview = [...world.platform.state.projects.values()].find((p) => p.name === 'shop-queue-9');
    expect(preview).toBeDefined();
    expect(world.platform.state.domains.get('queue-9.preview.example.com')?.projectId).toBe(preview!.id);
    const made = world.github.state.deployments;
    expect(made.map((d) => [d.environment, d.sha])).toEqual([['queue/shop-queue-9', HEAD]]);

    // The workflow's last job, whatever the group's outcome.
    const removed = await onQueue('preview-domain', { ...inputs, mode: 'detach' });
    expect(removed.exitCode, removed.stdout + removed.stderr).toBe(0);
    expect(world.platform.state.domains.has('queue-9.preview.example.com')).toBe(false);
    expect(world.github.deploymentStates(made[0]!.id).at(-1)).toBe('inactive');
    expect(world.github.state.comments).toEqual([]);
  });
});
