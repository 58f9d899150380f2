import { createHmac, timingSafeEqual } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { platformNow } from './clock.ts';
import { newId, nowIso } from './ids.ts';
import type { CdnAssetRecord, CdnBucketRecord } from './records-infra.ts';
import type { Runtime } from './runtime.ts';
import type { UsageDay } from './state.ts';
import { found, invalid } from './validate.ts';

export const DEFAULT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function getBucket(runtime: Runtime, id: string): CdnBucketRecord {
  return found(runtime.state.cdnBuckets, 'CDN bucket', id);
}

/** Object keys as S3 takes them, minus what would make a broken URL: no leading /, no . or .. segments. */
export function checkAssetKey(field: string, value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw invalid(field, `"${field}" is required: the object key`);
  if (Buffer.byteLength(value) > 1024) throw invalid(field, 'keys are limited to 1024 bytes');
  if (
    value.startsWith('/') ||
    value.includes('\\') ||
    value.split('/').some((part) => part === '.' || part === '..' || part === '')
  ) {
    throw invalid(field, `"${value}" is not a valid key: no leading slash, empty, . or .. segments`);
  }
  return value;
}

export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function assetUrl(runtime: Runtime, bucket: CdnBucketRecord, key: string): string {
  return `${runtime.origin}/cdn/${bucket.name}/${encodeKey(key)}`;
}

export function sign(runtime: Runtime, subject: string): string {
  return createHmac('sha256', runtime.secret).update(subject).digest('base64url');
}

export function verify(runtime: Runtime, subject: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(runtime, subject));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function refreshBucket(runtime: Runtime, bucket: CdnBucketRecord): void {
  const assets = [...runtime.state.cdnAssets.values()].filter((asset) => asset.bucketId === bucket.id);
  bucket.assetCount = assets.length;
  bucket.storageBytes = assets.reduce((sum, asset) => sum + asset.size, 0);
}

export function usageDay(runtime: Runtime, date = new Date(platformNow())): UsageDay {
  const day = date.toISOString().slice(0, 10);
  let usage = runtime.state.cdnUsage.get(day);
  if (!usage) {
    usage = { bandwidthBytes: 0, requests: 0, uploadedBytes: 0 };
    runtime.state.cdnUsage.set(day, usage);
  }
  return usage;
}

export interface StoredObject {
  filePath: string;
  size: number;
  sha256: string;
  etag: string;
}

/** Records an object as the asset at `key`; a key already in the bucket is replaced, keeping its id. */
export async function putAsset(
  runtime: Runtime,
  bucket: CdnBucketRecord,
  key: string,
  object: StoredObject,
  contentType: string,
  cacheControl: string | null,
): Promise<CdnAssetRecord> {
  const { state } = runtime;
  const existing = [...state.cdnAssets.values()].find(
    (asset) => asset.bucketId === bucket.id && asset.key === key,
  );
  const previousFile = existing ? state.cdnObjects.get(existing.id) : undefined;
  if (previousFile && previousFile !== object.filePath) await rm(previousFile, { force: true });
  const now = nowIso();
  const asset: CdnAssetRecord = {
    id: existing?.id ?? newId('ast'),
    bucketId: bucket.id,
    key,
    size: object.size,
    contentType,
    sha256: object.sha256,
    etag: object.etag,
    cacheControl: cacheControl ?? bucket.defaultCacheControl,
    url: assetUrl(runtime, bucket, key),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  state.cdnAssets.set(asset.id, asset);
  state.cdnObjects.set(asset.id, object.filePath);
  refreshBucket(runtime, bucket);
  bucket.updatedAt = now;
  return asset;
}
