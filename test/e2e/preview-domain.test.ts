import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { createEnvGroup } from '../../src/api/resources/env-groups.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import {
  deploymentsOf,
  makeWorkspace,
  onPullRequest,
  platformKeyInputs,
  pullRequestEvent,
  SITE,
} from './fixtures.ts';
import { type ActionRunOptions, runAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true, lifecycle: { domainActivationMs: 600_000 } }, (started) => {
  world = started;
});

const DOMAIN = 'pr-7.preview.example.com';

function run(
  inputs: Record<string, string>,
  options: Partial<ActionRunOptions> = {},
): ReturnType<typeof runAction> {
  return runAction({
    action: 'preview-domain',
    ...onPullRequest(world, 'synchronize', 7),
    ...options,
    inputs: {
      ...platformKeyInputs(world),
      domain: 'pr-{pr}.preview.example.com',
      ...inputs,
    },
  });
}

function domainsOf(projectId: string) {
  return [...world.platform.state.domains.values()].filter((d) => d.projectId === projectId);
}

describe('preview-domain action, run as the runner runs it', () => {
  it('deploys the workspace, attaches the domain and reports both URLs in one sticky comment', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const workspace = makeWorkspace(SITE);
    const result = await run({ project: project.id }, { workspace });
    expect(result.exitCode, result.stdout).toBe(0);

    expect(domainsOf(project.id).map((d) => d.domain)).toEqual([DOMAIN]);
    const [deployment] = deploymentsOf(world.platform, project.id);
    expect(deployment?.status).toBe('live');
    expect(result.outputs).toMatchObject({
      'project-id': project.id,
      'deployment-id': deployment!.id,
      domain: DOMAIN,
      url: `https://${DOMAIN}`,
    });
    // The emulator's domain is pending until its DNS "verifies", and the proxy status says so.
    expect(result.outputs['proxy-status']).toBe('pending');
    const deployUrl = world.platform.state.deployments.get(deployment!.id)!.url!;
    expect((await fetch(new URL('index.html', deployUrl))).status).toBe(200);

    const comments = world.github.state.comments.filter((c) => c.issueNumber === 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(deployUrl);
    expect(comments[0]!.body).toContain(`https://${DOMAIN}`);
    expect(comments[0]!.body).toContain('Preview domain');

    const [ghDeployment] = world.github.state.deployments;
    expect(ghDeployment).toMatchObject({
      environment: 'preview',
      ref: 'feature/login',
      transientEnvironment: true,
    });
    expect(world.github.deploymentStates(ghDeployment!.id)).toEqual(['in_progress', 'success']);
    const success = world.github.state.statuses.find((s) => s.state === 'success');
    expect(success?.environmentUrl).toBe(`https://${DOMAIN}`);
    expect(result.summary).toContain(`https://${DOMAIN}`);
  });

  it('attaching twice keeps one domain, one comment, and the earlier GitHub deployment goes inactive', async () => {
    const project = world.platform.admin.createProject({ name: 'twice' });
    const workspace = makeWorkspace(SITE);
    const first = await run({ project: project.id }, { workspace });
    const second = await run({ project: project.id }, { workspace });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.stdout).toContain(`${DOMAIN} is already attached`);
    expect(second.summary).toContain('already attached');
    expect(domainsOf(project.id)).toHaveLength(1);
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(2);
    expect(world.github.state.comments.filter((c) => c.issueNumber === 7)).toHaveLength(1);
    const [older, newer] = world.github.state.deployments;
    expect(world.github.deploymentStates(older!.id).at(-1)).toBe('inactive');
    expect(world.github.deploymentStates(newer!.id).at(-1)).toBe('success');
  });

  it('attaches without deploying when deploy is false', async () => {
    const project = world.platform.admin.createProject({ name: 'nodeploy' });
    const result = await run({ project: project.id, deploy: 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(0);
    expect(domainsOf(project.id)).toHaveLength(1);
    expect(result.outputs['deployment-id']).toBe('');
  });

  it('detaches, then a second detach is a notice and a success', async () => {
    const project = world.platform.admin.createProject({ name: 'detach-me' });
    const attached = await run({ project: project.id, deploy: 'false' });
    expect(attached.exitCode, attached.stdout).toBe(0);
    const first = await run({ project: project.id, mode: 'detach' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(domainsOf(project.id)).toHaveLength(0);
    expect(first.outputs).toMatchObject({ 'project-id': project.id, domain: DOMAIN, 'proxy-status': '' });
    const second = await run({ project: project.id, mode: 'detach' });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.stdout).toMatch(/::notice.*pr-7\.preview\.example\.com is not attached/);
    const detaches = world.platform.requestLog.filter((r) => r.operation === 'detachDomain');
    expect(detaches).toHaveLength(1);
  });

  it('on a closed pull request detaches and sets the PR deployments inactive, other PRs untouched', async () => {
    const project = world.platform.admin.createProject({ name: 'closing' });
    const workspace = makeWorkspace(SITE);
    expect((await run({ project: project.id }, { workspace })).exitCode).toBe(0);
    // Another PR's preview deployment (another branch) must stay as it is.
    const other = pullRequestEvent('synchronize', 8);
    (other.payload.pull_request as { head: { ref: string } }).head.ref = 'feature/other';
    const otherRun = await run(
      { project: project.id, deploy: 'false', domain: 'pr-{pr}.preview.example.com' },
      { event: other },
    );
    expect(otherRun.exitCode, otherRun.stdout).toBe(0);

    const closed = await run({ project: project.id }, { event: pullRequestEvent('closed', 7) });
    expect(closed.exitCode, closed.stdout).toBe(0);
    expect(domainsOf(project.id).map((d) => d.domain)).toEqual(['pr-8.preview.example.com']);
    const mine = world.github.state.deployments.filter((d) => d.ref === 'feature/login');
    const theirs = world.github.state.deployments.filter((d) => d.ref === 'feature/other');
    expect(mine.map((d) => world.github.deploymentStates(d.id).at(-1))).toEqual(['inactive']);
    expect(theirs.map((d) => world.github.deploymentStates(d.id).at(-1))).toEqual(['success']);
    const comment = world.github.state.comments.find((c) => c.issueNumber === 7);
    expect(comment?.body).toContain('Preview removed');
    expect(world.github.state.comments.filter((c) => c.issueNumber === 7)).toHaveLength(1);
    expect(deploymentsOf(world.platform, project.id)).toHaveLength(1);
  });

  it('creates the named project with its env groups once, and reuses it on the next run', async () => {
    const client = new PlatformClient({ apiUrl: world.platform.url, apiKey: world.platform.fullKey });
    const shared = await createEnvGroup(client, { name: 'preview-shared' });
    const flags = await createEnvGroup(client, { name: 'preview-flags' });
    const workspace = makeWorkspace(SITE);
    const inputs = { 'project-name': 'shop-pr-{pr}', 'env-groups': `${shared.id}\n${flags.id}` };
    const first = await run(inputs, { workspace });
    expect(first.exitCode, first.stdout).toBe(0);
    const created = [...world.platform.state.projects.values()].filter((p) => p.name === 'shop-pr-7');
    expect(created).toHaveLength(1);
    const projectId = created[0]!.id;
    expect(first.outputs['project-id']).toBe(projectId);
    for (const group of [shared, flags]) {
      expect(world.platform.state.envGroups.get(group.id)?.projectIds).toEqual([projectId]);
    }
    expect(first.summary).toContain('created by this run');

    const second = await run(inputs, { workspace });
    expect(second.exitCode, second.stdout).toBe(0);
    expect([...world.platform.state.projects.values()].filter((p) => p.name === 'shop-pr-7')).toHaveLength(1);
    expect(second.outputs['project-id']).toBe(projectId);
    expect(world.platform.requestLog.filter((r) => r.operation === 'createProject')).toHaveLength(1);
    expect(world.platform.requestLog.filter((r) => r.operation === 'attachProjectEnvGroup')).toHaveLength(2);
    expect(domainsOf(projectId)).toHaveLength(1);

    const closed = await run(inputs, { event: pullRequestEvent('closed', 7) });
    expect(closed.exitCode, closed.stdout).toBe(0);
    expect(domainsOf(projectId)).toHaveLength(0);
    expect(closed.stdout).toMatch(
      /::notice.*Project shop-pr-7 \([^)]+\) remains: the platform API cannot delete projects/,
    );
  });

  it('refuses a wrong env group id before creating anything', async () => {
    const result = await run({ 'project-name': 'shop-pr-{pr}', 'env-groups': 'grp_missing' });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/Input "env-groups" names grp_missing/);
    expect(world.platform.writes()).toHaveLength(0);
  });

  it('never detaches the primary domain: exit 1 with a clear message, the domain stays', async () => {
    const project = world.platform.admin.createProject({ name: 'prod' });
    const attached = await run({ project: project.id, deploy: 'false', primary: 'true' });
    expect(attached.exitCode, attached.stdout).toBe(0);
    expect(world.platform.state.domains.get(DOMAIN)?.primary).toBe(true);
    const result = await run({ project: project.id }, { event: pullRequestEvent('closed', 7) });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(
      /Refusing to detach pr-7\.preview\.example\.com: it is the primary \(production\) domain/,
    );
    expect(domainsOf(project.id)).toHaveLength(1);
    expect(world.platform.requestLog.some((r) => r.operation === 'detachDomain')).toBe(false);
    // Nothing was taken down, so the PR's GitHub deployment stays as it was.
    const [ghDeployment] = world.github.state.deployments;
    expect(world.github.deploymentStates(ghDeployment!.id).at(-1)).toBe('success');
  });

  it('makes {branch} DNS-safe and refuses a domain that is no host name, before any write', async () => {
    const project = world.platform.admin.createProject({ name: 'slugs' });
    const ok = await run({ project: project.id, deploy: 'false', domain: '{branch}.preview.example.com' });
    expect(ok.exitCode, ok.stdout).toBe(0);
    expect(ok.outputs.domain).toMatch(/^feature-login-[0-9a-f]{6}\.preview\.example\.com$/);
    expect(domainsOf(project.id).map((d) => d.domain)).toEqual([ok.outputs.domain]);

    const writes = world.platform.writes().length;
    const bad = await run({ project: project.id, domain: 'pr_{pr}.example.com' });
    expect(bad.exitCode).toBe(1);
    expect(bad.errors.join('\n')).toMatch(
      /Input "domain" gives "pr_7\.example\.com", which is not a valid host name/,
    );
    expect(world.platform.writes()).toHaveLength(writes);
  });

  it('fails without attaching when the build fails, keeping the last good domain untouched', async () => {
    const project = world.platform.admin.createProject({ name: 'broken' });
    world.platform.admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const result = await run({ project: project.id }, { workspace: makeWorkspace(SITE) });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/failed on the platform/);
    expect(result.errors.join('\n')).toContain('npm run build exited with code 2');
    expect(domainsOf(project.id)).toHaveLength(0);
    const comment = world.github.state.comments.find((c) => c.issueNumber === 7);
    expect(comment?.body).toMatch(/Failed/);
    expect(world.github.deploymentStates(world.github.state.deployments[0]!.id).at(-1)).toBe('failure');
  });

  it('explains a missing api-key on a fork pull request', async () => {
    const result = await run(
      { project: 'prj_x', 'api-key': '' },
      { event: pullRequestEvent('opened', 7, true) },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/comes from a fork/);
  });
});
