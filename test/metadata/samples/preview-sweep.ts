import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readPreviewSweepInputs } from '../../../src/actions/preview-sweep/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  'project-name': 'shop-pr-{pr}',
  domain: 'pr-{pr}-{branch}.preview.example.com',
  'database-name': 'shop-pr-{pr}',
  'env-group-name': 'shop-{branch}',
  'max-deletions': '10',
  force: 'false',
  'dry-run': 'true',
  'github-token': 'ghs_x',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does; `project` is read too (at most one of it and `project-name`). */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readPreviewSweepInputs(reader);
}
