import { readApiInputs } from '../../src/actions/api/inputs.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, statusCancelled } from '../reliability/cancel-cases.ts';
import { type BadInputCase, refusalsOf } from '../reliability/cases.ts';
import { count, differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

const API_CASES: readonly BadInputCase[] = refusalsOf('api', {
  'a path the API does not have': {
    inputs: { path: '/projectz' },
    input: 'path',
    fix: /is not an endpoint of the platform API/,
  },
  'a body that is not JSON': {
    inputs: { method: 'POST', path: '/projects', body: '{name: shop' },
    input: 'body',
    fix: /give a JSON value/,
  },
  'an unknown method': { inputs: { method: 'FETCH' }, input: 'method', fix: /must be one of get, post/ },
  'a read-only key on a write': {
    inputs: (s) => ({ 'api-key': s.readKey, method: 'POST', path: '/projects', body: '{"name":"x"}' }),
    input: 'api-key',
    fix: /full key/,
  },
});

const apiScenario: Scenario = {
  name: 'api (POST)',
  failures: failedPost('createEnvGroup', 'all'),
  action: 'api',
  reads: [],
  writes: ['createEnvGroup'],
  async prepare(world) {
    const groups = () => [...world.platform.state.envGroups.values()].filter((g) => g.name === 'via-api');
    return {
      run: {
        inputs: { ...connectionOf(world), method: 'POST', path: '/env-groups', body: '{"name": "via-api"}' },
      },
      duplicates: () => count('groups', groups().length),
      missing: () => differs('groups', groups().length, 1),
    };
  },
};

/** The leak scan's runs of api: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'api',
    title: 'a GET',
    outcome: 'success',
    prepare: ({ projectId }) => ({ inputs: { path: `/projects/${projectId}` } }),
  },
  {
    action: 'api',
    title: 'an answer that echoes the key, into the data output',
    outcome: 'success',
    prepare: async ({ world, projectId, key }) => {
      await call(world.platform, 'PATCH', `/projects/${projectId}`, {
        body: { buildCommand: `deploy --token ${key}` },
      });
      return { inputs: { path: `/projects/${projectId}` } };
    },
  },
  {
    action: 'api',
    title: 'a read key on a POST',
    outcome: 'failure',
    key: 'read',
    prepare: () => ({ inputs: { method: 'POST', path: '/projects', body: '{"name":"x"}' } }),
  },
  {
    action: 'api',
    title: 'a platform answering 500',
    outcome: 'failure',
    failing: 'getProject',
    prepare: ({ projectId }) => ({ inputs: { path: `/projects/${projectId}` } }),
  },
];

/**
 * SIGINT while a POST waits out the platform's Retry-After: the run ends cancelled, and the write it
 * never sent is not on the platform. Step debug is on, so the 429 is logged (the marker).
 */
const cancelDuringRetryAfter: CancelCase = {
  name: 'api, waiting out a Retry-After before its POST',
  action: 'api',
  marker: '-> 429',
  async prepare(world) {
    world.platform.faults.add({ operation: 'createEnvGroup', times: 1, status: 429, retryAfter: 30 });
    return {
      run: {
        inputs: { ...connectionOf(world), method: 'POST', path: '/env-groups', body: '{"name": "via-api"}' },
        env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' },
      },
      check: (result) => {
        const groups = [...world.platform.state.envGroups.values()].filter((g) => g.name === 'via-api');
        return [
          ...statusCancelled(result),
          ...(groups.length === 0 ? [] : [`${groups.length} env groups made by a POST never re-sent`]),
        ];
      },
    };
  },
};

export const catalogue = defineCatalogue({
  action: 'api',
  sample: {
    method: 'POST',
    path: '/projects/prj_1/runs',
    body: '{"command": "npm run migrate"}',
    query: 'limit=10',
  },
  readInputs: readApiInputs,
  baselineInputs: (setup) => ({ path: `/projects/${setup.projectId}` }),
  successStatus: '200',
  badInputs: API_CASES,
  // The api action's `status` is the HTTP status when the platform answered.
  readKeyStatus: '403',
  faultScenarios: [apiScenario],
  cancelCases: [cancelDuringRetryAfter],
  leakScenarios: LEAK_SCENARIOS,
});
