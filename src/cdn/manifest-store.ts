import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import type { CdnAsset, CdnBucket } from '../api/resources/cdn.ts';
import { clockTimeout, currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { CdnApi } from './cdn-api.ts';
import { manifestKey } from './keys.ts';
import { type Manifest, parseManifest, serialiseManifest } from './manifest.ts';
import { type UploadContext, uploadObject } from './upload-object.ts';

/** The manifest must never be served stale from a CDN cache: the next run reads it back. */
const MANIFEST_CACHE_CONTROL = 'no-cache, no-store, max-age=0';
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const READ_TIMEOUT_MS = 60_000;

/**
 * Reads the manifest object through its public URL (cache-busted), or a signed URL for a private
 * bucket. Unreadable means no manifest: every asset it would have vouched for is uploaded again.
 */
export async function readManifest(
  api: CdnApi,
  bucket: CdnBucket,
  asset: CdnAsset,
  logger: Logger,
  signal?: AbortSignal,
): Promise<Manifest | undefined> {
  try {
    const url =
      bucket.visibility === 'private' || asset.url === undefined
        ? await api.signedUrl(asset.id)
        : `${asset.url}${asset.url.includes('?') ? '&' : '?'}v=${encodeURIComponent(asset.etag ?? asset.sha256 ?? String(currentClock().now()))}`;
    const { status, text } = await getText(url, signal);
    if (status !== 200) throw new Error(`HTTP ${status}`);
    if (text.length > MAX_MANIFEST_BYTES) throw new Error('it is too large');
    const manifest = parseManifest(text);
    if (manifest === undefined) throw new Error('it is not a manifest this action wrote');
    return manifest;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    logger.warning(
      `Could not read the publish manifest ${asset.key} (${error instanceof Error ? error.message : String(error)}); files it would vouch for are uploaded again.`,
    );
    return undefined;
  }
}

/** One GET whose wait is bounded on the clock, so a virtual clock in tests decides when it is too long. */
async function getText(
  url: string,
  signal: AbortSignal | undefined,
): Promise<{ status: number; text: string }> {
  const timeout = clockTimeout(READ_TIMEOUT_MS);
  try {
    const response = await request(url, {
      method: 'GET',
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    return { status: response.statusCode, text: await response.body.text() };
  } finally {
    timeout.clear();
  }
}

export async function writeManifest(ctx: UploadContext, prefix: string, manifest: Manifest): Promise<void> {
  const dir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'cdn-manifest-'));
  try {
    const path = join(dir, 'manifest.json');
    const text = serialiseManifest(manifest);
    await writeFile(path, text);
    await uploadObject(ctx, {
      key: manifestKey(prefix),
      size: Buffer.byteLength(text),
      contentType: 'application/json; charset=utf-8',
      cacheControl: MANIFEST_CACHE_CONTROL,
      sourcePath: path,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
