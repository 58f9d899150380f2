import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { crc32, createDeflateRaw, deflateRaw, deflateRawSync } from 'node:zlib';
import { ActionFailure } from '../errors.ts';
import { Semaphore } from './ordered-pool.ts';
import { entryMode } from './portable-names.ts';
import type { WorkspaceFile } from './walk.ts';
import { METHOD_DEFLATE, METHOD_STORE } from './zip-format.ts';
import type { CompleteEntry, ZipWriter } from './zip-writer.ts';

/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(
  ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'woff', 'woff2', 'gz', 'br', 'zst', 'zip', 'mp4'].map(
    (extension) => `.${extension}`,
  ),
);

/**
 * The deflate level when none is given. The archive is read once, by the platform's build, and on a
 * 2-core runner CPU is dearer than bytes on the wire: see docs/performance.md for the measurements.
 */
export const DEFAULT_COMPRESSION_LEVEL = 1;
const STREAM_CHUNK_BYTES = 1 << 20;
const deflateRawAsync = promisify(deflateRaw);

/** A file's entry ready to write, or a marker that it is too big to hold and is streamed instead. */
export type PreparedFile =
  | { readonly kind: 'whole'; readonly entry: CompleteEntry; readonly data: Uint8Array }
  | { readonly kind: 'streamed' };

export function isAlreadyCompressed(name: string): boolean {
  return ALREADY_COMPRESSED_EXTENSIONS.has(extname(name).toLowerCase());
}

/**
 * Git's view of a mode: 0755 if anyone may execute the file, else 0644 (always 0644 on Windows, see
 * portable-names.ts). The same checkout then packs to the same bytes whatever the runner's umask was.
 */
function archiveMode(file: WorkspaceFile): number {
  return entryMode(file.permissions);
}

export interface PreparerOptions {
  /** Files larger than this are streamed rather than held in memory whole. */
  readonly streamThreshold: number;
  /** Files read and compressed at once on the thread pool. */
  readonly concurrency: number;
  /** zlib's deflate level, 0 (store everything) to 9. */
  readonly level: number;
}

/**
 * Files up to this size are read and deflated synchronously on the main thread. Handing a file to
 * the thread pool costs about 90 µs of CPU (stream set-up and thread hops; measured on 6,000 9 KB
 * files), as long as deflating 4 KB. At 32 KiB that is about 10%, and from there on the pool's
 * work runs beside the main thread's on a multi-core machine.
 */
const SYNC_THRESHOLD = 32 << 10;

/** Turns files into entries ready to write, small ones on the spot and larger ones on the thread pool. */
export class FilePreparer {
  private readonly streamThreshold: number;
  private readonly level: number;
  private readonly threadPoolSlots: Semaphore;
  /** Reused for every small file, so reading thousands of them leaves no garbage behind. */
  private readonly smallFileBuffer = Buffer.allocUnsafeSlow(SYNC_THRESHOLD + 1);

  constructor(options: PreparerOptions) {
    this.streamThreshold = options.streamThreshold;
    this.level = options.level;
    this.threadPoolSlots = new Semaphore(options.concurrency);
  }

  async prepare(file: WorkspaceFile): Promise<PreparedFile> {
    if (file.size > this.streamThreshold) return { kind: 'streamed' };
    if (file.size <= SYNC_THRESHOLD) return this.prepareSmall(file);
    return this.threadPoolSlots.run(async () => {
      const data = await readFile(file.sourcePath);
      assertUnchanged(file, data.length);
      if (!shouldDeflate(file, this.level)) return wholeEntry(file, data);
      const chunkSize = Math.min(STREAM_CHUNK_BYTES, data.length);
      return wholeEntry(file, data, await deflateRawAsync(data, { level: this.level, chunkSize }));
    });
  }

  private prepareSmall(file: WorkspaceFile): PreparedFile {
    if (!shouldDeflate(file, this.level))
      return wholeEntry(file, readIntoBuffer(file, Buffer.allocUnsafe(file.size + 1)));
    const data = readIntoBuffer(file, this.smallFileBuffer);
    // An output chunk the size of the input holds any useful result; zlib's 16 KiB default would
    // allocate (and leave as garbage) 16 KiB per file, however small.
    const deflated = deflateRawSync(data, { level: this.level, chunkSize: Math.max(64, data.length) });
    // The shared buffer is overwritten by the next file, so data kept as is gets its own copy.
    return wholeEntry(file, deflated.length < data.length ? data : Buffer.from(data), deflated);
  }
}

/** Level 0 stores everything: zlib's level 0 would wrap the bytes in stored deflate blocks instead. */
function shouldDeflate(file: WorkspaceFile, level: number): boolean {
  return level > 0 && file.size > 0 && !isAlreadyCompressed(file.relativePath);
}

