/** Bounded parallelism for uploads, parts and hashing. */

/** Caps how many holders run at once; the others wait in arrival order. */
export class Semaphore {
  #available: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#available = Math.max(1, Math.floor(size));
  }

  async use<T>(job: () => Promise<T>): Promise<T> {
    if (this.#available > 0) this.#available--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#available++;
    }
  }
}

/**
 * Runs `worker` on every item with at most `limit` at once. A worker that throws stops the pool:
 * no new item starts, the running ones finish, and the first error is rethrown. Workers that must
 * not stop the others catch their own errors.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      if (signal?.aborted) {
        failure ??= { error: signal.reason };
        return;
      }
      const index = next++;
      try {
        await worker(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(limit), items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure !== undefined) throw failure.error;
}
