import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readRunInputs } from '../../src/actions/run/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { RUN_CASES } from '../reliability/cases-platform.ts';
import { runScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  project: 'prj_1',
  command: 'npm run migrate',
  service: 'web',
  timeout: '10m',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readRunInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'run',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return { inputs: { ...connection, project: setup.projectId, command: 'echo migrated' }, files: {} };
  },
  successStatus: 'succeeded',
  badInputs: RUN_CASES,
  leakScenarios: leakScenariosOf('run'),
  faultScenarios: [runScenario],
  cancelCases: cancelCasesOf('run'),
  metadata: { sample, parse },
};
