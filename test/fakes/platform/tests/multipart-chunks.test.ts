import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMultipart } from '../multipart.ts';

const BOUNDARY = 'xYz-boundary-42';

/** A file whose bytes hold near-delimiters: the parser must carry them, and then write them out. */
function trickyFile(): Buffer {
  const near = [`\r\n--${BOUNDARY.slice(0, 5)}`, '\r\n-', '\r', `\r\n--${BOUNDARY.slice(0, -1)}!`, '\r\n--'];
  const pieces: Buffer[] = [];
  for (let index = 0; index < 40; index++) {
    pieces.push(Buffer.from(`line ${index} `), Buffer.from(near[index % near.length]!));
  }
  pieces.push(Buffer.from('\r\n-')); // ends on the start of a delimiter
  return Buffer.concat(pieces);
}

function body(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="site.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function chunksOf(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

describe('the local platform reading a multipart upload in chunks', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'multipart-chunks-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the same file bytes however the body is split, delimiter look-alikes included', async () => {
    const file = trickyFile();
    const whole = body(file);
    for (const size of [1, 2, 3, 7, 16, 17, 31, 64, whole.length]) {
      const result = await parseMultipart(Readable.from(chunksOf(whole, size)), BOUNDARY, dir);
      expect(result.fields, `chunks of ${size}`).toEqual({ note: 'hello' });
      expect(result.files.map((part) => part.field)).toEqual(['file']);
      const stored = await readFile(result.files[0]!.filePath);
      expect(stored.equals(file), `chunks of ${size}`).toBe(true);
      expect(result.files[0]!.size).toBe(file.length);
    }
  });

  it('still refuses a body that ends inside the file part', async () => {
    const whole = body(trickyFile());
    const cut = whole.subarray(0, whole.length - `\r\n--${BOUNDARY}--\r\n`.length + 4);
    await expect(parseMultipart(Readable.from(chunksOf(cut, 5)), BOUNDARY, dir)).rejects.toThrow(
      /ended before the closing boundary/,
    );
  });
});
