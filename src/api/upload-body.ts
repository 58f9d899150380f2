import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { StreamBody } from './transport.ts';
import { UPLOAD_FIELD, UPLOAD_FILENAME, UPLOAD_TYPE } from './upload.ts';

/**
 * How POST /uploads carries the zip: multipart/form-data with a `file` part (what the platform
 * documents by example), or the zip itself as the body with `Content-Type: application/zip`.
 */
export type UploadForm = 'multipart' | 'raw';

export interface UploadBodyOptions {
  readonly form?: UploadForm;
  readonly filename?: string;
}

/** The archive changed after its length was taken: sending on would upload other bytes than stated. */
export class SourceChangedError extends Error {
  override readonly name = 'SourceChangedError';
}

/** Large reads keep a multi-GiB upload from costing tens of thousands of tiny writes. */
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes before and after the file in a one-part multipart body (RFC 7578). A quote or line
 * break in the name is %-escaped as browsers and undici do, so the header cannot be broken out of.
 */
export function multipartFraming(boundary: string, filename: string): { head: Buffer; tail: Buffer } {
  const name = filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${name}"\r\n` +
      `Content-Type: ${UPLOAD_TYPE}\r\n\r\n`,
    'utf8',
  );
  return { head, tail: Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8') };
}

/**
 * The upload body for the zip at `filePath`, streamed from disk on each attempt. Its length is the
 * file's size from stat plus the framing: exact for any size (a Blob's is wrong from 4 GiB on).
 */
export async function fileUploadBody(filePath: string, options: UploadBodyOptions = {}): Promise<StreamBody> {
  const { size } = await stat(filePath);
  if (options.form === 'raw') {
    const empty = Buffer.alloc(0);
    return streamBody(UPLOAD_TYPE, filePath, size, empty, empty);
  }
  // 24 random hex digits: a zip's compressed bytes will not contain the delimiter by chance.
  const boundary = `----platform-actions-${randomBytes(12).toString('hex')}`;
  const { head, tail } = multipartFraming(boundary, basename(options.filename ?? UPLOAD_FILENAME));
  return streamBody(`multipart/form-data; boundary=${boundary}`, filePath, size, head, tail);
}

function streamBody(contentType: string, path: string, size: number, head: Buffer, tail: Buffer): StreamBody {
  return {
    contentType,
    length: head.length + size + tail.length,
    chunks: (onChunk, signal) => fileChunks(path, size, head, tail, onChunk, signal),
  };
}

async function* fileChunks(
  path: string,
  size: number,
  head: Buffer,
  tail: Buffer,
  onChunk: () => void,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  // Checked on every attempt: a length stated for other bytes would be a corrupt upload, not an error.
  const changed = (now: number) =>
    new SourceChangedError(
      `${path} changed while it was being uploaded (${now} bytes instead of ${size}); nothing else may write to the archive until the upload is over.`,
    );
  const current = (await stat(path)).size;
  if (current !== size) throw changed(current);
  onChunk();
  if (head.length > 0) yield head;
  let sent = 0;
  if (size > 0) {
    const file = createReadStream(path, { start: 0, end: size - 1, highWaterMark: READ_CHUNK_BYTES });
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        signal.throwIfAborted();
        sent += chunk.length;
        onChunk();
        yield chunk;
      }
    } finally {
      file.destroy();
    }
  }
  if (sent !== size) throw changed(sent);
  onChunk();
  if (tail.length > 0) yield tail;
}
