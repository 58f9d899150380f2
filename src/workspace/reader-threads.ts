import type { Worker } from 'node:worker_threads';
import { type ReadBatchResult, type ReadJob, startReadWorker } from './read-worker.ts';

/** Whoever sent a batch: it hears the answer, or the threads' failure. */
export interface BatchOwner {
  answered(result: ReadBatchResult): void;
  failed(error: unknown): void;
}

/**
 * Reader threads per process. Two keep both cores of a small runner reading and deflating while the
 * main thread frames: the same count on every machine, though the bytes would not differ (each file
 * is deflated by a fresh stream of its own, whichever thread takes it).
 */
export const READER_THREADS = 2;

/**
 * The reader threads of the process, shared by every pack running in it (manifest mode deploys
 * four projects at once by default): a Node worker costs ~15 MB of RSS and tens of milliseconds of
 * CPU to start, so packs at once share them, started with the first and stopped with the last.
 */
export class ReaderThreads {
  static #current: ReaderThreads | undefined;
  static #starts = 0;
  readonly #workers: { readonly worker: Worker; out: number }[];
  /** Batches out, by id; a released owner's stay (owner undefined) until answered, to count them. */
  readonly #owners = new Map<number, { owner: BatchOwner | undefined; readonly thread: number }>();
  #users = 0;
  #nextId = 0;
  #failure: { readonly error: unknown } | undefined;

  private constructor() {
    ReaderThreads.#starts++;
    this.#workers = Array.from({ length: READER_THREADS }, (_, index) => {
      const worker = startReadWorker();
      worker.on('message', (result: ReadBatchResult) => this.#answered(result));
      worker.on('error', (error) => this.#fail(error));
      worker.on('exit', () => this.#fail(new Error(`The packer's reader thread ${index + 1} stopped.`)));
      return { worker, out: 0 };
    });
  }

  /** How many times this process has started reader threads (a small pack should not). */
  static get starts(): number {
    return ReaderThreads.#starts;
  }

  /** The running threads, or new ones; give them back with `release`. */
  static acquire(): ReaderThreads {
    const threads = ReaderThreads.#current ?? new ReaderThreads();
    ReaderThreads.#current = threads;
    threads.#users++;
    return threads;
  }

  /**
   * Sends a batch to the thread with the fewest batches out; `owner` hears the answer (or the
   * threads' failure). Returns the batch's id, which its answer carries.
   */
  send(owner: BatchOwner, jobs: readonly ReadJob[], level: number): number {
    const id = this.#nextId++;
    if (this.#failure) {
      owner.failed(this.#failure.error);
      return id;
    }
    let thread = 0;
    for (let index = 1; index < this.#workers.length; index++) {
      if (this.#workers[index]!.out < this.#workers[thread]!.out) thread = index;
    }
    this.#workers[thread]!.out++;
    this.#owners.set(id, { owner, thread });
    this.#workers[thread]!.worker.postMessage({ id, level, jobs });
    return id;
  }

  /** Forgets `owner`'s batches still out (their answers are dropped); the last user stops the threads. */
  release(owner: BatchOwner): void {
    for (const sent of this.#owners.values()) if (sent.owner === owner) sent.owner = undefined;
    if (--this.#users > 0) return;
    this.#stop();
    for (const { worker } of this.#workers) worker.terminate().catch(() => undefined);
  }

  #answered(result: ReadBatchResult): void {
    const sent = this.#owners.get(result.id);
    if (sent === undefined) return;
    this.#owners.delete(result.id);
    this.#workers[sent.thread]!.out--;
    sent.owner?.answered(result); // none if its pack was released
  }

  #fail(error: unknown): void {
    if (this.#failure) return;
    this.#stop();
    this.#failure = { error };
    const owners = new Set([...this.#owners.values()].flatMap(({ owner }) => (owner ? [owner] : [])));
    this.#owners.clear();
    for (const owner of owners) owner.failed(error);
  }

  /** No new pack gets these threads once they are stopping or failed. */
  #stop(): void {
    if (ReaderThreads.#current === this) ReaderThreads.#current = undefined;
  }
}
