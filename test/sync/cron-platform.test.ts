import { describe, expect, it } from 'vitest';
import { readCronFile } from '../../src/sync/cron/file.ts';
import { decodePlatformCronJobs, toPlatformCronJob } from '../../src/sync/cron/platform.ts';
import { type CronJobWriter, cronJobProvider } from '../../src/sync/cron/provider.ts';
import { plan, runSync } from '../../src/sync/engine/index.ts';
import { ValidationError } from '../../src/sync/validation.ts';

const FILE = [
  '- name: backup',
  '  schedule: 0 3 * * *',
  '  command: npm run backup',
  '- name: ping',
  '  schedule: "*/5 * * * mon"',
  '  path: /api/ping',
  '  method: POST',
  '  timezone: Europe/Paris',
].join('\n');

const declared = () => readCronFile(FILE, 'cron.yml', { defaultProject: 'proj_1' });

/** A writer over an in-memory job list, decoding its own records the way the action would. */
function memoryCron(rejects: Record<string, string> = {}) {
  const records: Record<string, unknown>[] = [];
  const calls: string[] = [];
  let next = 1;
  const writer: CronJobWriter = {
    createJob: async (body) => {
      calls.push(`POST ${body.name}`);
      records.push({ id: `cron_${next++}`, ...body, url: null });
    },
    updateJob: async (id, body) => {
      calls.push(`PATCH ${id}`);
      const index = records.findIndex((record) => record.id === id);
      records[index] = { ...records[index], ...body };
    },
    deleteJob: async (id) => {
      calls.push(`DELETE ${id}`);
      records.splice(
        records.findIndex((record) => record.id === id),
        1,
      );
    },
    previewSchedule: async (schedule) => {
      calls.push(`PREVIEW ${schedule}`);
      return rejects[schedule];
    },
  };
  return { writer, records, calls, current: () => decodePlatformCronJobs(records).jobs };
}

describe('cron platform jobs', () => {
  it('builds create bodies with the unused target cleared', () => {
    const [backup, ping] = declared();
    expect(backup && toPlatformCronJob(backup)).toEqual({
      name: 'backup',
      schedule: '0 3 * * *',
      timezone: 'UTC',
      enabled: true,
      projectId: 'proj_1',
      command: 'npm run backup',
      path: null,
    });
    expect(ping && toPlatformCronJob(ping)).toMatchObject({
      command: null,
      path: '/api/ping',
      method: 'POST',
    });
  });

  it('sends no method for GET, since the platform requests paths with GET', () => {
    const [job] = readCronFile('- { name: g, schedule: "0 0 * * *", path: /x }', 'cron.yml', {
      defaultProject: 'p',
    });
    expect(job && toPlatformCronJob(job)).toEqual({
      name: 'g',
      schedule: '0 0 * * *',
      timezone: 'UTC',
      enabled: true,
      projectId: 'p',
      command: null,
      path: '/x',
    });
  });

  it('decodes tolerant shapes', () => {
    const { jobs, ignored } = decodePlatformCronJobs([
      {
        id: 'c1',
        name: 'a',
        cron: '0  3 * * mon',
        command: 'x',
        project_id: 'p',
        active: false,
        tz: 'europe/paris',
      },
      {
        jobId: 2,
        name: 'b',
        expression: '0 * * * *',
        url: 'https://p.example.com/hook?x=1',
        project: { id: 'p' },
        paused: false,
      },
      { id: 'c3', name: 'c', schedule: 'weird', path: '/x', method: 'post', projectId: null, enabled: true },
      { id: 'c4', schedule: '* * * * *', command: 'x' },
      { id: 'c5', name: 'e', schedule: '* * * * *' },
    ]);
    expect(jobs).toEqual([
      {
        id: 'c1',
        name: 'a',
        schedule: '0 3 * * MON',
        target: { kind: 'command', command: 'x' },
        project: 'p',
        timezone: 'Europe/Paris',
        enabled: false,
      },
      {
        id: '2',
        name: 'b',
        schedule: '0 * * * *',
        target: { kind: 'url', url: 'https://p.example.com/hook?x=1' },
        project: 'p',
        timezone: 'UTC',
        enabled: true,
      },
      {
        id: 'c3',
        name: 'c',
        schedule: 'weird',
        target: { kind: 'http', path: '/x', method: 'POST' },
        project: undefined,
        timezone: 'UTC',
        enabled: true,
      },
    ]);
    expect(ignored.map((job) => job.reason)).toEqual([
      'it has no id or name',
      'it has no command, path or url',
    ]);
  });

  it('matches by name and compares schedule, target, project, timezone and enabled', () => {
    const provider = cronJobProvider(memoryCron().writer);
    const [backup] = declared();
    if (backup === undefined) throw new Error('no job');
    const same = {
      id: 'c1',
      name: 'backup',
      schedule: '0 3 * * *',
      target: backup.target,
      project: 'proj_1',
      timezone: 'UTC',
      enabled: true,
    };
    const variants = [
      { schedule: '0 4 * * *' },
      { target: { kind: 'command' as const, command: 'npm run other' } },
      { target: { kind: 'http' as const, path: '/x', method: undefined } },
      { project: 'proj_2' },
      { timezone: 'Europe/Paris' },
      { enabled: false },
      { target: { kind: 'url' as const, url: 'https://elsewhere.example/backup' } },
    ];
    expect(provider.equals(backup, same)).toBe(true);
    expect(provider.equals(backup, { ...same, project: undefined })).toBe(true);
    for (const variant of variants)
      expect(provider.equals(backup, { ...same, ...variant }), JSON.stringify(variant)).toBe(false);
    const planned = plan(provider, [backup], [{ ...same, enabled: false }], { prune: false });
    expect(planned.items[0]).toMatchObject({
      op: 'update',
      name: 'backup',
      detail: '0 3 * * *',
      before: '0 3 * * * (UTC), run "npm run backup", in proj_1, disabled',
      after: '0 3 * * * (UTC), run "npm run backup", in proj_1',
    });
  });
});

