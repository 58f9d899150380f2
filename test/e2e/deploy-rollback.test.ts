import { describe, expect, it, onTestFinished } from 'vitest';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';
import { quietDeployInputs, worldPerTest } from '../support/world-per-test.ts';
import { deploymentsOf, makeWorkspace, writesFrom } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: World;
useAcceleratedClock({ factor: 10 });
worldPerTest({}, (started) => {
  world = started;
});

const inputs = (projectId: string, extra: Record<string, string> = {}) =>
  quietDeployInputs(world, projectId, extra);

/** Deploys a site whose index says `text`; returns the live deployment's id. */
async function deploySite(projectId: string, text: string): Promise<string> {
  const result = await runAction({
    action: 'deploy',
    workspace: makeWorkspace({ 'index.html': `<h1>${text}</h1>` }),
    inputs: inputs(projectId),
  });
  expect(result.exitCode, result.stdout).toBe(0);
  return result.outputs['deployment-id']!;
}

function liveDeploymentId(projectId: string): string | null | undefined {
  return world.platform.state.projects.get(projectId)?.liveDeploymentId;
}

async function livePage(projectId: string): Promise<string> {
  const project = world.platform.state.projects.get(projectId)!;
  return (await fetch(project.liveUrl)).text();
}

describe('deploy with source: deployment', () => {
  it('`deployment: previous` builds the previous live deployment again and it becomes the live site', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const first = await deploySite(project.id, 'first');
    const second = await deploySite(project.id, 'second');
    expect(await livePage(project.id)).toBe('<h1>second</h1>');

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: 'previous' }),
    });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(result.outputs['source-deployment-id']).toBe(first);
    const redeployed = result.outputs['deployment-id']!;
    expect([first, second]).not.toContain(redeployed);
    expect(liveDeploymentId(project.id)).toBe(redeployed);
    const records = world.platform.state.deployments;
    expect(records.get(redeployed)?.sourceTarballUrl).toBe(records.get(first)?.sourceTarballUrl);
    expect(await livePage(project.id)).toBe('<h1>first</h1>');
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(3);
    expect(result.stdout).toContain(`The previous live deployment of project ${project.id} is ${first}.`);
  });

  it('a deployment id builds that deployment again, from its commit for a repository build', async () => {
    const project = world.platform.admin.createProject({ name: 'repo-app', repository: 'octo/shop' });
    const commit = 'abcdef1'.padEnd(40, '0');
    const built = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'repository', 'commit-sha': commit }),
    });
    expect(built.exitCode, built.stdout).toBe(0);
    await deploySite(project.id, 'later upload');

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: built.outputs['deployment-id']! }),
    });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['source-deployment-id']).toBe(built.outputs['deployment-id']);
    const redeployed = world.platform.state.deployments.get(result.outputs['deployment-id']!);
    expect(redeployed?.commitSha).toBe(commit);
    expect(redeployed?.sourceTarballUrl).toBeNull();
    expect(liveDeploymentId(project.id)).toBe(redeployed?.id);
  });

  it('a lost answer to the redeploy adopts the deployment it made, not the original with the same source', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const first = await deploySite(project.id, 'first');
    await deploySite(project.id, 'second');
    world.platform.faults.add({ operation: 'createDeployment', times: 1, drop: 'after-body' });

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: 'previous' }),
    });

    expect(result.exitCode, result.stdout).toBe(0);
    // The POST landed once; the step adopted that deployment instead of sending a second one.
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(3);
    const redeployed = result.outputs['deployment-id']!;
    expect(redeployed).not.toBe(first);
    expect(result.stdout).toContain(`Adopted deployment ${redeployed}`);
    expect(liveDeploymentId(project.id)).toBe(redeployed);
    expect(await livePage(project.id)).toBe('<h1>first</h1>');
  });

  it('a redeploy whose request never landed is sent again, not mistaken for the original with that source', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const first = await deploySite(project.id, 'first');
    const second = await deploySite(project.id, 'second');
    world.platform.faults.add({ operation: 'createDeployment', times: 1, drop: 'before-body' });

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: 'previous' }),
    });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('No deployment was created by the unanswered request; creating it now.');
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(3);
    expect([first, second]).not.toContain(result.outputs['deployment-id']);
    expect(liveDeploymentId(project.id)).toBe(result.outputs['deployment-id']);
    expect(await livePage(project.id)).toBe('<h1>first</h1>');
  });

  it('`previous` with only one live deployment ever fails naming `deployment`, before any write', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const only = await deploySite(project.id, 'only');
    const writes = writesFrom(world.platform);

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: 'previous' }),
    });

    expect(result.exitCode).not.toBe(0);
    expect(result.errors.join('\n')).toContain(
      `Project ${project.id} had no live deployment before ${only}, so input "deployment" cannot be \`previous\``,
    );
    expect(writes()).toEqual([]);
    expect(liveDeploymentId(project.id)).toBe(only);
  });

  it("refuses another project's deployment whose record does not name its project, before any write", async () => {
    // A platform whose deployment records leave the project out: only the project's list can tell.
    const own = await startWorld({ deploymentProjectField: false });
    onTestFinished(() => own.close());
    world = own;
    const shop = world.platform.admin.createProject({ name: 'shop' });
    const other = world.platform.admin.createProject({ name: 'other' });
    const mine = await deploySite(shop.id, 'mine');
    const theirs = await deploySite(other.id, 'theirs');
    const writes = writesFrom(world.platform);

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(shop.id, { source: 'deployment', deployment: theirs }),
    });

    expect(result.exitCode).not.toBe(0);
    expect(result.errors.join('\n')).toContain(
      `Input "deployment" is ${theirs}, which is not among the deployments of project ${shop.id} (its record does not name a project); set it to a deployment of project ${shop.id}.`,
    );
    expect(writes()).toEqual([]);
    expect(deploymentsOf(world.platform, shop.id).map((d) => d.id)).toEqual([mine]);
    expect(liveDeploymentId(shop.id)).toBe(mine);
    expect(await livePage(shop.id)).toBe('<h1>mine</h1>');
  });

  it('skips a deployment that failed: previous is the newest one that was live', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const first = await deploySite(project.id, 'first');
    const broken = await runAction({
      action: 'deploy',
      workspace: makeWorkspace({ 'index.html': 'x', '.platform/fail-build': 'broken on purpose' }),
      inputs: inputs(project.id),
    });
    expect(broken.outputs.status).toBe('failed');
    const second = await deploySite(project.id, 'second');

    const result = await runAction({
      action: 'deploy',
      inputs: inputs(project.id, { source: 'deployment', deployment: 'previous' }),
    });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['source-deployment-id']).toBe(first);
    expect(liveDeploymentId(project.id)).not.toBe(second);
    expect(await livePage(project.id)).toBe('<h1>first</h1>');
  });
});
