import { readApiInputs } from '../../../src/actions/api/inputs.ts';
import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  method: 'POST',
  path: '/projects/prj_1/runs',
  body: '{"command": "npm run migrate"}',
  query: 'limit=10',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readApiInputs(reader);
}
