import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField, timestampField } from '../decode.ts';
import {
  asRecord,
  callOptions,
  defined,
  getRecord,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
  requireValue,
} from './records.ts';

export interface CdnBucket {
  readonly id: string;
  readonly name?: string;
  readonly visibility?: string;
  readonly raw: JsonRecord;
}

export interface CdnAsset {
  readonly id: string;
  /** The object's path in its bucket. */
  readonly key: string;
  readonly size?: number;
  readonly contentType?: string;
  readonly sha256?: string;
  readonly etag?: string;
  readonly cacheControl?: string;
  readonly url?: string;
  readonly raw: JsonRecord;
}

export function toCdnBucket(value: unknown, fallbackId?: string): CdnBucket {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'bucketId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      visibility: stringField(raw, 'visibility', 'access', 'acl'),
    }),
  };
}

export function toCdnAsset(value: unknown, fallbackId?: string): CdnAsset {
  const raw = asRecord(value);
  const key = stringField(raw, 'key', 'path', 'name', 'filename') ?? '';
  return {
    id: idOf(raw, 'assetId') ?? fallbackId ?? key,
    key,
    raw,
    ...defined({
      size: numberField(raw, 'size', 'sizeBytes', 'bytes', 'contentLength'),
      contentType: stringField(raw, 'contentType', 'mimeType', 'type'),
      sha256: stringField(raw, 'sha256', 'checksumSha256', 'hash'),
      etag: stringField(raw, 'etag', 'eTag')?.replace(/^(W\/)?"|"$/g, ''),
      cacheControl: stringField(raw, 'cacheControl'),
      url: stringField(raw, 'url', 'publicUrl', 'cdnUrl'),
    }),
  };
}

// Buckets

export async function listCdnBuckets(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<CdnBucket[]> {
  return (await listRecords(client, 'listCdnBuckets', {}, options)).map((r) => toCdnBucket(r));
}

/** `bucket` is e.g. `{ name, visibility: 'public' | 'private' }`. */
export async function createCdnBucket(
  client: PlatformClient,
  bucket: JsonRecord,
  options?: RequestOptions,
): Promise<CdnBucket> {
  const created = toCdnBucket(
    await client.call('createCdnBucket', callOptions(options, {}, { body: bucket })),
  );
  requireId('createCdnBucket', created.id, 'CDN bucket');
  return created;
}

export async function getCdnBucket(
  client: PlatformClient,
  bucketId: string,
  options?: RequestOptions,
): Promise<CdnBucket> {
  return toCdnBucket(await client.call('getCdnBucket', callOptions(options, { id: bucketId })), bucketId);
}

export async function updateCdnBucket(
  client: PlatformClient,
  bucketId: string,
  changes: JsonRecord,
  options?: RequestOptions,
): Promise<CdnBucket> {
  const body = await client.call(
    'updateCdnBucket',
    callOptions(options, { id: bucketId }, { body: changes }),
  );
  return toCdnBucket(body, bucketId);
}

/** `force` asks the platform to delete a bucket that still holds assets. */
export async function deleteCdnBucket(
  client: PlatformClient,
  bucketId: string,
  options?: RequestOptions & { readonly force?: boolean },
): Promise<void> {
  const query = options?.force ? { force: true } : {};
  await client.call('deleteCdnBucket', callOptions(options, { id: bucketId }, { query }));
}

/** All assets of a bucket; `query` may narrow it (e.g. `{ prefix: 'img/' }`). */
export async function listCdnBucketAssets(
  client: PlatformClient,
  bucketId: string,
  options?: ListRequestOptions,
): Promise<CdnAsset[]> {
  return (await listRecords(client, 'listCdnBucketAssets', { id: bucketId }, options)).map((r) =>
    toCdnAsset(r),
  );
}

// Direct and multipart uploads. Their bodies are not in the document; the caller passes them.
// None is repeated after an ambiguous failure, except that the presign steps only sign and are idempotent.

export async function presignCdnUpload(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'presignCdnUpload', { id: bucketId }, options, {
    body: request,
    idempotent: true,
  });
}

export async function finalizeCdnUpload(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<CdnAsset> {
  return toCdnAsset(
    await client.call('finalizeCdnUpload', callOptions(options, { id: bucketId }, { body: request })),
  );
}

export async function startCdnMultipartUpload(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'startCdnMultipartUpload', { id: bucketId }, options, { body: request });
}

export async function presignCdnMultipartParts(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'presignCdnMultipartParts', { id: bucketId }, options, {
    body: request,
    idempotent: true,
  });
}

export async function completeCdnMultipartUpload(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<CdnAsset> {
  const body = await client.call(
    'completeCdnMultipartUpload',
    callOptions(options, { id: bucketId }, { body: request }),
  );
  return toCdnAsset(body);
}

export async function abortCdnMultipartUpload(
  client: PlatformClient,
  bucketId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<void> {
  await client.call(
    'abortCdnMultipartUpload',
    callOptions(options, { id: bucketId }, { body: request, idempotent: true }),
  );
}

// Assets

export async function getCdnAsset(
  client: PlatformClient,
  assetId: string,
  options?: RequestOptions,
): Promise<CdnAsset> {
  return toCdnAsset(await client.call('getCdnAsset', callOptions(options, { id: assetId })), assetId);
}

export async function deleteCdnAsset(
  client: PlatformClient,
  assetId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteCdnAsset', callOptions(options, { id: assetId }));
}

export interface SignedUrl {
  readonly url: string;
  readonly expiresAt?: string;
  readonly raw: unknown;
}

export async function getCdnAssetSignedUrl(
  client: PlatformClient,
  assetId: string,
  options?: RequestOptions & { readonly expiresInSeconds?: number },
): Promise<SignedUrl> {
  const query = options?.expiresInSeconds === undefined ? {} : { expiresIn: options.expiresInSeconds };
  const raw = await client.call('getCdnAssetSignedUrl', callOptions(options, { id: assetId }, { query }));
  const found = typeof raw === 'string' ? raw.trim() : stringField(raw, 'signedUrl', 'url');
  const url = requireValue('getCdnAssetSignedUrl', found, 'signed URL');
  return { url, raw, ...defined({ expiresAt: timestampField(raw, 'expiresAt', 'expires') }) };
}

export async function getCdnUsage(
  client: PlatformClient,
  options?: RequestOptions & { readonly days?: number },
): Promise<JsonRecord> {
  const query = options?.days === undefined ? {} : { days: options.days };
  return getRecord(client, 'getCdnUsage', {}, options, { query });
}

// Upload keys: a separate kind of key, for uploading to buckets.

export interface CdnKey {
  readonly id: string;
  readonly name?: string;
  /** Only in the create response: a secret, never log it. */
  readonly secret?: string;
  readonly raw: JsonRecord;
}

/** The key's secret is never taken for its id, even when the record has no id field. */
export function toCdnKey(value: unknown): CdnKey {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'keyId') ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name', 'label'),
      secret: stringField(raw, 'secret', 'key', 'token', 'apiKey'),
    }),
  };
}

export async function listCdnKeys(client: PlatformClient, options?: ListRequestOptions): Promise<CdnKey[]> {
  return (await listRecords(client, 'listCdnKeys', {}, options)).map(toCdnKey);
}

export async function createCdnKey(
  client: PlatformClient,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<CdnKey> {
  return toCdnKey(await client.call('createCdnKey', callOptions(options, {}, { body: request })));
}

export async function revokeCdnKey(
  client: PlatformClient,
  keyId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('revokeCdnKey', callOptions(options, { id: keyId }));
}
