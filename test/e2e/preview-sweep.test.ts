import { describe, expect, it } from 'vitest';
import { renderProjectName } from '../../src/preview/template.ts';
import { readableText } from '../../src/render/markdown.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import {
  expectRefusedWithoutWrites,
  expectSucceededWithoutWrites,
  planOf,
  platformKeyInputs,
  writesFrom,
} from './fixtures.ts';
import { runAction } from './harness.ts';
import { databaseNamesOf, runSweep, seedPull } from './preview-sweep-world.ts';

let world: GitHubWorld;
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true, lifecycle: { databaseProvisionMs: 100 } }, (started) => {
  world = started;
});

/** Setup calls around the action, with the full key (they are not the action's writes). */
const platformCall = (method: string, path: string, body?: unknown) =>
  setupCall(world.platform, method, path, body);

const pull = (number: number, state: 'open' | 'closed', headRef: string) =>
  seedPull(world, number, state, headRef);

const project = (name: string) => world.platform.admin.createProject({ name }).id;
const attachDomain = (projectId: string, domain: string) =>
  platformCall('POST', `/projects/${projectId}/domains`, { domain });
const createDatabase = async (name: string) =>
  (await platformCall('POST', '/databases', { name, engine: 'postgres', plan: 'starter' })).id;
async function envGroup(name: string, ...projectIds: string[]): Promise<string> {
  const { id } = await platformCall('POST', '/env-groups', { name });
  for (const projectId of projectIds)
    await platformCall('POST', `/projects/${projectId}/env-groups`, { groupId: id });
  return id;
}

const domains = () => [...world.platform.state.domains.keys()].sort();
const databaseNames = () => databaseNamesOf(world);
const groups = () =>
  Object.fromEntries(
    [...world.platform.state.envGroups.values()].map((g) => [g.name, [...g.projectIds].sort()]),
  );

/**
 * Two pull requests: #7 closed, #8 open, each with its preview project, domain, database and per-PR
 * env group, plus a shared group; and lookalikes outside the templates that must survive.
 */
async function seedPreviews() {
  pull(7, 'closed', 'feature/login');
  pull(8, 'open', 'feature/cart');
  const closed = project('shop-pr-7');
  const open = project('shop-pr-8');
  const lookalike = project('shop-pr-7-old');
  const production = project('shop');
  await attachDomain(closed, 'pr-7.preview.example.com');
  await attachDomain(closed, 'pr-7-demo.preview.example.com');
  await attachDomain(open, 'pr-8.preview.example.com');
  await attachDomain(lookalike, 'pr-7.preview.example.net');
  await attachDomain(production, 'www.example.com');
  for (const name of ['shop-pr-7', 'shop-pr-8', 'shop-pr-7-backup', 'shop']) await createDatabase(name);
  const shared = await envGroup('preview-settings', closed, open, production);
  await envGroup('shop-pr-7', closed);
  await envGroup('shop-pr-8', open);
  await envGroup('shop-pr-07', lookalike);
  return { closed, open, lookalike, production, shared };
}

/** The sweep with the preview workflow's four templates, unless `extra` says otherwise. */
function sweep(extra: Record<string, string> = {}, key = world.platform.fullKey) {
  return runSweep(
    world,
    {
      'project-name': 'shop-pr-{pr}',
      domain: 'pr-{pr}.preview.example.com',
      'database-name': 'shop-pr-{pr}',
      'env-group-name': 'shop-pr-{pr}',
      ...extra,
    },
    key,
  );
}

