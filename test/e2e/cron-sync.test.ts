import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import {
  expectRefusedWithoutWrites,
  expectRerunChangesNothing,
  expectSucceeded,
  expectSucceededWithoutWrites,
  planOf,
  requestsFrom,
  runSyncFile,
  writesFrom,
} from './fixtures.ts';
import { REPO_ROOT } from './harness.ts';

let world: GitHubWorld;
let project: string;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
  project = world.platform.admin.createProject({ name: 'shop' }).id;
});

function jobs(): string[] {
  return [...world.platform.state.cronJobs.values()]
    .map((job) => {
      const target = job.command === null ? `GET ${job.path}` : job.command;
      const enabled = job.enabled ? '' : ' (disabled)';
      return `${job.name}: ${job.schedule} ${job.timezone} ${job.projectId} ${target}${enabled}`;
    })
    .sort();
}

function sync(text: string, inputs: Record<string, string> = {}, key?: string) {
  return runSyncFile(world, 'cron-sync', { path: 'cron.yml', text }, { project, ...inputs }, { key });
}

const CRON_FILE = `
backup:
  schedule: '0 3 * * *'
  command: npm run backup
  timezone: Europe/Paris
ping: { schedule: '*/15 * * * mon-fri', path: /api/ping }
report: { schedule: '0 8 1 * *', command: npm run report, enabled: false }
`;

/** Ten jobs, enough for the percentage thresholds to apply. */
const NAMES = Array.from({ length: 10 }, (_, index) => `job-${index}`);
function tenJobs(changed = 0): string {
  return NAMES.map(
    (name, index) => `${name}: { schedule: '${index < changed ? 30 : index} 4 * * *', command: run ${name} }`,
  ).join('\n');
}

