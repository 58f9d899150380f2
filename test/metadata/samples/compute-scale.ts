import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readComputeScaleInputs } from '../../../src/actions/compute-scale/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
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
