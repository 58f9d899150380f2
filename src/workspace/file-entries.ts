import { extname } from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import { ActionFailure } from '../errors.ts';
import { reusedChunks } from '../file-chunks.ts';
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

/**
 * A file's entry ready to write, or a marker that it is too big to hold and is streamed instead.
 * `input` is the memory the file was read into, given back once the entry is written.
 */
export type PreparedFile =
  | {
      readonly kind: 'whole';
      readonly entry: CompleteEntry;
      readonly data: Uint8Array;
      readonly input: Uint8Array;
    }
  | { readonly kind: 'streamed' };

export function isAlreadyCompressed(name: string): boolean {
  return ALREADY_COMPRESSED_EXTENSIONS.has(extname(name).toLowerCase());
}

/**
 * Git's view of a mode: 0755 if anyone may execute the file, else 0644 (always 0644 on Windows, see
 * portable-names.ts). The same checkout then packs to the same bytes whatever the runner's umask was.
 */
export function archiveMode(file: WorkspaceFile): number {
  return entryMode(file.permissions);
}

/** Level 0 stores everything: zlib's level 0 would wrap the bytes in stored deflate blocks instead. */
export function shouldDeflate(file: WorkspaceFile, level: number): boolean {
  return level > 0 && file.size > 0 && !isAlreadyCompressed(file.relativePath);
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
  const { crc: expectedCrc, size } = await crcAndSize(file);
  assertUnchanged(file, size);
  let crcOfWritten = 0;
  const rereadChunks = async function* () {
    let reread = 0;
    for await (const chunk of reusedChunks(file.sourcePath, STREAM_CHUNK_BYTES)) {
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
  const deflate = createDeflateRaw({ level, chunkSize: STREAM_CHUNK_BYTES });
  // The next chunk is read into the one buffer only once zlib has taken the last (its write's
  // callback), so the buffer is never refilled under it.
  const feed = async () => {
    for await (const chunk of reusedChunks(file.sourcePath, STREAM_CHUNK_BYTES)) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      await new Promise<void>((resolve, reject) =>
        deflate.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    }
    deflate.end();
  };
  // A failed read ends the compressed stream with its error, which the writer then reports.
  const feeding = feed().catch((error: unknown) => {
    deflate.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const entry = {
    name: file.relativePath,
    mode: archiveMode(file),
    method: METHOD_DEFLATE,
    expectedSize: file.size,
  };
  try {
    await writer.addStreamedEntry(entry, deflate, () => {
      assertUnchanged(file, size);
      return { crc32: crc, uncompressedSize: size };
    });
  } catch (error) {
    deflate.destroy();
    await feeding.catch(() => undefined);
    throw error;
  }
  await feeding;
}

async function crcAndSize(file: WorkspaceFile): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of reusedChunks(file.sourcePath, STREAM_CHUNK_BYTES)) {
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  return { crc, size };
}

export function assertUnchanged(file: WorkspaceFile, bytesRead: number): void {
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
