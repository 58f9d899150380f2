import { rm } from 'node:fs/promises';
import { assetUrl, DEFAULT_CACHE_CONTROL, getBucket, refreshBucket, sign } from '../cdn-common.ts';
import { platformNow } from '../clock.ts';
import { createdNow, newId, newSecret, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { CdnAssetRecord, CdnBucketRecord, CdnKeyRecord } from '../records-infra.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  conflict,
  created,
  found,
  invalid,
  notFound,
  objectBody,
  oneOf,
  optionalString,
  requireString,
} from '../validate.ts';

const BUCKET_NAME = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;
const BUCKET_HINT = '3-63 lower-case letters, digits and hyphens';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Buckets, assets, usage and CDN upload keys. Deleting a bucket that still has assets is a 409 unless
 * `?force=true`, as object stores refuse to drop non-empty buckets.
 */
export function cdnBucketHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getAsset = (id: string): CdnAssetRecord => found(state.cdnAssets, 'CDN asset', id);
  const deleteAsset = async (asset: CdnAssetRecord) => {
    state.cdnAssets.delete(asset.id);
    const file = state.cdnObjects.get(asset.id);
    state.cdnObjects.delete(asset.id);
    if (file) await rm(file, { force: true });
  };
  const uniqueName = (name: string, except?: string) => {
    if ([...state.cdnBuckets.values()].some((bucket) => bucket.name === name && bucket.id !== except)) {
      throw conflict(`a bucket named ${name} already exists`, 'already_exists', 'name');
    }
  };
  return {
    listCdnBuckets: (ctx) => listReply([...state.cdnBuckets.values()], ctx.query),
    createCdnBucket: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'visibility', 'defaultCacheControl']);
      const name = requireString(body, 'name', { pattern: BUCKET_NAME, hint: BUCKET_HINT });
      uniqueName(name);
      const bucket: CdnBucketRecord = {
        id: newId('bkt'),
        name,
        visibility:
          body.visibility === undefined
            ? 'public'
            : oneOf('visibility', body.visibility, ['public', 'private'] as const),
        defaultCacheControl:
          optionalString(body, 'defaultCacheControl', { max: 200 }) ?? DEFAULT_CACHE_CONTROL,
        publicBaseUrl: `${ctx.origin}/cdn/${name}/`,
        assetCount: 0,
        storageBytes: 0,
        ...createdNow(),
      };
      return created(state.cdnBuckets, bucket);
    },
    getCdnBucket: (ctx) => ({ status: 200, body: getBucket(runtime, ctx.params.id!) }),
    updateCdnBucket: (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'visibility', 'defaultCacheControl']);
      const name = optionalString(body, 'name', { pattern: BUCKET_NAME, hint: BUCKET_HINT });
      if (name !== undefined) {
        uniqueName(name, bucket.id);
        bucket.name = name;
        bucket.publicBaseUrl = `${ctx.origin}/cdn/${name}/`;
        for (const asset of state.cdnAssets.values()) {
          if (asset.bucketId === bucket.id) asset.url = assetUrl(runtime, bucket, asset.key);
        }
      }
      if (body.visibility !== undefined)
        bucket.visibility = oneOf('visibility', body.visibility, ['public', 'private'] as const);
      bucket.defaultCacheControl =
        optionalString(body, 'defaultCacheControl', { max: 200 }) ?? bucket.defaultCacheControl;
      bucket.updatedAt = nowIso();
      return { status: 200, body: bucket };
    },
    deleteCdnBucket: async (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const assets = [...state.cdnAssets.values()].filter((asset) => asset.bucketId === bucket.id);
      if (assets.length > 0 && ctx.query.get('force') !== 'true') {
        throw conflict(
          `bucket ${bucket.name} still has ${assets.length} asset(s); delete them or pass ?force=true`,
          'bucket_not_empty',
        );
      }
      for (const asset of assets) await deleteAsset(asset);
      state.cdnBuckets.delete(bucket.id);
      return { status: 204 };
    },
    listCdnBucketAssets: (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const prefix = ctx.query.get('prefix') ?? '';
      const assets = [...state.cdnAssets.values()]
        .filter((asset) => asset.bucketId === bucket.id && asset.key.startsWith(prefix))
        .sort((a, b) => a.key.localeCompare(b.key));
      return listReply(assets, ctx.query);
    },
    getCdnAsset: (ctx) => ({ status: 200, body: getAsset(ctx.params.id!) }),
    deleteCdnAsset: async (ctx) => {
      const asset = getAsset(ctx.params.id!);
      await deleteAsset(asset);
      const bucket = state.cdnBuckets.get(asset.bucketId);
      if (bucket) refreshBucket(runtime, bucket);
      return { status: 204 };
    },
    getCdnAssetSignedUrl: (ctx) => {
      const asset = getAsset(ctx.params.id!);
      const raw = ctx.query.get('expiresIn') ?? '3600';
      const seconds = Number(raw);
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604800) {
        throw invalid('expiresIn', '"expiresIn" must be whole seconds between 1 and 604800');
      }
      const expires = Math.floor(platformNow() / 1000) + seconds;
      const bucket = getBucket(runtime, asset.bucketId);
      const signature = sign(runtime, `${bucket.id}/${asset.key}:${expires}`);
      const url = `${asset.url}?expires=${expires}&signature=${signature}`;
      return {
        status: 200,
        body: { assetId: asset.id, url, expiresAt: new Date(expires * 1000).toISOString() },
      };
    },
    getCdnUsage: (ctx) => {
      const days = Number(ctx.query.get('days') ?? '30');
      if (!Number.isInteger(days) || days < 1 || days > 90)
        throw invalid('days', '"days" must be between 1 and 90');
      const assets = [...state.cdnAssets.values()];
      const storageBytes = assets.reduce((sum, asset) => sum + asset.size, 0);
      const daily = Array.from({ length: days }, (_, index) => {
        const date = new Date(platformNow() - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
        const usage = state.cdnUsage.get(date);
        return {
          date,
          bandwidthBytes: usage?.bandwidthBytes ?? 0,
          requests: usage?.requests ?? 0,
          uploadedBytes: usage?.uploadedBytes ?? 0,
        };
      });
      return {
        status: 200,
        body: {
          storageBytes,
          assetCount: assets.length,
          bucketCount: state.cdnBuckets.size,
          bandwidthBytes: daily.reduce((sum, day) => sum + day.bandwidthBytes, 0),
          requests: daily.reduce((sum, day) => sum + day.requests, 0),
          from: daily[0]!.date,
          to: daily.at(-1)!.date,
          daily,
        },
      };
    },
    listCdnKeys: (ctx) => listReply([...state.cdnKeys.values()], ctx.query),
    createCdnKey: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name', 'bucketIds']);
      const name = requireString(body, 'name', { max: 100 });
      const bucketIds = body.bucketIds ?? [];
      if (
        !Array.isArray(bucketIds) ||
        bucketIds.some((id) => typeof id !== 'string' || !state.cdnBuckets.has(id))
      ) {
        throw invalid('bucketIds', '"bucketIds" must be an array of existing bucket ids');
      }
      const secret = `${runtime.options.keyPrefix}_cdn_${newSecret(24)}`;
      const record: CdnKeyRecord = {
        id: newId('cdnk'),
        name,
        prefix: secret.slice(0, 12),
        bucketIds: bucketIds as string[],
        createdAt: nowIso(),
        lastUsedAt: null,
      };
      state.cdnKeys.set(record.id, record);
      state.cdnKeySecrets.set(record.id, secret);
      // The secret is in this answer only; lists and later reads never show it.
      return { status: 201, body: { ...record, secret } };
    },
    revokeCdnKey: (ctx) => {
      if (!state.cdnKeys.delete(ctx.params.id!)) throw notFound('CDN key', ctx.params.id!);
      state.cdnKeySecrets.delete(ctx.params.id!);
      return { status: 204 };
    },
  };
}
