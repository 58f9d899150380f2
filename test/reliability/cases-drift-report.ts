/** Bad inputs of drift-report: what it reads of the plan jobs, and its issue marker. */
import { type BadInputCase, refusalsOf } from './cases.ts';

export const DRIFT_REPORT_CASES: readonly BadInputCase[] = refusalsOf('drift-report', {
  'needs that is not the JSON of a needs context': {
    inputs: { needs: 'cron-sync' },
    input: 'needs',
    fix: /pass `\$\{\{ toJSON\(needs\) \}\}`/,
  },
  'an expected plan job that is not a job id': {
    inputs: { expected: 'dns-sync, ${{ x }}' },
    input: 'expected',
    fix: /list the ids of the plan jobs that must run/,
  },
  'a marker that would break out of its HTML comment': {
    inputs: { marker: 'drift -->' },
    input: 'marker',
    fix: /only letters, digits/,
  },
});
