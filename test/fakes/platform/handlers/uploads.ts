import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId, nowIso } from '../ids.ts';
import { boundaryOf, parseMultipart } from '../multipart.ts';
import type { UploadRecord } from '../records.ts';
import type { Runtime } from '../runtime.ts';
import { type HandlerContext, type Handlers, PlatformHttpError } from '../types.ts';
import { invalid } from '../validate.ts';

/**
 * Either form may come with a Content-Length or chunked (a client streaming a zip while it packs it),
 * as any HTTP/1.1 server reads them; with the `chunkedUploads: false` option a chunked body is refused
 * with 411, as some proxies do.
 *
 * §4 says `POST /uploads` takes "a zip" and never shows the form. This platform takes it as
 * multipart/form-data (a `file` field) or as the raw body (`Content-Type: application/zip`), or, with
 * the `uploadForms` option, only one of them, refusing the other as a real platform might: 415 for a
 * raw body where multipart is expected, 400 naming the content type for multipart where raw is.
 */
export type UploadForms = 'both' | 'multipart' | 'raw';

/** Content types read as a raw zip body. */
const RAW_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);

interface StoredFile {
  readonly filePath: string;
  readonly size: number;
  readonly sha256: string;
  readonly filename: string | null;
}

export function uploadFilePath(runtime: Runtime, id: string): string {
  return join(runtime.dataDir, `${id}.zip`);
}

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

async function multipartFile(ctx: HandlerContext, runtime: Runtime): Promise<StoredFile> {
  const boundary = boundaryOf(ctx.headers['content-type']);
  const { files } = await parseMultipart(ctx.incoming, boundary, runtime.dataDir);
  const file = files.find((entry) => entry.field === 'file');
  await Promise.all(
    files.filter((entry) => entry !== file).map((entry) => rm(entry.filePath, { force: true })),
  );
  if (!file) throw invalid('file', 'the multipart body has no file field named "file"');
  return file;
}

/** Streams the body to disk, hashing it on the way, so a large archive never sits in memory. */
async function rawFile(ctx: HandlerContext, runtime: Runtime): Promise<StoredFile> {
  const filePath = join(runtime.dataDir, `${newId('raw')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(ctx.incoming, counter, createWriteStream(filePath));
  return { filePath, size, sha256: hash.digest('hex'), filename: null };
}

/** Chunked: the sender did not know the length when it started (a zip sent while being packed). */
const isChunked = (ctx: HandlerContext) => ctx.headers['content-length'] === undefined;

function receive(ctx: HandlerContext, runtime: Runtime): Promise<StoredFile> {
  if (isChunked(ctx) && !runtime.options.chunkedUploads) {
    ctx.incoming.resume();
    throw new PlatformHttpError(
      411,
      'length_required',
      'POST /uploads needs a Content-Length: send the archive once it is complete',
    );
  }
  const forms = runtime.options.uploadForms;
  const type = mediaTypeOf(ctx.headers['content-type']);
  if (RAW_TYPES.has(type) && forms !== 'multipart') return rawFile(ctx, runtime);
  if (type === 'multipart/form-data' && forms !== 'raw') return multipartFile(ctx, runtime);
  ctx.incoming.resume(); // not read: drained, so the refusal reaches a client that is still sending
  throw refusal(forms, type);
}

function refusal(forms: UploadForms, type: string): PlatformHttpError {
  const got = type || 'no Content-Type';
  const raw = 'the zip as the request body with "Content-Type: application/zip"';
  if (forms === 'raw' && type === 'multipart/form-data') {
    return invalid('content-type', `POST /uploads takes ${raw}, not multipart/form-data`);
  }
  const multipart = 'multipart/form-data with the zip in a field named "file"';
  const takes = forms === 'raw' ? raw : forms === 'multipart' ? multipart : `${multipart}, or ${raw}`;
  return new PlatformHttpError(415, 'unsupported_media_type', `POST /uploads takes ${takes} (got ${got})`);
}

export function uploadHandlers(runtime: Runtime): Handlers {
  return {
    createUpload: async (ctx) => {
      const file = await receive(ctx, runtime);
      if (file.size === 0) {
        await rm(file.filePath, { force: true });
        throw invalid('file', 'the uploaded file is empty');
      }
      const id = newId('upl');
      const filePath = uploadFilePath(runtime, id);
      await rename(file.filePath, filePath);
      const record: UploadRecord = {
        id,
        sourceTarballUrl: `${ctx.origin}/storage/uploads/${id}.zip`,
        size: file.size,
        sha256: file.sha256,
        filename: file.filename,
        createdAt: nowIso(),
      };
      runtime.state.uploads.set(id, { record, filePath, chunked: isChunked(ctx) });
      return { status: 201, body: record };
    },
  };
}
