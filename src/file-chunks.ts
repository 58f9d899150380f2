import { open } from 'node:fs/promises';

/**
 * A file's bytes from its start, through one buffer reused for every chunk: each chunk is valid only
 * until the next is asked for, so its consumer must be done with it by then (ZipWriter awaits its
 * sink, which copies what it keeps; the transport waits for each write's callback). A fresh buffer per
 * chunk, as a read stream allocates, cost a page fault per 4 KiB: tens of µs each on a VM
 * (bench/page-cost.ts). Stops at `limit` bytes, or at the file's end if that comes first.
 */
export async function* reusedChunks(
  path: string,
  chunkBytes: number,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafeSlow(Math.max(1, Math.min(chunkBytes, limit)));
    for (let position = 0; position < limit; ) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, limit - position), position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}
