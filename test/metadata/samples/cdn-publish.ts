import { readCdnPublishInputs } from '../../../src/actions/cdn-publish/inputs.ts';
import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  bucket: 'site-assets',
  'create-bucket': 'true',
  path: 'dist',
  prefix: 'static/v2',
  prune: 'true',
  force: 'false',
  'dry-run': 'false',
  'cache-control': '*.html: no-cache\nassets/**: public, max-age=31536000, immutable',
  concurrency: '8',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readCdnPublishInputs(reader);
}
