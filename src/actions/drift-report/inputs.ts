import { ConfigurationError } from '../../errors.ts';
import { type DriftCheck, readDriftChecks } from '../../sync/drift/report.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export interface DriftReportInputs {
  readonly checks: DriftCheck[];
  readonly title: string;
  readonly marker: string;
  readonly githubToken: string;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readDriftReportInputs(inputs: Inputs<keyof typeof spec.inputs>): DriftReportInputs {
  const expected = inputs.list('expected', { commas: true });
  for (const job of expected) {
    if (!/^[A-Za-z_][\w-]{0,99}$/.test(job)) {
      throw new ConfigurationError(
        `Input "expected" names "${job}", which is not a job id; list the ids of the plan jobs that must run (env-sync, dns-sync, …).`,
        'expected',
      );
    }
  }
  const checks = readDriftChecks(inputs.required('needs', 'set it to `${{ toJSON(needs) }}`'), expected);
  const marker = inputs.required('marker');
  if (!/^[\w.-]{1,100}$/.test(marker)) {
    throw new ConfigurationError(
      'Input "marker" may hold only letters, digits, ".", "_" and "-" (up to 100): it goes inside an HTML comment.',
      'marker',
    );
  }
  return {
    checks,
    title: inputs.required('title'),
    marker,
    githubToken: inputs.required('github-token', 'pass `${{ github.token }}` with `issues: write`'),
  };
}