describe('preview-sweep action, run as the runner runs it', () => {
  it("removes a closed pull request's domain, database and env groups, and nothing else; a re-run plans nothing", async () => {
    const seeded = await seedPreviews();
    const writes = writesFrom(world.platform);
    const result = await sweep();
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);

    expect(domains()).toEqual([
      'pr-7-demo.preview.example.com',
      'pr-7.preview.example.net',
      'pr-8.preview.example.com',
      'www.example.com',
    ]);
    expect(databaseNames()).toEqual(['shop', 'shop-pr-7-backup', 'shop-pr-8']);
    expect(groups()).toEqual({
      'preview-settings': [seeded.open, seeded.production].sort(),
      'shop-pr-8': [seeded.open],
      'shop-pr-07': [seeded.lookalike],
    });
    // Domains first, then the database, then the groups are detached, and the per-PR group deleted last.
    expect(writes().map((write) => write.operation)).toEqual([
      'detachDomain',
      'deleteDatabase',
      'detachProjectEnvGroup',
      'detachProjectEnvGroup',
      'deleteEnvGroup',
    ]);
    expect(writes().every((write) => write.method === 'DELETE' && write.status === 204)).toBe(true);
    // Kept: #8's database and group (an open PR's project is not even looked into).
    expect(result.outputs).toMatchObject({ changed: 'true', deleted: '5', unchanged: '2' });
    expect(JSON.parse(result.outputs['projects-left']!)).toEqual([
      { id: seeded.closed, name: 'shop-pr-7', pr: 7 },
    ]);
    const plan = planOf(result);
    const unmanaged = plan.items.filter((item) => item.op === 'unmanaged').map((item) => item.key);
    expect(unmanaged.sort()).toEqual(
      [
        `1 domain pr-7-demo.preview.example.com @${seeded.closed}`,
        expect.stringMatching(/^2 database \S+$/),
        expect.stringMatching(/^2 database \S+$/),
        expect.stringMatching(/^4 env group \S+$/),
        expect.stringMatching(/^4 env group \S+$/),
      ].sort(),
    );
    expect(result.summary).toContain('### Preview sweep: octo/shop');
    // Our own PR numbers render inert too (no cross-reference); read as a person reads them.
    expect(readableText(result.summary)).toMatch(/\| #7 \| closed \| .*\| remove \|/);
    expect(readableText(result.summary)).toMatch(/\| #8 \| open \| .*\| keep \|/);
    expect(result.summary).toContain(`shop-pr-7 (${seeded.closed})`);
    expect(result.summary).toContain('outside the templates or of no known pull request, left alone');
    expect(result.stdout).toContain('applied: delete pr-7.preview.example.com on shop-pr-7 domain');

    const again = writesFrom(world.platform);
    const rerun = await sweep();
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(again()).toEqual([]);
    expect(rerun.outputs).toMatchObject({ changed: 'false', deleted: '0' });
    // The project of the closed PR is still listed: only the dashboard can delete it.
    expect(JSON.parse(rerun.outputs['projects-left']!)).toHaveLength(1);
  });

  it('refuses more removals than max-deletions with zero writes, and applies them with force', async () => {
    await seedPreviews();
    const refused = await expectRefusedWithoutWrites(
      world.platform,
      () => sweep({ 'max-deletions': '4' }),
      'Refusing to apply the plan because it removes 5 preview resources, more than max-deletions (4)',
    );
    // What the runs below write, the refusal above having written nothing.
    const writes = writesFrom(world.platform);
    expect(refused.errors.join('\n')).toContain('`force: true`');
    expect(refused.summary).toContain('Refused, nothing was written');
    expect(refused.outputs.deleted).toBe('5');

    const forced = await sweep({ 'max-deletions': '4', force: 'true' });
    expect(forced.exitCode, forced.stdout).toBe(0);
    expect(writes()).toHaveLength(5);
  });

  it('plans with a read key on a dry run and writes nothing', async () => {
    await seedPreviews();
    const before = { domains: domains(), databases: databaseNames(), groups: groups() };
    const result = await expectSucceededWithoutWrites(world.platform, () =>
      sweep({ 'dry-run': 'true' }, world.platform.readKey),
    );
    expect({ domains: domains(), databases: databaseNames(), groups: groups() }).toEqual(before);
    expect(result.outputs).toMatchObject({ changed: 'true', deleted: '5' });
    expect(result.summary).toContain('(dry run)');
    expect(result.summary).toContain('Dry run: nothing was written.');
  });

  it('matches {branch} templates to the head branches of pull requests, slug and hash included', async () => {
    // feature/a and feature-a render different slugs: closing #3 must not take #4's preview.
    pull(3, 'closed', 'feature/a');
    pull(4, 'open', 'feature-a');
    pull(5, 'closed', 'reused');
    pull(6, 'open', 'reused');
    // Named as a preview of feature/a would name it: "env-feature-a-" and a hash of the branch.
    await envGroup(renderProjectName('env-{branch}', { branch: 'feature/a' }));
    await envGroup('env-feature-a');
    await envGroup('env-reused');
    await envGroup('env-unknown-branch');
    const result = await runAction({
      action: 'preview-sweep',
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
      inputs: {
        ...platformKeyInputs(world),
        'env-group-name': 'env-{branch}',
      },
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(Object.keys(groups()).sort()).toEqual(['env-feature-a', 'env-reused', 'env-unknown-branch']);
    expect(result.outputs).toMatchObject({ deleted: '1', unchanged: '2', unmanaged: '1' });
    // {branch} templates are matched against the whole list of pull requests, read in pages.
    expect(world.github.requestLog.some((entry) => entry.path === '/repos/octo/shop/pulls')).toBe(true);
  });

  it('fails before any write when GitHub cannot say which pull requests are closed', async () => {
    await seedPreviews();
    const writes = writesFrom(world.platform);

    world.github.setPermissions({ pull_requests: false });
    const forbidden = await sweep();
    expect(forbidden.exitCode).toBe(1);
    expect(forbidden.errors.join('\n')).toContain('GitHub answered 403');
    expect(forbidden.errors.join('\n')).toContain('`pull-requests: read`');

    world.github.setPermissions({ pull_requests: true });
    world.github.failNext(502);
    const outage = await sweep();
    expect(outage.exitCode).toBe(1);
    expect(outage.errors.join('\n')).toContain('GitHub answered 502');
    expect(outage.errors.join('\n')).toContain('nothing was removed');

    const badToken = await runAction({
      action: 'preview-sweep',
      githubApiUrl: world.github.url,
      githubToken: 'ghs_wrong_token_0123456789',
      inputs: {
        ...platformKeyInputs(world),
        'database-name': 'shop-pr-{pr}',
      },
    });
    expect(badToken.exitCode).toBe(1);
    expect(badToken.errors.join('\n')).toContain('GitHub answered 401');
    const mentions = badToken.stdout
      .split('\n')
      .filter((line) => line.includes('ghs_wrong_token_0123456789'));
    expect(mentions).toEqual(['::add-mask::ghs_wrong_token_0123456789']);
    expect(badToken.summary).not.toContain('ghs_wrong_token_0123456789');
    expect(writes()).toEqual([]);
  });

  it('leaves a number that is no pull request alone, and counts a DELETE whose answer was lost as done', async () => {
    pull(7, 'closed', 'feature/login');
    await createDatabase('shop-pr-7');
    await createDatabase('shop-pr-99');
    // The platform deletes the database, then the connection drops: the retried DELETE finds it gone.
    const fault = world.platform.faults.add({ operation: 'deleteDatabase', drop: 'after-body', times: 1 });
    const writes = writesFrom(world.platform);
    const result = await sweep({ 'project-name': '', domain: '', 'env-group-name': '' });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(fault.hits).toBe(1);
    expect(databaseNames()).toEqual(['shop-pr-99']);
    const deletes = world.platform.requestLog.filter((entry) => entry.method === 'DELETE');
    expect(deletes.map((entry) => `${entry.operation} ${entry.status} ${entry.fault ?? ''}`)).toEqual([
      'deleteDatabase 204 drop:after-body',
      'deleteDatabase 404 ',
    ]);
    expect(writes()).toHaveLength(1);
    expect(result.outputs).toMatchObject({ deleted: '1', unmanaged: '1' });
    expect(planOf(result).items.find((item) => item.op === 'unmanaged')).toMatchObject({
      before: '#99 is not a pull request of this repository',
    });
    expect(result.warnings).toEqual([]);

    // Only unknown numbers left: also what a token that cannot see the repository gets, so it warns.
    const alone = await sweep({ 'project-name': '', domain: '', 'env-group-name': '' });
    expect(alone.exitCode, alone.stdout).toBe(0);
    expect(alone.warnings.join('\n')).toContain(
      'GitHub knows none of the pull requests these names point at (#99)',
    );
    expect(databaseNames()).toEqual(['shop-pr-99']);
  });

  it('takes the one project of the preview domains by name, and never detaches its primary domain', async () => {
    pull(7, 'closed', 'feature/login');
    pull(8, 'open', 'feature/cart');
    const shop = project('shop');
    await attachDomain(shop, 'pr-7.preview.example.com');
    await attachDomain(shop, 'pr-8.preview.example.com');
    await attachDomain(shop, 'shop.example.com');
    await platformCall('POST', `/projects/${shop}/domains/shop.example.com/primary`);
    const result = await sweep({
      project: 'shop',
      'project-name': '',
      'database-name': '',
      'env-group-name': '',
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain(`Project shop (${shop}).`);
    expect(domains()).toEqual(['pr-8.preview.example.com', 'shop.example.com']);
    expect(result.outputs).toMatchObject({ deleted: '1' });
  });
});
