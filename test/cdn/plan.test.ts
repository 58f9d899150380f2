import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CdnAsset, toCdnAsset } from '../../src/api/resources/cdn.ts';
import { normaliseMd5, normaliseSha256, remoteDigest } from '../../src/cdn/asset-hash.ts';
import type { HashedFile } from '../../src/cdn/hash-files.ts';
import { MANIFEST_NAME } from '../../src/cdn/keys.ts';
import { type Manifest, parseManifest, serialiseManifest } from '../../src/cdn/manifest.ts';
import { updatedManifest } from '../../src/cdn/manifest-plan.ts';
import { type DesiredObject, planPublish } from '../../src/cdn/plan.ts';
import { checkPruneSafety } from '../../src/cdn/safety.ts';

const digest = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

function object(path: string, content: string, extra: Partial<DesiredObject> = {}): DesiredObject {
  const file: HashedFile = {
    relativePath: path,
    sourcePath: `/tmp/${path}`,
    size: Buffer.byteLength(content),
    sha256: digest('sha256', content),
    md5: digest('md5', content),
  };
  return {
    file,
    key: `site/${path}`,
    contentType: 'text/plain; charset=utf-8',
    cacheControl: undefined,
    ...extra,
  };
}

/** A manifest recording, per key, the sha256 of `content` and a size (given apart, to make one wrong). */
function manifestOf(entries: readonly [key: string, content: string, size: number][]): Manifest {
  return {
    version: 1,
    entries: new Map(
      entries.map(([key, content, size]) => [key, { sha256: digest('sha256', content), size }]),
    ),
  };
}

const asset = (key: string, content: string, fields: Record<string, unknown> = {}): CdnAsset =>
  toCdnAsset({ id: `a-${key}`, key, size: Buffer.byteLength(content), contentType: 'text/plain', ...fields });

describe('change detection', () => {
  it('compares content hashes: sha256 first, then a plain-MD5 ETag', () => {
    const plan = planPublish({
      prefix: 'site/',
      manifest: undefined,
      desired: [
        object('same.txt', 'a'),
        object('etag.txt', 'b'),
        object('edited.txt', 'new'),
        object('new.txt', 'n'),
      ],
      assets: [
        asset('site/same.txt', 'a', { sha256: digest('sha256', 'a') }),
        asset('site/etag.txt', 'b', { etag: `"${digest('md5', 'b')}"` }),
        asset('site/edited.txt', 'old', { sha256: digest('sha256', 'old') }),
        asset('site/gone.txt', 'x', { sha256: digest('sha256', 'x') }),
        asset('elsewhere/file.txt', 'x', { sha256: digest('sha256', 'x') }),
      ],
    });
    expect(plan.skips.map((s) => [s.key, s.via])).toEqual([
      ['site/same.txt', 'sha256'],
      ['site/etag.txt', 'etag'],
    ]);
    expect(plan.uploads.map((u) => [u.key, u.reason])).toEqual([
      ['site/edited.txt', 'changed'],
      ['site/new.txt', 'new'],
    ]);
    expect(plan.extra.map((a) => a.key)).toEqual(['site/gone.txt']);
    expect(plan.managedCount).toBe(4);
    expect(plan.withoutDigest).toBe(0);
  });

  it('uploads again what it cannot verify, unless the manifest vouches for it at the same size', () => {
    const desired = [object('a.txt', 'a'), object('b.txt', 'b'), object('c.txt', 'c')];
    const assets = [
      asset('site/a.txt', 'a'),
      asset('site/b.txt', 'b'),
      asset('site/c.txt', 'c'),
      asset(`site/${MANIFEST_NAME}`, '{}'),
      // A multipart ETag says nothing about the whole content.
      asset('site/d.bin', 'd', { etag: `"${digest('md5', 'x')}-3"` }),
    ];
    const without = planPublish({ prefix: 'site/', manifest: undefined, desired, assets });
    expect(without.uploads.map((u) => u.reason)).toEqual(['unverifiable', 'unverifiable', 'unverifiable']);
    expect(without.withoutDigest).toBe(4);
    expect(without.manifestAsset?.key).toBe(`site/${MANIFEST_NAME}`);
    expect(without.managedCount).toBe(4);

    const manifest = manifestOf([
      ['site/a.txt', 'a', 1],
      ['site/b.txt', 'B', 1],
      ['site/c.txt', 'c', 2],
    ]);
    const plan = planPublish({ prefix: 'site/', manifest, desired, assets });
    expect(plan.skips.map((s) => [s.key, s.via])).toEqual([['site/a.txt', 'manifest']]);
    expect(plan.uploads.map((u) => [u.key, u.reason])).toEqual([
      ['site/b.txt', 'changed'],
      ['site/c.txt', 'unverifiable'],
    ]);
  });

  it('re-uploads same bytes whose content type or cache-control changed', () => {
    const sha = digest('sha256', 'x');
    const plan = planPublish({
      prefix: 'site/',
      manifest: undefined,
      desired: [
        object('type.txt', 'x', { contentType: 'text/css' }),
        object('cache.txt', 'x', { cacheControl: 'no-cache' }),
        object('charset.txt', 'x', { contentType: 'text/plain; charset=utf-8' }),
        object('default.txt', 'x', { cacheControl: undefined }),
      ],
      assets: [
        asset('site/type.txt', 'x', { sha256: sha }),
        asset('site/cache.txt', 'x', { sha256: sha, cacheControl: 'public, max-age=60' }),
        asset('site/charset.txt', 'x', { sha256: sha, contentType: 'TEXT/PLAIN' }),
        asset('site/default.txt', 'x', { sha256: sha, cacheControl: 'public, max-age=60' }),
      ],
    });
    expect(plan.uploads.map((u) => [u.key, u.reason])).toEqual([
      ['site/type.txt', 'content-type'],
      ['site/cache.txt', 'cache-control'],
    ]);
    expect(plan.skips.map((s) => s.key)).toEqual(['site/charset.txt', 'site/default.txt']);
  });

  it('refuses to plan a file named like the manifest or with an overlong key', () => {
    const plan = planPublish({
      prefix: 'site/',
      manifest: undefined,
      desired: [object(MANIFEST_NAME, '{}'), object(`${'x'.repeat(1100)}.txt`, 'x')],
      assets: [],
    });
    expect(plan.invalid.map((i) => i.reason)).toEqual([
      'its key is the manifest this action keeps',
      'its key is longer than 1024 bytes',
    ]);
  });
});

