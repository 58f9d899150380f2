import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readDriftReportInputs } from '../../src/actions/drift-report/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { DRIFT_REPORT_CASES } from '../reliability/cases-drift-report.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  needs: JSON.stringify({ 'dns-sync': { result: 'success', outputs: { changed: 'false' } } }),
  title: 'Platform config drift',
  marker: 'production',
  'github-token': 'ghs_x',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readDriftReportInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'drift-report',
  baseline(setup: CaseSetup) {
    // One plan job that found no drift: with no issue open, nothing is written anywhere.
    return {
      inputs: {
        'api-key': setup.readKey,
        'api-url': setup.url,
        needs: JSON.stringify({ 'cron-sync': { result: 'success', outputs: { changed: 'false' } } }),
      },
      files: {},
      github: true,
    };
  },
  successStatus: 'succeeded',
  badInputs: DRIFT_REPORT_CASES,
  readKeyEnough: 'it writes nothing to the platform',
  leakScenarios: leakScenariosOf('drift-report'),
  faultScenarios: [],
  cancelCases: [],
  metadata: { sample, parse },
  gaps: {
    faultScenarios:
      'not written yet: its platform requests are reads; rows for the GitHub issue it keeps would need GitHub faults',
    cancelCases: 'not written yet: it does not run long enough to be caught mid-work',
  },
};
