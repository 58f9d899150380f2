import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField, timestampField } from '../decode.ts';
import { createWithId, endpoint, listing, readById, updateById } from './operation.ts';
import {
  asRecord,
  callOptions,
  defined,
  getRecord,
  idOf,
  type RequestOptions,
  recordDecoder,
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

export const toCdnBucket: (value: unknown, fallbackId?: string) => CdnBucket = recordDecoder(
  ['bucketId'],
  (raw) => ({ name: stringField(raw, 'name'), visibility: stringField(raw, 'visibility', 'access', 'acl') }),
);

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

export const listCdnBuckets = listing('listCdnBuckets', toCdnBucket);

/** The body is e.g. `{ name, visibility: 'public' | 'private' }`. */
export const createCdnBucket = endpoint('createCdnBucket', createWithId(toCdnBucket, 'CDN bucket'));

export const getCdnBucket = endpoint('getCdnBucket', readById(toCdnBucket));

export const updateCdnBucket = endpoint('updateCdnBucket', updateById(toCdnBucket));

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
export const listCdnBucketAssets = listing('listCdnBucketAssets', toCdnAsset);

// Direct and multipart uploads. Their bodies are not in the document; the caller passes them.
// None is repeated after an ambiguous failure, except that the presign steps only sign and are idempotent.
const uploadRequest = (request: JsonRecord) => request;
/** Presigning only signs, so it may be repeated; the answer (URLs, part numbers) is the caller's. */
const signing = { body: uploadRequest, decode: asRecord, idempotent: true };

export const presignCdnUpload = endpoint('presignCdnUpload', signing);

export const finalizeCdnUpload = endpoint('finalizeCdnUpload', { body: uploadRequest, decode: toCdnAsset });

export const startCdnMultipartUpload = endpoint('startCdnMultipartUpload', {
  body: uploadRequest,
  decode: asRecord,
});

export const presignCdnMultipartParts = endpoint('presignCdnMultipartParts', signing);

export const completeCdnMultipartUpload = endpoint('completeCdnMultipartUpload', {
  body: uploadRequest,
  decode: toCdnAsset,
});

export const abortCdnMultipartUpload = endpoint('abortCdnMultipartUpload', {
  body: uploadRequest,
  idempotent: true,
});

// Assets

export const getCdnAsset = endpoint('getCdnAsset', readById(toCdnAsset));

export const deleteCdnAsset = endpoint('deleteCdnAsset');

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
export const toCdnKey: (value: unknown) => CdnKey = recordDecoder(['keyId'], (raw) => ({
  name: stringField(raw, 'name', 'label'),
  secret: stringField(raw, 'secret', 'key', 'token', 'apiKey'),
}));

export const listCdnKeys = listing('listCdnKeys', toCdnKey);

export const createCdnKey = endpoint('createCdnKey', {
  body: (request: JsonRecord) => request,
  decode: toCdnKey,
});

export const revokeCdnKey = endpoint('revokeCdnKey');
