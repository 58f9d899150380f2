/**
 * One block of memory that the packer reads whole files into, handed out and given back in the
 * same order (the archive's), like a ring. It is shared memory, as is a buffer of its own handed out
 * when the ring is full, so the reader threads (read-worker.ts) read into it with no copy. Without
 * it every file got a buffer of its own: packing 95 MB allocated 95 MB of buffers that lived a few
 * milliseconds each, which kept V8's collector running a full collection every ~70 ms and held the
 * dead buffers in memory until it did.
 */
export class InputRing {
  readonly #memory: Buffer;
  /** Where the next slice starts. */
  #head = 0;
  /** The slices handed out and not yet given back, oldest first: [start, end). */
  readonly #live: { start: number; end: number }[] = [];

  constructor(capacity: number) {
    this.#memory = Buffer.from(new SharedArrayBuffer(capacity));
  }

  /**
   * A slice of `size` bytes, or a buffer of its own when the ring has no room: the caller gives
   * every slice back with `release`, in the order taken.
   */
  take(size: number): Buffer {
    const start = this.#startFor(size);
    if (start === undefined) return Buffer.from(new SharedArrayBuffer(size));
    const slice = this.#memory.subarray(start, start + size);
    this.#live.push({ start, end: start + size });
    this.#head = start + size;
    return slice;
  }

  /** Gives back the oldest slice still out, if `slice` is it (a buffer of its own is left to the collector). */
  release(slice: Uint8Array): void {
    const oldest = this.#live[0];
    if (oldest === undefined || slice.buffer !== this.#memory.buffer) return;
    if (slice.byteOffset !== oldest.start) {
      throw new Error('InputRing slices must be released in the order they were taken');
    }
    this.#live.shift();
  }

  /** Where a slice of `size` bytes fits without touching a live one, wrapping to the start if need be. */
  #startFor(size: number): number | undefined {
    const capacity = this.#memory.length;
    const oldest = this.#live[0];
    if (oldest === undefined) return size <= capacity ? 0 : undefined;
    if (this.#head > oldest.start) {
      // Live slices run from `oldest.start` to `head`: room after them, or before them at the start.
      if (this.#head + size <= capacity) return this.#head;
      return size <= oldest.start ? 0 : undefined;
    }
    // Wrapped: live slices run from `oldest.start` to the end and from 0 to `head`.
    return this.#head + size <= oldest.start ? this.#head : undefined;
  }
}
