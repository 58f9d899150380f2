/**
 * What the sweep may take as a pull request's word. A fork's pull request
 * owns no preview (its head branch can be called `main`), GitHub's answer about another number than
 * the one asked is a failed lookup, and a number a double cannot hold is nobody's.
 */
import { describe, expect, it } from 'vitest';
import { renderDomain, renderProjectName } from '../../src/preview/template.ts';
import { readableText } from '../../src/render/markdown.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { expectRefusedWithoutWrites, expectSucceeded, planOf, writesFrom } from './fixtures.ts';
import { databaseNamesOf, runSweep, seedPull } from './preview-sweep-world.ts';

let world: GitHubWorld;
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true }, (started) => {
  world = started;
});

const platformCall = (method: string, path: string, body?: unknown) =>
  setupCall(world.platform, method, path, body);

const pull = (number: number, state: 'open' | 'closed', headRef: string, headRepo?: string) =>
  seedPull(world, number, state, headRef, headRepo);
const sweep = (inputs: Record<string, string>) => runSweep(world, inputs);
const databaseNames = () => databaseNamesOf(world);
const createDatabase = (name: string) =>
  platformCall('POST', '/databases', { name, engine: 'postgres', plan: 'starter' });

describe('preview-sweep and pull requests from forks', () => {
  it('never matches a fork’s branch against the templates: production’s shop-main stays, and the run says why', async () => {
    const branchTemplates = { 'project-name': 'shop-{branch}', domain: '{branch}.preview.example.com' };
    const name = renderProjectName(branchTemplates['project-name'], { branch: 'main' });
    const domain = renderDomain(branchTemplates.domain, { branch: 'main' });
    expect([name, domain]).toEqual(['shop-main', 'main.preview.example.com']);
    const production = world.platform.admin.createProject({ name }).id;
    await platformCall('POST', `/projects/${production}/domains`, { domain });
    const { id: group } = await platformCall('POST', '/env-groups', { name: 'prod-secrets' });
    await platformCall('POST', `/projects/${production}/env-groups`, { groupId: group });
    // Anyone can open (and close) a pull request from a fork whose head branch is `main`.
    pull(5, 'closed', 'main', 'mallory/shop');
    // A fork's PR #6 and a database named like its preview: left alone too.
    pull(6, 'closed', 'feature', 'mallory/shop');
    await createDatabase('shop-pr-6');
    const writes = writesFrom(world.platform);

    const dry = await sweep({ ...branchTemplates, 'database-name': 'shop-pr-{pr}', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout + dry.stderr).toBe(0);
    expect(dry.outputs).toMatchObject({ changed: 'false', deleted: '0' });
    expect(JSON.parse(dry.outputs['projects-left']!)).toEqual([]);
    const reasons = planOf(dry).items.map((item) => `${item.op} ${(item as { before?: string }).before}`);
    expect(reasons).toEqual([
      'unmanaged #6 comes from mallory/shop, and a pull request from a fork never owns a preview',
    ]);
    // The summary renders `#5` inert (no cross-reference); read as a person reads it.
    for (const text of [dry.stdout, readableText(dry.summary)]) {
      expect(text).toContain(
        '#5 from mallory/shop (branch main): a pull request from a fork never owns a preview, so the names it matches were left alone',
      );
      expect(text).toContain('#6 from mallory/shop (branch feature)');
    }
    expect(dry.summary).toContain('**Ignored pull requests**');

    const applied = await sweep({ ...branchTemplates, 'database-name': 'shop-pr-{pr}' });
    expect(applied.exitCode, applied.stdout).toBe(0);
    expect(writes()).toEqual([]);
    expect([...world.platform.state.domains.keys()]).toEqual([domain]);
    expect([...(world.platform.state.envGroups.get(group)?.projectIds ?? [])]).toEqual([production]);
    expect(databaseNames()).toEqual(['shop-pr-6']);
  });

  it('still sweeps the branch of this repository’s own closed pull request beside a fork’s', async () => {
    pull(3, 'closed', 'feature/cart');
    pull(4, 'closed', 'feature/cart', 'mallory/shop');
    await platformCall('POST', '/env-groups', {
      name: renderProjectName('env-{branch}', { branch: 'feature/cart' }),
    });
    const result = await sweep({ 'env-group-name': 'env-{branch}' });
    expectSucceeded(result, { deleted: '1' });
    expect(readableText(result.summary)).toMatch(/\| #3 \| closed \| env group \| remove \|/);
    expect(readableText(result.summary)).toContain('#4 from mallory/shop (branch feature/cart)');
  });
});

describe('preview-sweep and what GitHub answers', () => {
  it('takes an answer about another pull request as a failed lookup and removes nothing', async () => {
    pull(7, 'closed', 'feature/a');
    pull(8, 'open', 'feature/b');
    await createDatabase('shop-pr-8');
    // A caching proxy answers the question about #8 (open) with #7 (closed).
    world.github.state.misansweredPulls.set(8, 7);
    await expectRefusedWithoutWrites(
      world.platform,
      () => sweep({ 'database-name': 'shop-pr-{pr}' }),
      'Could not read pull request #8 from GitHub (asked for pull request #8, it answered about #7), so nothing was removed',
    );
    expect(databaseNames()).toEqual(['shop-pr-8']);
  });

  it('refuses a pull request number past 2^53 instead of looking up a rounded one', async () => {
    const huge = '12345678901234567890';
    expect(String(Number(huge))).not.toBe(huge);
    pull(Number(huge), 'closed', 'feature/a');
    await createDatabase(`shop-pr-${huge}`);
    const result = await sweep({ 'database-name': 'shop-pr-{pr}' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(databaseNames()).toEqual([`shop-pr-${huge}`]);
    expect(planOf(result).items).toEqual([
      expect.objectContaining({
        op: 'unmanaged',
        before: `#${huge} is too large to be a pull request number`,
      }),
    ]);
    expect(world.github.requestLog.filter((entry) => entry.path.includes('/pulls/'))).toEqual([]);
  });
});
