import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import * as api from '../../src/api/index.ts';
import { type ContractWorld, expectApiError, getBytes, idOf, putBytes } from './helpers.ts';

/** The scenario's platform answers `use_multipart` above this many bytes, so multipart is cheap to test. */
export const MULTIPART_THRESHOLD = 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
// A raw field as the client would use it: ids may be integers on the wire, so read them as text.
const text = (value: unknown) => String(value);

/** presign → PUT the bytes with undici → finalize; answers the asset. */
async function directUpload(
  world: ContractWorld,
  bucketId: string,
  key: string,
  bytes: Buffer,
  type: string,
) {
  const presigned = await api.presignCdnUpload(world.full, bucketId, {
    key,
    size: bytes.length,
    contentType: type,
  });
  const uploadUrl = text(api.field(presigned, 'uploadUrl'));
  expect(uploadUrl).toMatch(new RegExp(`^${world.platform.origin}/storage/cdn/`));
  expect(api.field(presigned, 'method')).toBe('PUT');
  const headers = api.field(presigned, 'headers') as Record<string, string>;
  expect(headers).toEqual({ 'content-type': type });
  const put = await putBytes(uploadUrl, bytes, headers);
  expect(put).toEqual({ status: 200, etag: `"${md5(bytes)}"` });
  const uploadId = text(api.field(presigned, 'uploadId'));
  const asset = await api.finalizeCdnUpload(world.full, bucketId, { key, uploadId });
  // Finalize again (a retry after a lost answer) gives the same asset.
  expect((await api.finalizeCdnUpload(world.full, bucketId, { key, uploadId })).id).toBe(asset.id);
  return asset;
}

