import { describe, expect, it } from 'vitest';
import { useAcceleratedClock } from '../support/clocks.ts';
import { pollUntil } from '../support/poll.ts';
import type { GitHubWorld } from '../support/world.ts';
import { quietDeployInputs, worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, onPullRequest, platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
// Builds and the checks' retries run on virtual time, ten times faster than real.
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true }, (started) => {
  world = started;
});

const inputs = (projectId: string, extra: Record<string, string> = {}) =>
  quietDeployInputs(world, projectId, extra);

function deploy(projectId: string, files: Record<string, string>, extra: Record<string, string> = {}) {
  return runAction({ action: 'deploy', workspace: makeWorkspace(files), inputs: inputs(projectId, extra) });
}

/** A deploy on a push to pull request #7, recorded on GitHub (Deployment and comment). */
function deployOnPullRequest7(
  projectId: string,
  files: Record<string, string>,
  extra: Record<string, string>,
) {
  return runAction({
    action: 'deploy',
    workspace: makeWorkspace(files),
    ...onPullRequest(world, 'synchronize', 7),
    inputs: { ...platformKeyInputs(world), project: projectId, ...extra },
  });
}

const GOOD = { 'index.html': '<h1>Welcome v1</h1>', 'health/index.html': 'Welcome: healthy' };
const CHECKS = { 'check-path': '/\n/health', 'check-contains': 'Welcome', 'check-timeout': '10s' };

function project() {
  return world.platform.admin.createProject({ name: 'shop' });
}

function liveDeploymentId(projectId: string) {
  return world.platform.state.projects.get(projectId)?.liveDeploymentId;
}

async function livePage(projectId: string): Promise<string> {
  return (await fetch(world.platform.state.projects.get(projectId)!.liveUrl)).text();
}

const BAD = { 'index.html': '<h1>Under construction</h1>', 'health/index.html': 'Welcome' };

/**
 * A good deploy, then a bad one that fails its checks and rolls back (with `extra`): returns once the
 * bad deployment is live, after making every later build take ten minutes, so the rollback's build
 * cannot finish within the step.
 */
async function badDeployWithSlowRollback(projectId: string, extra: Record<string, string>) {
  const good = await deploy(projectId, GOOD, CHECKS);
  expect(good.exitCode, good.stdout).toBe(0);
  const previous = good.outputs['deployment-id']!;
  const running = deploy(projectId, BAD, { ...CHECKS, 'on-check-failure': 'rollback', ...extra });
  await pollUntil(
    'the bad deployment going live',
    () => liveDeploymentId(projectId),
    (live) => live !== previous,
  );
  world.platform.admin.setBuildTiming({ buildingMs: 600_000 });
  return { previous, running };
}

