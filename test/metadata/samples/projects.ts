import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readProjectsInputs } from '../../../src/actions/projects/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  manifest: 'platform.yml',
  projects: 'web, api',
  'max-parallel': '8',
  'rate-budget': '18',
  'api-keys': 'plat_pk_aaaaaaaaaaaaaaaaaaaaaaaa\nplat_pk_bbbbbbbbbbbbbbbbbbbbbbbb',
  results: 'results',
  'github-token': 'ghs_x',
  comment: 'true',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readProjectsInputs(reader);
}
