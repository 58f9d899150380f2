import { mkdir, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { DEFAULT_COMPRESSION_LEVEL, writeFileEntry } from './file-entries.ts';
import { FilePreparer } from './file-preparer.ts';
import { HashingFileSink } from './hashing-file-sink.ts';
import { type ItemFeed, runInOrder } from './ordered-pool.ts';
import { holdArchive, isHeldArchive, releaseArchive } from './own-archives.ts';
import { packFailure } from './pack-failures.ts';
import { type WorkspaceFile, type WorkspaceLogger, walkWorkspace } from './walk.ts';
import { CLASSIC_ZIP_LIMITS, type ZipLimits } from './zip-format.ts';
import { ZipWriter } from './zip-writer.ts';

export { formatBytes } from '../bytes.ts';

export interface PackOptions {
  /** The directory to pack. */
  readonly root: string;
  /** Extra gitignore-style patterns, relative to `root`; an item may hold several lines. */
  readonly exclude?: readonly string[];
  /** Where to write the zip (its directory is created if missing); the upload streams from it. */
  readonly outFile: string;
  readonly logger?: WorkspaceLogger;
  /** Files larger than this are streamed rather than held in memory whole (default 4 MiB). */
  readonly streamThreshold?: number;
  /**
   * How many of the first files (within 4 MiB) are read on the main thread before the reader threads
   * take over (default 256; see file-preparer.ts), so tests can reach either path.
   */
  readonly mainThreadFiles?: number;
  /** Overrides where ZIP64 starts, so tests can reach it with small files. */
  readonly zipLimits?: ZipLimits;
  /** Stops packing (between files) and deletes the partial zip. */
  readonly signal?: AbortSignal;
  /** Deflate level, 0 (store every file) to 9; default DEFAULT_COMPRESSION_LEVEL. */
  readonly compressionLevel?: number;
  /**
   * Called each time more of the zip is on disk, with how many bytes from its start are: a reader
   * (the upload) may read up to there while packing goes on.
   */
  readonly onWritten?: (bytesOnDisk: number) => void;
  /** Called once the walk is done and its checks passed (the files are all known and packable). */
  readonly onWalked?: () => void;
}

export interface PackResult {
  /** Absolute path of the zip. */
  readonly path: string;
  /** SHA-256 of the zip, hex. */
  readonly sha256: string;
  /** Size of the zip in bytes. */
  readonly size: number;
  readonly fileCount: number;
  /** Relative POSIX paths of the packed files, in archive order. */
  readonly files: string[];
  /** Relative paths left out for safety (symlinks leaving the root, loops, special files). */
  readonly skipped: string[];
}

const DEFAULT_STREAM_THRESHOLD = 4 << 20;
/** Caps on files read (and compressed) ahead of the writer; they bound memory. */
const MAX_BYTES_AHEAD = 8 << 20;
/**
 * Few files ahead are enough to keep the reader threads busy, and each one ahead keeps objects alive
 * across V8's young-generation collections: with 4,096 ahead the young generation grew to its 32 MiB
 * cap during a deploy of the mixed tree, with 64 it stayed at 16 MiB, and the step's peak RSS fell
 * from 162-188 to 152-166 MB (text 165-182 to 165, binary 174-201 to 144-166) at the same speed.
 */
const MAX_FILES_AHEAD = 64;

/**
 * Packs the files under `root` into a deterministic zip at `outFile`: the same files, names and
 * executable bits always give the same bytes, whatever their timestamps. Packing starts with the
 * first files the walk finds (in their final order), not at the walk's end; `onWalked` says when the
 * walk's checks passed, before which nothing but the zip on disk may see the archive.
 */
export async function packWorkspace(options: PackOptions): Promise<PackResult> {
  options.signal?.throwIfAborted();
  const path = resolve(options.outFile);
  await mkdir(dirname(path), { recursive: true });
  // Held until whoever removes it releases it (see own-archives.ts), before the file exists.
  holdArchive(join(await realpath(dirname(path)), basename(path)));
  const feed = new FileFeed();
  const walking = walkWorkspace(options.root, {
    ...options,
    // A rerun never packs its own zip, if it is inside the workspace, nor another pack's.
    onFile: (file) => {
      if (!isHeldArchive(file.sourcePath)) feed.push(file);
    },
  }).then(
    (walked) => {
      feed.end();
      options.onWalked?.();
      return walked;
    },
    (error: unknown) => {
      feed.fail(error);
      throw error;
    },
  );
  walking.catch(() => undefined); // the archive's writing fails with the same error
  try {
    const archive = await writeArchive(feed, path, options);
    const { skipped } = await walking;
    return { ...archive, skipped };
  } catch (error) {
    releaseArchive(path); // the partial zip is deleted
    // The walk's own error (a bad name, nothing to pack) is the one to report.
    await walking;
    throw packFailure(error, path, feed.items);
  }
}

/** The walk's files as they are found; the writer follows it. */
class FileFeed implements ItemFeed<WorkspaceFile> {
  readonly items: WorkspaceFile[] = [];
  ended = false;
  #failure: { readonly error: unknown } | undefined;
  #wake = FileFeed.#wakeUp();

  static #wakeUp() {
    const wake = Promise.withResolvers<void>();
    wake.promise.catch(() => undefined);
    return wake;
  }

  #watcher: ((file: WorkspaceFile) => void) | undefined;

  push(file: WorkspaceFile): void {
    this.items.push(file);
    this.#watcher?.(file);
    this.#changed();
  }

  /** Calls `watcher` with every file found so far, and then with each one as it is found. */
  watch(watcher: (file: WorkspaceFile) => void): void {
    this.#watcher = watcher;
    for (const file of this.items) watcher(file);
  }

  end(): void {
    this.ended = true;
    this.#changed();
  }

  /** Not `ended`: the writer asks for more, and more() rejects with the walk's error. */
  fail(error: unknown): void {
    this.#failure = { error };
    this.#changed();
  }

  more(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure.error);
    return this.#wake.promise;
  }

  #changed(): void {
    const woken = this.#wake;
    // Nobody may be waiting (the writer is busy); a failure reaches it through more().
    this.#wake = FileFeed.#wakeUp();
    if (this.#failure) woken.reject(this.#failure.error);
    else woken.resolve();
  }
}

