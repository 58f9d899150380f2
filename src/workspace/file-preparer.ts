import { closeSync, openSync, readSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { BatchReader } from './batch-reader.ts';
import { archiveMode, assertUnchanged, type PreparedFile, shouldDeflate } from './file-entries.ts';
import { InputRing } from './input-ring.ts';
import { type ReadJob, type ReadOutcome, readOne } from './read-worker.ts';
import type { WorkspaceFile } from './walk.ts';
import { METHOD_DEFLATE, METHOD_STORE } from './zip-format.ts';

export interface PreparerOptions {
  /** Files larger than this are streamed rather than held in memory whole. */
  readonly streamThreshold: number;
  /** zlib's deflate level, 0 (store everything) to 9. */
  readonly level: number;
  /** The most bytes of whole files prepared and not yet written at any time. */
  readonly bytesAhead: number;
  /** How many of the first files are read on the main thread (default MAIN_THREAD_FILES). */
  readonly mainThreadFiles?: number;
}

/**
 * A pack's first files are read on the main thread, up to these counts: starting the reader threads
 * costs ~100 ms of CPU each, more than a small site takes to pack, and a one-file deploy that started
 * them spent 470-530 ms of CPU against 260-290 ms without. The threads start (in the background) as
 * soon as the walk has found more than that (`found`), so a tree that fits never starts them, and a
 * larger one finds them ready.
 */
const MAIN_THREAD_FILES = 256;
const MAIN_THREAD_BYTES = 4 << 20;

const mainThreadFs = { closeSync, openSync, readSync };
const mainThreadZlib = { crc32, deflateRawSync };

/**
 * Turns files into entries ready to write. Every file held whole is read, checksummed and (if its
 * name says it compresses) deflated into one ring of shared memory: a pack's first files on the
 * main thread, the rest on the reader threads, many files per message (batch-reader.ts). The main
 * thread then only hands work over and frames what comes back: with two cores, its own reads and
 * zlib hand-offs used to be what the whole pack waited on (issue 38; bench/README.md, "Fifth
 * pass"). Both read the same way (read-worker.ts, readOne), so the archive's bytes do not depend on
 * which did. Memory is given back (`release`) in the files' order once written.
 */
export class FilePreparer {
  readonly #streamThreshold: number;
  readonly #level: number;
  readonly #ring: InputRing;
  #reader: BatchReader | undefined;
  /** What is left of the main thread's share; once a file does not fit, no file after it is read there. */
  #mainThreadFiles: number;
  #mainThreadBytes = MAIN_THREAD_BYTES;
  /** The files `found` gave the main thread, until `prepare` reads them. */
  readonly #readHere = new Set<WorkspaceFile>();

  constructor(options: PreparerOptions) {
    this.#streamThreshold = options.streamThreshold;
    this.#level = options.level;
    this.#mainThreadFiles = options.mainThreadFiles ?? MAIN_THREAD_FILES;
    // Room for every byte ahead and one more file, which may exceed the budget alone. A file the
    // wrap-around leaves without room gets a buffer of its own (rare: a ring with room for that too
    // was no faster on the benchmark's trees, and held 4 MiB more).
    const largest = Math.min(options.streamThreshold, options.bytesAhead);
    this.#ring = new InputRing(options.bytesAhead + largest + (64 << 10));
  }

  /** Must be called in the files' order, after `found` for the file; so must `release`. */
  prepare(file: WorkspaceFile): Promise<PreparedFile> | PreparedFile {
    if (file.size > this.#streamThreshold) return { kind: 'streamed' };
    // Asking for one byte more than the size sees a file that grew since the walk.
    const input = this.#ring.take(file.size + 1);
    const job: ReadJob = {
      path: file.sourcePath,
      size: file.size,
      memory: input.buffer as SharedArrayBuffer,
      offset: input.byteOffset,
      deflate: shouldDeflate(file, this.#level),
    };
    if (this.#readHere.delete(file)) {
      return entryOf(file, input, readOne(job, this.#level, mainThreadFs, mainThreadZlib));
    }
    this.#reader ??= new BatchReader(this.#level);
    return this.#reader.read(job).then((outcome) => entryOf(file, input, outcome));
  }

  /**
   * Told of every file as the walk finds it, in the files' order and ahead of `prepare`: it gives the
   * file to the main thread while the share lasts, and starts the reader threads at the first one
   * it does not, so a tree that fits never starts them and a larger one finds them ready.
   */
  found(file: WorkspaceFile): void {
    if (file.size > this.#streamThreshold) return;
    if (this.#mainThreadFiles > 0 && this.#mainThreadBytes >= file.size) {
      this.#mainThreadFiles--;
      this.#mainThreadBytes -= file.size;
      this.#readHere.add(file);
      return;
    }
    this.#mainThreadFiles = 0;
    this.#reader ??= new BatchReader(this.#level);
  }

  /** Gives the memory of a written entry back. */
  release(prepared: PreparedFile): void {
    if (prepared.kind === 'whole') this.#ring.release(prepared.input);
  }

  /** Gives the reader threads back (the last pack's close stops them); call it once packing ended. */
  close(): void {
    this.#reader?.close();
  }
}

/**
 * The entry for what was left in `input`: the deflated bytes if deflating made the file smaller,
 * else the file's own (stored, like Info-ZIP; which one depends only on content).
 */
function entryOf(file: WorkspaceFile, input: Buffer, outcome: ReadOutcome): PreparedFile {
  assertUnchanged(file, outcome.length);
  const deflated = outcome.deflatedLength > 0;
  const entry = {
    name: file.relativePath,
    mode: archiveMode(file),
    crc32: outcome.crc32,
    method: deflated ? METHOD_DEFLATE : METHOD_STORE,
    compressedSize: deflated ? outcome.deflatedLength : outcome.length,
    uncompressedSize: outcome.length,
  };
  const data = input.subarray(0, deflated ? outcome.deflatedLength : outcome.length);
  return { kind: 'whole', entry, data, input };
}
