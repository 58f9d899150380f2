import { readEnvSyncInputs } from '../../src/actions/env-sync/inputs.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, LONG_BUILD, namesDeployment, says } from '../reliability/cancel-cases.ts';
import {
  type BadInputCase,
  notABoolean,
  READ_ONLY_KEY,
  refusalsOf,
  UNKNOWN_PROJECT,
} from '../reliability/cases.ts';
import { deploymentsOf, differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import { canaryValue } from '../reliability/leak-scan-helpers.ts';
import {
  created,
  envCanaries,
  type LeakScenario,
  type Prepared,
} from '../reliability/leak-scan-scenarios.ts';
import { deployOnce, connectionOf as key, liveProject } from '../reliability/world-setup.ts';
import type { GitHubWorld } from '../support/world.ts';
import { defineCatalogue } from './define.ts';

const ENV_SYNC_CASES: readonly BadInputCase[] = refusalsOf('env-sync', {
  'no target': { inputs: { project: '' }, input: 'project', fix: /set `project`/ },
  'no variables and no env-file': { inputs: { variables: '' }, input: 'variables', fix: /set `variables`/ },
  'an invalid variable name': {
    inputs: { variables: 'GOOD=good-value\n9LIVES=cat\n' },
    input: 'variables',
    fix: /a name starts with a letter or underscore/,
  },
  'a dotenv line that is not an assignment': {
    inputs: { variables: 'GOOD=good-value\njust some words\n' },
    input: 'variables',
    fix: /not a NAME=value assignment/,
  },
  'a quoted value that is never closed': {
    inputs: { variables: 'GOOD=good-value\nGREETING="hello world\n' },
    input: 'variables',
    fix: /close the quote/,
  },
  'the same name twice with different values': {
    inputs: { variables: 'MODE=fast\nMODE=slow\n' },
    input: 'variables',
    fix: /keep one/,
  },
  'an env-file that does not exist': {
    inputs: { variables: '', 'env-file': '.env.production' },
    input: 'env-file',
    fix: /check the path/,
  },
  'a malformed env-file': {
    inputs: { variables: '', 'env-file': '.env' },
    files: { '.env': 'export OK=fine\nBAD NAME=value\n' },
    input: 'env-file',
    fix: /NAME=value|variable name/,
  },
  'both group and project': { inputs: { group: 'eg_123' }, input: 'group', fix: /give `group` alone/ },
  'attach-to without a group': {
    inputs: { 'attach-to': 'prj_other' },
    input: 'attach-to',
    fix: /set `group`, or remove `attach-to`/,
  },
  'dry-run: on': notABoolean('dry-run', 'on'),
  'an unknown project': UNKNOWN_PROJECT,
  'an unknown env group': {
    inputs: { project: '', group: 'eg_doesnotexist' },
    input: 'group',
    fix: /check the id/,
  },
  'a read-only key': READ_ONLY_KEY,
});

/** A project with one live deployment, so an env PUT has something to redeploy. */
async function deployedProject(world: GitHubWorld, env: Record<string, string>): Promise<string> {
  const projectId = await liveProject(world);
  await call(world.platform, 'PUT', `/projects/${projectId}/env`, { body: { variables: env } });
  await world.platform.admin.idle();
  return projectId;
}

/** What both env-sync rows declare (KEEP changed, NEW added) and must find afterwards. */
const DECLARED = 'KEEP=kept-value-1\nNEW=added-value-2\n';

const DECLARED_VALUES = { KEEP: 'kept-value-1', NEW: 'added-value-2' };

/** The run of both env-sync rows: DECLARED to `target` (a project, or a group and where to attach it). */
const declaring = (world: GitHubWorld, target: Record<string, string>) => ({
  inputs: { ...key(world), variables: DECLARED, ...target },
});

/** The values a project or group holds, by name, without the digest variable the action keeps. */
function valuesOf(
  variables: ReadonlyMap<string, { value: string }> | undefined,
): Record<string, string | undefined> {
  const held = variables ?? new Map<string, { value: string }>();
  return Object.fromEntries(
    [...held.keys()]
      .filter((name) => !name.startsWith('PLATFORM_ENV_DIGEST_'))
      .sort()
      .map((name) => [name, held.get(name)?.value]),
  );
}

const envProjectScenario: Scenario = {
  name: 'env-sync (project, wait)',
  action: 'env-sync',
  reads: ['listProjectEnv', 'listDeployments', 'getDeployment'],
  writes: ['setProjectEnv'],
  async prepare(world) {
    const projectId = await deployedProject(world, { KEEP: 'before' });
    const envPuts = () =>
      world.platform.requestLog.filter((r) => r.operation === 'setProjectEnv' && r.handled && r.status < 300)
        .length;
    const before = envPuts();
    return {
      run: declaring(world, { project: projectId, wait: 'true' }),
      duplicates: () => {
        const problems: string[] = [];
        if (envPuts() - before > 1) problems.push(`${envPuts() - before} env PUTs landed`);
        const redeploys = deploymentsOf(world, projectId).filter((d) => d.trigger === 'env').length;
        if (redeploys > 2) problems.push(`${redeploys - 1} redeploys`);
        return problems;
      },
      missing: () => {
        const statuses = deploymentsOf(world, projectId).map((d) => d.status);
        return [
          ...differs('variables', valuesOf(world.platform.state.env.get(projectId)), DECLARED_VALUES),
          ...differs('deployments', statuses, ['live', 'live', 'live']),
        ];
      },
    };
  },
};

const envGroupScenario: Scenario = {
  name: 'env-sync (group, attach)',
  failures: {
    ...failedPost('createEnvGroupVar', 'all'),
    'drop after-body: attachProjectEnvGroup': /attachProjectEnvGroup .* may or may not have taken effect/,
  },
  action: 'env-sync',
  reads: ['getEnvGroup', 'listProjectEnvGroups'],
  writes: ['createEnvGroupVar', 'updateEnvGroupVar', 'deleteEnvGroupVar', 'attachProjectEnvGroup'],
  async prepare(world) {
    const { platform } = world;
    const project = platform.admin.createProject({ name: 'shop' });
    const group = await call(platform, 'POST', '/env-groups', { body: { name: 'shared' } });
    const groupId: string = group.json.id;
    for (const [name, value] of [
      ['KEEP', 'before'],
      ['OLD', 'gone'],
    ]) {
      await call(platform, 'POST', `/env-groups/${groupId}/vars`, { body: { name, value } });
    }
    const record = () => platform.state.envGroups.get(groupId);
    return {
      run: declaring(world, { group: groupId, prune: 'true', 'attach-to': project.id }),
      duplicates: () => {
        const names = record()?.variables ?? [];
        const attached = (record()?.projectIds ?? []).filter((id) => id === project.id).length;
        return [
          ...(new Set(names).size !== names.length ? [`variables listed twice: ${names.join(', ')}`] : []),
          ...(attached > 1 ? [`attached ${attached} times`] : []),
        ];
      },
      missing: () => {
        return [
          ...differs(
            'group variables',
            valuesOf(platform.state.envGroupValues.get(groupId)),
            DECLARED_VALUES,
          ),
          ...differs('attached to', record()?.projectIds, [project.id]),
        ];
      },
    };
  },
};

/** An env-sync of the canary values to `projectId`: the dotenv as `variables`, its canaries to look for. */
function canarySync(projectId: string, env = envCanaries()): Prepared {
  return { inputs: { project: projectId, variables: env.dotenv }, canaries: env.canaries };
}

/** The leak scan's runs of env-sync: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'env-sync',
    title: 'a sync of single-line, multi-line and embedded values, with the redeploy',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      return canarySync(projectId);
    },
  },
  {
    action: 'env-sync',
    title: 'a redeploy whose failed build prints the values',
    outcome: 'failure',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      const env = envCanaries();
      const printed = env.canaries.map((canary) => canary.value).join(' ');
      world.platform.admin.failNextBuild(projectId, `env dump: ${printed}`);
      return canarySync(projectId, env);
    },
  },
  {
    action: 'env-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: ({ projectId }) => canarySync(projectId),
  },
  {
    action: 'env-sync',
    title: 'a platform answering 500 to the env write',
    outcome: 'failure',
    failing: 'setProjectEnv',
    prepare: ({ projectId }) => canarySync(projectId),
  },
  {
    action: 'env-sync',
    title: 'malformed dotenv with a value on a line without a name',
    outcome: 'failure',
    prepare: ({ projectId }) => {
      const env = envCanaries();
      const stray = canaryValue('stray');
      return {
        inputs: { project: projectId, variables: `${env.dotenv}${stray}\n` },
        canaries: [...env.canaries, { label: 'a value pasted without a name', value: stray, unmasked: true }],
      };
    },
  },
  {
    action: 'env-sync',
    title: 'an env group attached to a project, from variables over an env-file',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      const groupId = await created(world, '/env-groups', { name: 'shared' });
      const env = envCanaries();
      const overriding = canaryValue('overriding');
      const fileValue = canaryValue('file');
      return {
        inputs: {
          group: groupId,
          'attach-to': projectId,
          variables: `${env.dotenv}FROM_FILE=${overriding}\n`,
          'env-file': '.env',
        },
        files: { '.env': `FROM_FILE=${fileValue}\nCOMMITTED=${fileValue}-kept\n` },
        canaries: [
          ...env.canaries,
          // A secret of `variables` that wins over the committed file's value: masked.
          { label: 'variables value over an env-file one', value: overriding },
          // The committed file is no secret, so its values are not masked, yet never printed either:
          // the log and the summary name variables, never their values.
          { label: 'env-file value', value: fileValue, unmasked: true },
          { label: 'env-file value kept', value: `${fileValue}-kept`, unmasked: true },
        ],
      };
    },
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  {
    name: 'env-sync with wait, mid-redeploy',
    action: 'env-sync',
    marker: 'is building',
    async prepare(world) {
      const { platform } = world;
      const project = await liveProject(world);
      platform.admin.setBuildTiming(LONG_BUILD);
      return {
        run: { inputs: { ...key(world), project, variables: 'FLAG=on-7f3a\n', wait: 'true' } },
        check: (result) => {
          const redeploy = [...platform.state.deployments.values()].find((d) => d.trigger === 'env');
          return [
            ...(platform.state.env.get(project)?.get('FLAG')?.value === 'on-7f3a'
              ? []
              : ['FLAG not written']),
            ...says('log', result.stdout, new RegExp(`Replaced the variables of project ${project}`)),
            ...namesDeployment(result, redeploy?.id),
            ...says('errors', result.errors.join('\n'), /cancelled while redeploy \S+ was in progress/),
          ];
        },
      };
    },
  },
];

export const catalogue = defineCatalogue({
  action: 'env-sync',
  // The service target: group is empty.
  sample: {
    project: 'prj_1',
    service: 'web',
    group: '',
    'attach-to': '',
    variables: 'API_URL=https://api.example.test\n',
    'env-file': '.env.production',
    prune: 'false',
    wait: 'true',
    'dry-run': 'false',
    timeout: '10m',
    'expected-plan': '0123456789abcdef.a1b2c3',
    'digest-key': 'shared-digest-key',
  },
  readInputs: readEnvSyncInputs,
  baselineInputs: (setup) => ({ project: setup.projectId, variables: 'GREETING=hello\n' }),
  successStatus: 'succeeded',
  badInputs: ENV_SYNC_CASES,
  faultScenarios: [envProjectScenario, envGroupScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
