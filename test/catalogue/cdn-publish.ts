import { readCdnPublishInputs } from '../../src/actions/cdn-publish/inputs.ts';
import { CDN_PUBLISH_CASES } from '../reliability/cases-platform.ts';
import { cdnScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { defineCatalogue } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'cdn-publish',
  sample: {
    bucket: 'site-assets',
    'create-bucket': 'true',
    path: 'dist',
    prefix: 'static/v2',
    prune: 'true',
    force: 'false',
    'dry-run': 'false',
    'cache-control': '*.html: no-cache\nassets/**: public, max-age=31536000, immutable',
    concurrency: '8',
  },
  readInputs: readCdnPublishInputs,
  baselineInputs: (setup) => ({ bucket: setup.bucketName, path: 'public' }),
  baselineFiles: { 'public/index.html': '<h1>assets</h1>', 'public/app.js': 'console.log(1);' },
  successStatus: 'succeeded',
  badInputs: CDN_PUBLISH_CASES,
  faultScenarios: [cdnScenario],
});
