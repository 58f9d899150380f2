import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readProjectSyncInputs } from '../../src/actions/project-sync/inputs.ts';
import { type CaseSetup, PROJECT_FILE } from '../reliability/cases.ts';
import { PROJECT_SYNC_CASES } from '../reliability/cases-project-sync.ts';
import { projectSyncScenario } from '../reliability/fault-scenarios-sweep-project.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  file: 'platform/project.yml',
  project: 'prj_1',
  overrides: 'routing: spa',
  prune: 'true',
  'dry-run': 'false',
  force: 'false',
  'allow-primary-change': 'false',
  'proxy-wait': '30s',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readProjectSyncInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'project-sync',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return {
      inputs: { ...connection, file: 'project.yml', project: setup.projectId },
      files: { 'project.yml': PROJECT_FILE },
    };
  },
  successStatus: 'succeeded',
  badInputs: PROJECT_SYNC_CASES,
  leakScenarios: leakScenariosOf('project-sync'),
  faultScenarios: [projectSyncScenario],
  cancelCases: cancelCasesOf('project-sync'),
  metadata: { sample, parse },
};