describe('asset digests and the manifest', () => {
  it('reads sha256 in hex, base64 or with an algorithm prefix, and ignores what is not one', () => {
    const hex = digest('sha256', 'a');
    expect(normaliseSha256(Buffer.from(hex, 'hex').toString('base64'))).toBe(hex);
    expect(normaliseSha256(`sha256:${hex.toUpperCase()}`)).toBe(hex);
    expect(normaliseSha256('abc')).toBeUndefined();
    expect(normaliseMd5(`W/"${digest('md5', 'a')}"`)).toBe(digest('md5', 'a'));
    expect(normaliseMd5(`"${digest('md5', 'a')}-2"`)).toBeUndefined();
    expect(remoteDigest(toCdnAsset({ key: 'k', checksum: hex, content_md5: digest('md5', 'a') }))).toEqual({
      sha256: hex,
      md5: digest('md5', 'a'),
    });
  });

  it('round-trips the manifest and keeps entries of untouched assets, dropping deleted ones', () => {
    const plan = planPublish({
      prefix: '',
      manifest: undefined,
      desired: [object('a.txt', 'a', { key: 'a.txt' }), object('b.txt', 'b2', { key: 'b.txt' })],
      assets: [asset('a.txt', 'a'), asset('b.txt', 'b1'), asset('old.txt', 'o'), asset('kept.txt', 'k')],
    });
    const previous = manifestOf([
      ['old.txt', 'o', 1],
      ['kept.txt', 'k', 1],
      ['vanished.txt', 'v', 1],
    ]);
    // b.txt failed to upload: its entry stays absent, so the next run tries it again.
    const next = updatedManifest({ previous, plan, uploaded: [], deleted: ['old.txt'] });
    expect([...next.entries.keys()].sort()).toEqual(['kept.txt']);
    const withUpload = updatedManifest({
      previous,
      plan,
      uploaded: [{ upload: plan.uploads[0]!, asset: asset('a.txt', 'a') }],
      deleted: [],
    });
    expect(withUpload.entries.get('a.txt')?.sha256).toBe(digest('sha256', 'a'));
    const text = serialiseManifest(withUpload);
    expect(serialiseManifest(parseManifest(text)!)).toBe(text);
    expect(parseManifest('{"version":2,"files":{}}')).toBeUndefined();
    expect(parseManifest('not json')).toBeUndefined();
  });
});

describe('the prune safety check (the sync engine thresholds)', () => {
  it.each([
    [3, 10, 5, false, false],
    [4, 10, 5, false, true],
    [5, 9, 5, false, false],
    [4, 10, 5, true, false],
    [2, 2, 0, false, true],
    [0, 50, 0, false, false],
  ])(
    '%i deletes of %i with %i files, force %s: refused %s',
    (deletes, managedCount, localFiles, force, refused) => {
      const refusal = checkPruneSafety({ deletes, managedCount, localFiles, force });
      expect(refusal !== undefined).toBe(refused);
      if (refusal) expect(refusal.message).toMatch(/force: true/);
    },
  );
});
