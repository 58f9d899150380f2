import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readPreviewDatabaseInputs } from '../../../src/actions/preview-database/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  project: 'prj_1',
  name: 'shop-pr-{pr}',
  pr: '12',
  mode: 'attach',
  engine: 'postgres',
  plan: 'starter',
  username: 'app',
  'env-name': 'DATABASE_URL',
  'env-scope': 'service',
  service: 'web',
  timeout: '5m',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readPreviewDatabaseInputs(reader, undefined);
}
