import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformClient } from '../api/client.ts';
import { uploadedDigest } from '../api/upload.ts';
import { chooseUploadForm, type UploadFormat, uploadSource } from '../api/upload-form.ts';
import { currentClock } from '../clock.ts';
import { ActionFailure, errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { GrowingFile } from '../workspace/growing-file.ts';
import { releaseArchive } from '../workspace/own-archives.ts';
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

/** Packs started by this process so far: part of each archive's name. */
let packsStarted = 0;

/**
 * Packs the workspace into a zip under `tempDir` and uploads it in one pass: the upload sends the
 * zip's bytes as they reach the disk (chunked), so the step takes about as long as the slower of the
 * two instead of their sum. Every attempt reads the file, so a retry sends the same bytes without
 * packing again. Whichever fails first stops the other, and its error is the one thrown; the file is
 * removed either way.
 *
 * Packing starts when this is made (at the action's start, beside its project lookup): the zip only
 * goes to disk. Nothing reaches the platform but the upload-form hint (a GET) until `upload()` says
 * the run is ready to write; a run that fails before that calls `discard()`.
 */
export class EarlyPackUpload {
  /** On the run's clock, when packing started. */
  readonly startedAt: number;
  readonly #client: PlatformClient;
  readonly #source: PackUploadSource;
  readonly #logger: Logger;
  readonly #signal: AbortSignal | undefined;
  readonly #path: string;
  readonly #growing: GrowingFile;
  readonly #stopPacking = new AbortController();
  readonly #packing: Promise<PackResult>;
  /** The walk is done and its checks passed: only then may the archive leave this machine. */
  readonly #walked = Promise.withResolvers<void>();
  readonly #spans: { name: 'pack' | 'upload'; start: number; end: number }[] = [];
  #used: Promise<PackUploadResult> | undefined;
  /** The zip's removal, once the upload is over (see removed()). */
  #removing: Promise<void> | undefined;

  constructor(client: PlatformClient, source: PackUploadSource, logger: Logger, signal?: AbortSignal) {
    const clock = currentClock();
    this.startedAt = clock.now();
    this.#client = client;
    this.#source = source;
    this.#logger = logger;
    this.#signal = signal;
    // The process's own count: deploy-many packs its legs in one process and one RUNNER_TEMP, and two
    // legs started in the same millisecond wrote one file (one's upload then found it gone, or mixed).
    packsStarted += 1;
    this.#path = join(source.tempDir, `platform-source-${process.pid}-${this.startedAt}-${packsStarted}.zip`);
    this.#growing = new GrowingFile(this.#path);
    const packStarted = performance.now();
    this.#packing = packWorkspace({
      root: source.root,
      exclude: [...source.exclude],
      outFile: this.#path,
      logger,
      signal: this.#either(this.#stopPacking.signal),
      ...(source.compressionLevel === undefined ? {} : { compressionLevel: source.compressionLevel }),
      onWritten: (bytesOnDisk) => this.#growing.grew(bytesOnDisk),
      onWalked: () => this.#walked.resolve(),
    }).then(
      (packed) => {
        this.#growing.finish(packed.size);
        this.#spans.push({ name: 'pack', start: this.startedAt, end: clock.now() });
        const seconds = ((performance.now() - packStarted) / 1000).toFixed(2);
        logger.info(
          `Packed ${packed.fileCount} files into ${formatBytes(packed.size)} in ${seconds} s (sha256 ${packed.sha256}).`,
        );
        return packed;
      },
      (error: unknown) => {
        this.#growing.fail(error);
        this.#walked.reject(error);
        throw error;
      },
    );
    this.#walked.promise.catch(() => undefined);
    // Settled by upload() or discard(); until then a failure waits for one of them to report it.
    this.#packing.catch(() => undefined);
    // The form is looked up while the tree is walked (a read: the document describes the API).
    if ((source.uploadFormat ?? 'auto') === 'auto') {
      void chooseUploadForm(client, this.#either(this.#stopPacking.signal)).catch(() => undefined);
    }
  }

  /** The packed archive (on disk until the upload is done or discarded); rejects as packing fails. */
  packed(): Promise<PackResult> {
    return this.#packing;
  }

  /**
   * Lets the upload go (once the walk is done and the first bytes are on disk) and waits for both;
   * `times` gets the pack and upload spans.
   */
  upload(times?: PackUploadTimes): Promise<PackUploadResult> {
    this.#used ??= this.#uploadAndClean();
    return this.#used.then((result) => {
      for (const { name, start, end } of this.#spans) times?.span(name, start, end);
      return result;
    });
  }

  /**
   * The zip is gone from disk. A successful upload() resolves before that: removing an 80 MB file
   * takes 10–130 ms (measured), which the create request need not wait for. The pipeline awaits this
   * before it returns; a failed upload() removes the zip before it rejects.
   */
  async removed(): Promise<void> {
    await this.#used?.catch(() => undefined);
    await this.#removing;
  }

  /** The run ends without uploading: stops packing and removes the partial zip. Safe after upload(). */
  async discard(): Promise<void> {
    if (this.#used) {
      await this.removed();
      return;
    }
    this.#used = Promise.reject(new Error('The source archive was discarded before its upload.'));
    this.#used.catch(() => undefined);
    this.#stopPacking.abort(new Error('The run ended before the upload.'));
    await this.#packing.catch(() => undefined);
    await this.#remove();
  }

  #either(own: AbortSignal): AbortSignal {
    return this.#signal ? AbortSignal.any([this.#signal, own]) : own;
  }

  async #uploadAndClean(): Promise<PackUploadResult> {
    const clock = currentClock();
    const stopUploading = new AbortController();
    this.#packing.catch((error: unknown) => stopUploading.abort(error));
    const format = this.#source.uploadFormat ?? 'auto';
    const uploadSignal = this.#either(stopUploading.signal);
    // The zip's first bytes come while the tree is still walked; a tree the walk refuses (a bad name)
    // must not reach the platform, so the upload also waits for the walk's end.
    const uploading = Promise.all([this.#growing.started(), this.#walked.promise])
      .then(async () => {
        const uploadStartedAt = clock.now();
        const uploaded = await uploadSource(this.#client, this.#growing, {
          format,
          formatSetting: 'upload-format',
          signal: uploadSignal,
          logger: this.#logger,
        });
        this.#spans.push({ name: 'upload', start: uploadStartedAt, end: clock.now() });
        return uploaded;
      })
      .catch((error: unknown) => {
        this.#stopPacking.abort(error);
        throw error;
      });
    const [packed, uploaded] = await Promise.allSettled([this.#packing, uploading]);
    this.#removing = this.#remove();
    // A pack that failed on its own explains the upload's failure; one stopped by the upload's
    // failure rejects with that same error.
    if (packed.status === 'rejected' || uploaded.status === 'rejected') {
      await this.#removing;
      throw packed.status === 'rejected' ? packed.reason : (uploaded as PromiseRejectedResult).reason;
    }
    assertStoredAsPacked(uploaded.value.raw, packed.value);
    this.#logger.info('Uploaded the source archive.');
    return { archive: packed.value, sourceUrl: uploaded.value.sourceUrl };
  }

  /**
   * Only the upload reads the file (its retries read it again); the rest of the pipeline goes by the
   * URL. Left behind, it would fill RUNNER_TEMP or, without one, the workspace.
   */
  async #remove(): Promise<void> {
    try {
      await rm(this.#path, { force: true });
      releaseArchive(this.#path);
    } catch (error) {
      // Still on disk, so still held: no other pack in this process takes it in.
      this.#logger.debug(`Could not remove the source archive ${this.#path}: ${errorMessage(error)}`);
    }
  }
}

/**
 * A platform that names what it stored (its size, its SHA-256) must name the archive's: other bytes
 * (changed by a proxy on the way, or cut) would deploy something nobody packed. Nothing is deployed.
 */
export function assertStoredAsPacked(answer: unknown, archive: PackResult): void {
  const stored = uploadedDigest(answer);
  // A SHA-256 names the bytes exactly, so it decides; a size (which a platform might mean otherwise,
  // say unpacked) decides only without one.
  const differs =
    stored.sha256 !== undefined
      ? stored.sha256 !== archive.sha256
      : stored.size !== undefined && stored.size !== archive.size;
  if (!differs) return;
  const named = [
    ...(stored.size === undefined ? [] : [`${stored.size} bytes`]),
    ...(stored.sha256 === undefined ? [] : [`sha256 ${stored.sha256}`]),
  ].join(', ');
  throw new ActionFailure(
    `The platform stored other bytes than the source archive (${named}, not ${archive.size} bytes, sha256 ${archive.sha256}), so nothing was deployed: something between the runner and the platform changed the upload; run the job again, and if it repeats, check the proxy in between.`,
  );
}

/** A workspace upload whose packing starts now; the pipeline lets its upload go when it gets there. */
export function packingFromNow<S extends PackUploadSource>(
  client: PlatformClient,
  source: S,
  logger: Logger,
  signal: AbortSignal | undefined,
): S & { readonly early: EarlyPackUpload } {
  return { ...source, early: new EarlyPackUpload(client, source, logger, signal) };
}
