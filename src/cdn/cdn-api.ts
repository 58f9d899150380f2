import type { PlatformClient } from '../api/client.ts';
import { field, isRecord, type JsonRecord, numberField, stringField } from '../api/decode.ts';
import { UnexpectedResponseError } from '../api/errors.ts';
import {
  abortCdnMultipartUpload,
  type CdnAsset,
  type CdnBucket,
  completeCdnMultipartUpload,
  createCdnBucket,
  deleteCdnAsset,
  finalizeCdnUpload,
  getCdnAssetSignedUrl,
  getCdnUsage,
  listCdnBucketAssets,
  listCdnBuckets,
  presignCdnMultipartParts,
  presignCdnUpload,
  startCdnMultipartUpload,
} from '../api/resources/cdn.ts';
import { routeFor } from '../api/routes.ts';

export interface PresignedPut {
  readonly url: string;
  /** Undefined when the platform identifies the upload by its key alone. */
  readonly uploadId: string | undefined;
  /** Headers the presigned URL was signed with, to send along. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface ObjectMetadata {
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
  readonly cacheControl: string | undefined;
}

export interface UsageTotals {
  readonly storageBytes?: number;
  readonly assetCount?: number;
  readonly bucketCount?: number;
  readonly bandwidthBytes?: number;
  readonly requests?: number;
}

/** Lists are read in the largest pages the platform serves, and to the end: prune must see every asset. */
const PAGE = { limit: 100 } as const;
const ALL_PAGES = 1_000_000;

/**
 * The CDN operations the publisher needs, on top of the shared client (so every call is paced by the
 * key's token bucket and retried by its rules). Tests may subclass it to present the platform
 * differently (e.g. asset records without hashes); they never replace the HTTP underneath.
 */
export class CdnApi {
  readonly client: PlatformClient;
  constructor(client: PlatformClient) {
    this.client = client;
  }

  async findBucket(idOrName: string): Promise<{ found?: CdnBucket; count: number }> {
    const buckets = await listCdnBuckets(this.client, { query: PAGE, maxPages: ALL_PAGES });
    const found = buckets.find((b) => b.id === idOrName) ?? buckets.find((b) => b.name === idOrName);
    return { ...(found ? { found } : {}), count: buckets.length };
  }

  createBucket(name: string): Promise<CdnBucket> {
    return createCdnBucket(this.client, { name });
  }

  /** Every asset under `prefix` (the platform may ignore the filter; callers filter again). */
  listAssets(bucketId: string, prefix: string): Promise<CdnAsset[]> {
    const query = prefix === '' ? PAGE : { ...PAGE, prefix };
    return listCdnBucketAssets(this.client, bucketId, { query, maxPages: ALL_PAGES });
  }

  async presign(bucketId: string, object: ObjectMetadata): Promise<PresignedPut> {
    const body = { key: object.key, size: object.size, contentType: object.contentType };
    const raw = await presignCdnUpload(this.client, bucketId, body);
    const url = stringField(raw, 'uploadUrl', 'url', 'presignedUrl', 'signedUrl', 'putUrl');
    if (!url) throw missing('presignCdnUpload', 'an upload URL', raw);
    return {
      url,
      uploadId: stringField(raw, 'uploadId', 'token', 'id'),
      headers: signedHeaders(field(raw, 'headers', 'requiredHeaders')),
    };
  }

  finalize(bucketId: string, object: ObjectMetadata, uploadId: string | undefined): Promise<CdnAsset> {
    return finalizeCdnUpload(this.client, bucketId, {
      key: object.key,
      ...(uploadId === undefined ? {} : { uploadId }),
      contentType: object.contentType,
      ...(object.cacheControl === undefined ? {} : { cacheControl: object.cacheControl }),
    });
  }

  async startMultipart(bucketId: string, object: ObjectMetadata): Promise<string> {
    const raw = await startCdnMultipartUpload(this.client, bucketId, {
      key: object.key,
      size: object.size,
      contentType: object.contentType,
      ...(object.cacheControl === undefined ? {} : { cacheControl: object.cacheControl }),
    });
    const uploadId = stringField(raw, 'uploadId', 'id');
    if (!uploadId) throw missing('startCdnMultipartUpload', 'an upload id', raw);
    return uploadId;
  }

  async presignParts(bucketId: string, uploadId: string, partNumbers: readonly number[]) {
    const raw = await presignCdnMultipartParts(this.client, bucketId, { uploadId, partNumbers });
    const urls = partUrls(raw, partNumbers);
    const absent = partNumbers.find((n) => !urls.has(n));
    if (absent !== undefined) throw missing('presignCdnMultipartParts', `a URL for part ${absent}`, raw);
    return urls;
  }

  completeMultipart(
    bucketId: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ) {
    return completeCdnMultipartUpload(this.client, bucketId, { uploadId, parts: [...parts] });
  }

  abortMultipart(bucketId: string, uploadId: string, signal?: AbortSignal): Promise<void> {
    return abortCdnMultipartUpload(this.client, bucketId, { uploadId }, signal ? { signal } : {});
  }

  deleteAsset(assetId: string): Promise<void> {
    return deleteCdnAsset(this.client, assetId);
  }

  async signedUrl(assetId: string): Promise<string> {
    return (await getCdnAssetSignedUrl(this.client, assetId, { expiresInSeconds: 600 })).url;
  }

  async usage(): Promise<UsageTotals> {
    const raw = await getCdnUsage(this.client);
    const totals = isRecord(raw.totals) ? raw.totals : raw;
    const read = (...names: string[]) => numberField(totals, ...names) ?? numberField(raw, ...names);
    const entries = {
      storageBytes: read('storageBytes', 'totalStorageBytes', 'bytesStored'),
      assetCount: read('assetCount', 'assets', 'objectCount'),
      bucketCount: read('bucketCount', 'buckets'),
      bandwidthBytes: read('bandwidthBytes', 'egressBytes', 'bandwidth'),
      requests: read('requests', 'requestCount'),
    };
    return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
  }
}

function signedHeaders(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    // Length and host are the transport's business; the rest were signed and must be sent as given.
    if (typeof text === 'string' && !/^(host|content-length)$/i.test(name)) out[name.toLowerCase()] = text;
  }
  return out;
}

/** `{ parts: [{ partNumber, url }] }`, `{ urls: { "1": url } }`, or a bare array of URLs in request order. */
function partUrls(raw: JsonRecord, asked: readonly number[]): Map<number, string> {
  const urls = new Map<number, string>();
  const list = field(raw, 'parts', 'urls', 'presignedUrls', 'data') ?? raw.value;
  if (Array.isArray(list)) {
    list.forEach((item, index) => {
      const url = typeof item === 'string' ? item : stringField(item, 'url', 'uploadUrl', 'presignedUrl');
      const number =
        typeof item === 'string' ? asked[index] : numberField(item, 'partNumber', 'number', 'part');
      if (url && number !== undefined) urls.set(number, url);
    });
  } else if (isRecord(list)) {
    for (const [key, url] of Object.entries(list)) if (typeof url === 'string') urls.set(Number(key), url);
  }
  return urls;
}

function missing(
  operation: 'presignCdnUpload' | 'startCdnMultipartUpload' | 'presignCdnMultipartParts',
  what: string,
  raw: JsonRecord,
) {
  const route = routeFor(operation);
  const keys = Object.keys(raw).slice(0, 10).join(', ') || '(none)';
  return new UnexpectedResponseError(
    { operation, method: route.method, pathTemplate: route.path },
    `The platform answered ${operation} without ${what} (keys: ${keys}), so the upload cannot go on.`,
  );
}
