import { readCdnPublishInputs } from '../../src/actions/cdn-publish/inputs.ts';
import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { CDN_PUBLISH_CASES } from '../reliability/cases-platform.ts';
import { cdnScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
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

const PUBLIC_FILES = { 'public/index.html': '<h1>assets</h1>', 'public/app.js': 'console.log(1);' };

export const catalogue: ActionCatalogue = {
  action: 'cdn-publish',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return { inputs: { ...connection, bucket: setup.bucketName, path: 'public' }, files: PUBLIC_FILES };
  },
  successStatus: 'succeeded',
  badInputs: CDN_PUBLISH_CASES,
  leakScenarios: leakScenariosOf('cdn-publish'),
  faultScenarios: [cdnScenario],
  cancelCases: cancelCasesOf('cdn-publish'),
  metadata: { sample, parse },
};
