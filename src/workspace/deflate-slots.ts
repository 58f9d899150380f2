import { constants, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib';

/**
 * Room for any small file's deflated bytes in one output chunk and in the stream's buffer: a
 * stream whose buffer passed its high-water mark would hold back the write's callback until read.
 */
const OUTPUT_ROOM = 1 << 20;

/**
 * Deflates small whole files on Node's thread pool through a few long-lived zlib streams, so the
 * main thread (which walks, reads, frames and uploads) hands a file over for about 20 µs instead of
 * deflating it itself, and a fresh stream per file (about 90 µs of main-thread set-up) is not paid.
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

  constructor(count: number, level: number) {
    this.#slots = Array.from({ length: count }, () => new DeflateSlot(level));
  }

  /** Resolves with the raw deflate stream of `data`, which must not change until then. */
  deflate(data: Uint8Array): Promise<Buffer> {
    const slot = this.#slots[this.#turn]!;
    this.#turn = (this.#turn + 1) % this.#slots.length;
    return slot.deflate(data);
  }

  /** Frees the zlib streams; files still waiting are refused. */
  close(): void {
    for (const slot of this.#slots) slot.close();
  }
}

interface Job {
  readonly data: Uint8Array;
  readonly resolve: (deflated: Buffer) => void;
  readonly reject: (error: unknown) => void;
}

/** One zlib stream deflating one file at a time, in the order the files came. */
class DeflateSlot {
  readonly #stream: DeflateRaw;
  readonly #waiting: Job[] = [];
  #current: Job | undefined;
  #failure: Error | undefined;

  constructor(level: number) {
    // Node's zlib streams take the stream options too, though its types list only zlib's.
    const options: ZlibOptions & { readonly readableHighWaterMark: number } = {
      level,
      flush: constants.Z_FINISH,
      chunkSize: 64 << 10,
      readableHighWaterMark: OUTPUT_ROOM,
    };
    this.#stream = createDeflateRaw(options);
    // Read with read() after each write: no 'data' listener, so nothing flows on its own.
    this.#stream.on('error', (error) => this.#fail(error));
  }

  deflate(data: Uint8Array): Promise<Buffer> {
    if (this.#failure) return Promise.reject(this.#failure);
    const { promise, resolve, reject } = Promise.withResolvers<Buffer>();
    this.#waiting.push({ data, resolve, reject });
    if (this.#current === undefined) this.#startNext();
    return promise;
  }

  close(): void {
    this.#fail(new Error('The packer stopped before this file was deflated.'));
    this.#stream.destroy();
  }

  #startNext(): void {
    const job = this.#waiting.shift();
    this.#current = job;
    if (job === undefined) return;
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
