import { readEnvSyncInputs } from '../../src/actions/env-sync/inputs.ts';
import { ENV_SYNC_CASES } from '../reliability/cases-sync.ts';
import { envGroupScenario, envProjectScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { defineCatalogue } from './define.ts';

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
});
