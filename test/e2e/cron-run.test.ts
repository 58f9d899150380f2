import { describe, expect, it } from 'vitest';
import type { CronJobRecord } from '../fakes/platform/records-infra.ts';
import type { LifecycleTiming } from '../fakes/platform/runtime.ts';
import { failureAnnotations } from '../reliability/cases.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { World } from '../support/world.ts';
import { worldForThisTest } from '../support/world-per-test.ts';
import { expectSucceeded } from './fixtures.ts';
import { runAction } from './harness.ts';

// Runs, polls and timeouts run on accelerated time, ten times faster than real.
useAcceleratedClock({ factor: 10 });

/** A platform of the test's own, closed when it ends, with the project `shop`. */
async function platformWith(lifecycle: Partial<LifecycleTiming> = {}) {
  const world = await worldForThisTest({ lifecycle: { runMs: 2_000, ...lifecycle } });
  const shop = world.platform.admin.createProject({ name: 'shop' });
  return { platform: world.platform, shop };
}

type Platform = World['platform'];

function inputs(platform: Platform, extra: Record<string, string>): Record<string, string> {
  return { 'api-key': platform.fullKey, 'api-url': platform.url, ...extra };
}

function addJob(platform: Platform, projectId: string | null, job: Partial<CronJobRecord> = {}) {
  return platform.admin.addCronJob({
    name: 'nightly-cleanup',
    schedule: '30 2 * * *',
    command: 'echo "removed 3 expired sessions"',
    projectId,
    ...job,
  });
}

const triggers = (platform: Platform) =>
  platform.writes().filter((write) => write.operation === 'runCronJob');
const runsOf = (platform: Platform, job: CronJobRecord) =>
  [...platform.state.cronRuns.values()].filter((run) => run.cronJobId === job.id);

