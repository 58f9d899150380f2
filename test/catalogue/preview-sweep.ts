import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readPreviewSweepInputs } from '../../src/actions/preview-sweep/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { PREVIEW_SWEEP_CASES } from '../reliability/cases-preview-sweep.ts';
import { previewSweepScenario } from '../reliability/fault-scenarios-sweep-project.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  'project-name': 'shop-pr-{pr}',
  domain: 'pr-{pr}-{branch}.preview.example.com',
  'database-name': 'shop-pr-{pr}',
  'env-group-name': 'shop-{branch}',
  'max-deletions': '10',
  force: 'false',
  'dry-run': 'true',
  'github-token': 'ghs_x',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does; `project` is read too (at most one of it and `project-name`). */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readPreviewSweepInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'preview-sweep',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    // Nothing on the platform matches the templates, so the baseline asks GitHub nothing.
    return {
      inputs: {
        ...connection,
        'project-name': 'shop-pr-{pr}',
        domain: 'pr-{pr}.preview.example.com',
        'database-name': 'shop-pr-{pr}',
      },
      files: {},
    };
  },
  successStatus: 'succeeded',
  badInputs: PREVIEW_SWEEP_CASES,
  readKeyEnough: 'a sweep with a read key and nothing to remove has nothing to refuse: it plans and succeeds',
  leakScenarios: leakScenariosOf('preview-sweep'),
  faultScenarios: [previewSweepScenario],
  cancelCases: cancelCasesOf('preview-sweep'),
  metadata: { sample, parse },
};
