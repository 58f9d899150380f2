import { readApiInputs } from '../../src/actions/api/inputs.ts';
import { type CancelCase, statusCancelled } from '../reliability/cancel-cases.ts';
import { API_CASES } from '../reliability/cases-platform.ts';
import { apiScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

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
});