describe('cron-sync action, run as the runner runs it', () => {
  it('plans on a dry run without writing, applies with the next runs shown, and then has nothing to do', async () => {
    const dry = await expectSucceededWithoutWrites(world.platform, () =>
      sync(CRON_FILE, { 'dry-run': 'true' }),
    );
    expect(dry.outputs).toMatchObject({
      changed: 'true',
      created: '3',
      updated: '0',
      deleted: '0',
      unchanged: '0',
    });
    expect(dry.summary).toContain('### Cron sync: cron.yml (dry run)');
    expect(dry.summary).toMatch(
      /\| create \| backup \| 0 3 \* \* \* \| \(none\) → 0 3 \* \* \* \(Europe\/Paris\), run "npm run backup", in prj_\w+ \|/,
    );
    expect(dry.summary).toContain('Dry run: nothing was written.');
    // Every schedule was judged by the platform, one preview per distinct schedule.
    const previews = world.platform.requestLog.filter((entry) => entry.operation === 'previewCronSchedule');
    expect(previews.map((entry) => entry.status)).toEqual([200, 200, 200]);
    // Next three runs of each new job, as the platform previewed them: 03:00 in Paris is 01:00 or 02:00 UTC.
    const backupRow = dry.summary
      .split('\n')
      .find((line) => line.startsWith('| backup | 0 3 * * * (Europe/Paris) |'));
    expect(backupRow?.match(/\d{4}-\d\d-\d\dT0[12]:00:00\.000Z/g)).toHaveLength(3);
    expect(dry.summary).toContain('| report | 0 8 1 * * (UTC) | none (disabled) |');
    expect(dry.stdout).toMatch(/Cron jobs: 3 to create[^\n]*\nNext runs of backup: \S+Z, \S+Z, \S+Z\n/);

    const applied = await sync(CRON_FILE);
    expectSucceeded(applied, { changed: 'true', created: '3' });
    expect(jobs()).toEqual([
      `backup: 0 3 * * * Europe/Paris ${project} npm run backup`,
      `ping: */15 * * * MON-FRI UTC ${project} GET /api/ping`,
      `report: 0 8 1 * * UTC ${project} npm run report (disabled)`,
    ]);
    expect(planOf(applied).items.map((item) => `${item.op} ${item.key}`)).toEqual([
      'create backup',
      'create ping',
      'create report',
    ]);

    const second = await expectRerunChangesNothing(world.platform, () => sync(CRON_FILE), 3);
    expect(second.summary).toContain('No changes to cron jobs.');
    expect(second.summary).not.toContain('Next runs');
  });

  it('refuses to update over 30% of 10 jobs with nothing written, and applies it with force', async () => {
    expect((await sync(tenJobs())).exitCode).toBe(0);
    const refused = await expectRefusedWithoutWrites(
      world.platform,
      () => sync(tenJobs(4)),
      /Refusing to apply the plan because it updates 4 of 10 existing cron jobs \(40%, over 30%\).*force: true/,
    );
    expect(refused.summary).toContain('| update | job-0 | 30 4 * * * |');

    const forced = await sync(tenJobs(4), { force: 'true' });
    expectSucceeded(forced, { updated: '4', unchanged: '6' });
    expect(jobs().filter((job) => job.includes(': 30 4 * * *'))).toHaveLength(4);
  });

  it('refuses to delete every job when the file is empty and prune is on, unless forced', async () => {
    expect((await sync(CRON_FILE)).exitCode).toBe(0);
    await expectRefusedWithoutWrites(
      world.platform,
      () => sync('# nothing yet\n', { prune: 'true' }),
      /the file declares no cron jobs and prune is on, so it would delete all 3/,
    );
    const forced = await sync('# nothing yet\n', { prune: 'true', force: 'true' });
    expect(forced.exitCode, forced.stdout).toBe(0);
    expect(forced.outputs.deleted).toBe('3');
    expect(jobs()).toEqual([]);
  });

  it('reports every problem of an invalid file with its line, before any request', async () => {
    const requests = requestsFrom(world.platform);
    const result = await sync(
      [
        'ok: { schedule: "0 3 * * *", command: x }',
        'bad:',
        '  schedule: "61 * * * *"',
        '  command: y',
        '  metod: POST',
      ].join('\n'),
    );
    expect(result.exitCode).toBe(1);
    const message = result.errors.join('\n');
    expect(message).toMatch(
      /cron\.yml:3: Job "bad": The schedule "61 \* \* \* \*" has 61 in the minute field/,
    );
    expect(message).toMatch(/cron\.yml:5: Unknown key "metod" in job "bad"/);
    expect(result.stdout).toMatch(/::error title=Invalid declared file,file=cron\.yml,line=3,/);
    expect(requests()).toEqual([]);
  });

  it('rejects a schedule the platform cannot run, found by its preview, with nothing written', async () => {
    await expectRefusedWithoutWrites(
      world.platform,
      () => sync(`${CRON_FILE}never:\n  schedule: '0 0 30 2 *'\n  command: x\n`),
      /cron\.yml:9: Job "never": the platform rejects the schedule "0 0 30 2 \*" \(.*never runs.*\); fix the expression/,
    );
    expect(jobs()).toEqual([]);
  });

  it('rejects a job of a project that does not exist before any write', async () => {
    const writes = writesFrom(world.platform);
    const result = await sync(
      `${CRON_FILE}elsewhere: { schedule: '0 1 * * *', command: x, project: prj_missing }\n`,
    );
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(
      /cron\.yml:8: Job "elsewhere": project "prj_missing" is neither the id nor the name of a project/,
    );
    expect(writes()).toEqual([]);
  });

  it('reports a write that failed half-way, exits 1, and the next run converges', async () => {
    expect((await sync(`a-job: { schedule: '0 1 * * *', command: a }`)).exitCode).toBe(0);
    const file = [
      `a-job: { schedule: '0 2 * * *', command: a }`,
      `b-job: { schedule: '0 3 * * *', command: b }`,
      `c-job: { schedule: '0 4 * * *', command: c }`,
    ].join('\n');
    world.platform.faults.add({ operation: 'createCronJob', times: 1, status: 500 });
    const failed = await sync(file);
    expect(failed.exitCode).toBe(1);
    expect(failed.errors.join('\n')).toMatch(
      /Applied 1 of 3 cron job changes, then create b-job 0 3 \* \* \* failed: .*HTTP 500.* 1 not attempted/,
    );
    expect(failed.outputs).toMatchObject({ changed: 'true', updated: '1', created: '0' });
    expect(failed.summary).toMatch(
      /\| create \| c-job \| .* \| not attempted: an earlier cron job write failed \|/,
    );
    expect(jobs()).toEqual([`a-job: 0 2 * * * UTC ${project} a`]);

    const next = await sync(file);
    expectSucceeded(next, { created: '2', updated: '0', unchanged: '1' });
    expect((await sync(file)).outputs.changed).toBe('false');
  });

  it('leaves undeclared jobs alone unless prune is on, and never touches jobs of other projects', async () => {
    const other = world.platform.admin.createProject({ name: 'blog' }).id;
    expect((await sync(`theirs: { schedule: '0 5 * * *', command: t }`, { project: other })).exitCode).toBe(
      0,
    );
    expect((await sync(`legacy: { schedule: '0 6 * * *', command: l }`)).exitCode).toBe(0);
    const file = `backup: { schedule: '0 3 * * *', command: b }`;
    const kept = await sync(file);
    expectSucceeded(kept, { created: '1', deleted: '0', unmanaged: '1' });
    expect(kept.summary).toContain('1 unmanaged cron job, left alone');

    const pruned = await sync(file, { prune: 'true' });
    expectSucceeded(pruned, { deleted: '1', unchanged: '1', unmanaged: '0' });
    expect(jobs()).toEqual([`backup: 0 3 * * * UTC ${project} b`, `theirs: 0 5 * * * UTC ${other} t`]);
  });

  it('requests a path with the method the file names, and switches it back to GET', async () => {
    const post = `warm: { schedule: '*/10 * * * *', path: /api/warm, method: post }`;
    const first = await sync(post);
    expect(first.exitCode, first.stdout).toBe(0);
    const stored = () =>
      [...world.platform.state.cronJobs.values()].map((job) => `${job.method} ${job.path}`);
    expect(stored()).toEqual(['POST /api/warm']);
    expect((await sync(post)).outputs.changed).toBe('false');
    const get = await sync(`warm: { schedule: '*/10 * * * *', path: /api/warm }`);
    expect(get.outputs).toMatchObject({ updated: '1' });
    expect(stored()).toEqual(['GET /api/warm']);
  });

  it('applies the sample file of the README and then has nothing to do', async () => {
    world.platform.admin.createProject({ name: 'shop-sample', id: 'prj_shop' });
    world.platform.admin.createProject({ name: 'reports', id: 'prj_reports' });
    const sample = readFileSync(join(REPO_ROOT, 'examples/sync/cron.yml'), 'utf8');
    const first = await sync(sample, { project: 'prj_shop' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.created).toBe('3');
    expect((await sync(sample, { project: 'prj_shop' })).outputs.changed).toBe('false');
  });

  it('plans with a read key, and refuses to apply with one before anything is written', async () => {
    const writes = writesFrom(world.platform);
    const requests = requestsFrom(world.platform);
    const dry = await sync(CRON_FILE, { 'dry-run': 'true' }, world.platform.readKey);
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs.created).toBe('3');
    // A read key permits GET only (§5): the platform's preview is refused once, the offline check
    // stands in, and the run says so in one warning.
    const previews = requests().filter((entry) => entry.operation === 'previewCronSchedule');
    expect(previews.map((entry) => entry.status)).toEqual([403]);
    expect(dry.warnings.filter((line) => line.includes('/cron/preview'))).toHaveLength(1);
    expect(dry.summary).toContain('Dry run: nothing was written.');
    const apply = await sync(CRON_FILE, {}, world.platform.readKey);
    expect(apply.exitCode).toBe(1);
    expect(apply.errors.join('\n')).toMatch(/This is a read key; createCronJob needs a full key/);
    expect(writes()).toEqual([]);
    expect(world.platform.requestLog.filter((entry) => entry.write && entry.keyKind === 'read')).toHaveLength(
      1,
    );
  });
});
