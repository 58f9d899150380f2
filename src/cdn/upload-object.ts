import { PlatformApiError } from '../api/errors.ts';
import type { CdnAsset } from '../api/resources/cdn.ts';
import { forEachLimited } from '../concurrency.ts';
import type { Logger } from '../log.ts';
import type { CdnApi, ObjectMetadata } from './cdn-api.ts';
import { type MultipartTuning, partLayout, partRange } from './multipart-sizing.ts';
import { StorageError, type StorageUploader } from './storage-put.ts';

export interface UploadContext {
  readonly api: CdnApi;
  readonly bucketId: string;
  readonly storage: StorageUploader;
  readonly tuning: MultipartTuning;
  /** Parts of one multipart upload in flight at once (storage PUTs are capped again, globally). */
  readonly concurrency: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

export interface UploadSource extends ObjectMetadata {
  readonly sourcePath: string;
}

export interface UploadOutcome {
  readonly asset: CdnAsset;
  /** Parts, when it went multipart. */
  readonly parts?: number;
}

/** Parts presigned per call: enough to keep the pipeline fed, few enough that URLs do not expire unused. */
const PARTS_PER_PRESIGN = 100;

/** One object: a direct upload (presign → PUT → finalize), or multipart above the threshold. */
export async function uploadObject(ctx: UploadContext, source: UploadSource): Promise<UploadOutcome> {
  if (source.size > ctx.tuning.thresholdBytes) return uploadMultipart(ctx, source);
  let presigned: Awaited<ReturnType<CdnApi['presign']>>;
  try {
    presigned = await ctx.api.presign(ctx.bucketId, source);
  } catch (error) {
    // The platform's own threshold may be lower than ours; it says so, and multipart always works.
    if (error instanceof PlatformApiError && error.status === 400 && error.code === 'use_multipart') {
      ctx.logger.debug(`${source.key}: the platform asks for multipart; switching.`);
      return uploadMultipart(ctx, source);
    }
    throw error;
  }
  const headers = { 'content-type': source.contentType, ...presigned.headers };
  await ctx.storage.put(source.key, presigned.url, headers, {
    path: source.sourcePath,
    start: 0,
    length: source.size,
  });
  return { asset: await ctx.api.finalize(ctx.bucketId, source, presigned.uploadId) };
}

async function uploadMultipart(ctx: UploadContext, source: UploadSource): Promise<UploadOutcome> {
  const { api, bucketId } = ctx;
  const layout = partLayout(source.size, ctx.tuning.minPartBytes);
  const uploadId = await api.startMultipart(bucketId, source);
  ctx.logger.info(
    `${source.key}: multipart upload ${uploadId}, ${layout.count} part(s) of up to ${layout.partSize} bytes`,
  );
  try {
    const urlOf = presignedParts(ctx, uploadId, layout.count);
    const etags: string[] = new Array(layout.count);
    const numbers = Array.from({ length: layout.count }, (_, index) => index + 1);
    await forEachLimited(
      numbers,
      ctx.concurrency,
      async (partNumber) => {
        const url = await urlOf(partNumber);
        const range = partRange(source.size, layout, partNumber);
        const what = `${source.key} (part ${partNumber} of ${layout.count})`;
        const etag = await ctx.storage.put(what, url, {}, { path: source.sourcePath, ...range });
        if (!etag) throw new StorageError(`storage answered the PUT of ${what} without an ETag`);
        etags[partNumber - 1] = etag;
      },
      { signal: ctx.signal },
    );
    const parts = etags.map((etag, index) => ({ partNumber: index + 1, etag }));
    return { asset: await api.completeMultipart(bucketId, uploadId, parts), parts: layout.count };
  } catch (error) {
    // Parts already stored cost space until the upload is aborted; abort whatever went wrong.
    await api.abortMultipart(bucketId, uploadId).then(
      () => ctx.logger.info(`${source.key}: aborted multipart upload ${uploadId}.`),
      (abortError: unknown) =>
        ctx.logger.warning(
          `${source.key}: could not abort multipart upload ${uploadId} (${abortError instanceof Error ? abortError.message : String(abortError)}); its parts may stay stored until the platform expires them.`,
        ),
    );
    throw error;
  }
}

/** Part URLs, presigned lazily in batches, the next batch requested as soon as one is first used. */
function presignedParts(ctx: UploadContext, uploadId: string, count: number) {
  const batches = new Map<number, Promise<Map<number, string>>>();
  const batch = (index: number) => {
    let pending = batches.get(index);
    if (pending === undefined) {
      const first = index * PARTS_PER_PRESIGN + 1;
      const numbers = Array.from(
        { length: Math.min(PARTS_PER_PRESIGN, count - first + 1) },
        (_, offset) => first + offset,
      );
      pending = ctx.api.presignParts(ctx.bucketId, uploadId, numbers);
      pending.catch(() => undefined);
      batches.set(index, pending);
    }
    return pending;
  };
  return async (partNumber: number): Promise<string> => {
    const index = Math.floor((partNumber - 1) / PARTS_PER_PRESIGN);
    if ((index + 1) * PARTS_PER_PRESIGN < count) void batch(index + 1);
    return (await batch(index)).get(partNumber)!;
  };
}
