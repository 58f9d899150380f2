import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readEnvSyncInputs } from '../../src/actions/env-sync/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { ENV_SYNC_CASES } from '../reliability/cases-sync.ts';
import { envGroupScenario, envProjectScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (the service target: group is empty). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
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
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readEnvSyncInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'env-sync',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return { inputs: { ...connection, project: setup.projectId, variables: 'GREETING=hello\n' }, files: {} };
  },
  successStatus: 'succeeded',
  badInputs: ENV_SYNC_CASES,
  leakScenarios: leakScenariosOf('env-sync'),
  faultScenarios: [envProjectScenario, envGroupScenario],
  cancelCases: cancelCasesOf('env-sync'),
  metadata: { sample, parse },
};
