import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { Semaphore } from '../concurrency.ts';
import { DeflateSlots } from './deflate-slots.ts';
import {
  archiveMode,
  assertUnchanged,
  type PreparedFile,
  STREAM_CHUNK_BYTES,
  shouldDeflate,
} from './file-entries.ts';
import { InputRing } from './input-ring.ts';
import type { WorkspaceFile } from './walk.ts';
import { METHOD_DEFLATE, METHOD_STORE } from './zip-format.ts';

export interface PreparerOptions {
  /** Files larger than this are streamed rather than held in memory whole. */
  readonly streamThreshold: number;
  /** Larger files read at once on the thread pool. */
  readonly concurrency: number;
  /** zlib's deflate level, 0 (store everything) to 9. */
  readonly level: number;
  /** The most bytes of whole files prepared and not yet written at any time. */
  readonly bytesAhead: number;
}

/**
 * Files up to this size are read synchronously on the main thread (an open, one read and a close
 * cost less there than three hops to the thread pool and back).
 */
const SMALL_FILE_BYTES = 32 << 10;
/**
 * Small files up to this size are also deflated on the main thread, where it takes about as long
 * as handing them to the thread pool would (both about 30 µs); larger small files go to the slots.
 */
const INLINE_DEFLATE_BYTES = 4 << 10;
/**
 * Files above INLINE_DEFLATE_BYTES are deflated through this many slots, small and larger files
 * apart (a larger file takes its slot for milliseconds). The counts are fixed, not the machine's
 * core count: a slot's output may depend on the file it deflated before (see DeflateSlots), and the
 * same tree must pack to the same bytes on every runner.
 */
const SMALL_FILE_SLOTS = 2;
const LARGE_FILE_SLOTS = 2;

/**
 * Turns files into entries ready to write: small ones read on the spot, larger ones read on the
 * thread pool; the smallest deflated on the spot and the others through the slots, on the pool.
 * Files are read into one ring of memory and given back (`release`) in the same order once written.
 */
export class FilePreparer {
  readonly #streamThreshold: number;
  readonly #level: number;
  readonly #largeFiles: Semaphore;
  readonly #smallFileSlots: DeflateSlots;
  readonly #largeFileSlots: DeflateSlots;
  readonly #ring: InputRing;

  constructor(options: PreparerOptions) {
    this.#streamThreshold = options.streamThreshold;
    this.#level = options.level;
    this.#largeFiles = new Semaphore(options.concurrency);
    this.#smallFileSlots = new DeflateSlots(SMALL_FILE_SLOTS, options.level, 64 << 10);
    this.#largeFileSlots = new DeflateSlots(LARGE_FILE_SLOTS, options.level, STREAM_CHUNK_BYTES);
    // Room for every byte ahead and one more file, which may exceed the budget alone. A file the
    // wrap-around leaves without room gets a buffer of its own (rare: a ring with room for that too
    // was no faster on the benchmark's trees, and held 4 MiB more).
    const largest = Math.min(options.streamThreshold, options.bytesAhead);
    this.#ring = new InputRing(options.bytesAhead + largest + (64 << 10));
  }

  /** Must be called in the files' order; so must `release`. */
  prepare(file: WorkspaceFile): Promise<PreparedFile> | PreparedFile {
    if (file.size > this.#streamThreshold) return { kind: 'streamed' };
    // Asking for one byte more than the size sees a file that grew since the walk.
    const input = this.#ring.take(file.size + 1);
    if (file.size > SMALL_FILE_BYTES) return this.#prepareLarge(file, input);
    const data = readSmallFile(file, input);
    if (!shouldDeflate(file, this.#level)) return wholeEntry(file, input, data);
    if (file.size <= INLINE_DEFLATE_BYTES) {
      // An output chunk the size of the input holds any useful result; zlib's default would
      // allocate (and leave as garbage) 16 KiB per file, however small.
      const chunkSize = Math.max(64, data.length);
      return wholeEntry(file, input, data, deflateRawSync(data, { level: this.#level, chunkSize }));
    }
    return this.#smallFileSlots.deflate(data).then((deflated) => wholeEntry(file, input, data, deflated));
  }

  /** Gives the memory of a written entry back. */
  release(prepared: PreparedFile): void {
    if (prepared.kind === 'whole') this.#ring.release(prepared.input);
  }

  /** Frees the deflate streams; call it once every file is prepared, or packing stopped. */
  close(): void {
    this.#smallFileSlots.close();
    this.#largeFileSlots.close();
  }

  /** The slot's place is taken now, in the files' order; the read may finish out of order. */
  async #prepareLarge(file: WorkspaceFile, input: Buffer): Promise<PreparedFile> {
    const ticket = shouldDeflate(file, this.#level) ? this.#largeFileSlots.reserve() : undefined;
    let data: Buffer;
    try {
      data = await this.#largeFiles.use(() => readLargeFile(file, input));
    } catch (error) {
      ticket?.cancel(error);
      throw error;
    }
    if (ticket === undefined) return wholeEntry(file, input, data);
    return wholeEntry(file, input, data, await ticket.deflate(data));
  }
}

/** The entry for `data`, deflated if that made it smaller (like Info-ZIP; it depends only on content). */
function wholeEntry(file: WorkspaceFile, input: Buffer, data: Buffer, deflated?: Buffer): PreparedFile {
  const stored = {
    name: file.relativePath,
    mode: archiveMode(file),
    crc32: crc32(data),
    method: METHOD_STORE,
    compressedSize: data.length,
    uncompressedSize: data.length,
  };
  if (deflated === undefined || deflated.length >= data.length) {
    return { kind: 'whole', entry: stored, data, input };
  }
  const entry = { ...stored, method: METHOD_DEFLATE, compressedSize: deflated.length };
  return { kind: 'whole', entry, data: deflated, input };
}

/**
 * Reads a whole small file into `buffer`, which is larger than the file. A read of a regular file
 * comes back short only at its end, so one call usually does (asking for more than the size sees
 * growth too) and no second call is spent to meet the end.
 */
function readSmallFile(file: WorkspaceFile, buffer: Buffer): Buffer {
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

/** The same on the thread pool, for a larger file. */
async function readLargeFile(file: WorkspaceFile, buffer: Buffer): Promise<Buffer> {
  const handle = await open(file.sourcePath, 'r');
  try {
    let length = 0;
    let bytesRead: number;
    do {
      ({ bytesRead } = await handle.read(buffer, length, buffer.length - length, null));
      length += bytesRead;
    } while (bytesRead > 0 && length < buffer.length);
    assertUnchanged(file, length);
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}
