import { constants, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib';

/**
 * A stream's buffer past its high-water mark would hold back the write's callback until read, and
 * it is read only after that callback: the mark is far above any file's deflated bytes.
 */
const HIGH_WATER_MARK = 1 << 30;

/** A place in a slot's queue, taken in order; the file's bytes may come later. */
export interface DeflateTicket {
  /** Resolves with the raw deflate stream of `data`, which must not change until then. */
  deflate(data: Uint8Array): Promise<Buffer>;
  /** The file will not come (its read failed): the slot goes on with the next one. */
  cancel(error: unknown): void;
}

/**
 * Deflates whole files on Node's thread pool through a few long-lived zlib streams, so the main
 * thread (which walks, reads, frames and uploads) hands a file over for about 20 µs, and does not
 * pay a fresh stream's set-up (about 90 µs of main-thread CPU, and ~300 KB of zlib state) per file.
 *
 * Every file is finished as a deflate stream of its own (Z_FINISH) and the slot is reset before the
 * next one. A reset keeps the old window, and Node's zlib (Chromium's) hashes a few bytes past the
 * input's end, so a file's bytes may depend on what its slot deflated before: files are dealt to
 * the slots in turn, in the order they are given (the archive's), never to whichever slot is free,
 * and the slot count is fixed, so the same files always come out as the same bytes.
 */
export class DeflateSlots {
  readonly #slots: DeflateSlot[];
  #turn = 0;

  /** `chunkSize`: zlib's output chunk; a file whose output is larger costs a main-thread hop per chunk. */
  constructor(count: number, level: number, chunkSize: number) {
    this.#slots = Array.from({ length: count }, () => new DeflateSlot(level, chunkSize));
  }

  /** The next slot in turn keeps a place for a file whose bytes are not read yet. */
  reserve(): DeflateTicket {
    const slot = this.#slots[this.#turn]!;
    this.#turn = (this.#turn + 1) % this.#slots.length;
    return slot.reserve();
  }

  /** Resolves with the raw deflate stream of `data`, which must not change until then. */
  deflate(data: Uint8Array): Promise<Buffer> {
    return this.reserve().deflate(data);
  }

  /** Frees the zlib streams; files still waiting are refused. */
  close(): void {
    for (const slot of this.#slots) slot.close();
  }
}

interface Job {
  data: Uint8Array | undefined;
  cancelled: boolean;
  readonly promise: Promise<Buffer>;
  readonly resolve: (deflated: Buffer) => void;
  readonly reject: (error: unknown) => void;
}

/** One zlib stream deflating one file at a time, in the order their places were taken. */
class DeflateSlot {
  readonly #stream: DeflateRaw;
  readonly #waiting: Job[] = [];
  #current: Job | undefined;
  #failure: Error | undefined;

  constructor(level: number, chunkSize: number) {
    // Node's zlib streams take the stream options too, though its types list only zlib's.
    const options: ZlibOptions & { readonly readableHighWaterMark: number } = {
      level,
      flush: constants.Z_FINISH,
      chunkSize,
      readableHighWaterMark: HIGH_WATER_MARK,
    };
    this.#stream = createDeflateRaw(options);
    // Read with read() after each write: no 'data' listener, so nothing flows on its own.
    this.#stream.on('error', (error) => this.#fail(error));
  }

  reserve(): DeflateTicket {
    const { promise, resolve, reject } = Promise.withResolvers<Buffer>();
    // A place refused before its file came (the packer stopped, or the read failed) has nobody
    // awaiting it; whoever submits the file hears the refusal through `deflate`.
    promise.catch(() => undefined);
    const job: Job = { data: undefined, cancelled: false, promise, resolve, reject };
    if (this.#failure) reject(this.#failure);
    else this.#waiting.push(job);
    return {
      deflate: (data) => {
        job.data = data;
        if (this.#current === undefined) this.#startNext();
        return job.promise;
      },
      cancel: (error) => {
        job.cancelled = true;
        job.reject(error);
        if (this.#current === undefined) this.#startNext();
      },
    };
  }

  close(): void {
    this.#fail(new Error('The packer stopped before this file was deflated.'));
    this.#stream.destroy();
  }

  /** Starts the first waiting file if its bytes are here; a cancelled place is skipped. */
  #startNext(): void {
    while (this.#waiting[0]?.cancelled) this.#waiting.shift();
    const job = this.#waiting[0];
    if (job?.data === undefined || this.#failure) return;
    this.#waiting.shift();
    this.#current = job;
    this.#stream.write(job.data, (error) => {
      // Closed or failed meanwhile: the job was refused already, and the stream is gone.
      if (this.#current !== job || this.#failure) return;
      if (error) {
        this.#fail(error);
        return;
      }
      // The write's callback comes after zlib pushed all of this file's output.
      const chunks: Buffer[] = [];
      let chunk = this.#stream.read() as Buffer | null;
      while (chunk !== null) {
        chunks.push(chunk);
        chunk = this.#stream.read() as Buffer | null;
      }
      this.#stream.reset();
      this.#current = undefined;
      job.resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      this.#startNext();
    });
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    const refused = this.#current ? [this.#current, ...this.#waiting.splice(0)] : this.#waiting.splice(0);
    this.#current = undefined;
    for (const job of refused) job.reject(this.#failure);
  }
}