/** Buckets, direct and multipart uploads, assets, private signed URLs, usage and upload keys. */
export async function cdnSteps(world: ContractWorld): Promise<void> {
  const { full, read } = world;
  const name = `assets-${world.shapes}`;
  const bucket = await api.createCdnBucket(full, { name, visibility: 'public' });
  expect(bucket.id).toMatch(idOf(world, 'bkt'));
  expect(bucket).toMatchObject({ name, visibility: 'public' });
  expect(await api.getCdnBucket(read, bucket.id)).toMatchObject({ id: bucket.id, name });
  expect((await api.listCdnBuckets(read)).map((b) => b.id)).toEqual([bucket.id]);

  const css = Buffer.from('body { color: rebeccapurple }\n');
  const style = await directUpload(world, bucket.id, 'css/site.css', css, 'text/css');
  expect(style.id).toMatch(idOf(world, 'ast'));
  expect(style).toMatchObject({
    key: 'css/site.css',
    size: css.length,
    contentType: 'text/css',
    sha256: sha256(css),
    etag: md5(css),
    url: `${world.platform.origin}/cdn/${name}/css/site.css`,
  });
  expect((await getBytes(style.url!)).body).toEqual(css);

  // Above the threshold a direct presign is refused, and the multipart endpoints take the file.
  const video = Buffer.alloc(3 * MULTIPART_THRESHOLD, 7);
  video.write('clip', 0);
  await expectApiError(
    api.presignCdnUpload(full, bucket.id, { key: 'video/clip.bin', size: video.length }),
    400,
    'use_multipart',
  );
  const started = await api.startCdnMultipartUpload(full, bucket.id, {
    key: 'video/clip.bin',
    size: video.length,
    contentType: 'video/mp4',
  });
  const uploadId = text(api.field(started, 'uploadId'));
  expect(uploadId).toMatch(idOf(world, 'mpu'));
  const signed = await api.presignCdnMultipartParts(full, bucket.id, { uploadId, partNumbers: [1, 2] });
  const partUrls = api.field(signed, 'parts') as Record<string, unknown>[];
  expect(partUrls.map((part) => api.field(part, 'partNumber'))).toEqual([1, 2]);
  const halves = [video.subarray(0, 1536), video.subarray(1536)];
  const parts = [];
  for (const [index, half] of halves.entries()) {
    const put = await putBytes(text(api.field(partUrls[index], 'url')), half);
    expect(put.status).toBe(200);
    parts.push({ partNumber: index + 1, etag: put.etag });
  }
  const clip = await api.completeCdnMultipartUpload(full, bucket.id, { uploadId, parts });
  expect(clip).toMatchObject({ key: 'video/clip.bin', size: video.length, sha256: sha256(video) });
  expect(clip.contentType).toBe('video/mp4');
  expect(clip.etag).toMatch(/^[0-9a-f]{32}-2$/);
  expect((await getBytes(clip.url!)).body).toEqual(video);

  const abandoned = await api.startCdnMultipartUpload(full, bucket.id, { key: 'tmp/abandoned.bin' });
  const abandonedId = text(api.field(abandoned, 'uploadId'));
  const one = await api.presignCdnMultipartParts(full, bucket.id, {
    uploadId: abandonedId,
    partNumbers: [1],
  });
  const [onlyPart] = api.field(one, 'parts') as Record<string, unknown>[];
  expect((await putBytes(text(api.field(onlyPart, 'url')), Buffer.from('partial'))).status).toBe(200);
  await api.abortCdnMultipartUpload(full, bucket.id, { uploadId: abandonedId });
  await expectApiError(
    api.presignCdnMultipartParts(full, bucket.id, { uploadId: abandonedId, partNumbers: [2] }),
    409,
    'upload_closed',
  );

  const all = await api.listCdnBucketAssets(read, bucket.id);
  expect(all.map((asset) => asset.key)).toEqual(['css/site.css', 'video/clip.bin']);
  const cssOnly = await api.listCdnBucketAssets(read, bucket.id, { query: { prefix: 'css/' } });
  expect(cssOnly.map((asset) => asset.id)).toEqual([style.id]);
  expect(await api.getCdnAsset(read, clip.id)).toMatchObject({ id: clip.id, key: 'video/clip.bin' });

  // A private bucket serves only through signed URLs.
  const locked = await api.updateCdnBucket(full, bucket.id, { visibility: 'private' });
  expect(locked.visibility).toBe('private');
  expect((await getBytes(style.url!)).status).toBe(403);
  const link = await api.getCdnAssetSignedUrl(read, style.id, { expiresInSeconds: 60 });
  expect(link.url).toMatch(/\?expires=\d+&signature=/);
  expect(Date.parse(link.expiresAt ?? '') - Date.now()).toBeGreaterThan(50_000);
  expect(await getBytes(link.url)).toEqual({ status: 200, body: css });

  const usage = await api.getCdnUsage(read, { days: 7 });
  expect(api.field(usage, 'storageBytes')).toBe(css.length + video.length);
  expect(api.field(usage, 'assetCount')).toBe(2);
  expect(api.field(usage, 'bucketCount')).toBe(1);
  const daily = api.field(usage, 'daily') as Record<string, unknown>[];
  expect(daily).toHaveLength(7);
  expect(api.field(daily.at(-1), 'uploadedBytes')).toBe(css.length + video.length + 'partial'.length);

  const key = await api.createCdnKey(full, { name: 'ci-uploads', bucketIds: [bucket.id] });
  expect(key.id).toMatch(idOf(world, 'cdnk'));
  expect(key.secret).toMatch(/^plat_cdn_/);
  const keys = await api.listCdnKeys(read);
  expect(keys.map((k) => [k.id, k.name, k.secret])).toEqual([[key.id, 'ci-uploads', undefined]]);
  await api.revokeCdnKey(full, key.id);
  expect(await api.listCdnKeys(read)).toEqual([]);

  await api.deleteCdnAsset(full, style.id);
  await expectApiError(api.getCdnAsset(read, style.id), 404, 'not_found');
  await expectApiError(api.deleteCdnBucket(full, bucket.id), 409, 'bucket_not_empty');
  await api.deleteCdnBucket(full, bucket.id, { force: true });
  expect(await api.listCdnBuckets(read)).toEqual([]);
}
