import { readRunInputs } from '../../src/actions/run/inputs.ts';
import { type CancelCase, midWait, says } from '../reliability/cancel-cases.ts';
import { type BadInputCase, PROJECT_WRITER_REFUSALS, refusalsOf } from '../reliability/cases.ts';
import { count, differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

const RUN_CASES: readonly BadInputCase[] = refusalsOf('run', {
  'an empty command': { inputs: { command: '' }, input: 'command', fix: /set it to/ },
  'a command the sandbox does not run': {
    inputs: { command: 'rm -rf /' },
    input: 'command',
    fix: /Start the command with one of them|set `service`/,
  },
  'an invalid timeout': { inputs: { timeout: 'soon' }, input: 'timeout', fix: /must be a duration/ },
  ...PROJECT_WRITER_REFUSALS,
});

const runScenario: Scenario = {
  name: 'run',
  failures: failedPost('createProjectRun', 'errors'),
  action: 'run',
  world: { lifecycle: { runMs: 300 } },
  reads: ['listAllowedRunCommands', 'listProjectRuns', 'getProjectRun'],
  writes: ['createProjectRun'],
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const runs = () => [...world.platform.state.runs.values()].filter((run) => run.projectId === project.id);
    return {
      run: { inputs: { ...key(world), project: project.id, command: 'echo migrated' } },
      duplicates: () => count('runs', runs().length),
      missing: () =>
        differs(
          'runs',
          runs().map((run) => `${run.command} ${run.status}`),
          ['echo migrated succeeded'],
        ),
    };
  },
};

/** The leak scan's runs of run: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'run',
    title: 'a command that succeeds',
    outcome: 'success',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo migrated' } }),
  },
  {
    action: 'run',
    title: 'a command that fails',
    outcome: 'failure',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo broken && false' } }),
  },
  {
    action: 'run',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo migrated' } }),
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midWait({
    name: 'run, mid-run',
    action: 'run',
    world: { lifecycle: { runMs: 60_000 } },
    marker: 'Output of run',
    inputs: (project) => ({ project, command: 'echo migrating' }),
    check: (result, world) => {
      const [run] = world.platform.state.runs.values();
      return [
        ...says('run-id output', result.outputs['run-id'] ?? '', new RegExp(`^${run?.id}$`)),
        ...says(
          'errors',
          result.errors.join('\n'),
          /cancelled while .* was running; the platform may still finish it/,
        ),
      ];
    },
  }),
];

export const catalogue = defineCatalogue({
  action: 'run',
  sample: { project: 'prj_1', command: 'npm run migrate', service: 'web', timeout: '10m' },
  readInputs: readRunInputs,
  baselineInputs: (setup) => ({ project: setup.projectId, command: 'echo migrated' }),
  successStatus: 'succeeded',
  badInputs: RUN_CASES,
  faultScenarios: [runScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