describe('cron sync', () => {
  const options = { prune: true, force: false, dryRun: false };

  it('previews every distinct schedule before writing and reports each rejection at its line', async () => {
    const cron = memoryCron({ '*/5 * * * MON': 'Invalid step.' });
    const run = runSync(cronJobProvider(cron.writer), declared(), [], options);
    await expect(run).rejects.toThrow(ValidationError);
    await expect(run).rejects.toThrow(
      'cron.yml:5: Job "ping": the platform rejects the schedule "*/5 * * * MON" (Invalid step); fix the expression.',
    );
    expect(cron.calls.filter((call) => !call.startsWith('PREVIEW'))).toEqual([]);
  });

  it('creates, converges, and updates only what changed', async () => {
    const cron = memoryCron();
    const provider = cronJobProvider(cron.writer);
    const first = await runSync(provider, declared(), cron.current(), options);
    expect(first.ok).toBe(true);
    expect(cron.calls.filter((call) => !call.startsWith('PREVIEW'))).toEqual(['POST backup', 'POST ping']);
    const second = await runSync(provider, declared(), cron.current(), options);
    expect(second.plan.counts).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 2 });
    const edited = readCronFile(FILE.replace('0 3 * * *', '30 3 * * *'), 'cron.yml', {
      defaultProject: 'proj_1',
    });
    const third = await runSync(provider, edited, cron.current(), options);
    expect(third.report?.applied.map((item) => `${item.op} ${item.key}`)).toEqual(['update backup']);
  });

  it('renames as create then delete, so the job never goes missing', async () => {
    const cron = memoryCron();
    const provider = cronJobProvider(cron.writer);
    await runSync(provider, declared(), cron.current(), options);
    cron.calls.length = 0;
    const renamed = readCronFile(FILE.replace('name: backup', 'name: nightly-backup'), 'cron.yml', {
      defaultProject: 'proj_1',
    });
    await runSync(provider, renamed, cron.current(), options);
    expect(cron.calls.filter((call) => !call.startsWith('PREVIEW'))).toEqual([
      'POST nightly-backup',
      'DELETE cron_1',
    ]);
  });
});
