import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readDeployInputs } from '../../src/actions/deploy/inputs.ts';
import { isManyMode } from '../../src/actions/deploy/many-inputs.ts';
import { readKeyPool } from '../../src/actions/projects/inputs.ts';
import { SITE } from '../e2e/fixtures.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { DEPLOY_CASES } from '../reliability/cases-deploy.ts';
import { deployScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
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
  projects: '',
  manifest: 'platform.yml',
  concurrency: '4',
  'api-keys': '',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readDeployInputs(reader);
  // Manifest mode's own inputs (the sample is one project, so the mode stays off): read as that mode
  // reads them; test/e2e/deploy-many.test.ts runs the mode itself.
  if (isManyMode(reader)) throw new Error('the deploy sample is not in manifest mode');
  reader.required('manifest');
  reader.integer('concurrency', 1, 16);
  readKeyPool(reader.raw('api-keys'));
}

export const catalogue: ActionCatalogue = {
  action: 'deploy',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    const quiet = { comment: 'false', 'github-deployment': 'false' };
    return { inputs: { ...connection, ...quiet, project: setup.projectId }, files: SITE };
  },
  successStatus: 'live',
  badInputs: DEPLOY_CASES,
  leakScenarios: leakScenariosOf('deploy'),
  faultScenarios: [deployScenario],
  cancelCases: cancelCasesOf('deploy'),
  metadata: { sample, parse },
};
