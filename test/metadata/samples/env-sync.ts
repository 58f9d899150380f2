import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readEnvSyncInputs } from '../../../src/actions/env-sync/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all (the service target: group is empty). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  project: 'prj_1',
  service: 'web',
  group: '',
  'attach-to': '',
  variables: 'API_URL=https://api.example.test\n',
  'env-file': '.env.production',
  prune: 'false',
  wait: 'true',
  'dry-run': 'false',
  timeout: '10m',
  'expected-plan': '0123456789abcdef.a1b2c3',
  'digest-key': 'shared-digest-key',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readEnvSyncInputs(reader);
}
