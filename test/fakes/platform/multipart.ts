import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { newId } from './ids.ts';
import { PlatformHttpError } from './types.ts';

/**
 * A streaming multipart/form-data parser: file parts go straight to disk (hashed on the way), so a
 * 1 GB upload never sits in memory; other fields are kept as short strings.
 */

export interface MultipartFile {
  field: string;
  filename: string | null;
  contentType: string | null;
  filePath: string;
  size: number;
  sha256: string;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: MultipartFile[];
}

const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;

export function boundaryOf(contentType: string | undefined): string {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (type !== 'multipart/form-data' || !match) {
    throw new PlatformHttpError(
      415,
      'unsupported_media_type',
      'POST /uploads takes multipart/form-data with the zip in a field named "file"',
    );
  }
  return (match[1] ?? match[2])!;
}

function malformed(message: string): PlatformHttpError {
  return new PlatformHttpError(400, 'invalid_multipart', `the multipart body is malformed: ${message}`);
}

interface OpenPart {
  name: string;
  file: { record: MultipartFile; stream: WriteStream; hash: Hash } | undefined;
  text: Buffer[];
  textBytes: number;
}

function parseHeaders(block: string, dir: string): OpenPart {
  const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(block)?.[1];
  if (!disposition) throw malformed('a part has no Content-Disposition: form-data header');
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw malformed('a part has no name');
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  const contentType = /content-type:\s*([^\r\n]+)/i.exec(block)?.[1]?.trim() ?? null;
  if (filename === undefined) return { name, file: undefined, text: [], textBytes: 0 };
  const filePath = join(dir, `${newId('part')}.bin`);
  const record: MultipartFile = { field: name, filename, contentType, filePath, size: 0, sha256: '' };
  return {
    name,
    file: { record, stream: createWriteStream(filePath), hash: createHash('sha256') },
    text: [],
    textBytes: 0,
  };
}

async function write(part: OpenPart, data: Buffer): Promise<void> {
  if (data.length === 0) return;
  if (part.file) {
    part.file.hash.update(data);
    part.file.record.size += data.length;
    if (!part.file.stream.write(data))
      await new Promise<void>((resolve) => part.file!.stream.once('drain', () => resolve()));
    return;
  }
  part.textBytes += data.length;
  if (part.textBytes > MAX_FIELD_BYTES)
    throw malformed(`field ${part.name} is larger than ${MAX_FIELD_BYTES} bytes`);
  part.text.push(data);
}

async function close(part: OpenPart, result: MultipartResult): Promise<void> {
  if (!part.file) {
    result.fields[part.name] = Buffer.concat(part.text).toString('utf8');
    return;
  }
  const { stream, hash, record } = part.file;
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  record.sha256 = hash.digest('hex');
  result.files.push(record);
}

/**
 * Where the tail of `buffer` that may be the start of a delimiter begins (its length if none may).
 * Only that tail is carried into the next chunk: carrying a fixed delimiter's length instead made
 * every chunk of a large upload be copied once more to join it (and the copies kept the collector
 * busy in the benchmarks' own process).
 */
function partialDelimiterStart(buffer: Buffer, delimiter: Buffer): number {
  const first = delimiter[0]!;
  for (let start = Math.max(0, buffer.length - delimiter.length + 1); start < buffer.length; start++) {
    if (buffer[start] !== first) continue;
    if (buffer.subarray(start).equals(delimiter.subarray(0, buffer.length - start))) return start;
  }
  return buffer.length;
}

export async function parseMultipart(
  body: Readable,
  boundary: string,
  dir: string,
): Promise<MultipartResult> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const result: MultipartResult = { fields: {}, files: [] };
  // The first delimiter has no CRLF before it; pretend it does so one search finds them all.
  let buffer: Buffer = Buffer.from('\r\n');
  let phase: 'preamble' | 'boundary' | 'headers' | 'body' | 'done' = 'preamble';
  let part: OpenPart | undefined;
  const dangling: OpenPart[] = [];
  try {
    for await (const chunk of body) {
      buffer = buffer.length === 0 ? (chunk as Buffer) : Buffer.concat([buffer, chunk as Buffer]);
      let progressed = true;
      while (progressed && phase !== 'done') {
        progressed = false;
        if (phase === 'preamble' || phase === 'body') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            const carried = partialDelimiterStart(buffer, delimiter);
            if (phase === 'body') await write(part!, buffer.subarray(0, carried));
            buffer = buffer.subarray(carried);
            break;
          }
          if (phase === 'body') {
            await write(part!, buffer.subarray(0, at));
            await close(part!, result);
            part = undefined;
          }
          buffer = buffer.subarray(at + delimiter.length);
          phase = 'boundary';
          progressed = true;
        } else if (phase === 'boundary') {
          if (buffer.length < 2) break;
          const marker = buffer.toString('latin1', 0, 2);
          if (marker === '--') phase = 'done';
          else if (marker === '\r\n') phase = 'headers';
          else throw malformed('a boundary is followed by neither CRLF nor --');
          buffer = buffer.subarray(2);
          progressed = true;
        } else if (phase === 'headers') {
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) {
            if (buffer.length > MAX_HEADER_BYTES) throw malformed('part headers are too long');
            break;
          }
          part = parseHeaders(buffer.toString('utf8', 0, end), dir);
          dangling.push(part);
          buffer = buffer.subarray(end + 4);
          phase = 'body';
          progressed = true;
        }
      }
    }
    if (phase !== 'done') throw malformed('the body ended before the closing boundary');
    return result;
  } finally {
    for (const open of dangling) {
      if (!open.file || open.file.stream.closed) continue;
      // A body cut mid-part leaves a write in flight: its failure after the destroy means nothing,
      // and unheard it would be an uncaught error of the whole process.
      open.file.stream.on('error', () => {});
      open.file.stream.destroy();
    }
  }
}
