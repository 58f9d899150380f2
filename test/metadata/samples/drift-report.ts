import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readDriftReportInputs } from '../../../src/actions/drift-report/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
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
