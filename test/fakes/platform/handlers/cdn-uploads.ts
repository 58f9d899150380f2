import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkAssetKey, getBucket, putAsset, sign } from '../cdn-common.ts';
import { platformNow } from '../clock.ts';
import { isoIn, newId, newSecret, nowIso } from '../ids.ts';
import type { Runtime } from '../runtime.ts';
import type { MultipartUpload, PendingCdnUpload } from '../state.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import {
  allowOnly,
  type Body,
  checkInteger,
  conflict,
  invalid,
  notFound,
  objectBody,
  optionalInteger,
  optionalString,
  requireInteger,
  requireString,
} from '../validate.ts';

const PRESIGN_TTL_MS = 15 * 60 * 1000;
const MAX_PARTS = 10_000;
const MAX_PARTS_PER_PRESIGN = 1000;
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/;

export function partUrl(runtime: Runtime, uploadId: string, partNumber: number): string {
  const token = sign(runtime, `${uploadId}:${partNumber}`);
  return `${runtime.origin}/storage/cdn/mp/${uploadId}/${partNumber}?token=${token}`;
}

function contentTypeOf(body: Body, fallback = 'application/octet-stream'): string {
  return (
    optionalString(body, 'contentType', { pattern: CONTENT_TYPE, hint: 'a MIME type like text/css' }) ??
    fallback
  );
}

/**
 * Direct uploads (presign → PUT bytes to storage → finalize) and multipart ones
 * (start → presign parts → PUT each → complete | abort). Finalize and complete answer the same asset
 * when repeated, so a client retrying after a lost answer is safe.
 */
