import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readCronSyncInputs } from '../../../src/actions/cron-sync/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
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
