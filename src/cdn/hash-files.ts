import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mapLimited } from '../concurrency.ts';
import type { LocalFile } from './local-files.ts';

interface FileDigest {
  /** Hex. What change detection compares: content only, never modification times. */
  readonly sha256: string;
  /** Hex; compared with a plain (non-multipart) ETag when the platform shows no sha256. */
  readonly md5: string;
  /** Bytes hashed, so size and digests describe the same content. */
  readonly size: number;
}

export type HashedFile = LocalFile & FileDigest;

/**
 * Files up to this size are read whole: a read stream per file (open, a 64 KiB buffer, its events)
 * cost more than hashing a small file, and most files of a site are small.
 */
const WHOLE_READ_BYTES = 1 << 20;

/** Both digests of a file; a large one in one streaming pass, never held in memory whole. */
async function digestFile(path: string, signal?: AbortSignal, knownSize?: number): Promise<FileDigest> {
  if (knownSize !== undefined && knownSize <= WHOLE_READ_BYTES) {
    const data = await readFile(path, signal ? { signal } : {});
    return {
      sha256: createHash('sha256').update(data).digest('hex'),
      md5: createHash('md5').update(data).digest('hex'),
      size: data.length,
    };
  }
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const stream = createReadStream(path, signal ? { signal } : {});
  for await (const chunk of stream) {
    sha256.update(chunk as Buffer);
    md5.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: sha256.digest('hex'), md5: md5.digest('hex'), size };
}

export async function hashFiles(
  files: readonly LocalFile[],
  parallel: number,
  signal?: AbortSignal,
): Promise<HashedFile[]> {
  return mapLimited(
    files,
    parallel,
    async (file) => ({ ...file, ...(await digestFile(file.sourcePath, signal, file.size)) }),
    { signal },
  );
}
