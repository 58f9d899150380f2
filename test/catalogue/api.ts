import { readApiInputs } from '../../src/actions/api/inputs.ts';
import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
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
  cancelCases: [],
  metadata: { sample, parse },
  gaps: {
    cancelCases:
      'not written yet: one request has little to be mid-way through; a cancelled slow answer and its report',
  },
};