export function cdnUploadHandlers(runtime: Runtime): Handlers {
  const { state, options } = runtime;
  const getMultipart = (bucketId: string, body: Body): MultipartUpload => {
    const uploadId = requireString(body, 'uploadId');
    const upload = state.cdnMultipart.get(uploadId);
    if (!upload || upload.bucketId !== bucketId) throw notFound('multipart upload', uploadId);
    return upload;
  };
  return {
    presignCdnUpload: (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['key', 'size', 'contentType']);
      const key = checkAssetKey('key', body.key);
      const size = requireInteger(body, 'size', 0, Number.MAX_SAFE_INTEGER);
      if (size > options.multipartThresholdBytes) {
        throw new PlatformHttpError(
          400,
          'use_multipart',
          `files over ${options.multipartThresholdBytes} bytes must use the multipart upload endpoints (this one is ${size} bytes)`,
          'size',
        );
      }
      const token = newSecret(18);
      const upload: PendingCdnUpload = {
        token,
        bucketId: bucket.id,
        key,
        size,
        contentType: contentTypeOf(body),
        expiresAt: platformNow() + PRESIGN_TTL_MS,
        stored: null,
        assetId: null,
      };
      state.cdnUploads.set(token, upload);
      return {
        status: 201,
        body: {
          uploadId: token,
          token,
          key,
          uploadUrl: `${ctx.origin}/storage/cdn/${token}`,
          method: 'PUT',
          headers: { 'content-type': upload.contentType },
          expiresAt: new Date(upload.expiresAt).toISOString(),
        },
      };
    },
    finalizeCdnUpload: async (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['key', 'uploadId', 'token', 'contentType', 'cacheControl']);
      const token = (body.uploadId ?? body.token) as unknown;
      if (typeof token !== 'string')
        throw invalid('uploadId', '"uploadId" (the token from presign) is required');
      const upload = state.cdnUploads.get(token);
      if (!upload || upload.bucketId !== bucket.id) throw notFound('upload', token);
      const key = checkAssetKey('key', body.key);
      if (key !== upload.key)
        throw invalid('key', `the upload was presigned for key "${upload.key}", not "${key}"`);
      if (upload.assetId && state.cdnAssets.has(upload.assetId))
        return { status: 200, body: state.cdnAssets.get(upload.assetId) };
      if (!upload.stored)
        throw conflict(
          'no bytes were uploaded for this upload yet; PUT them to uploadUrl first',
          'upload_incomplete',
        );
      const asset = await putAsset(
        runtime,
        bucket,
        key,
        {
          filePath: upload.stored.filePath,
          size: upload.stored.size,
          sha256: upload.stored.sha256,
          etag: `"${upload.stored.md5}"`,
        },
        contentTypeOf(body, upload.contentType),
        optionalString(body, 'cacheControl', { max: 200 }) ?? null,
      );
      upload.assetId = asset.id;
      return { status: 201, body: asset };
    },
    startCdnMultipartUpload: (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['key', 'size', 'contentType', 'cacheControl']);
      const upload: MultipartUpload = {
        uploadId: newId('mpu', 20),
        bucketId: bucket.id,
        key: checkAssetKey('key', body.key),
        size: optionalInteger(body, 'size', 1, Number.MAX_SAFE_INTEGER) ?? null,
        contentType: contentTypeOf(body),
        cacheControl: optionalString(body, 'cacheControl', { max: 200 }) ?? null,
        parts: new Map(),
        state: 'open',
        assetId: null,
        createdAt: nowIso(),
      };
      state.cdnMultipart.set(upload.uploadId, upload);
      return {
        status: 201,
        body: {
          uploadId: upload.uploadId,
          key: upload.key,
          size: upload.size,
          maxParts: MAX_PARTS,
          expiresAt: isoIn(7 * 24 * 3600 * 1000),
        },
      };
    },
    presignCdnMultipartParts: (ctx) => {
      const upload = getMultipart(getBucket(runtime, ctx.params.id!).id, objectBody(ctx.body));
      const body = objectBody(ctx.body);
      allowOnly(body, ['uploadId', 'partNumbers']);
      if (upload.state !== 'open')
        throw conflict(`multipart upload ${upload.uploadId} is ${upload.state}`, 'upload_closed');
      const numbers = body.partNumbers;
      if (!Array.isArray(numbers) || numbers.length === 0 || numbers.length > MAX_PARTS_PER_PRESIGN) {
        throw invalid(
          'partNumbers',
          `"partNumbers" must be an array of 1 to ${MAX_PARTS_PER_PRESIGN} part numbers`,
        );
      }
      const parts = numbers.map((value, index) => {
        const partNumber = checkInteger(`partNumbers[${index}]`, value, 1, MAX_PARTS);
        return { partNumber, url: partUrl(runtime, upload.uploadId, partNumber) };
      });
      return { status: 200, body: { uploadId: upload.uploadId, parts, expiresAt: isoIn(PRESIGN_TTL_MS) } };
    },
    completeCdnMultipartUpload: async (ctx) => {
      const bucket = getBucket(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['uploadId', 'parts']);
      const upload = getMultipart(bucket.id, body);
      if (upload.state === 'completed' && upload.assetId)
        return { status: 200, body: state.cdnAssets.get(upload.assetId) };
      if (upload.state === 'aborted')
        throw conflict(`multipart upload ${upload.uploadId} was aborted`, 'upload_closed');
      const listed = body.parts;
      if (!Array.isArray(listed) || listed.length === 0)
        throw invalid('parts', '"parts" must list every { partNumber, etag }');
      let previous = 0;
      const chosen = listed.map((value, index) => {
        const entry = objectBody(value);
        const partNumber = checkInteger(`parts[${index}].partNumber`, entry.partNumber, 1, MAX_PARTS);
        if (partNumber <= previous)
          throw invalid(`parts[${index}].partNumber`, 'parts must be listed in ascending order, each once');
        previous = partNumber;
        const stored = upload.parts.get(partNumber);
        if (!stored) throw invalid(`parts[${index}]`, `part ${partNumber} was never uploaded`);
        const etag = String(entry.etag ?? '').replace(/"/g, '');
        if (etag !== stored.md5)
          throw invalid(
            `parts[${index}].etag`,
            `the ETag of part ${partNumber} does not match what was uploaded`,
          );
        return stored;
      });
      const size = chosen.reduce((sum, part) => sum + part.size, 0);
      if (upload.size !== null && size !== upload.size) {
        throw invalid(
          'parts',
          `the parts add up to ${size} bytes but the upload was started for ${upload.size}`,
        );
      }
      const filePath = join(runtime.dataDir, `${upload.uploadId}.obj`);
      const sha256 = createHash('sha256');
      // One pipeline over all parts: a pipeline per part into one stream piled up listeners on it.
      async function* partsInOrder() {
        for (const part of chosen) {
          for await (const chunk of createReadStream(part.filePath)) {
            sha256.update(chunk as Buffer);
            yield chunk as Buffer;
          }
        }
      }
      await pipeline(partsInOrder, createWriteStream(filePath));
      const md5s = Buffer.concat(chosen.map((part) => Buffer.from(part.md5, 'hex')));
      const etag = `"${createHash('md5').update(md5s).digest('hex')}-${chosen.length}"`;
      const asset = await putAsset(
        runtime,
        bucket,
        upload.key,
        { filePath, size, sha256: sha256.digest('hex'), etag },
        upload.contentType,
        upload.cacheControl,
      );
      await Promise.all([...upload.parts.values()].map((part) => rm(part.filePath, { force: true })));
      upload.state = 'completed';
      upload.assetId = asset.id;
      return { status: 201, body: asset };
    },
    abortCdnMultipartUpload: async (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['uploadId']);
      const upload = getMultipart(getBucket(runtime, ctx.params.id!).id, body);
      if (upload.state === 'completed')
        throw conflict(`multipart upload ${upload.uploadId} is already completed`, 'upload_closed');
      await Promise.all([...upload.parts.values()].map((part) => rm(part.filePath, { force: true })));
      upload.parts.clear();
      upload.state = 'aborted';
      return { status: 204 };
    },
  };
}
