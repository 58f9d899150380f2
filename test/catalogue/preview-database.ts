import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readPreviewDatabaseInputs } from '../../src/actions/preview-database/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { PREVIEW_DATABASE_CASES } from '../reliability/cases-platform.ts';
import { previewDatabaseScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  project: 'prj_1',
  name: 'shop-pr-{pr}',
  pr: '12',
  mode: 'attach',
  engine: 'postgres',
  plan: 'starter',
  username: 'app',
  'env-name': 'DATABASE_URL',
  'env-scope': 'service',
  service: 'web',
  timeout: '5m',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readPreviewDatabaseInputs(reader, undefined);
}

export const catalogue: ActionCatalogue = {
  action: 'preview-database',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return {
      inputs: { ...connection, project: setup.projectId, name: 'shop-pr-{pr}', pr: '7' },
      files: {},
    };
  },
  successStatus: 'succeeded',
  badInputs: PREVIEW_DATABASE_CASES,
  leakScenarios: leakScenariosOf('preview-database'),
  faultScenarios: [previewDatabaseScenario],
  cancelCases: [],
  metadata: { sample, parse },
  gaps: {
    cancelCases: 'not written yet: a cancelled wait for a provisioning database and what its report must say',
  },
};
