import { readCronRunInputs } from '../../src/actions/cron-run/inputs.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { midWait } from '../reliability/cancel-cases.ts';
import { notABoolean, READ_ONLY_KEY, refusalsOf, UNKNOWN_PROJECT } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

const JOB = 'nightly-cleanup';

/**
 * The project's cron job every row runs, made once per world (the baseline is read again for each
 * run of a case, and a second job of the name would make the name ambiguous).
 */
function jobOf(platform: Pick<Platform, 'admin' | 'state'>, projectId: string, name = JOB, command?: string) {
  const found = [...platform.state.cronJobs.values()].find((job) => job.name === name);
  return (
    found ??
    platform.admin.addCronJob({
      name,
      schedule: '30 2 * * *',
      command: command ?? 'echo "removed 3 expired sessions"',
      projectId,
    })
  );
}

const runsOf = (platform: Pick<Platform, 'state'>, jobId: string) =>
  [...platform.state.cronRuns.values()].filter((run) => run.cronJobId === jobId);

/** Bad inputs: the job, its project, the wait, the switch, and a key that may only read. */
const BAD_INPUTS = refusalsOf('cron-run', {
  'an unknown job': { inputs: { job: 'nightly-clenup' }, input: 'job', fix: /check the id or name/ },
  'a job name two jobs share': {
    inputs: (setup) => {
      jobOf(setup.world.platform, setup.projectId);
      setup.world.platform.admin.addCronJob({ name: JOB, schedule: '0 4 * * *', command: 'true' });
      return { job: JOB };
    },
    input: 'job',
    fix: /give the id of the one meant instead/,
  },
  'a job of another project': {
    inputs: (setup) => ({
      project: setup.world.platform.admin.createProject({ name: 'admin' }).id,
      job: jobOf(setup.world.platform, setup.projectId).id,
    }),
    input: 'job',
    fix: /check the `project` input, or leave it empty/,
  },
  'an unknown project': UNKNOWN_PROJECT,
  'a timeout that is not a duration': {
    inputs: { timeout: 'ten minutes' },
    input: 'timeout',
    fix: /such as 90s, 15m, 1h/,
  },
  'a dry-run that is not a boolean': notABoolean('dry-run', 'maybe'),
  'a read-only key': READ_ONLY_KEY,
});

/** The key may not show whether the run succeeds or fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'cron-run',
    title: 'a job run to its end',
    outcome: 'success',
    prepare: ({ world, projectId }) => ({ inputs: { job: jobOf(world.platform, projectId).id } }),
  },
  {
    action: 'cron-run',
    title: 'a job whose run fails',
    outcome: 'failure',
    prepare: ({ world, projectId }) => ({
      inputs: { job: jobOf(world.platform, projectId, 'flaky', 'echo "disk full" && exit 3').id },
    }),
  },
];

/**
 * The run under faults. The trigger is sent once, never repeated: a 5xx fails the step (nothing was
 * run), and a trigger whose answer was lost, cut off or slow finds its run in the history instead,
 * so the job has run exactly once and that run is reported.
 */
const runUnderFaults: Scenario = {
  name: 'cron-run',
  action: 'cron-run',
  world: { lifecycle: { runMs: 300 } },
  reads: ['listProjects', 'listCronJobs', 'listCronJobRuns'],
  writes: ['runCronJob'],
  failures: failedPost('runCronJob', 'errors'),
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const job = jobOf(world.platform, project.id);
    const runs = () => runsOf(world.platform, job.id);
    return {
      run: { inputs: { ...connectionOf(world), job: JOB, project: 'shop' } },
      duplicates: () => (runs().length > 1 ? [`${runs().length} runs of ${JOB}`] : []),
      missing: () =>
        runs()[0]?.status === 'succeeded' ? [] : [`${JOB}'s run: ${runs()[0]?.status ?? 'none'}`],
    };
  },
};

/** SIGINT while the run takes a minute: the job was run once, and the step says cancelled. */
const cancelMidRun = midWait({
  name: 'cron-run, mid-run',
  action: 'cron-run',
  world: { lifecycle: { runMs: 60_000 } },
  marker: 'is running',
  inputs: (projectId, world) => ({ job: jobOf(world.platform, projectId).id }),
  check: (_result, world) => {
    const runs = [...world.platform.state.cronRuns.values()];
    return runs.length === 1 ? [] : [`${runs.length} runs of the job, not 1`];
  },
});

export const catalogue = defineCatalogue({
  action: 'cron-run',
  sample: { job: JOB, project: 'shop', 'dry-run': 'false', timeout: '10m' },
  readInputs: readCronRunInputs,
  baselineInputs: (setup) => ({ job: jobOf(setup.world.platform, setup.projectId).id }),
  successStatus: 'succeeded',
  badInputs: BAD_INPUTS,
  leakScenarios: LEAK_SCENARIOS,
  faultScenarios: [runUnderFaults],
  cancelCases: [cancelMidRun],
});
