import { readDriftReportInputs } from '../../src/actions/drift-report/inputs.ts';
import { DRIFT_REPORT_CASES } from '../reliability/cases-drift-report.ts';
import { defineCatalogue } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'drift-report',
  sample: {
    needs: JSON.stringify({ 'dns-sync': { result: 'success', outputs: { changed: 'false' } } }),
    title: 'Platform config drift',
    marker: 'production',
    'github-token': 'ghs_x',
  },
  readInputs: readDriftReportInputs,
  // One plan job that found no drift: with no issue open, nothing is written anywhere.
  baselineInputs: () => ({
    needs: JSON.stringify({ 'cron-sync': { result: 'success', outputs: { changed: 'false' } } }),
  }),
  baselineKey: 'read',
  github: true,
  successStatus: 'succeeded',
  badInputs: DRIFT_REPORT_CASES,
  readKeyEnough: 'it writes nothing to the platform',
  faultScenarios: [],
  cancelCases: [],
  gaps: {
    faultScenarios:
      'not written yet: its platform requests are reads; rows for the GitHub issue it keeps would need GitHub faults',
    cancelCases: 'not written yet: it does not run long enough to be caught mid-work',
  },
});
