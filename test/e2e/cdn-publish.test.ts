import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../fakes/platform/index.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { expectSucceeded, makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A build output: nested folders, a file git would ignore, and a .git folder that must never ship. */
const BUILD = {
  'dist/index.html': '<!doctype html><title>Shop</title><script src="/assets/app.js"></script>',
  'dist/about/index.html': '<!doctype html><title>About</title>',
  'dist/assets/app.js': 'console.log("shop");',
  'dist/assets/style.css': 'h1 { color: teal; }',
  'dist/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/data/prices.json': '{"apple":1}',
  'dist/fonts/brand.woff2': 'wOF2-not-really',
  'dist/robots.txt': 'User-agent: *',
  'dist/.gitignore': '*.map\n',
  'dist/assets/app.js.map': '{"version":3}',
  'dist/.git/HEAD': 'ref: refs/heads/main',
};
const PUBLISHED = Object.keys(BUILD)
  .filter((path) => !path.includes('/.git/'))
  .map((path) => path.slice('dist/'.length));

const EXPECTED_TYPES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'assets/app.js': 'text/javascript; charset=utf-8',
  'assets/style.css': 'text/css; charset=utf-8',
  'assets/logo.svg': 'image/svg+xml',
  'data/prices.json': 'application/json; charset=utf-8',
  'fonts/brand.woff2': 'font/woff2',
  'robots.txt': 'text/plain; charset=utf-8',
  '.gitignore': 'application/octet-stream',
};

const CACHE_RULES = '*.html: no-cache\nassets/**: public, max-age=31536000, immutable';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

function publishInputs(bucket: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...platformKeyInputs(world), bucket, path: 'dist', ...extra };
}

