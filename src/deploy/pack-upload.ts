import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformClient } from '../api/client.ts';
import { chooseUploadForm, type UploadFormat, uploadSource } from '../api/upload-form.ts';
import { currentClock } from '../clock.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { GrowingFile } from '../workspace/growing-file.ts';
import { formatBytes, type PackResult, packWorkspace } from '../workspace/pack.ts';

export interface PackUploadSource {
  readonly root: string;
  readonly exclude: readonly string[];
  readonly tempDir: string;
  readonly uploadFormat?: UploadFormat;
  readonly compressionLevel?: number;
}

export interface PackUploadResult {
  readonly archive: PackResult;
  readonly sourceUrl: string;
}

/** Where the two overlapping steps' times go (the deploy's timeline). */
export interface PackUploadTimes {
  span(name: 'pack' | 'upload', start: number, end: number): void;
}

/**
 * Packs the workspace into a zip under `tempDir` and uploads it in one pass: the upload starts at
 * once and sends the zip's bytes as they reach the disk (chunked), so the step takes about as long
 * as the slower of the two instead of their sum. Every attempt reads the file, so a retry sends the
 * same bytes without packing again. Whichever fails first stops the other, and its error is the one
 * thrown; the file is removed either way.
 */
export async function packAndUpload(
  client: PlatformClient,
  source: PackUploadSource,
  startedAt: number,
  logger: Logger,
  signal: AbortSignal | undefined,
  times?: PackUploadTimes,
): Promise<PackUploadResult> {
  const clock = currentClock();
  const path = join(source.tempDir, `platform-source-${process.pid}-${startedAt}.zip`);
  const growing = new GrowingFile(path);
  const stopPacking = new AbortController();
  const stopUploading = new AbortController();
  const either = (own: AbortSignal) => (signal ? AbortSignal.any([signal, own]) : own);
  const packStarted = performance.now();
  const packStartedAt = clock.now();
  const packing = packWorkspace({
    root: source.root,
    exclude: [...source.exclude],
    outFile: path,
    logger,
    signal: either(stopPacking.signal),
    ...(source.compressionLevel === undefined ? {} : { compressionLevel: source.compressionLevel }),
    onWritten: (bytesOnDisk) => growing.grew(bytesOnDisk),
  }).then(
    (packed) => {
      growing.finish(packed.size);
      times?.span('pack', packStartedAt, clock.now());
      const seconds = ((performance.now() - packStarted) / 1000).toFixed(2);
      logger.info(
        `Packed ${packed.fileCount} files into ${formatBytes(packed.size)} in ${seconds} s (sha256 ${packed.sha256}).`,
      );
      return packed;
    },
    (error: unknown) => {
      growing.fail(error);
      stopUploading.abort(error);
      throw error;
    },
  );
  const format = source.uploadFormat ?? 'auto';
  const uploadSignal = either(stopUploading.signal);
  // The form is looked up while the tree is walked; the request itself waits for the first bytes,
  // since an upload's attempt fails after a while without progress, and a walk of a huge tree
  // before the first byte is not a stalled connection.
  if (format === 'auto') void chooseUploadForm(client, uploadSignal).catch(() => undefined);
  const uploading = growing
    .started()
    .then(async () => {
      const uploadStartedAt = clock.now();
      const uploaded = await uploadSource(client, growing, { format, signal: uploadSignal, logger });
      times?.span('upload', uploadStartedAt, clock.now());
      return uploaded;
    })
    .catch((error: unknown) => {
      stopPacking.abort(error);
      throw error;
    });
  try {
    const [packed, uploaded] = await Promise.allSettled([packing, uploading]);
    // A pack that failed on its own explains the upload's failure; one stopped by the upload's
    // failure rejects with that same error.
    if (packed.status === 'rejected') throw packed.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    logger.info('Uploaded the source archive.');
    return { archive: packed.value, sourceUrl: uploaded.value.sourceUrl };
  } finally {
    // Only the upload reads the file (its retries read it again); the rest of the pipeline goes by
    // the URL. Left behind, it would fill RUNNER_TEMP or, without one, the workspace.
    await rm(path, { force: true }).catch((error: unknown) => {
      logger.debug(`Could not remove the source archive ${path}: ${errorMessage(error)}`);
    });
  }
}
