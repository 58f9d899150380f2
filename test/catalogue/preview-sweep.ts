import { readPreviewSweepInputs } from '../../src/actions/preview-sweep/inputs.ts';
import { PREVIEW_SWEEP_CASES } from '../reliability/cases-preview-sweep.ts';
import { previewSweepScenario } from '../reliability/fault-scenarios-sweep-project.ts';
import { defineCatalogue } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'preview-sweep',
  sample: {
    'project-name': 'shop-pr-{pr}',
    domain: 'pr-{pr}-{branch}.preview.example.com',
    'database-name': 'shop-pr-{pr}',
    'env-group-name': 'shop-{branch}',
    'max-deletions': '10',
    force: 'false',
    'dry-run': 'true',
    'github-token': 'ghs_x',
    'expected-plan': '0123456789abcdef.a1b2c3',
  },
  // `project` is read too: at most one of it and `project-name`.
  readInputs: readPreviewSweepInputs,
  // Nothing on the platform matches the templates, so the baseline asks GitHub nothing.
  baselineInputs: () => ({
    'project-name': 'shop-pr-{pr}',
    domain: 'pr-{pr}.preview.example.com',
    'database-name': 'shop-pr-{pr}',
  }),
  successStatus: 'succeeded',
  badInputs: PREVIEW_SWEEP_CASES,
  readKeyEnough: 'a sweep with a read key and nothing to remove has nothing to refuse: it plans and succeeds',
  faultScenarios: [previewSweepScenario],
});
