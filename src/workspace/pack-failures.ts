import { ActionFailure } from '../errors.ts';
import type { WorkspaceFile } from './walk.ts';

/** Errors of the disk the archive is written to: no space, or over the user's quota. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
/** Errors of a file that was listed but is gone (or replaced by a directory) when it is read. */
const GONE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/**
 * The sentence for a pack that failed on an expected condition of the runner or the workspace, or
 * the error itself when it is none: a full disk, or a file deleted while it was packed, is no bug.
 */
export function packFailure(error: unknown, outFile: string, files: readonly WorkspaceFile[]): unknown {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string') return error;
  if (DISK_FULL.has(code)) {
    return new ActionFailure(
      `There is no space left on the device to write the source archive ${outFile} (${code}): free space in RUNNER_TEMP (delete build caches or dependencies the deploy does not need), or leave large files out with the "exclude" input.`,
    );
  }
  const gone = GONE.has(code) ? files.find((file) => file.sourcePath === path) : undefined;
  if (gone !== undefined) {
    return new ActionFailure(
      `${gone.relativePath} was deleted while being packed: a step is still changing the workspace, so let that step finish before this one, or leave the file out with the "exclude" input.`,
    );
  }
  return error;
}