/** The entry for `data`, deflated if that made it smaller (like Info-ZIP; it depends only on content). */
function wholeEntry(file: WorkspaceFile, data: Uint8Array, deflated?: Uint8Array): PreparedFile {
  const stored = {
    name: file.relativePath,
    mode: archiveMode(file),
    crc32: crc32(data),
    method: METHOD_STORE,
    compressedSize: data.length,
    uncompressedSize: data.length,
  };
  if (deflated === undefined || deflated.length >= data.length) return { kind: 'whole', entry: stored, data };
  const entry = { ...stored, method: METHOD_DEFLATE, compressedSize: deflated.length };
  return { kind: 'whole', entry, data: deflated };
}

/**
 * Reads a whole small file into `buffer`, which is larger than the file. A read of a regular file
 * comes back short only at its end, so one call usually does (asking for more than the size sees
 * growth too) and no second call is spent to meet the end.
 */
function readIntoBuffer(file: WorkspaceFile, buffer: Buffer): Buffer {
  const descriptor = openSync(file.sourcePath, 'r');
  try {
    let length = 0;
    let bytesRead: number;
    do {
      bytesRead = readSync(descriptor, buffer, length, buffer.length - length, null);
      length += bytesRead;
    } while (bytesRead > 0 && length < file.size);
    assertUnchanged(file, length);
    return buffer.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}

export async function writeFileEntry(
  writer: ZipWriter,
  file: WorkspaceFile,
  prepared: PreparedFile,
  level: number,
): Promise<void> {
  if (prepared.kind === 'whole') {
    await writer.addEntry(prepared.entry, prepared.data);
  } else if (!shouldDeflate(file, level)) {
    await writeStoredStream(writer, file);
  } else {
    await writeDeflatedStream(writer, file, level);
  }
}

/**
 * A big stored entry is read twice (CRC first, then the bytes) so its header can be complete: some
 * unzippers (Java's ZipInputStream) reject stored entries whose sizes come after the data.
 */
async function writeStoredStream(writer: ZipWriter, file: WorkspaceFile): Promise<void> {
  let expectedCrc = 0;
  let size = 0;
  for await (const chunk of readChunks(file)) {
    expectedCrc = crc32(chunk, expectedCrc);
    size += chunk.length;
  }
  assertUnchanged(file, size);
  let crcOfWritten = 0;
  const rereadChunks = async function* () {
    let reread = 0;
    for await (const chunk of readChunks(file)) {
      reread += chunk.length;
      // Checked before the writer sees the bytes, which would refuse them in terms of the zip.
      if (reread > size) throw changedWhilePacked(file, `at least ${reread} when read again`);
      crcOfWritten = crc32(chunk, crcOfWritten);
      yield chunk;
    }
    if (reread !== size) throw changedWhilePacked(file, `${reread} when read again`);
  };
  const entry = {
    name: file.relativePath,
    mode: archiveMode(file),
    method: METHOD_STORE,
    crc32: expectedCrc,
    compressedSize: size,
    uncompressedSize: size,
  };
  await writer.addEntry(entry, rereadChunks());
  if (crcOfWritten !== expectedCrc) throw changedWhilePacked(file, 'other bytes when read again');
}

/** A big deflated entry is compressed while written; its CRC and sizes follow in a data descriptor. */
async function writeDeflatedStream(writer: ZipWriter, file: WorkspaceFile, level: number): Promise<void> {
  let crc = 0;
  let size = 0;
  const countAndCrc = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
  };
  const identity = { name: file.relativePath, mode: archiveMode(file), method: METHOD_DEFLATE };
  await pipeline(
    readChunks(file),
    countAndCrc,
    createDeflateRaw({ level, chunkSize: STREAM_CHUNK_BYTES }),
    async (compressed: AsyncIterable<Buffer>) => {
      const entry = { ...identity, expectedSize: file.size };
      await writer.addStreamedEntry(entry, compressed, () => {
        assertUnchanged(file, size);
        return { crc32: crc, uncompressedSize: size };
      });
    },
  );
}

function readChunks(file: WorkspaceFile): AsyncIterable<Buffer> {
  return createReadStream(file.sourcePath, { highWaterMark: STREAM_CHUNK_BYTES });
}

function assertUnchanged(file: WorkspaceFile, bytesRead: number): void {
  if (bytesRead !== file.size) throw changedWhilePacked(file, `${bytesRead} when read`);
}

/**
 * A file that changes between listing and reading is being written by something still running (a
 * build in the background, a watcher): what it will hold is unknown, so it is refused, not re-read.
 */
function changedWhilePacked(file: WorkspaceFile, found: string): ActionFailure {
  return new ActionFailure(
    `${file.relativePath} changed while being packed (${file.size} bytes when listed, ${found}): a step is still writing to it, so let that step finish before this one, or leave the file out with the "exclude" input.`,
  );
}
