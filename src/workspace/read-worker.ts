import { Worker } from 'node:worker_threads';

/** One file to read into shared memory, the slice the packer took for it in its ring. */
export interface ReadJob {
  readonly path: string;
  /** Its size when walked: the reader asks for one byte more, so growth shows. */
  readonly size: number;
  readonly memory: SharedArrayBuffer;
  readonly offset: number;
  /** Deflate it here, a fresh stream per file, and write the result over the bytes read if smaller. */
  readonly deflate: boolean;
}

interface ReadBatch {
  readonly id: number;
  /** zlib's level for the jobs it deflates: packs of different levels may share the thread. */
  readonly level: number;
  readonly jobs: readonly ReadJob[];
}

/** A failed open or read, as Node's own error carries it (rebuilt on the main thread). */
export interface ReadFailure {
  readonly message: string;
  readonly code?: string;
  readonly errno?: number;
  readonly syscall?: string;
  readonly path?: string;
}

/**
 * Per job, three numbers in `results`: the bytes read (the walk's size unless the file changed), their
 * CRC-32, and the deflated size written over them (0: not deflated, or no smaller). `failures` holds
 * the jobs whose open or read failed, by index.
 */
export interface ReadBatchResult {
  readonly id: number;
  readonly results: Float64Array;
  readonly failures: readonly (ReadFailure | undefined)[];
}

export const RESULT_FIELDS = 3;

/** What reading one job gave: the same whether on a reader thread or the main thread. */
export interface ReadOutcome {
  /** Bytes read: the walk's size unless the file changed meanwhile. */
  readonly length: number;
  readonly crc32: number;
  /** The size of the deflated bytes now at the slice's start, or 0 if they are the file's own. */
  readonly deflatedLength: number;
}

/**
 * Reads one file into its slice, checksums it, and (if asked and it helps) writes its raw deflate
 * stream over it, a fresh stream per file, so the bytes depend only on the file and the level. It
 * makes the fewest system calls a read can: open, one read (asked for one byte more than the walk's
 * size, so a regular file's short read at its end ends it, and growth shows) and close; no stat,
 * the walk's size is known. A failed open or read throws Node's own error.
 *
 * It runs on the reader threads from its source text (see startReadWorker), and on the main thread
 * for a pack's first files, so it uses nothing but its arguments.
 */
export function readOne(
  job: ReadJob,
  level: number,
  fs: Pick<typeof import('node:fs'), 'closeSync' | 'openSync' | 'readSync'>,
  zlib: Pick<typeof import('node:zlib'), 'crc32' | 'deflateRawSync'>,
): ReadOutcome {
  const bytes = new Uint8Array(job.memory, job.offset, job.size + 1);
  const descriptor = fs.openSync(job.path, 'r');
  let length = 0;
  try {
    let bytesRead: number;
    do {
      bytesRead = fs.readSync(descriptor, bytes, length, bytes.length - length, null);
      length += bytesRead;
    } while (bytesRead > 0 && length < job.size);
  } finally {
    fs.closeSync(descriptor);
  }
  // The packer refuses a file that changed: no need for its CRC.
  if (length !== job.size) return { length, crc32: 0, deflatedLength: 0 };
  const data = bytes.subarray(0, length);
  const crc32 = zlib.crc32(data);
  if (!job.deflate || length === 0) return { length, crc32, deflatedLength: 0 };
  // An output chunk the size of the input holds any useful result; zlib's default would allocate
  // (and leave as garbage) 16 KiB per file, however small.
  const deflated = zlib.deflateRawSync(data, { level, chunkSize: Math.max(64, length) });
  if (deflated.length >= length) return { length, crc32, deflatedLength: 0 };
  data.set(deflated);
  return { length, crc32, deflatedLength: deflated.length };
}

/**
 * A reader thread's whole program, run from its source text with readOne's as its argument: it
 * uses nothing from this module's scope, only the builtins it loads itself and the types above,
 * which erase.
 */
function readWorkerMain(read: typeof readOne): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  const fs = process.getBuiltinModule('node:fs');
  const zlib = process.getBuiltinModule('node:zlib');
  parentPort!.on('message', ({ id, level, jobs }: ReadBatch) => {
    const results = new Float64Array(jobs.length * 3);
    const failures: (ReadFailure | undefined)[] = [];
    for (let index = 0; index < jobs.length; index++) {
      try {
        const { length, crc32, deflatedLength } = read(jobs[index]!, level, fs, zlib);
        results.set([length, crc32, deflatedLength], index * 3);
      } catch (error) {
        const { message, code, errno, syscall, path } = error as ReadFailure;
        failures[index] = { message, code, errno, syscall, path };
      }
    }
    parentPort!.postMessage({ id, results, failures } satisfies ReadBatchResult, [results.buffer]);
  });
}

/**
 * A reader thread, started from the source text of readWorkerMain: a worker needs a file of its
 * own otherwise, which the bundler would not build. Its heap stays small, since file bytes live in
 * the shared ring: what it allocates is the batches' messages, zlib's stream objects and the deflate
 * output (outside the heap), copied over the file's bytes before the batch is answered.
 */
export function startReadWorker(): Worker {
  return new Worker(`(${readWorkerMain.toString()})(${readOne.toString()})`, {
    eval: true,
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
}
