import { describe, expect, it } from 'vitest';
import { runnerPort } from '../../src/actions/common/runner-port.ts';
import { GitHubDeploymentTracker } from '../../src/github/deployments.ts';
import { registerSecret } from '../../src/secrets/redact.ts';
import { fakeGitHubPerTest } from './helpers.ts';

const SHA = '1234567890abcdef1234567890abcdef12345678';

describe('GitHubDeploymentTracker', () => {
  const fakes = fakeGitHubPerTest();

  const tracker = () =>
    new GitHubDeploymentTracker({
      token: fakes.github.token,
      apiUrl: fakes.github.url,
      owner: 'acme',
      repo: 'site',
      logger: runnerPort(),
    });

  it('creates a production deployment, marks it in progress, then successful with its URL', async () => {
    const deployments = tracker();
    const id = await deployments.start({
      environment: 'production',
      ref: SHA,
      transient: false,
      description: 'Deploy site',
    });
    expect(id).toBeDefined();
    expect(fakes.github.deploymentStates(id ?? 0)).toEqual(['in_progress']);

    await deployments.finish('success', {
      environmentUrl: 'https://site.example.app',
      logUrl: 'https://run/1',
    });

    expect(fakes.github.deploymentStates(id ?? 0)).toEqual(['in_progress', 'success']);
    const [deployment] = fakes.github.state.deployments;
    expect(deployment).toMatchObject({
      sha: SHA,
      environment: 'production',
      productionEnvironment: true,
      transientEnvironment: false,
    });
    const created = fakes.github.requestLog.find(
      (entry) => entry.method === 'POST' && entry.path === '/repos/acme/site/deployments',
    );
    expect(created?.body).toMatchObject({
      auto_merge: false,
      required_contexts: [],
      production_environment: true,
    });
    expect(fakes.github.state.statuses.at(-1)).toMatchObject({
      state: 'success',
      environmentUrl: 'https://site.example.app',
      logUrl: 'https://run/1',
    });
    expect(fakes.output.messagesOf('warning')).toEqual([]);
  });

  it('creates previews as transient, non-production deployments and can mark them inactive', async () => {
    const deployments = tracker();
    const id = await deployments.start({ environment: 'preview', ref: SHA, transient: true });
    await deployments.finish('failure', { description: 'Build failed' });
    await deployments.markInactive();
    expect(fakes.github.state.deployments[0]).toMatchObject({
      transientEnvironment: true,
      productionEnvironment: false,
    });
    expect(fakes.github.deploymentStates(id ?? 0)).toEqual(['in_progress', 'failure', 'inactive']);
  });

  it('inactivates the deployments of one environment (and only the given ref) when a PR closes', async () => {
    for (const [environment, ref] of [
      ['preview', 'feature/a'],
      ['preview', 'feature/a'],
      ['preview', 'feature/b'],
      ['production', 'main'],
    ]) {
      const deployments = tracker();
      await deployments.start({
        environment: environment ?? '',
        ref: ref ?? '',
        transient: environment === 'preview',
      });
      await deployments.finish('success', { environmentUrl: 'https://x' });
    }
    const marked = await tracker().inactivateAllForEnvironment('preview', { ref: 'feature/a' });
    expect(marked).toBe(2);
    const lastStates = fakes.github.state.deployments.map((d) => fakes.github.deploymentStates(d.id).at(-1));
    expect(lastStates).toEqual(['inactive', 'inactive', 'success', 'success']);
  });

  it('pages through every deployment of an environment, and can spare the current one', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 105; index += 1) {
      const deployments = tracker();
      ids.push((await deployments.start({ environment: 'production', ref: SHA, transient: false })) ?? 0);
    }
    const current = tracker();
    const currentId = await current.start({ environment: 'production', ref: SHA, transient: false });
    await current.finish('success');
    expect(await current.deactivatePreviousForEnvironment()).toBe(105);
    expect(fakes.github.deploymentStates(currentId ?? 0)).toEqual(['in_progress', 'success']);
    expect(ids.every((id) => fakes.github.deploymentStates(id).at(-1) === 'inactive')).toBe(true);
  });

  it('warns once and goes quiet for the rest of the run when the token lacks deployments: write', async () => {
    fakes.github.setPermissions({ deployments: false });
    const deployments = tracker();
    await expect(
      deployments.start({ environment: 'preview', ref: SHA, transient: true }),
    ).resolves.toBeUndefined();
    await expect(deployments.finish('success', { environmentUrl: 'https://x' })).resolves.toBe(false);
    await expect(deployments.inactivateAllForEnvironment('preview')).resolves.toBe(0);
    expect(deployments.disabled).toBe(true);
    const warnings = fakes.output.messagesOf('warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('deployments: write');
    expect(fakes.github.requestLog).toHaveLength(1);
  });

  it('stops after a refused status update too, keeping the one warning', async () => {
    const deployments = tracker();
    await deployments.start({ environment: 'production', ref: SHA, transient: false });
    fakes.github.setPermissions({ deployments: 'read' });
    expect(await deployments.finish('error')).toBe(false);
    expect(await deployments.markInactive()).toBe(false);
    expect(fakes.output.messagesOf('warning')).toHaveLength(1);
    expect(fakes.github.requestLog.filter((entry) => entry.status === 403)).toHaveLength(1);
  });

  it('never sends a registered secret in a description, payload or URL', async () => {
    registerSecret('sk_live_abc');
    const deployments = tracker();
    await deployments.start({
      environment: 'production',
      ref: SHA,
      transient: false,
      description: 'with sk_live_abc',
      payload: { project: 'site', apiKey: 'sk_live_abc', nested: ['sk_live_abc'] },
    });
    await deployments.finish('success', {
      environmentUrl: 'https://x/?k=sk_live_abc',
      description: 'sk_live_abc',
    });
    const sent = JSON.stringify(fakes.github.requestLog.map((entry) => entry.body));
    expect(sent).not.toContain('sk_live_abc');
    expect(fakes.github.state.deployments[0]?.payload).toEqual({
      project: 'site',
      apiKey: '***',
      nested: ['***'],
    });
  });
});
