import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

export interface OrderedPoolOptions<T> {
  /** Most items prepared ahead of the one being consumed. */
  readonly maxAhead: number;
  /** Most weight (bytes held in memory) prepared ahead; a single item may exceed it alone. */
  readonly maxWeight: number;
  readonly weightOf: (item: T) => number;
}

/**
 * Synchronous preparation is yielded after this long, so callbacks of asynchronous work (zlib on
 * the thread pool) run and the pool is refilled instead of waiting idle.
 */
const SLICE_MILLISECONDS = 4;

/**
 * Items that may still be arriving (files as a walk finds them): `items` grows until `ended`, and
 * `more()` resolves when either changes (and rejects if the producer failed).
 */
export interface ItemFeed<T> {
  readonly items: readonly T[];
  readonly ended: boolean;
  more(): Promise<void>;
}

/**
 * Prepares items ahead of time (some synchronously, some on the thread pool) but hands them to
 * `consume` strictly in order, one at a time. Work runs ahead of the consumer only within the item
 * and weight budgets, so memory stays bounded however many items there are. Items may be a list,
 * or a feed still growing: each is prepared as soon as it arrives and the budgets allow.
 */
export async function runInOrder<T, R>(
  source: readonly T[] | ItemFeed<T>,
  options: OrderedPoolOptions<T>,
  prepare: (item: T) => Promise<R> | R,
  consume: (prepared: R, item: T) => Promise<void>,
): Promise<void> {
  const feed: ItemFeed<T> = Array.isArray(source)
    ? { items: source, ended: true, more: () => Promise.resolve() }
    : (source as ItemFeed<T>);
  const items = feed.items;
  const maxAhead = Math.max(1, Math.floor(options.maxAhead));
  const started: (Promise<R> | R | undefined)[] = [];
  let weightAhead = 0;
  let next = 0;
  let sliceStart = performance.now();
  for (let current = 0; ; current++) {
    while (current >= items.length && !feed.ended) await feed.more();
    if (current >= items.length) return;
    while (next < items.length && next - current < maxAhead) {
      const weight = options.weightOf(items[next]!);
      if (next > current && weightAhead + weight > options.maxWeight) break;
      weightAhead += weight;
      started.push(startPreparing(prepare, items[next]!));
      next++;
      if (performance.now() - sliceStart > SLICE_MILLISECONDS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
    const item = items[current]!;
    const prepared = await started[current]!;
    // Drop the reference so the prepared data can be collected once written.
    started[current] = undefined;
    await consume(prepared, item);
    weightAhead -= options.weightOf(item);
  }
}

/**
 * An item prepared on the spot is kept as it is (no promise per item); a failure, thrown or
 * rejected, is rethrown when the item's turn comes, and until then does not count as unhandled.
 */
function startPreparing<T, R>(prepare: (item: T) => Promise<R> | R, item: T): Promise<R> | R {
  try {
    const preparing = prepare(item);
    if (preparing instanceof Promise) preparing.catch(() => undefined);
    return preparing;
  } catch (error) {
    const failed = Promise.reject(error);
    failed.catch(() => undefined);
    return failed;
  }
}