async function createBucket(platform: Platform, name: string): Promise<string> {
  const response = await fetch(`${platform.url}/cdn/buckets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.fullKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function assetsOf(platform: Platform, bucketId: string) {
  return [...platform.state.cdnAssets.values()]
    .filter((asset) => asset.bucketId === bucketId)
    .sort((a, b) => a.key.localeCompare(b.key));
}

const puts = (platform: Platform) => platform.storageLog.filter((entry) => entry.method === 'PUT');

describe('cdn-publish action, run as the runner runs it', () => {
  it('publishes every file of a first run with its sha256, size, content type and cache rule', async () => {
    const workspace = makeWorkspace(BUILD);
    const result = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: publishInputs('shop-assets', { 'create-bucket': 'true', 'cache-control': CACHE_RULES }),
    });
    expect(result.exitCode, result.stdout).toBe(0);
    const bucket = [...world.platform.state.cdnBuckets.values()].find((b) => b.name === 'shop-assets')!;
    expect(bucket).toBeDefined();
    const assets = assetsOf(world.platform, bucket.id);
    expect(assets.map((a) => a.key)).toEqual([...PUBLISHED].sort((a, b) => a.localeCompare(b)));
    for (const asset of assets) {
      const content = readFileSync(join(workspace, 'dist', asset.key));
      expect(asset.size).toBe(content.length);
      expect(asset.sha256).toBe(sha256(content));
      const expectedType = EXPECTED_TYPES[asset.key] ?? EXPECTED_TYPES[asset.key.replace(/^about\//, '')];
      if (expectedType) expect(asset.contentType).toBe(expectedType);
      const served = await fetch(asset.url);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(content);
    }
    const cacheOf = (key: string) => assets.find((a) => a.key === key)!.cacheControl;
    expect(cacheOf('index.html')).toBe('no-cache');
    expect(cacheOf('about/index.html')).toBe('no-cache');
    expect(cacheOf('assets/app.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('robots.txt')).toBe(bucket.defaultCacheControl);
    expect(puts(world.platform)).toHaveLength(PUBLISHED.length);
    const bytes = PUBLISHED.reduce(
      (sum, path) => sum + Buffer.byteLength(BUILD[`dist/${path}` as keyof typeof BUILD]),
      0,
    );
    expect(result.outputs).toMatchObject({
      uploaded: String(PUBLISHED.length),
      skipped: '0',
      deleted: '0',
      bytes: String(bytes),
      changed: 'true',
    });
    expect(world.platform.requestLog.filter((r) => r.operation === 'finalizeCdnUpload')).toHaveLength(
      PUBLISHED.length,
    );
    // HTML goes last, once every asset it may reference is in place.
    const pages = assets.filter((a) => a.key.endsWith('.html'));
    const lastAsset = Math.max(
      ...assets.filter((a) => !a.key.endsWith('.html')).map((a) => Date.parse(a.createdAt)),
    );
    for (const page of pages) expect(Date.parse(page.createdAt)).toBeGreaterThanOrEqual(lastAsset);
    expect(world.platform.requestLog.filter((r) => r.status === 429)).toEqual([]);
    expect(result.summary).toContain(`${PUBLISHED.length} file(s)`);
    expect(result.summary).toMatch(/CDN usage after publishing \| .*10 assets/);
    expect(result.summary).toMatch(/Throughput/);
  });

  it('makes no PUT and no write when the same tree is published again, and uploads exactly one changed file', async () => {
    const bucketId = await createBucket(world.platform, 'again');
    const workspace = makeWorkspace(BUILD);
    const inputs = publishInputs(bucketId, { 'cache-control': CACHE_RULES });
    const first = await runAction({ action: 'cdn-publish', workspace, inputs });
    expect(first.exitCode, first.stdout).toBe(0);

    const putsBefore = puts(world.platform).length;
    const writesBefore = world.platform.writes().length;
    // A CI checkout resets modification times: only content may decide.
    const second = await runAction({ action: 'cdn-publish', workspace, inputs });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(puts(world.platform).length).toBe(putsBefore);
    expect(world.platform.writes().length).toBe(writesBefore);
    expect(second.outputs).toMatchObject({
      uploaded: '0',
      skipped: String(PUBLISHED.length),
      changed: 'false',
    });

    writeFileSync(join(workspace, 'dist/assets/style.css'), 'h1 { color: crimson; }');
    const third = await runAction({ action: 'cdn-publish', workspace, inputs });
    expect(third.exitCode, third.stdout).toBe(0);
    const newPuts = puts(world.platform).slice(putsBefore);
    expect(newPuts).toHaveLength(1);
    expect(third.outputs).toMatchObject({
      uploaded: '1',
      skipped: String(PUBLISHED.length - 1),
      changed: 'true',
    });
    const css = assetsOf(world.platform, bucketId).find((a) => a.key === 'assets/style.css')!;
    expect(css.sha256).toBe(sha256('h1 { color: crimson; }'));

    // A changed cache rule is a change too, though the bytes are the same.
    const fourth = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: {
        ...inputs,
        'cache-control':
          '*.html: no-cache\n*.css: public, max-age=60\nassets/**: public, max-age=31536000, immutable',
      },
    });
    expect(fourth.exitCode, fourth.stdout).toBe(0);
    expect(fourth.outputs.uploaded).toBe('1');
    expect(assetsOf(world.platform, bucketId).find((a) => a.key === 'assets/style.css')!.cacheControl).toBe(
      'public, max-age=60',
    );
  });

  it('deletes nothing and exits 1 when an upload fails, then prunes once a run succeeds', async () => {
    const bucketId = await createBucket(world.platform, 'prune-after');
    const workspace = makeWorkspace({ ...BUILD, 'dist/old/legacy.js': 'old();' });
    const inputs = publishInputs(bucketId, { prune: 'true' });
    expect((await runAction({ action: 'cdn-publish', workspace, inputs })).exitCode).toBe(0);

    rmSync(join(workspace, 'dist/old'), { recursive: true });
    writeFileSync(join(workspace, 'dist/assets/app.js'), 'console.log("v2");');
    const fault = world.platform.faults.add({ operation: 'storage', method: 'PUT', status: 500 });
    const failed = await runAction({ action: 'cdn-publish', workspace, inputs });
    fault.remove();
    expect(failed.exitCode).toBe(1);
    expect(failed.errors.join('\n')).toMatch(
      /1 of 1 upload\(s\) failed.*assets\/app\.js.*nothing was deleted/,
    );
    expect(assetsOf(world.platform, bucketId).some((a) => a.key === 'old/legacy.js')).toBe(true);
    expect(world.platform.requestLog.some((r) => r.operation === 'deleteCdnAsset')).toBe(false);
    expect(failed.outputs).toMatchObject({ uploaded: '0', deleted: '0' });
    expect(fault.hits).toBe(5);

    const retried = await runAction({ action: 'cdn-publish', workspace, inputs });
    expectSucceeded(retried, { uploaded: '1', deleted: '1' });
    expect(assetsOf(world.platform, bucketId).some((a) => a.key === 'old/legacy.js')).toBe(false);
  });

  it('refuses a prune that deletes over 30% of 10+ assets without force, before writing anything', async () => {
    const bucketId = await createBucket(world.platform, 'guarded');
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`dist/page-${i}.txt`, `page ${i}`]),
    );
    const workspace = makeWorkspace(many);
    const inputs = publishInputs(bucketId, { prune: 'true' });
    expect((await runAction({ action: 'cdn-publish', workspace, inputs })).exitCode).toBe(0);
    for (let i = 0; i < 5; i++) rmSync(join(workspace, `dist/page-${i}.txt`));
    writeFileSync(join(workspace, 'dist/new.txt'), 'new');

    const writesBefore = world.platform.writes().length;
    const refused = await runAction({ action: 'cdn-publish', workspace, inputs });
    expect(refused.exitCode).toBe(1);
    expect(refused.errors.join('\n')).toMatch(/delete 5 of 12 existing assets.*42%.*force: true/);
    expect(world.platform.writes().length).toBe(writesBefore);
    expect(refused.summary).toMatch(/Refused/);

    const forced = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: { ...inputs, force: 'true' },
    });
    expectSucceeded(forced, { uploaded: '1', deleted: '5' });
    expect(assetsOf(world.platform, bucketId)).toHaveLength(8);
  });

  it('plans with a read key on a dry run, and a read key that would write gets the 403 sentence', async () => {
    const bucketId = await createBucket(world.platform, 'read-only');
    const workspace = makeWorkspace(BUILD);
    const readInputs = publishInputs(bucketId, { 'api-key': world.platform.readKey, prune: 'true' });
    const writesBefore = world.platform.writes().length;
    const dry = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: { ...readInputs, 'dry-run': 'true' },
    });
    expectSucceeded(dry, { uploaded: String(PUBLISHED.length), changed: 'true' });
    expect(dry.summary).toMatch(/dry run/);
    expect(puts(world.platform)).toHaveLength(0);

    const refused = await runAction({ action: 'cdn-publish', workspace, inputs: readInputs });
    expect(refused.exitCode).toBe(1);
    expect(refused.errors.join('\n')).toMatch(/read key; presignCdnUpload needs a full key/);
    expect(world.platform.writes()).toHaveLength(writesBefore);
    expect(puts(world.platform)).toHaveLength(0);
    expect(assetsOf(world.platform, bucketId)).toHaveLength(0);
  });

  it('names the input for a bad cache-control rule, concurrency or missing bucket before any request', async () => {
    const workspace = makeWorkspace(BUILD);
    const bad = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: publishInputs('x', { 'cache-control': '*.html no-cache\nassets/**: max-age=60' }),
    });
    expect(bad.exitCode).toBe(1);
    expect(bad.errors.join('\n')).toMatch(/Input "cache-control": line 1/);
    const many = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: publishInputs('x', { concurrency: '65' }),
    });
    expect(many.errors.join('\n')).toMatch(/Input "concurrency" must be a whole number from 1 to 64/);
    expect(world.platform.requestLog).toHaveLength(0);
    const missing = await runAction({
      action: 'cdn-publish',
      workspace,
      inputs: publishInputs('nope'),
    });
    expect(missing.exitCode).toBe(1);
    expect(missing.errors.join('\n')).toMatch(/no CDN bucket has the id or name "nope".*create-bucket: true/);
  });
});

describe('cdn-publish multipart uploads (threshold lowered for the test)', () => {
  const MULTIPART_ENV = {
    PLATFORM_CDN_MULTIPART_THRESHOLD_BYTES: String(1024 * 1024),
    PLATFORM_CDN_MULTIPART_PART_BYTES: String(256 * 1024),
  };
  // 11 parts: ten of 256 KiB and a short last one.
  const big = Buffer.alloc(10 * 256 * 1024 + 1234);
  for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;

  function bigWorkspace(): string {
    const workspace = makeWorkspace({ 'dist/small.txt': 'small' });
    mkdirSync(join(workspace, 'dist/video'), { recursive: true });
    writeFileSync(join(workspace, 'dist/video/big.bin'), big);
    return workspace;
  }
  /** cdn-publish of the big workspace, over the multipart threshold. */
  const publishBig = (bucketId: string, extra: Record<string, string> = {}) =>
    runAction({
      action: 'cdn-publish',
      workspace: bigWorkspace(),
      inputs: publishInputs(bucketId, extra),
      env: MULTIPART_ENV,
    });
  const partPuts = (platform: Platform) => puts(platform).filter((entry) => entry.path.includes('/mp/'));

  it('uploads the parts in parallel and completes with exactly the file bytes', async () => {
    const bucketId = await createBucket(world.platform, 'videos');
    // Each part takes 300 ms at storage, so overlapping arrivals prove parallelism.
    world.platform.faults.add({ operation: 'storage', path: '/storage/cdn/mp/**', delayMs: 300 });
    const result = await publishBig(bucketId, { concurrency: '4' });
    expect(result.exitCode, result.stdout).toBe(0);
    const parts = partPuts(world.platform);
    expect(parts).toHaveLength(11);
    const arrivals = parts.map((p) => p.at).sort((a, b) => a - b);
    // One after another, each part could leave only after the one before had been held its 300 ms, so
    // every gap between arrivals would be 300 ms or more, however slow the machine; a shorter gap
    // proves two parts were in flight at once. (A bound on the first four's spread failed beside busy
    // loops: load makes gaps longer, never shorter.)
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    expect(Math.min(...gaps), `gaps between part arrivals: ${gaps.join(', ')} ms`).toBeLessThan(290);
    const asset = assetsOf(world.platform, bucketId).find((a) => a.key === 'video/big.bin')!;
    expect(asset.size).toBe(big.length);
    expect(asset.sha256).toBe(sha256(big));
    expect(asset.etag).toMatch(/-11"$/);
    expect(readFileSync(world.platform.state.cdnObjects.get(asset.id)!)).toEqual(big);
    const ops = world.platform.requestLog.map((r) => r.operation);
    expect(ops.filter((op) => op === 'startCdnMultipartUpload')).toHaveLength(1);
    expect(ops.filter((op) => op === 'completeCdnMultipartUpload')).toHaveLength(1);
    expect(ops).not.toContain('abortCdnMultipartUpload');
    expect(result.stdout).toMatch(/11 parts/);
  });

  it('retries a failed part and still completes', async () => {
    const bucketId = await createBucket(world.platform, 'retry-parts');
    const fault = world.platform.faults.add({
      operation: 'storage',
      path: '/storage/cdn/mp/*/3',
      status: 503,
      times: 1,
    });
    const dropped = world.platform.faults.add({
      operation: 'storage',
      path: '/storage/cdn/mp/*/7',
      drop: 'before-body',
      times: 1,
    });
    const result = await publishBig(bucketId);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(fault.hits).toBe(1);
    expect(dropped.hits).toBe(1);
    const part3 = partPuts(world.platform).filter((p) => p.path.endsWith('/3'));
    expect(part3.map((p) => p.status)).toEqual([503, 200]);
    const asset = assetsOf(world.platform, bucketId).find((a) => a.key === 'video/big.bin')!;
    expect(asset.sha256).toBe(sha256(big));
    expect(world.platform.requestLog.map((r) => r.operation)).not.toContain('abortCdnMultipartUpload');
  });

  it('aborts the multipart upload when a part fails for good, and exits 1', async () => {
    const bucketId = await createBucket(world.platform, 'abort-parts');
    world.platform.faults.add({ operation: 'storage', path: '/storage/cdn/mp/*/5', status: 403 });
    const result = await publishBig(bucketId);
    expect(result.exitCode).toBe(1);
    const aborts = world.platform.requestLog.filter((r) => r.operation === 'abortCdnMultipartUpload');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]!.status).toBe(204);
    const uploads = [...world.platform.state.cdnMultipart.values()];
    expect(uploads.map((u) => u.state)).toEqual(['aborted']);
    expect(assetsOf(world.platform, bucketId).some((a) => a.key === 'video/big.bin')).toBe(false);
    expect(result.errors.join('\n')).toMatch(/video\/big\.bin.*HTTP 403/);
  });
});
