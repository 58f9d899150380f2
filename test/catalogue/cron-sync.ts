import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readCronSyncInputs } from '../../src/actions/cron-sync/inputs.ts';
import { type CaseSetup, CRON_FILE } from '../reliability/cases.ts';
import { CRON_SYNC_CASES } from '../reliability/cases-sync.ts';
import { cronScenario } from '../reliability/fault-scenarios-sync.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  file: 'cron.yml',
  project: 'prj_1',
  prune: 'true',
  'dry-run': 'false',
  force: 'false',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readCronSyncInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'cron-sync',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return {
      inputs: { ...connection, file: 'cron.yml', project: setup.projectId },
      files: { 'cron.yml': CRON_FILE },
    };
  },
  successStatus: 'succeeded',
  badInputs: CRON_SYNC_CASES,
  leakScenarios: leakScenariosOf('cron-sync'),
  faultScenarios: [cronScenario],
  cancelCases: cancelCasesOf('cron-sync'),
  metadata: { sample, parse },
};
