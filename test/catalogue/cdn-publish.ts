import { createHash } from 'node:crypto';
import { readCdnPublishInputs } from '../../src/actions/cdn-publish/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { appliedMatches, type CancelCase, says } from '../reliability/cancel-cases.ts';
import { type BadInputCase, READ_ONLY_KEY, refusalsOf } from '../reliability/cases.ts';
import { differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SLOW_ANSWERS } from '../reliability/fault-kinds.ts';
import { created, type LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import type { GitHubWorld } from '../support/world.ts';
import { defineCatalogue } from './define.ts';

const CDN_PUBLISH_CASES: readonly BadInputCase[] = refusalsOf('cdn-publish', {
  'an empty bucket': { inputs: { bucket: '' }, input: 'bucket', fix: /set it to the id or the name/ },
  'a path that does not exist': {
    inputs: { path: 'build/static' },
    input: 'path',
    fix: /point it at the build output/,
  },
  'an unknown bucket': {
    inputs: { bucket: 'no-such-bucket' },
    input: 'bucket',
    fix: /create-bucket: true|check the (name|id)/,
  },
  'concurrency: 0': {
    inputs: { concurrency: '0' },
    input: 'concurrency',
    fix: /must be a whole number from 1 to 64/,
  },
  'a prefix that climbs out of the bucket': {
    inputs: { prefix: '../other' },
    input: 'prefix',
    fix: /use a path like static\/v2/,
  },
  'a read-only key': READ_ONLY_KEY,
});

const BUILD: Record<string, string> = {
  'dist/index.html': '<!doctype html><title>Shop</title>',
  'dist/assets/app.js': 'console.log("shop");',
  'dist/assets/style.css': 'h1 { color: teal; }',
  'dist/robots.txt': 'User-agent: *',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One asset uploaded before the run, which the run's prune deletes. */
async function uploadStale(world: GitHubWorld, bucketId: string): Promise<void> {
  const { platform } = world;
  const body = 'stale';
  const presigned = await call(platform, 'POST', `/cdn/buckets/${bucketId}/uploads/presign`, {
    body: { key: 'stale.txt', size: body.length, contentType: 'text/plain' },
  });
  await fetch(presigned.json.uploadUrl, { method: 'PUT', body, headers: presigned.json.headers });
  await call(platform, 'POST', `/cdn/buckets/${bucketId}/uploads/finalize`, {
    body: { key: 'stale.txt', uploadId: presigned.json.uploadId },
  });
}

const cdnScenario: Scenario = {
  name: 'cdn-publish (prune)',
  failures: {
    '503 on each write': /did not complete: .*finalizeCdnUpload .*HTTP 503/,
    'HTML error pages (502)': /did not complete: .*finalizeCdnUpload .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]: /did not complete: .*finalizeCdnUpload .*may or may not have taken effect/,
    'truncated JSON': /did not complete: .*finalizeCdnUpload .*cut off or is not JSON/,
    'invalid JSON': /did not complete: .*finalizeCdnUpload .*cut off or is not JSON/,
    'drop after-body: finalizeCdnUpload':
      /did not complete: .*finalizeCdnUpload .*may or may not have taken effect/,
  },
  action: 'cdn-publish',
  reads: ['listCdnBuckets', 'listCdnBucketAssets'],
  writes: ['presignCdnUpload', 'finalizeCdnUpload', 'deleteCdnAsset'],
  uploads: 'storage',
  async prepare(world) {
    const bucket = await call(world.platform, 'POST', '/cdn/buckets', { body: { name: 'shop-assets' } });
    const bucketId: string = bucket.json.id;
    await uploadStale(world, bucketId);
    const assets = () =>
      [...world.platform.state.cdnAssets.values()]
        .filter((asset) => asset.bucketId === bucketId)
        .map((asset) => `${asset.key} ${asset.sha256}`)
        .sort();
    const expected = Object.entries(BUILD)
      .map(([path, content]) => `${path.slice('dist/'.length)} ${sha256(content)}`)
      .sort();
    return {
      run: {
        workspace: makeWorkspace(BUILD),
        inputs: { ...key(world), bucket: 'shop-assets', path: 'dist', prune: 'true', force: 'true' },
      },
      duplicates: () => {
        const keys = assets().map((asset) => asset.split(' ')[0]!);
        return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `asset ${k} twice`);
      },
      missing: () => differs('assets', assets(), expected),
    };
  },
};

/** The leak scan's runs of cdn-publish: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'cdn-publish',
    title: 'a publish that creates the bucket',
    outcome: 'success',
    prepare: () => ({
      inputs: { bucket: 'shop-assets', 'create-bucket': 'true', path: 'public' },
      files: { 'public/index.html': '<h1>x</h1>', 'public/app.js': 'console.log(1);' },
    }),
  },
  {
    action: 'cdn-publish',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: async ({ world }) => {
      await created(world, '/cdn/buckets', { name: 'shop-assets' });
      return { inputs: { bucket: 'shop-assets', path: 'public' }, files: { 'public/a.txt': 'a' } };
    },
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  {
    name: 'cdn-publish, mid-upload with slow storage PUTs',
    action: 'cdn-publish',
    marker: 'Retrying the PUT',
    settleMs: 2_000,
    async prepare(world) {
      await call(world.platform, 'POST', '/cdn/buckets', { body: { name: 'assets' } });
      const files = Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => [`dist/file-${i}.txt`, `content ${i}`]),
      );
      // Slow PUTs keep it uploading; one 503 first prints a line that says it is mid-upload.
      world.platform.faults.add({ operation: 'storage', method: 'PUT', times: 1, status: 503 });
      world.platform.faults.add({ operation: 'storage', method: 'PUT', delayMs: 700 });
      return {
        run: {
          workspace: makeWorkspace(files),
          inputs: { ...key(world), bucket: 'assets', path: 'dist', concurrency: '2' },
        },
        check: (result) => {
          const uploaded = Number(result.outputs.uploaded ?? Number.NaN);
          return [
            ...says('uploaded output', result.outputs.uploaded ?? '', /^\d+$/),
            ...(uploaded > 0 && uploaded < 24
              ? []
              : [`${uploaded} uploaded: the run was not cancelled mid-upload`]),
            ...says(
              'summary',
              result.summary,
              new RegExp(`Uploaded \\| ${uploaded} file`),
              /Not attempted \| \d+ file/,
            ),
            ...says('log', result.stdout, new RegExp(`Uploaded ${uploaded} file`)),
            ...appliedMatches(uploaded, world.platform.state.cdnAssets.size),
          ];
        },
      };
    },
  },
];

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
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