async function writeArchive(
  feed: FileFeed,
  path: string,
  options: PackOptions,
): Promise<Omit<PackResult, 'skipped'>> {
  const streamThreshold = options.streamThreshold ?? DEFAULT_STREAM_THRESHOLD;
  const level = compressionLevel(options.compressionLevel);
  const sink = await HashingFileSink.create(path, options.onWritten);
  try {
    const writer = new ZipWriter(sink, options.zipLimits ?? CLASSIC_ZIP_LIMITS);
    const preparer = new FilePreparer({
      streamThreshold,
      level,
      bytesAhead: MAX_BYTES_AHEAD,
      mainThreadFiles: options.mainThreadFiles,
    });
    // Each file is given to the main thread or the reader threads as the walk finds it, ahead of
    // `prepare`, so the threads start as soon as the walk has found more than the main thread reads.
    feed.watch((file) => preparer.found(file));
    try {
      await runInOrder(
        feed,
        {
          maxAhead: MAX_FILES_AHEAD,
          maxWeight: MAX_BYTES_AHEAD,
          weightOf: (file) => (file.size > streamThreshold ? 0 : file.size),
        },
        (file) => preparer.prepare(file),
        async (prepared, file) => {
          options.signal?.throwIfAborted();
          await writeFileEntry(writer, file, prepared, level);
          preparer.release(prepared);
        },
      );
    } finally {
      preparer.close();
    }
    options.signal?.throwIfAborted();
    await writer.finish();
    const { sha256, size } = await sink.close();
    const names = feed.items.map((file) => file.relativePath);
    return { path, sha256, size, fileCount: names.length, files: names };
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

function compressionLevel(level: number | undefined): number {
  if (level === undefined) return DEFAULT_COMPRESSION_LEVEL;
  if (!Number.isInteger(level) || level < 0 || level > 9) {
    throw new RangeError(`The compression level must be an integer from 0 to 9, not ${level}.`);
  }
  return level;
}
