import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest, quietDeployInputs } from '../support/world-per-test.ts';
import { deploymentsOf, makeWorkspace, onPullRequest, platformKeyInputs, SITE } from './fixtures.ts';
import { runAction, startAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const deployInputs = (projectId: string, extra: Record<string, string> = {}) =>
  quietDeployInputs(world, projectId, extra);

/** A project whose builds take 30 s, longer than these runs wait for them. */
function slowlyBuiltProject(name: string) {
  world.platform.admin.setBuildTiming({ buildingMs: 30_000 });
  return world.platform.admin.createProject({ name });
}

/** The deploy action on SITE, to `projectId`, with `deployInputs`. */
const deploySite = (projectId: string, extra: Record<string, string> = {}) =>
  runAction({ action: 'deploy', workspace: makeWorkspace(SITE), inputs: deployInputs(projectId, extra) });

describe('deploy action, run as the runner runs it', () => {
  it('uploads the workspace minus ignored files, goes live, and the live URL serves exactly those files', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const workspace = makeWorkspace(SITE);
    const result = await runAction({
      action: 'deploy',
      workspace,
      inputs: deployInputs(project.id, { exclude: 'docs/\n' }),
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(result.outputs['deployment-id']).toMatch(/\S/);
    expect(result.outputs['source-url']).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect(result.outputs['archive-sha256']).toMatch(/^[0-9a-f]{64}$/);
    const url = result.outputs.url!;
    for (const path of ['index.html', 'assets/app.js', 'assets/style.css']) {
      const response = await fetch(new URL(path, url));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SITE[path as keyof typeof SITE]);
    }
    for (const path of ['secrets/prod.env', 'debug.log', 'docs/readme.md']) {
      expect((await fetch(new URL(path, url))).status).toBe(404);
    }
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(1);
    expect(result.summary).toContain(result.outputs['deployment-id']);
    expect(result.summary).toContain(url);
    expect(result.summary).toMatch(/4 files/);
    expect(result.stdout).toContain('::group::Build log');
    expect(result.stdout).toContain('built index.html');
    // New log lines are printed once each, even though every poll returns the whole log.
    expect(result.stdout.split('built index.html').length - 1).toBe(1);
  });

  it.each([
    ['branch', { branch: 'release/1.2' }, (d: { branch: string | null }) => d.branch === 'release/1.2'],
    [
      'commit',
      { 'commit-sha': 'c'.repeat(40) },
      (d: { commitSha: string | null }) => d.commitSha === 'c'.repeat(40),
    ],
  ])('builds the connected repository by %s', async (_name, extra, matches) => {
    const project = world.platform.admin.createProject({ name: 'repo-app', repository: 'octo/shop' });
    const result = await runAction({
      action: 'deploy',
      inputs: deployInputs(project.id, { source: 'repository', ...extra }),
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    const [deployment] = deploymentsOf(world.platform, project.id);
    expect(deployment && matches(deployment)).toBe(true);
    expect(world.platform.requestLog.some((r) => r.operation === 'createUpload')).toBe(false);
    expect((await fetch(result.outputs.url!)).status).toBe(200);
  });

  it('fails with exit 1 when the build fails, with the log tail in the annotation and the summary', async () => {
    const project = world.platform.admin.createProject({ name: 'broken' });
    world.platform.admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const result = await deploySite(project.id);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('failed');
    expect(result.outputs['deployment-id']).toMatch(/\S/);
    const annotation = result.errors.find((e) => e.includes('npm run build exited with code 2'));
    expect(annotation).toBeDefined();
    expect(result.summary).toContain('npm run build exited with code 2');
    expect(result.summary).toMatch(/Failed/);
    expect(result.errors.some((e) => /failed on the platform/.test(e))).toBe(true);
  });

  it('times out with a message on how to raise `timeout`', async () => {
    const project = slowlyBuiltProject('slow');
    const result = await deploySite(project.id, { timeout: '3s' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('timed-out');
    expect(result.errors.join('\n')).toMatch(/Raise the `timeout` input/);
    expect(result.durationMs).toBeLessThan(15_000);
  });

  it('returns right after creating the deployment when wait is false', async () => {
    const project = slowlyBuiltProject('nowait');
    const result = await deploySite(project.id, { wait: 'false' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.status).toBe('pending');
    expect(result.outputs['deployment-id']).toBe(deploymentsOf(world.platform, project.id)[0]?.id);
    expect(world.platform.requestLog.some((r) => r.operation === 'getDeployment')).toBe(false);
  });

  it('refuses a read key with the clear sentence and creates no deployment', async () => {
    const project = world.platform.admin.createProject({ name: 'readonly' });
    const result = await deploySite(project.id, { 'api-key': world.platform.readKey });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/read key.*needs a full key/i);
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(0);
    expect(world.platform.writes()).toHaveLength(0);
  });

  it('survives a 503 on the first upload and on the first status poll with exactly one deployment', async () => {
    const project = world.platform.admin.createProject({ name: 'flaky' });
    world.platform.faults.add({ operation: 'createUpload', times: 1, status: 503 });
    world.platform.faults.add({ operation: 'getDeployment', times: 1, status: 503 });
    const result = await deploySite(project.id);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(1);
    const uploads = world.platform.requestLog.filter((r) => r.operation === 'createUpload');
    expect(uploads.map((r) => r.status)).toEqual([503, 201]);
  });

  it('adopts the deployment when the connection drops after the create POST, making exactly one', async () => {
    const project = world.platform.admin.createProject({ name: 'dropped' });
    world.platform.faults.add({ operation: 'createDeployment', times: 1, drop: 'after-body' });
    const result = await deploySite(project.id);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('live');
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(1);
    expect(result.outputs['deployment-id']).toBe(deploymentsOf(world.platform, project.id)[0]?.id);
    expect(world.platform.requestLog.filter((r) => r.operation === 'createDeployment')).toHaveLength(1);
    expect(result.stdout).toContain('Adopted deployment');
  });

  it('stops within 5 s of SIGINT mid-watch with status=cancelled', async () => {
    world.platform.admin.setBuildTiming({ buildingMs: 60_000 });
    const project = world.platform.admin.createProject({ name: 'cancel-me' });
    const running = startAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      inputs: deployInputs(project.id),
    });
    await running.waitForOutput('is building');
    const sentAt = Date.now();
    running.interrupt('SIGINT');
    const result = await running.result;
    expect(Date.now() - sentAt).toBeLessThanOrEqual(5_000);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('cancelled');
    expect(result.errors.join('\n')).toMatch(/cancelled/);
  });

  it('keeps exactly one PR comment across two runs and records a GitHub deployment success with the URL', async () => {
    const project = world.platform.admin.createProject({ name: 'pr-preview' });
    const workspace = makeWorkspace(SITE);
    const run = () =>
      runAction({
        action: 'deploy',
        workspace,
        ...onPullRequest(world, 'synchronize', 7),
        inputs: {
          ...platformKeyInputs(world),
          project: project.id,
        },
      });
    const first = await run();
    const second = await run();
    expect(first.exitCode, first.stdout).toBe(0);
    expect(second.exitCode, second.stdout).toBe(0);
    const comments = world.github.state.comments.filter((c) => c.issueNumber === 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(second.outputs.url!);
    expect(comments[0]!.body).toContain('b'.repeat(40));
    const deployments = world.github.state.deployments;
    expect(deployments).toHaveLength(2);
    expect(deployments.every((d) => d.environment === 'preview' && d.transientEnvironment)).toBe(true);
    const last = deployments.at(-1)!;
    const states = world.github.deploymentStates(last.id);
    expect(states).toEqual(['in_progress', 'success']);
    const success = world.github.state.statuses.find(
      (s) => s.deploymentId === last.id && s.state === 'success',
    );
    expect(success?.environmentUrl).toBe(second.outputs.url);
    expect(readFileSync(join(workspace, 'index.html'), 'utf8')).toBe(SITE['index.html']);
  });
});
