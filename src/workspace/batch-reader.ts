import {
  RESULT_FIELDS,
  type ReadBatchResult,
  type ReadFailure,
  type ReadJob,
  type ReadOutcome,
} from './read-worker.ts';
import { type BatchOwner, READER_THREADS, ReaderThreads } from './reader-threads.ts';

/**
 * Batches sent and not yet answered, at most: per thread, one being read while the next waits in
 * its queue, so it never idles for a message's round trip, and the jobs that arrive meanwhile
 * gather into one message instead of one each.
 */
const MAX_BATCHES_OUT = 2 * READER_THREADS;
/** A batch leaves early (a second one out) only once it is worth a message. */
const FULL_BATCH_JOBS = 16;
const FULL_BATCH_BYTES = 256 << 10;

interface Pending {
  readonly resolve: (outcome: ReadOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Reads files on the reader threads (reader-threads.ts, shared by the packs of the process), many per
 * message, so the main thread spends a few microseconds per file on them instead of an open, a read,
 * a close and a deflate. A batch's jobs are answered together; batches in whatever order the threads
 * finish them (the packer writes in its own order).
 */
export class BatchReader {
  readonly #level: number;
  readonly #threads = ReaderThreads.acquire();
  readonly #owner: BatchOwner = {
    answered: (result) => this.#answered(result),
    failed: (error) => this.#fail(error),
  };
  #queued: { job: ReadJob; pending: Pending }[] = [];
  #queuedBytes = 0;
  #flushScheduled = false;
  /** This reader's batches sent and not answered, by id: either thread may answer first. */
  readonly #out = new Map<number, Pending[]>();
  #batchesSent = 0;
  #failure: { readonly error: unknown } | undefined;
  #closed = false;

  constructor(level: number) {
    this.#level = level;
  }

  /** Messages sent to the threads so far: far fewer than the files, when batching works. */
  get batchesSent(): number {
    return this.#batchesSent;
  }

  read(job: ReadJob): Promise<ReadOutcome> {
    const { promise, resolve, reject } = Promise.withResolvers<ReadOutcome>();
    if (this.#failure) {
      reject(this.#failure.error);
      return promise;
    }
    this.#queued.push({ job, pending: { resolve, reject } });
    this.#queuedBytes += job.size;
    // The jobs given in the same turn of the event loop (the packer starts many at once) go together.
    if (!this.#flushScheduled && this.#wantsFlush()) {
      this.#flushScheduled = true;
      queueMicrotask(() => {
        this.#flushScheduled = false;
        if (this.#wantsFlush()) this.#flush();
      });
    }
    return promise;
  }

  /** Refuses the reads not answered yet, and gives the threads back (the last pack's close stops them). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#fail(new Error('The packer stopped before this file was read.'));
    this.#threads.release(this.#owner);
  }

  #wantsFlush(): boolean {
    if (this.#queued.length === 0 || this.#failure) return false;
    if (this.#out.size === 0) return true; // nothing of ours on the threads
    const full = this.#queued.length >= FULL_BATCH_JOBS || this.#queuedBytes >= FULL_BATCH_BYTES;
    return full && this.#out.size < MAX_BATCHES_OUT;
  }

  #flush(): void {
    const batch = this.#queued;
    this.#queued = [];
    this.#queuedBytes = 0;
    const pendings = batch.map(({ pending }) => pending);
    this.#batchesSent++;
    const id = this.#threads.send(
      this.#owner,
      batch.map(({ job }) => job),
      this.#level,
    );
    // The threads may have failed already, and said so before this batch was counted out.
    if (this.#failure) for (const pending of pendings) pending.reject(this.#failure.error);
    else this.#out.set(id, pendings);
  }

  #answered({ id, results, failures }: ReadBatchResult): void {
    const pendings = this.#out.get(id);
    if (pendings === undefined) return; // refused already (closed)
    this.#out.delete(id);
    if (this.#wantsFlush()) this.#flush();
    for (let index = 0; index < pendings.length; index++) {
      const failure = failures[index];
      if (failure !== undefined) {
        pendings[index]!.reject(nodeError(failure));
        continue;
      }
      const at = index * RESULT_FIELDS;
      pendings[index]!.resolve({
        length: results[at]!,
        crc32: results[at + 1]!,
        deflatedLength: results[at + 2]!,
      });
    }
  }

  #fail(error: unknown): void {
    this.#failure ??= { error };
    const refused = [...this.#out.values()].flat();
    this.#out.clear();
    refused.push(...this.#queued.map(({ pending }) => pending));
    this.#queued = [];
    for (const pending of refused) pending.reject(this.#failure.error);
  }
}

/** The error Node would have thrown on the main thread: its message, code and path, so packFailure reads it the same. */
function nodeError({ message, ...fields }: ReadFailure): Error {
  return Object.assign(new Error(message), fields);
}
