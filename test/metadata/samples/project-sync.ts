import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readProjectSyncInputs } from '../../../src/actions/project-sync/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  file: 'platform/project.yml',
  project: 'prj_1',
  overrides: 'routing: spa',
  prune: 'true',
  'dry-run': 'false',
  force: 'false',
  'allow-primary-change': 'false',
  'proxy-wait': '30s',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readProjectSyncInputs(reader);
}
