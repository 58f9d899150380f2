import { readCronSyncInputs } from '../../src/actions/cron-sync/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type CancelCase, midApply, twelve } from '../reliability/cancel-cases.ts';
import {
  type BadInputCase,
  CRON_FILE,
  notABoolean,
  READ_ONLY_KEY,
  refusalsOf,
} from '../reliability/cases.ts';
import { differsAsSets, repeated, seeded } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SLOW_ANSWERS } from '../reliability/fault-kinds.ts';
import { type LeakScenario, syncOf } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

const CRON_SYNC_CASES: readonly BadInputCase[] = refusalsOf('cron-sync', {
  'an empty file': { inputs: { file: '' }, input: 'file', fix: /set it to the path/ },
  'a file that does not exist': { inputs: { file: 'ops/cron.yml' }, input: 'file', fix: /check the path/ },
  'an invalid cron expression': {
    files: { 'cron.yml': "nightly:\n  schedule: '61 3 * * *'\n  command: npm run backup\n" },
    input: 'file',
    names: /cron\.yml:2: /,
    fix: /has 61 in the minute field; use 0-59/,
  },
  'prune: sometimes': notABoolean('prune', 'sometimes'),
  'an unknown project': {
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id or name/,
  },
  'a read-only key': READ_ONLY_KEY,
});

/** `nightly` is updated (schedule), `ping` created, `old` deleted. */
const FAULT_CRON_FILE = `
nightly: { schedule: '0 4 * * *', command: npm run backup }
ping: { schedule: '*/15 * * * *', path: /api/ping }
`;

const cronScenario: Scenario = {
  name: 'cron-sync',
  failures: {
    '503 on each write': /No change was applied: update nightly .* failed: .*HTTP 503/,
    'HTML error pages (502)': /No change was applied: update nightly .* failed: .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]: /No change was applied: update nightly .* failed: .*may or may not have taken effect/,
    'truncated JSON': /No change was applied: update nightly .* failed: .*cut off or is not JSON/,
    'invalid JSON': /No change was applied: update nightly .* failed: .*cut off or is not JSON/,
    'drop after-body: createCronJob':
      /Applied 1 of 3 cron job changes, then create ping .* failed: .*may or may not have taken effect/,
    'drop after-body: updateCronJob':
      /No change was applied: update nightly .* failed: .*may or may not have taken effect/,
  },
  action: 'cron-sync',
  reads: ['listCronJobs', 'previewCronSchedule', 'getProject'],
  writes: ['createCronJob', 'updateCronJob', 'deleteCronJob'],
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    for (const [name, schedule] of [
      ['nightly', '0 3 * * *'],
      ['old', '0 5 * * *'],
    ]) {
      await seeded(world, '/cron', { name, schedule, command: 'npm run backup', projectId: project.id });
    }
    const jobs = () =>
      [...world.platform.state.cronJobs.values()].map(
        (job) => `${job.name} ${job.schedule} ${job.command ?? `${job.method ?? 'GET'} ${job.path}`}`,
      );
    return {
      run: {
        workspace: makeWorkspace({ 'cron.yml': FAULT_CRON_FILE }),
        inputs: { ...key(world), file: 'cron.yml', project: project.id, prune: 'true' },
      },
      duplicates: () => repeated(jobs().map((job) => job.split(' ')[0]!)),
      missing: () =>
        differsAsSets('jobs', jobs(), [
          'nightly 0 4 * * * npm run backup',
          'ping */15 * * * * GET /api/ping',
        ]),
    };
  },
};

/** The leak scan's runs of cron-sync: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'cron-sync',
    title: 'a sync',
    outcome: 'success',
    prepare: syncOf('cron.yml', CRON_FILE),
  },
  {
    action: 'cron-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: syncOf('cron.yml', CRON_FILE),
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midApply({
    name: 'cron-sync, mid-apply with slow writes',
    action: 'cron-sync',
    marker: 'applied: create job-1',
    changes: 'cron job changes',
    slowed: 'createCronJob',
    file: {
      name: 'cron.yml',
      text: twelve((i) => `job-${i}: { schedule: '${i} 4 * * *', command: run ${i} }`),
    },
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: { inputs: { ...key(world), project: project.id } },
        applied: () => world.platform.state.cronJobs.size,
      };
    },
  }),
];

export const catalogue = defineCatalogue({
  action: 'cron-sync',
  sample: { ...syncSample('cron.yml'), project: 'prj_1' },
  readInputs: readCronSyncInputs,
  ...syncBaseline('cron.yml', CRON_FILE, (setup) => ({ project: setup.projectId })),
  successStatus: 'succeeded',
  badInputs: CRON_SYNC_CASES,
  faultScenarios: [cronScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
