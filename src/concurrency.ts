/**
 * Bounded parallelism, the one kit of it: uploads, parts and hashing (src/cdn), the projects of a
 * manifest deploy (src/deploy), and the bench and chaos runs. Base layer: it imports nothing.
 */

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

interface LimitOptions {
  /** Once aborted, no new item starts; the pool ends with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /** Asked before each item: false ends the pool quietly (a time budget ran out), the rest unstarted. */
  readonly more?: (() => boolean) | undefined;
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
  options: LimitOptions = {},
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      if (options.signal?.aborted) {
        failure ??= { error: options.signal.reason };
        return;
      }
      if (options.more && !options.more()) return;
      const index = next++;
      try {
        await worker(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(limit), items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure !== undefined) throw failure.error;
}

/**
 * `forEachLimited` that keeps each worker's answer, in the items' order (not the order they ended
 * in). Items `more` left unstarted have no answer: the array is then sparse at their places.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
  options: LimitOptions = {},
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  await forEachLimited(
    items,
    limit,
    async (item, index) => {
      results[index] = await worker(item, index);
    },
    options,
  );
  return results;
}
