import { createHash, type Hash } from 'node:crypto';
import { type FileHandle, open, rm } from 'node:fs/promises';
import type { ByteSink } from './zip-writer.ts';

/** Gathering this much before a write keeps the syscall count low without holding much memory. */
const FLUSH_BYTES = 1 << 20;

/** Writes bytes to a file in order while hashing them, so the digest needs no second read. */
export class HashingFileSink implements ByteSink {
  private readonly handle: FileHandle;
  private readonly path: string;
  private readonly hash: Hash = createHash('sha256');
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private size = 0;

  private constructor(handle: FileHandle, path: string) {
    this.handle = handle;
    this.path = path;
  }

  /** Creates (or truncates) the file at `path`. */
  static async create(path: string): Promise<HashingFileSink> {
    return new HashingFileSink(await open(path, 'w'), path);
  }

  async write(chunk: Uint8Array): Promise<void> {
    this.hash.update(chunk);
    this.size += chunk.length;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  /** Flushes, closes the file and returns the SHA-256 (hex) and size of everything written. */
  async close(): Promise<{ sha256: string; size: number }> {
    try {
      await this.flush();
    } finally {
      await this.handle.close();
    }
    return { sha256: this.hash.digest('hex'), size: this.size };
  }

  /** Closes and deletes the file, for when packing failed half-way. */
  async discard(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }

  private async flush(): Promise<void> {
    let buffers = this.pending;
    let remaining = this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    while (remaining > 0) {
      const { bytesWritten } = await this.handle.writev(buffers);
      remaining -= bytesWritten;
      if (remaining > 0) buffers = dropBytes(buffers, bytesWritten);
    }
  }
}

/** What is left of `buffers` once their first `count` bytes are gone (after a short write). */
function dropBytes(buffers: readonly Uint8Array[], count: number): Uint8Array[] {
  const rest: Uint8Array[] = [];
  let toDrop = count;
  for (const buffer of buffers) {
    if (toDrop >= buffer.length) {
      toDrop -= buffer.length;
    } else {
      rest.push(toDrop > 0 ? buffer.subarray(toDrop) : buffer);
      toDrop = 0;
    }
  }
  return rest;
}
