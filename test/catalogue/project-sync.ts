import { readProjectSyncInputs } from '../../src/actions/project-sync/inputs.ts';
import { PROJECT_FILE } from '../reliability/cases.ts';
import { PROJECT_SYNC_CASES } from '../reliability/cases-project-sync.ts';
import { projectSyncScenario } from '../reliability/fault-scenarios-sweep-project.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'project-sync',
  sample: {
    ...syncSample('platform/project.yml'),
    project: 'prj_1',
    overrides: 'routing: spa',
    'allow-primary-change': 'false',
    'proxy-wait': '30s',
  },
  readInputs: readProjectSyncInputs,
  ...syncBaseline('project.yml', PROJECT_FILE, (setup) => ({ project: setup.projectId })),
  successStatus: 'succeeded',
  badInputs: PROJECT_SYNC_CASES,
  faultScenarios: [projectSyncScenario],
});
