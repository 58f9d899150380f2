import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { reusedChunks } from '../file-chunks.ts';
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

/**
 * A zip still being written while it is uploaded (src/workspace/growing-file.ts): each attempt reads
 * it from its start, following it as it grows, so every attempt sends the same bytes.
 */
export interface GrowingArchive {
  readonly path: string;
  /** The final size once the zip is complete; undefined while it is still being written. */
  readonly completeSize: number | undefined;
  /** Its bytes from the start, waiting for more while it grows, ending once it is complete. */
  read(signal: AbortSignal): AsyncIterable<Uint8Array>;
  /** Resolves with the final size once the zip is complete; rejects if it never will be. */
  complete(): Promise<number>;
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

interface Framing {
  readonly contentType: string;
  readonly head: Buffer;
  readonly tail: Buffer;
}

function framing(options: UploadBodyOptions): Framing {
  if (options.form === 'raw')
    return { contentType: UPLOAD_TYPE, head: Buffer.alloc(0), tail: Buffer.alloc(0) };
  // 24 random hex digits: a zip's compressed bytes will not contain the delimiter by chance.
  const boundary = `----platform-actions-${randomBytes(12).toString('hex')}`;
  const { head, tail } = multipartFraming(boundary, basename(options.filename ?? UPLOAD_FILENAME));
  return { contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
}

/**
 * The upload body for the zip at `filePath` (or growing there), streamed from disk on each attempt.
 * A whole file's length is its size from stat plus the framing: exact for any size (a Blob's is
 * wrong from 4 GiB on). A growing one has no length until it is complete, so an attempt that starts
 * before then is sent chunked while the zip is written, and one that starts after has the length.
 */
export async function fileUploadBody(
  source: string | GrowingArchive,
  options: UploadBodyOptions = {},
): Promise<StreamBody> {
  const { contentType, head, tail } = framing(options);
  if (typeof source !== 'string') return growingBody(contentType, source, head, tail);
  const { size } = await stat(source);
  return {
    contentType,
    length: head.length + size + tail.length,
    chunks: (onChunk, signal) => fileChunks(source, size, head, tail, onChunk, signal),
  };
}

function growingBody(contentType: string, archive: GrowingArchive, head: Buffer, tail: Buffer): StreamBody {
  return {
    contentType,
    get length() {
      const size = archive.completeSize;
      return size === undefined ? undefined : head.length + size + tail.length;
    },
    chunks: (onChunk, signal) => growingChunks(archive, head, tail, onChunk, signal),
  };
}

async function* growingChunks(
  archive: GrowingArchive,
  head: Buffer,
  tail: Buffer,
  onChunk: () => void,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  onChunk();
  if (head.length > 0) yield head;
  let sent = 0;
  for await (const chunk of archive.read(signal)) {
    sent += chunk.length;
    onChunk();
    yield chunk;
  }
  if (sent !== archive.completeSize) {
    throw new SourceChangedError(
      `${archive.path} changed while it was being uploaded (${sent} bytes read, ${archive.completeSize} written).`,
    );
  }
  onChunk();
  if (tail.length > 0) yield tail;
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
    for await (const chunk of reusedChunks(path, READ_CHUNK_BYTES, size)) {
      signal.throwIfAborted();
      sent += chunk.length;
      onChunk();
      yield chunk;
    }
  }
  if (sent !== size) throw changed(sent);
  onChunk();
  if (tail.length > 0) yield tail;
}
