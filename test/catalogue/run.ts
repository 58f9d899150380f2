import { readRunInputs } from '../../src/actions/run/inputs.ts';
import { RUN_CASES } from '../reliability/cases-platform.ts';
import { runScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { defineCatalogue } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'run',
  sample: { project: 'prj_1', command: 'npm run migrate', service: 'web', timeout: '10m' },
  readInputs: readRunInputs,
  baselineInputs: (setup) => ({ project: setup.projectId, command: 'echo migrated' }),
  successStatus: 'succeeded',
  badInputs: RUN_CASES,
  faultScenarios: [runScenario],
});