describe('cron-run action, run as the runner runs it', () => {
  it('runs a job found by name in its project, follows that run to its end and reports it (the bundle)', async () => {
    const { platform, shop } = await platformWith({ runMs: 300 });
    addJob(platform, null); // the same name outside the project: not the one meant
    const job = addJob(platform, shop.id);
    const result = await runAction({
      action: 'cron-run',
      bundle: true,
      inputs: inputs(platform, { job: 'nightly-cleanup', project: 'shop' }),
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const [run] = runsOf(platform, job);
    expect(run).toMatchObject({ status: 'succeeded', exitCode: 0 });
    expect(result.outputs).toEqual({
      status: 'succeeded',
      'job-id': job.id,
      'run-id': run!.id,
      'exit-code': '0',
      'duration-ms': String(run!.durationMs),
    });
    expect(result.stdout).toContain(
      `Cron job nightly-cleanup (${job.id}) of project shop (${shop.id}) runs echo`,
    );
    expect(result.stdout).toContain('removed 3 expired sessions');
    expect(result.summary).toContain('### Cron job nightly-cleanup');
    expect(result.summary).toContain('removed 3 expired sessions');
    expect(triggers(platform)).toHaveLength(1);
  });

  it('fails the step when the run fails, with its exit code and the tail of its output', async () => {
    const { platform, shop } = await platformWith();
    const job = addJob(platform, shop.id, { name: 'flaky', command: 'echo "disk full" && exit 3' });
    const result = await runAction({ action: 'cron-run', inputs: inputs(platform, { job: job.id }) });
    expect(result.exitCode).toBe(1);
    const [run] = runsOf(platform, job);
    expect(result.outputs).toMatchObject({ status: 'failed', 'run-id': run!.id, 'exit-code': '3' });
    expect(failureAnnotations(result)).toEqual([
      `Run ${run!.id} of cron job flaky (${job.id}) failed with exit code 3; the tail of its output is in the job summary.`,
    ]);
    expect(result.summary).toMatch(/<details open>[\s\S]*disk full/);
  });

  it('fails with timed-out when the run has not ended within `timeout`, after one trigger', async () => {
    const { platform, shop } = await platformWith({ runMs: 3_600_000 });
    const job = addJob(platform, shop.id);
    const result = await runAction({
      action: 'cron-run',
      inputs: inputs(platform, { job: 'nightly-cleanup', timeout: '30s' }),
    });
    expect(result.exitCode).toBe(1);
    const [run] = runsOf(platform, job);
    expect(result.outputs).toMatchObject({ status: 'timed-out', 'run-id': run!.id, 'exit-code': '' });
    expect(failureAnnotations(result)[0]).toMatch(
      /was still running after 30(\.0)?s; it may still finish on the platform\. Raise the `timeout` input/,
    );
    expect(triggers(platform)).toHaveLength(1);
  });

  it('finds its run in the history when the trigger got no answer, and never triggers twice', async () => {
    const { platform, shop } = await platformWith({ runMs: 300 });
    const job = addJob(platform, shop.id);
    // A run of before: the history's old runs are never taken for this one.
    platform.state.cronRuns.set('crun_old', {
      id: 'crun_old',
      cronJobId: job.id,
      trigger: 'schedule',
      status: 'failed',
      exitCode: 1,
      output: 'old\n',
      startedAt: '2026-01-01T02:30:00.000Z',
      finishedAt: '2026-01-01T02:30:01.000Z',
      durationMs: 1000,
    });
    platform.faults.add({ operation: 'runCronJob', times: 1, drop: 'after-body' });
    const result = await runAction({ action: 'cron-run', inputs: inputs(platform, { job: job.id }) });
    const fresh = runsOf(platform, job).filter((run) => run.id !== 'crun_old');
    expect(fresh).toHaveLength(1);
    expectSucceeded(result, { status: 'succeeded', 'run-id': fresh[0]!.id });
    expect(result.stdout).toContain('got no clear answer; it is not sent again');
    expect(triggers(platform)).toHaveLength(1);
  });

  it('refuses a name no job has, and a name two jobs share, before any write', async () => {
    const { platform, shop } = await platformWith();
    const first = addJob(platform, shop.id);
    const second = addJob(platform, shop.id);
    const missing = await runAction({
      action: 'cron-run',
      inputs: inputs(platform, { job: 'nightly-clenup' }),
    });
    expect(missing.exitCode).toBe(1);
    expect(failureAnnotations(missing)).toEqual([
      'Input "job" is "nightly-clenup", which is neither the id nor the name of a cron job the key can see (it sees 2): check the id or name, and that the `api-key` belongs to the organisation that owns it.',
    ]);
    const shared = await runAction({
      action: 'cron-run',
      inputs: inputs(platform, { job: 'nightly-cleanup' }),
    });
    expect(shared.exitCode).toBe(1);
    expect(failureAnnotations(shared)).toEqual([
      `Input "job" is "nightly-cleanup", the name of 2 cron jobs (${first.id}, ${second.id}): give the id of the one meant instead.`,
    ]);
    expect(platform.writes()).toEqual([]);
  });

  it("refuses a job of another project by id, naming the job's project", async () => {
    const { platform, shop } = await platformWith();
    const admin = platform.admin.createProject({ name: 'admin' });
    const job = addJob(platform, admin.id);
    const result = await runAction({
      action: 'cron-run',
      inputs: inputs(platform, { job: job.id, project: shop.id }),
    });
    expect(result.exitCode).toBe(1);
    expect(failureAnnotations(result)[0]).toBe(
      `Input "job" is "${job.id}", the id of a cron job of project ${admin.id}, not of shop (${shop.id}): check the \`project\` input, or leave it empty.`,
    );
    expect(platform.writes()).toEqual([]);
  });

  it('says what it would run in a dry run with a read key, and writes nothing', async () => {
    const { platform, shop } = await platformWith();
    const job = addJob(platform, shop.id);
    const result = await runAction({
      action: 'cron-run',
      inputs: {
        ...inputs(platform, { job: 'nightly-cleanup', 'dry-run': 'true' }),
        'api-key': platform.readKey,
      },
    });
    expectSucceeded(result, { status: 'planned', 'job-id': job.id, 'run-id': '' });
    expect(result.stdout).toContain(
      `Dry run: cron job nightly-cleanup (${job.id}) would run now; nothing was run.`,
    );
    expect(result.summary).toContain('dry run: nothing was run');
    expect(platform.writes()).toEqual([]);
    expect(platform.requestLog.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(runsOf(platform, job)).toEqual([]);
  });
});
