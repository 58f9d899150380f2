import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { expectSucceeded, platformKeyInputs, pullRequestEvent } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true, lifecycle: { databaseProvisionMs: 600 } }, (started) => {
  world = started;
});

function inputs(projectId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...platformKeyInputs(world),
    project: projectId,
    name: 'shop-pr-{pr}',
    ...extra,
  };
}

/** The action on pull request #`number`'s `action` event, on the project `inputs` names. */
const onPullRequest = (
  action: string,
  number: number,
  projectId: string,
  extra: Record<string, string> = {},
) =>
  runAction({
    action: 'preview-database',
    event: pullRequestEvent(action, number),
    inputs: inputs(projectId, extra),
  });

const databases = () => [...world.platform.state.databases.values()];
const serviceEnv = (projectId: string, service = 'web') =>
  world.platform.state.serviceEnv.get(`${projectId}/${service}`);

/** The current secrets of a database: its users' passwords and the connection string in the env. */
function secretsOf(databaseId: string, connectionString: string | undefined): string[] {
  const passwords = [...world.platform.state.databasePasswords]
    .filter(([key]) => key.startsWith(`${databaseId}/`))
    .map(([, password]) => password);
  return [...passwords, ...(connectionString ? [connectionString] : [])];
}

function expectNowhereButMasks(result: ActionRunResult, secrets: readonly string[]): void {
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    const lines = result.stdout.split('\n').filter((line) => line.includes(secret));
    expect(lines.every((line) => line.startsWith('::add-mask::'))).toBe(true);
    expect(lines.length).toBeGreaterThan(0);
    expect(result.summary).not.toContain(secret);
    expect(result.stderr).not.toContain(secret);
    for (const value of Object.values(result.outputs)) expect(value).not.toContain(secret);
  }
}

describe('preview-database action, run as the runner runs it', () => {
  it('creates one database per PR, waits for it, and puts a masked connection string in the service env (the bundle)', async () => {
    const project = world.platform.admin.createProject({ name: 'shop-preview' });
    const first = await runAction({
      action: 'preview-database',
      bundle: true,
      event: pullRequestEvent('opened', 7),
      inputs: inputs(project.id),
    });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    const [database] = databases();
    expect(databases()).toHaveLength(1);
    expect(database).toMatchObject({ name: 'shop-pr-7', status: 'running', engine: 'postgres' });
    expect(first.outputs).toEqual({
      'database-id': database!.id,
      name: 'shop-pr-7',
      result: 'created',
      host: database!.host,
      port: String(database!.port),
      database: database!.database,
      username: 'app',
      status: 'succeeded',
    });
    const url = serviceEnv(project.id)?.get('DATABASE_URL')?.value;
    const password = world.platform.state.databasePasswords.get(`${database!.id}/app`)!;
    expect(url).toBe(
      `postgresql://app:${password}@${database!.host}:${database!.port}/${database!.database}`,
    );
    expectNowhereButMasks(first, secretsOf(database!.id, url));
    expect(first.summary).toContain('shop-pr-7');
    expect(first.summary).toContain('not shown');

    const second = await onPullRequest('synchronize', 7, project.id);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(databases()).toHaveLength(1);
    expect(second.outputs.result).toBe('reused');
    expect(second.outputs['database-id']).toBe(database!.id);
    expect(world.platform.requestLog.filter((r) => r.operation === 'createDatabase')).toHaveLength(1);
    // The password was rotated and the env follows it.
    const rotated = world.platform.state.databasePasswords.get(`${database!.id}/app`)!;
    expect(rotated).not.toBe(password);
    const newUrl = serviceEnv(project.id)?.get('DATABASE_URL')?.value;
    expect(newUrl).toContain(`:${rotated}@`);
    expectNowhereButMasks(second, secretsOf(database!.id, newUrl));
  });

  it('deletes the database and removes the variable when the PR is closed', async () => {
    const project = world.platform.admin.createProject({ name: 'closing' });
    const opened = await onPullRequest('opened', 12, project.id, { 'env-name': 'PREVIEW_DB' });
    expect(opened.exitCode, opened.stdout).toBe(0);
    const other = await onPullRequest('opened', 13, project.id, { service: 'web', 'env-name': 'OTHER_DB' });
    expect(other.exitCode).toBe(0);
    expect(
      databases()
        .map((d) => d.name)
        .sort(),
    ).toEqual(['shop-pr-12', 'shop-pr-13']);

    const closed = await onPullRequest('closed', 12, project.id, { 'env-name': 'PREVIEW_DB' });
    expectSucceeded(closed, { result: 'deleted', name: 'shop-pr-12' });
    expect(databases().map((d) => d.name)).toEqual(['shop-pr-13']);
    expect([...(serviceEnv(project.id)?.keys() ?? [])]).toEqual(['OTHER_DB']);

    const again = await onPullRequest('closed', 12, project.id, { 'env-name': 'PREVIEW_DB' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ result: 'absent', 'database-id': '' });
    expect(databases()).toHaveLength(1);
  });

  it.each([
    [
      'a pr value that puts the name outside the template',
      { pr: 'main' },
      /Refusing to touch database "shop-pr-main"/,
    ],
    ['a template without {pr}', { name: 'shop', pr: '3' }, /Input "name" must contain \{pr\}/],
  ])('refuses %s before reading or writing anything', async (_what, extra, message) => {
    const project = world.platform.admin.createProject({ name: 'guarded' });
    world.platform.state.databases.clear();
    const result = await runAction({
      action: 'preview-database',
      inputs: inputs(project.id, { mode: 'detach', ...extra }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(message);
    expect(world.platform.requestLog).toEqual([]);
  });

  it('with env-scope: project, sets the variable when the project has no other, and refuses otherwise', async () => {
    const empty = world.platform.admin.createProject({ name: 'fresh' });
    const ok = await onPullRequest('opened', 4, empty.id, { 'env-scope': 'project' });
    expect(ok.exitCode, ok.stdout).toBe(0);
    expect([...(world.platform.state.env.get(empty.id)?.keys() ?? [])]).toEqual(['DATABASE_URL']);

    const busy = world.platform.admin.createProject({ name: 'busy' });
    world.platform.state.env.set(busy.id, new Map([['STRIPE_KEY', { value: 'sk', updatedAt: 'now' }]]));
    const writesBefore = world.platform.writes().length;
    const refused = await onPullRequest('opened', 5, busy.id, { 'env-scope': 'project' });
    expect(refused.exitCode).toBe(1);
    expect(refused.errors.join('\n')).toMatch(/Refusing `env-scope: project`: .*STRIPE_KEY/);
    expect(world.platform.writes()).toHaveLength(writesBefore);
    expect(databases().map((d) => d.name)).toEqual(['shop-pr-4']);
    expect(world.platform.state.env.get(busy.id)?.get('STRIPE_KEY')?.value).toBe('sk');
  });

  it('creates exactly one database when the create request goes unanswered', async () => {
    const project = world.platform.admin.createProject({ name: 'flaky' });
    world.platform.faults.add({ operation: 'createDatabase', times: 1, drop: 'after-body' });
    const result = await onPullRequest('opened', 9, project.id);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(databases()).toHaveLength(1);
    expect(serviceEnv(project.id)?.has('DATABASE_URL')).toBe(true);
  });
});
