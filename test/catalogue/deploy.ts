import { readKeyPool } from '../../src/actions/common/key-pool.ts';
import { readDeployInputs } from '../../src/actions/deploy/inputs.ts';
import { isManyMode } from '../../src/actions/deploy/many-inputs.ts';
import { SITE } from '../e2e/fixtures.ts';
import { DEPLOY_CASES } from '../reliability/cases-deploy.ts';
import { deployScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { defineCatalogue } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'deploy',
  sample: {
    project: 'prj_1',
    source: 'repository',
    path: '.',
    exclude: 'docs/',
    branch: 'main',
    'commit-sha': 'abcdef1',
    wait: 'true',
    timeout: '10m',
    'upload-format': 'raw',
    'compression-level': '6',
    'github-token': 'ghs_x',
    environment: 'production',
    comment: 'true',
    'github-deployment': 'false',
    'check-path': '/\n/health',
    'check-status': '200',
    'check-contains': 'Welcome',
    'check-timeout': '30s',
    'on-check-failure': 'rollback',
    force: 'false',
    projects: '',
    manifest: 'platform.yml',
    concurrency: '4',
    'api-keys': '',
    previews: 'deploy',
  },
  readInputs(reader) {
    readDeployInputs(reader);
    // Manifest mode's own inputs (the sample is one project, so the mode stays off): read as that mode
    // reads them; test/e2e/deploy-many.test.ts runs the mode itself.
    if (isManyMode(reader)) throw new Error('the deploy sample is not in manifest mode');
    reader.required('manifest');
    reader.integer('concurrency', 1, 16);
    readKeyPool(reader.raw('api-keys'));
    reader.oneOf('previews', ['deploy', 'remove']);
  },
  baselineInputs: (setup) => ({ comment: 'false', 'github-deployment': 'false', project: setup.projectId }),
  baselineFiles: SITE,
  successStatus: 'live',
  badInputs: DEPLOY_CASES,
  faultScenarios: [deployScenario],
});
