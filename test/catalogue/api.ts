import { readApiInputs } from '../../src/actions/api/inputs.ts';
import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import type { CancelCase } from '../reliability/cancel-cases.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { API_CASES } from '../reliability/cases-platform.ts';
import { apiScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  method: 'POST',
  path: '/projects/prj_1/runs',
  body: '{"command": "npm run migrate"}',
  query: 'limit=10',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readApiInputs(reader);
}

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
    const inputs = { 'api-key': world.platform.fullKey, 'api-url': world.platform.url };
    return {
      run: {
        inputs: { ...inputs, method: 'POST', path: '/env-groups', body: '{"name": "via-api"}' },
        env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' },
      },
      check: (result) => {
        const problems: string[] = [];
        if (result.outputs.status !== 'cancelled') problems.push(`status output ${result.outputs.status}`);
        const groups = [...world.platform.state.envGroups.values()].filter((g) => g.name === 'via-api');
        if (groups.length !== 0) problems.push(`${groups.length} env groups made by a POST never re-sent`);
        return problems;
      },
    };
  },
};

export const catalogue: ActionCatalogue = {
  action: 'api',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return { inputs: { ...connection, path: `/projects/${setup.projectId}` }, files: {} };
  },
  successStatus: '200',
  badInputs: API_CASES,
  // The api action's `status` is the HTTP status when the platform answered.
  readKeyStatus: '403',
  leakScenarios: leakScenariosOf('api'),
  faultScenarios: [apiScenario],
  cancelCases: [cancelDuringRetryAfter],
  metadata: { sample, parse },
};
