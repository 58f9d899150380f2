import { readCronSyncInputs } from '../../src/actions/cron-sync/inputs.ts';
import { CRON_FILE } from '../reliability/cases.ts';
import { CRON_SYNC_CASES } from '../reliability/cases-sync.ts';
import { cronScenario } from '../reliability/fault-scenarios-sync.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'cron-sync',
  sample: { ...syncSample('cron.yml'), project: 'prj_1' },
  readInputs: readCronSyncInputs,
  ...syncBaseline('cron.yml', CRON_FILE, (setup) => ({ project: setup.projectId })),
  successStatus: 'succeeded',
  badInputs: CRON_SYNC_CASES,
  faultScenarios: [cronScenario],
});
