import { open } from 'node:fs/promises';

/** Reads of this size keep the upload's chunks large without holding much memory. */
const READ_CHUNK_BYTES = 1 << 20;

/** What a reader waits for: more bytes on disk, the end, or a failure. */
type Wake = () => void;

/**
 * A file while one writer appends to it (the packer, through `grew`, `finish` and `fail`) and any
 * number of readers follow it from its start (the upload, once per attempt). A reader only reads
 * bytes the writer reported on disk, so every reader sees the same bytes, whenever it starts: a
 * retried upload sends what the first attempt sent.
 */
export class GrowingFile {
  readonly path: string;
  #onDisk = 0;
  #size: number | undefined;
  #failure: { readonly error: unknown } | undefined;
  #waiting: Wake[] = [];
  readonly #completion = Promise.withResolvers<number>();
  readonly #firstBytes = Promise.withResolvers<void>();

  constructor(path: string) {
    this.path = path;
    // Nobody may be waiting on these when packing fails; the failure is the packer's to report.
    this.#completion.promise.catch(() => undefined);
    this.#firstBytes.promise.catch(() => undefined);
  }

  /** The final size once the writer finished; undefined while it is still writing (or failed). */
  get completeSize(): number | undefined {
    return this.#size;
  }

  /** The writer has this many bytes from the start on disk. */
  grew(bytesOnDisk: number): void {
    this.#onDisk = Math.max(this.#onDisk, bytesOnDisk);
    this.#firstBytes.resolve();
    this.#wake();
  }

  /** The writer is done: the file is complete at `size` bytes. */
  finish(size: number): void {
    this.#onDisk = size;
    this.#size = size;
    this.#firstBytes.resolve();
    this.#completion.resolve(size);
    this.#wake();
  }

  /** The writer gave up: readers stop with `error`. */
  fail(error: unknown): void {
    this.#failure = { error };
    this.#firstBytes.reject(error);
    this.#completion.reject(error);
    this.#wake();
  }

  /** Resolves with the size once the file is complete; rejects with the writer's error. */
  complete(): Promise<number> {
    return this.#completion.promise;
  }

  /** Resolves once the first bytes are on disk (or the file is complete); rejects with the writer's error. */
  started(): Promise<void> {
    return this.#firstBytes.promise;
  }

  /**
   * The file's bytes from its start, following it while it grows, until it is complete. Every chunk
   * is read into one buffer: a chunk is valid only until the next is asked for (the upload has sent
   * it by then). A fresh buffer per chunk cost a page fault per 4 KiB on a VM (bench/page-cost.ts).
   */
  async *read(signal: AbortSignal): AsyncGenerator<Uint8Array> {
    let position = 0;
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    let buffer: Buffer | undefined;
    try {
      for (;;) {
        signal.throwIfAborted();
        if (this.#failure) throw this.#failure.error;
        const available = this.#onDisk - position;
        if (available > 0) {
          handle ??= await open(this.path, 'r');
          buffer ??= Buffer.allocUnsafeSlow(READ_CHUNK_BYTES);
          const length = Math.min(available, buffer.length);
          const { bytesRead } = await handle.read(buffer, 0, length, position);
          if (bytesRead === 0) throw new Error(`${this.path} is shorter than its writer reported`);
          position += bytesRead;
          yield buffer.subarray(0, bytesRead);
        } else if (this.#size !== undefined) {
          return;
        } else {
          await this.#next(signal);
        }
      }
    } finally {
      await handle?.close();
    }
  }

  #next(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.#waiting = this.#waiting.filter((wake) => wake !== done);
        reject(signal.reason);
      };
      const done = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(done);
    });
  }

  #wake(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const wake of waiting) wake();
  }
}
