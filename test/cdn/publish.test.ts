import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { type CdnAsset, toCdnAsset } from '../../src/api/resources/cdn.ts';
import { CdnApi, type ObjectMetadata } from '../../src/cdn/cdn-api.ts';
import { MANIFEST_NAME } from '../../src/cdn/keys.ts';
import { DEFAULT_TUNING, type MultipartTuning } from '../../src/cdn/multipart-sizing.ts';
import { publishDirectory } from '../../src/cdn/publish.ts';
import type { PublishOptions } from '../../src/cdn/publish-options.ts';
import { silentLogger } from '../../src/log.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type Platform, type PlatformOptions, startPlatform } from '../fakes/platform/index.ts';

/**
 * The publishing core against the local platform. Pacing is proven end to end in
 * test/e2e/cdn-publish.test.ts; here the platform allows 1000 requests/s so the runs are quick.
 */
let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function start(options: PlatformOptions = {}): Promise<{ platform: Platform; client: PlatformClient }> {
  platform = await startPlatform({ rateLimit: 1000, ...options });
  const client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey, ratePerSecond: 300 });
  return { platform, client };
}

function publish(api: CdnApi, root: string, extra: Partial<PublishOptions> = {}) {
  return publishDirectory({
    api,
    bucket: 'assets',
    createBucket: true,
    root,
    prefix: '',
    prune: false,
    force: false,
    dryRun: false,
    cacheControl: { kind: 'default' },
    concurrency: 8,
    tuning: DEFAULT_TUNING,
    logger: silentLogger,
    storageBackoffMs: { base: 20, max: 100 },
    ...extra,
  });
}

/** A platform whose asset records carry no hash at all: only the manifest can tell what is stored. */
class HashlessCdnApi extends CdnApi {
  override async listAssets(bucketId: string, prefix: string): Promise<CdnAsset[]> {
    return (await super.listAssets(bucketId, prefix)).map(hashless);
  }
  override async finalize(bucketId: string, object: ObjectMetadata, uploadId: string | undefined) {
    return hashless(await super.finalize(bucketId, object, uploadId));
  }
}

function hashless(asset: CdnAsset): CdnAsset {
  const { sha256: _sha, etag: _etag, ...raw } = asset.raw;
  return toCdnAsset(raw);
}

const puts = (p: Platform) => p.storageLog.filter((entry) => entry.method === 'PUT').length;
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

describe('publishing without content hashes from the platform (the manifest fallback)', () => {
  it.each(['public', 'private'] as const)(
    'keeps a manifest in a %s bucket and skips what it vouches for',
    async (visibility) => {
      const { platform, client } = await start();
      const api = new HashlessCdnApi(client);
      await api.client.call('createCdnBucket', { body: { name: 'assets', visibility } });
      const root = makeWorkspace({ 'a.txt': 'alpha', 'b/c.css': 'b{}', 'd.html': '<p>d</p>' });
      const first = await publish(api, root, { prefix: 'v1' });
      expect(first.ok).toBe(true);
      expect(first.uploaded).toHaveLength(3);
      expect(first.manifest).toBe('written');
      const manifest = [...platform.state.cdnAssets.values()].find((a) => a.key === `v1/${MANIFEST_NAME}`)!;
      expect(manifest.cacheControl).toBe('no-cache, no-store, max-age=0');
      const stored = JSON.parse(readFileSync(platform.state.cdnObjects.get(manifest.id)!, 'utf8'));
      expect(stored.files['v1/a.txt']).toMatchObject({ sha256: sha256('alpha'), size: 5 });
      expect(puts(platform)).toBe(4);

      const second = await publish(api, root, { prefix: 'v1' });
      expect(second.ok).toBe(true);
      expect(second.uploaded).toHaveLength(0);
      expect(second.plan.skips.map((s) => s.via)).toEqual(['manifest', 'manifest', 'manifest']);
      expect(second.manifest).toBe('unchanged');
      expect(puts(platform)).toBe(4);

      writeFileSync(join(root, 'a.txt'), 'ALPHA!');
      const third = await publish(api, root, { prefix: 'v1', prune: true });
      expect(third.uploaded.map((u) => u.upload.key)).toEqual(['v1/a.txt']);
      expect(third.manifest).toBe('written');
      // The manifest is neither pruned nor counted as an asset of the site.
      expect(third.prune).toBeUndefined();
      expect(third.plan.managedCount).toBe(3);
      expect(puts(platform)).toBe(6);
    },
  );

  it('uploads everything again when the manifest cannot be read, and then repairs it', async () => {
    const { platform, client } = await start();
    const api = new HashlessCdnApi(client);
    const root = makeWorkspace({ 'a.txt': 'alpha' });
    await publish(api, root);
    const manifest = [...platform.state.cdnAssets.values()].find((a) => a.key === MANIFEST_NAME)!;
    writeFileSync(platform.state.cdnObjects.get(manifest.id)!, '#'.repeat(manifest.size));
    const warnings: string[] = [];
    const again = await publish(api, root, { logger: { ...silentLogger, warning: (m) => warnings.push(m) } });
    expect(again.uploaded.map((u) => u.upload.reason)).toEqual(['unverifiable']);
    expect(again.manifest).toBe('written');
    expect(warnings.join('\n')).toMatch(/Could not read the publish manifest/);
    expect((await publish(api, root)).uploaded).toHaveLength(0);
  });
});

