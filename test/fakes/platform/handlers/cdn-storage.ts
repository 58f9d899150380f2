import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { usageDay, verify } from '../cdn-common.ts';
import { platformNow } from '../clock.ts';
import { newId } from '../ids.ts';
import type { Runtime } from '../runtime.ts';
import { type StorageHandler, streamToFile } from '../storage.ts';
import { PlatformHttpError } from '../types.ts';

const denied = (message: string) => new PlatformHttpError(403, 'access_denied', message);

/** Takes object bytes at presigned URLs: /storage/cdn/<token> and /storage/cdn/mp/<uploadId>/<part>?token=. */
export function cdnStoragePut(runtime: Runtime): StorageHandler {
  const { state } = runtime;

  async function receive(req: IncomingMessage, expectedSize: number | null) {
    const declared = req.headers['content-length'];
    if (expectedSize !== null && declared !== undefined && Number(declared) !== expectedSize) {
      req.resume();
      throw new PlatformHttpError(
        400,
        'size_mismatch',
        `Content-Length ${declared} differs from the presigned size ${expectedSize}`,
      );
    }
    const filePath = join(runtime.dataDir, `${newId('obj')}.bin`);
    const stored = await streamToFile(req, filePath);
    if (expectedSize !== null && stored.size !== expectedSize) {
      await rm(filePath, { force: true });
      throw new PlatformHttpError(
        400,
        'size_mismatch',
        `received ${stored.size} bytes but the presigned size is ${expectedSize}`,
      );
    }
    usageDay(runtime).uploadedBytes += stored.size;
    return { filePath, ...stored };
  }

  async function direct(req: IncomingMessage, token: string) {
    const upload = state.cdnUploads.get(token);
    if (!upload) throw denied('the upload URL is not valid');
    if (upload.expiresAt < platformNow()) throw denied('the upload URL has expired; presign again');
    if (upload.assetId)
      throw new PlatformHttpError(409, 'already_finalized', 'this upload was already finalized');
    const stored = await receive(req, upload.size);
    if (upload.stored) await rm(upload.stored.filePath, { force: true });
    upload.stored = stored;
    return { status: 200, headers: { etag: `"${stored.md5}"` }, bytes: stored.size };
  }

  async function part(req: IncomingMessage, uploadId: string, partText: string, token: string | null) {
    const partNumber = Number(partText);
    if (!verify(runtime, `${uploadId}:${partNumber}`, token))
      throw denied('the part URL signature is not valid');
    const upload = state.cdnMultipart.get(uploadId);
    if (upload?.state !== 'open') {
      throw new PlatformHttpError(404, 'no_such_upload', `multipart upload ${uploadId} is not open`);
    }
    const stored = await receive(req, null);
    const previous = upload.parts.get(partNumber);
    if (previous) await rm(previous.filePath, { force: true });
    upload.parts.set(partNumber, { filePath: stored.filePath, size: stored.size, md5: stored.md5 });
    return { status: 200, headers: { etag: `"${stored.md5}"` }, bytes: stored.size };
  }

  return async (req, url) => {
    const [, , , first = '', uploadId = '', partNumber = ''] = url.pathname.split('/');
    if (first === 'mp') return part(req, uploadId, partNumber, url.searchParams.get('token'));
    return direct(req, decodeURIComponent(first));
  };
}
