/**
 * A preview-domain template every pull request renders the same way names no
 * pull request's preview. On a `closed` event, `domain: shop.example.com` with `project: prj_shop`
 * detached production's domain; such a template is refused before any request, as preview-database's
 * `name` without {pr} is.
 */
import { describe, expect, it } from 'vitest';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, pullRequestEvent, requestsFrom, SITE } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: GitHubWorld;
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true }, (started) => {
  world = started;
});

function run(action: string, inputs: Record<string, string>) {
  return runAction({
    action: 'preview-domain',
    event: pullRequestEvent(action, 7),
    workspace: makeWorkspace(SITE),
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    inputs: { ...platformKeyInputs(world), ...inputs },
  });
}

describe('preview-domain templates that name no pull request', () => {
  it('refuses a fixed domain on closed (and on opened) before any request: production keeps its domain', async () => {
    const shop = world.platform.admin.createProject({ name: 'shop' }).id;
    await setupCall(world.platform, 'POST', `/projects/${shop}/domains`, { domain: 'shop.example.com' });
    const requests = requestsFrom(world.platform);
    for (const event of ['closed', 'opened']) {
      const result = await run(event, { project: shop, domain: 'shop.example.com' });
      expect(result.exitCode, result.stdout).toBe(1);
      expect(result.errors.join('\n')).toContain(
        'Input "domain" ("shop.example.com") has no {pr}, {branch} or {sha}, so every pull request would share it and closing one would take it from all; give each pull request its own, e.g. pr-{pr}.preview.example.com.',
      );
      expect(result.stdout).not.toContain('Detached');
    }
    expect(requests()).toEqual([]);
    expect(world.platform.state.domains.get('shop.example.com')?.projectId).toBe(shop);
  });

  it('refuses a project-name template without a placeholder', async () => {
    const result = await run('closed', { 'project-name': 'shop', domain: 'pr-{pr}.preview.example.com' });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(
      'Input "project-name" ("shop") has no {pr}, {branch} or {sha}, so every pull request would share it',
    );
    expect(world.platform.requestLog).toEqual([]);
  });

  it('takes {sha} or {branch} alone as a per-pull-request part', async () => {
    const shop = world.platform.admin.createProject({ name: 'shop' }).id;
    const result = await run('opened', {
      project: shop,
      domain: '{branch}-{sha}.preview.example.com',
      comment: 'false',
      'github-deployment': 'false',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    // feature/login's slug carries a hash of the branch (its slash is gone); the commit is bbbbbbb.
    expect(result.outputs.domain).toMatch(/^feature-login-[0-9a-f]{6}-bbbbbbb\.preview\.example\.com$/);
  });
});
