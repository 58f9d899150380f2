import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readComputeScaleInputs } from '../../src/actions/compute-scale/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { COMPUTE_SCALE_CASES } from '../reliability/cases-compute-scale.ts';
import { COMPUTE_LEAK_SCENARIOS } from '../reliability/leak-scan-scenarios-compute.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  service: 'ml-worker',
  cpu: '4',
  memory: '8GB',
  'dry-run': 'true',
  wait: 'true',
  timeout: '5m',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readComputeScaleInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'compute-scale',
  baseline(setup: CaseSetup) {
    // The seeded ml-worker has 4 CPU and 16384 MB: a real change, so a read key is refused.
    return {
      inputs: { 'api-key': setup.fullKey, 'api-url': setup.url, service: 'ml-worker', cpu: '8' },
      files: {},
    };
  },
  successStatus: 'succeeded',
  badInputs: COMPUTE_SCALE_CASES,
  leakScenarios: COMPUTE_LEAK_SCENARIOS,
  faultScenarios: [],
  cancelCases: [],
  metadata: { sample, parse },
  gaps: {
    faultScenarios: 'not written yet: the scale POST and its read-back under each fault',
    cancelCases: 'not written yet: a cancel while the service is scaling',
  },
};