describe('post-deploy checks of the live site', () => {
  it('pass: every path answers 200 with the text, and the summary lists each with its time', async () => {
    const { id } = project();
    const result = await deploy(id, GOOD, CHECKS);

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(result.outputs.checks).toBe('passed');
    expect(result.summary).toContain('| Path | Expected | Got | Result | Time |');
    const liveUrl = world.platform.state.projects.get(id)!.liveUrl.replace(/\/$/, '');
    expect(result.summary).toContain(`[/health](${liveUrl}/health)`);
    expect(result.summary).toMatch(
      /\| \[\/\]\([^)]*\) \| 200 containing "Welcome" \| 200 \| ✅ passed \| \d+ms \(1 attempt\) \|/,
    );
  });

  it('fail: a path that 404s is retried until check-timeout on the clock, then fails the step; nothing is rolled back', async () => {
    const { id } = project();
    const result = await deploy(id, GOOD, { 'check-path': '/\n/missing', 'check-timeout': '10s' });

    expect(result.exitCode).not.toBe(0);
    expect(result.outputs.status).toBe('checks-failed');
    expect(result.outputs.checks).toBe('failed');
    expect(result.outputs['rolled-back-to'] ?? '').toBe('');
    const deployed = result.outputs['deployment-id']!;
    expect(result.errors.join('\n')).toContain(
      `Deployment ${deployed} is live but failed its checks: /missing got 404, expected 200.`,
    );
    expect(liveDeploymentId(id)).toBe(deployed);
    // Retried with growing waits (1 s, 2 s, 4 s, then what is left of the 10 s) before giving up.
    const row = result.summary.split('\n').find((line) => line.includes('[/missing]'))!;
    expect(row).toMatch(/\| 404 \| ❌ failed \| (9|10)\.\d+s \(5 attempts\) \|/);
    expect(result.summary).toMatch(/\[\/\]\([^)]*\) \| 200 \| 200 \| ✅ passed/);
  });

  it('rollback: a live site without the text is replaced by the previous live deployment, and the step names both', async () => {
    const { id } = project();
    const good = await deploy(id, GOOD, CHECKS);
    expect(good.exitCode, good.stdout).toBe(0);
    const previous = good.outputs['deployment-id']!;

    const bad = await deploy(id, BAD, { ...CHECKS, 'on-check-failure': 'rollback' });

    expect(bad.exitCode).not.toBe(0);
    const failed = bad.outputs['deployment-id']!;
    const rollback = bad.outputs['rollback-deployment-id']!;
    expect(bad.outputs.status).toBe('rolled-back');
    expect(bad.outputs.checks).toBe('failed');
    expect(bad.outputs['rolled-back-to']).toBe(previous);
    expect(new Set([previous, failed, rollback]).size).toBe(3);
    expect(bad.errors.join('\n')).toContain(
      `Deployment ${failed} failed its checks (/ got 200 without the text, expected 200 containing "Welcome"), so it was rolled back to deployment ${previous}: deployment ${rollback}, built from ${previous}'s source, is live.`,
    );
    // The platform serves the previous deployment's build again.
    expect(liveDeploymentId(id)).toBe(rollback);
    const records = world.platform.state.deployments;
    expect(records.get(rollback)?.sourceTarballUrl).toBe(records.get(previous)?.sourceTarballUrl);
    expect(await livePage(id)).toBe('<h1>Welcome v1</h1>');
    expect(bad.summary).toContain(
      `**Rollback:** deployment ${rollback}, built from the source of ${previous}, is live.`,
    );
    expect(bad.stdout).toContain(`::group::Build log of rollback deployment ${rollback}`);
  });

  it('a rollback whose build outlasts what is left of `timeout` ends as timed-out by its own watch, naming its deployment', async () => {
    const { id } = project();
    // The checks take 11 s of the step's 20 s, so a rollback given the whole `timeout` again would
    // run past the client's deadline (20 s + 10 s) and lose its outcome to a request error.
    const { previous, running } = await badDeployWithSlowRollback(id, {
      'check-timeout': '11s',
      timeout: '20s',
    });
    const bad = await running;

    expect(bad.exitCode).not.toBe(0);
    const failed = bad.outputs['deployment-id']!;
    const rollback = bad.outputs['rollback-deployment-id']!;
    expect(rollback).not.toBe('');
    expect(new Set([previous, failed, rollback]).size).toBe(3);
    expect(world.platform.state.deployments.get(rollback)?.status).toBe('building');
    expect(bad.outputs['rolled-back-to']).toBe(previous);
    expect(bad.outputs.status).toBe('checks-failed');
    const errors = bad.errors.join('\n');
    expect(errors).toContain(
      `Deployment ${failed} failed its checks (/ got 200 without the text, expected 200 containing "Welcome"); rollback deployment ${rollback}, built from ${previous}'s source, was created but was not live when the step's \`timeout\` ran out, and may still go live. Until it is, ${failed} may still be live.`,
    );
    expect(errors).not.toContain('could not be rolled back');
    expect(bad.summary).toContain(
      `**Rollback:** deployment ${rollback}, built from the source of ${previous}, is timed-out.`,
    );
  });

  it('a rollback created but then lost to an error still names its deployment, which may go live', async () => {
    const { id } = project();
    const { previous, running } = await badDeployWithSlowRollback(id, { 'check-timeout': '3s' });
    // Once the rollback exists, reading any deployment fails: following it ends with an error.
    await pollUntil(
      'the rollback deployment',
      () => [...world.platform.state.deployments.values()].filter((d) => d.projectId === id).length,
      (count) => count === 3,
    );
    world.platform.faults.add({ operation: 'getDeployment', status: 404 });
    const bad = await running;

    expect(bad.exitCode).not.toBe(0);
    const failed = bad.outputs['deployment-id']!;
    const rollback = bad.outputs['rollback-deployment-id']!;
    expect(new Set([previous, failed, rollback]).size).toBe(3);
    expect(world.platform.state.deployments.get(rollback)?.projectId).toBe(id);
    expect(bad.outputs['rolled-back-to']).toBe(previous);
    expect(bad.outputs.status).toBe('checks-failed');
    expect(bad.errors.join('\n')).toContain(
      `Deployment ${failed} failed its checks (/ got 200 without the text, expected 200 containing "Welcome"); rollback deployment ${rollback}, built from ${previous}'s source, was created and may still go live (until it is, ${failed} may still be live), but following it failed: getDeployment (GET /deployments/{id}) failed with HTTP 404`,
    );
    expect(bad.summary).toContain(
      `**Rollback:** deployment ${rollback}, built from the source of ${previous}, was created and may still go live; following it failed:`,
    );
  });

  it('a pull request deploy that fails its checks is a failure on its GitHub Deployment and comment', async () => {
    const { id } = project();
    const result = await deployOnPullRequest7(id, GOOD, { 'check-path': '/missing', 'check-timeout': '2s' });

    expect(result.exitCode).not.toBe(0);
    const [recorded] = world.github.state.deployments;
    expect(world.github.deploymentStates(recorded!.id)).toEqual(['in_progress', 'failure']);
    const comments = world.github.state.comments.filter((c) => c.issueNumber === 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).not.toMatch(/✅|success/i);
  });

  it('rollback with no earlier live deployment fails the step saying so, and leaves the site as it is', async () => {
    const { id } = project();
    const result = await deploy(
      id,
      { 'index.html': 'nothing to see' },
      { ...CHECKS, 'check-path': '/', 'on-check-failure': 'rollback' },
    );

    expect(result.exitCode).not.toBe(0);
    const deployed = result.outputs['deployment-id']!;
    expect(result.outputs.status).toBe('checks-failed');
    expect(result.errors.join('\n')).toContain(
      `Deployment ${deployed} failed its checks (/ got 200 without the text, expected 200 containing "Welcome") and could not be rolled back: Project ${id} had no live deployment before ${deployed}`,
    );
    expect(liveDeploymentId(id)).toBe(deployed);
    expect([...world.platform.state.deployments.values()].filter((d) => d.projectId === id)).toHaveLength(1);
  });

  it('a rolled-back deploy says what is live now and what failed, everywhere, and `previous` never picks the failure', async () => {
    const { id } = project();
    const older = await deploy(id, { ...GOOD, 'index.html': '<h1>Welcome v0</h1>' }, CHECKS);
    expect(older.exitCode, older.stdout).toBe(0);
    const good = await deploy(id, GOOD, CHECKS);
    expect(good.exitCode, good.stdout).toBe(0);
    const previous = good.outputs['deployment-id']!;

    const bad = await deployOnPullRequest7(id, BAD, { ...CHECKS, 'on-check-failure': 'rollback' });

    expect(bad.exitCode).toBe(1);
    const failed = bad.outputs['deployment-id']!;
    const rollback = bad.outputs['rollback-deployment-id']!;
    const records = world.platform.state.deployments;
    expect(bad.outputs.status).toBe('rolled-back');
    // `url` is the rollback's, live now; never the deployment that failed its checks.
    expect(bad.outputs.url).toBe(records.get(rollback)?.url);
    expect(bad.outputs.url).not.toBe(records.get(failed)?.url);
    expect(bad.stdout).not.toContain('::notice title=Deployed::');
    expect(bad.stdout).not.toContain(`Deployment ${failed} is live at`);
    expect(bad.stdout).toContain(
      `::notice title=Rolled back::Deployment ${failed} failed its checks; live now: deployment ${rollback}, built from ${previous}'s source at ${records.get(rollback)?.url}.`,
    );
    for (const text of [
      bad.summary,
      world.github.state.comments.find((c) => c.issueNumber === 7)?.body ?? '',
    ]) {
      expect(text).not.toContain('✅ Deployed');
      expect(text).toContain('| Status | ↩️ Failed its checks, rolled back |');
      expect(text).toContain(`| Deployment | ${failed} |`);
      expect(text).toContain(`| Live now | deployment ${rollback}, built from ${previous}'s source |`);
      expect(text).toContain(`(${records.get(rollback)?.url})`);
      expect(text).not.toContain(`(${records.get(failed)?.url})`);
    }
    expect(bad.summary).toContain(
      `**Next steps:** Fix what the checks below found, then deploy again; meanwhile deployment ${rollback}`,
    );
    const [recorded] = world.github.state.deployments;
    expect(world.github.deploymentStates(recorded!.id)).toEqual(['in_progress', 'failure']);

    // rollback.yml's default right after: the source live before `previous`, never the failure.
    const back = await runAction({
      action: 'deploy',
      inputs: inputs(id, { source: 'deployment', deployment: 'previous' }),
    });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(back.outputs['source-deployment-id']).toBe(older.outputs['deployment-id']);
    expect(await livePage(id)).toBe('<h1>Welcome v0</h1>');
  });
});