describe.each(['snake', 'wrapped'] as const)('the %s response shapes', (shapes) => {
  it('lists every page of assets and so re-publishes 105 files with no upload', async () => {
    const { platform, client } = await start({ shapes });
    const files = Object.fromEntries(Array.from({ length: 105 }, (_, i) => [`f/${i}.txt`, `file ${i}`]));
    const root = makeWorkspace(files);
    const api = new CdnApi(client);
    const first = await publish(api, root, { prefix: 'site' });
    expect(first.ok).toBe(true);
    expect(first.uploaded).toHaveLength(105);
    const second = await publish(api, root, { prefix: 'site', prune: true });
    expect(second.uploaded).toHaveLength(0);
    expect(second.plan.skips).toHaveLength(105);
    expect(second.toDelete).toHaveLength(0);
    const lists = platform.requestLog.filter((r) => r.operation === 'listCdnBucketAssets');
    // One empty page after creating the bucket, then two pages of up to 100.
    expect(lists.length).toBe(3);
    expect(puts(platform)).toBe(105);
  });
});

describe('what is published and how', () => {
  it('does not apply .gitignore, skips .git/ and symlinks leading out of the directory', async () => {
    const { platform, client } = await start();
    const root = makeWorkspace({
      'dist/.gitignore': '*\n',
      'dist/app.js': 'x',
      'dist/.git/config': '',
      'secret.txt': 's',
    });
    symlinkSync(join(root, 'secret.txt'), join(root, 'dist/leak.txt'));
    mkdirSync(join(root, 'dist/sub'));
    symlinkSync(join(root, 'dist/app.js'), join(root, 'dist/sub/app-link.js'));
    const warnings: string[] = [];
    const result = await publish(new CdnApi(client), join(root, 'dist'), {
      logger: { ...silentLogger, warning: (m) => warnings.push(m) },
    });
    expect([...platform.state.cdnAssets.values()].map((a) => a.key).sort()).toEqual([
      '.gitignore',
      'app.js',
      'sub/app-link.js',
    ]);
    expect(result.ok).toBe(true);
    expect(warnings.join('\n')).toMatch(/Skipped leak\.txt: a symlink that leads outside/);
  });

  it('switches to multipart when the platform refuses a direct upload as too big', async () => {
    const { platform, client } = await start({ multipartThresholdBytes: 1024 });
    const big = Buffer.alloc(3000, 7);
    const root = makeWorkspace({});
    writeFileSync(join(root, 'big.bin'), big);
    const tuning: MultipartTuning = { thresholdBytes: DEFAULT_TUNING.thresholdBytes, minPartBytes: 1000 };
    const result = await publish(new CdnApi(client), root, { tuning });
    expect(result.ok).toBe(true);
    expect(result.uploaded[0]?.parts).toBe(3);
    const asset = [...platform.state.cdnAssets.values()][0]!;
    expect(asset.sha256).toBe(sha256(big));
    expect(
      platform.requestLog.filter((r) => r.operation === 'presignCdnUpload').map((r) => r.status),
    ).toEqual([400]);
  });

  it('plans a bucket it would create on a dry run without creating it', async () => {
    const { platform, client } = await start();
    const result = await publish(new CdnApi(client), makeWorkspace({ 'a.txt': 'a' }), { dryRun: true });
    expect(result.ok).toBe(true);
    expect(result.plan.uploads).toHaveLength(1);
    expect(platform.state.cdnBuckets.size).toBe(0);
    expect(platform.writes()).toHaveLength(0);
  });
});
