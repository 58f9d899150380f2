import { describe, expect, it } from 'vitest';
import { call, sharedPlatform } from './helpers.ts';

describe('cron', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  const preview = (body: Record<string, unknown>) =>
    call(platform(), 'POST', '/cron/preview', { key: platform().fullKey, body });

  it('previews steps, ranges and weekday names', async () => {
    // 2026-01-01 is a Thursday.
    const result = await preview({
      schedule: '*/15 9-10 * * MON-FRI',
      from: '2026-01-01T00:00:00Z',
      count: 6,
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ valid: true, timezone: 'UTC' });
    expect(result.json.nextRuns).toEqual([
      '2026-01-01T09:00:00.000Z',
      '2026-01-01T09:15:00.000Z',
      '2026-01-01T09:30:00.000Z',
      '2026-01-01T09:45:00.000Z',
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T10:15:00.000Z',
    ]);
    const weekend = await preview({ schedule: '0 12 * JAN SAT,SUN', from: '2026-01-01T00:00:00Z', count: 3 });
    expect(weekend.json.nextRuns).toEqual([
      '2026-01-03T12:00:00.000Z',
      '2026-01-04T12:00:00.000Z',
      '2026-01-10T12:00:00.000Z',
    ]);
  });

  it('matches day-of-month or day-of-week when both are restricted, and expands macros', async () => {
    const either = await preview({ schedule: '0 0 13 * 5', from: '2026-02-01T00:00:00Z', count: 3 });
    // Fridays 6 and 13 (also the 13th) and 20 February 2026.
    expect(either.json.nextRuns).toEqual([
      '2026-02-06T00:00:00.000Z',
      '2026-02-13T00:00:00.000Z',
      '2026-02-20T00:00:00.000Z',
    ]);
    const monthly = await preview({ schedule: '@monthly', from: '2026-02-10T00:00:00Z', count: 2 });
    expect(monthly.json.nextRuns).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
  });

  it('computes runs in a time zone across a DST change, skipping wall times that do not exist', async () => {
    // New York moves its clocks from 02:00 to 03:00 on 2026-03-08.
    const aroundTheChange = (schedule: string) =>
      preview({ schedule, timezone: 'America/New_York', from: '2026-03-07T00:00:00Z', count: 2 });
    const nine = await aroundTheChange('0 9 * * *');
    expect(nine.json.nextRuns).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z']);
    const gap = await aroundTheChange('30 2 * * *');
    expect(gap.json.nextRuns).toEqual(['2026-03-07T07:30:00.000Z', '2026-03-09T06:30:00.000Z']);
  });

  it('rejects invalid expressions and zones with a clear message', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ schedule: '61 * * * *' }, 'schedule', /minute field: "61" is out of range 0-59/],
      [{ schedule: '* * *' }, 'schedule', /5 fields/],
      [{ schedule: '0 0 * FOO *' }, 'schedule', /month field/],
      [{ schedule: '*/0 * * * *' }, 'schedule', /step/],
      [{ schedule: '0 5-2 * * *' }, 'schedule', /backwards/],
      [{ schedule: '0 0 30 2 *' }, 'schedule', /never runs/],
      [{ schedule: '0 0 * * *', timezone: 'Mars/Olympus' }, 'timezone', /time zone/],
    ];
    for (const [body, field, message] of cases) {
      const result = await preview(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.error.field).toBe(field);
      expect(result.json.error.message).toMatch(message);
    }
  });

  it('creates jobs with their next run, runs them now and records the runs', async () => {
    const invalid = await call(platform(), 'POST', '/cron', {
      body: { name: 'x', schedule: '0 0 * * *', command: 'echo', url: 'https://a.test' },
    });
    expect(invalid.json.error.field).toBe('url');
    const job = await call(platform(), 'POST', '/cron', {
      body: { name: 'nightly', schedule: '0 3 * * *', command: 'echo cleaned up' },
    });
    expect(job.status).toBe(201);
    expect(Date.parse(job.json.nextRunAt)).toBeGreaterThan(Date.now());
    expect(new Date(job.json.nextRunAt).getUTCHours()).toBe(3);
    const run = await call(platform(), 'POST', `/cron/${job.json.id}/run`);
    expect(run.status).toBe(201);
    await platform().admin.idle();
    const runs = await call(platform(), 'GET', `/cron/${job.json.id}/runs`);
    expect(runs.json.data[0]).toMatchObject({
      id: run.json.id,
      status: 'succeeded',
      exitCode: 0,
      output: 'cleaned up\n',
      trigger: 'manual',
    });
    const disabled = await call(platform(), 'PATCH', `/cron/${job.json.id}`, {
      body: { enabled: false, command: 'false' },
    });
    expect(disabled.json).toMatchObject({ enabled: false, nextRunAt: null, command: 'false' });
    await call(platform(), 'POST', `/cron/${job.json.id}/run`);
    await platform().admin.idle();
    expect((await call(platform(), 'GET', `/cron/${job.json.id}`)).json.lastRunStatus).toBe('failed');
    expect((await call(platform(), 'DELETE', `/cron/${job.json.id}`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/cron/${job.json.id}`)).status).toBe(404);
  });

  it('does not count a preview as a write', async () => {
    const before = platform().writes().length;
    await preview({ schedule: '@hourly' });
    expect(platform().writes().length).toBe(before);
  });
});
