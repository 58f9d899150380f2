import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readDnsSyncInputs } from '../../../src/actions/dns-sync/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  file: 'dns.yml',
  zone: 'example.com',
  'create-zone': 'true',
  prune: 'false',
  'dry-run': 'true',
  force: 'false',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readDnsSyncInputs(reader);
}
