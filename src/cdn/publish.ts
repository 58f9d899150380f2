import { currentClock } from '../clock.ts';
import type { UnsafePlanError } from '../sync/engine/safety.ts';
import { applyUploads, type UploadedObject } from './apply-uploads.ts';
import { hasUsableDigest } from './asset-hash.ts';
import type { UsageTotals } from './cdn-api.ts';
import { messageOf } from './errors.ts';
import { saveManifest, updatedManifest } from './manifest-plan.ts';
import type { PublishPlan } from './plan.ts';
import { preparePublish } from './prepare.ts';
import { type PruneReport, pruneAssets } from './prune.ts';
import type { PublishOptions } from './publish-options.ts';
import { type StorageStats, StorageUploader } from './storage-put.ts';
import type { UploadContext } from './upload-object.ts';

type ManifestUse = 'not needed' | 'read' | 'written' | 'unchanged' | 'write failed';

export interface PublishResult {
  readonly bucketId: string | undefined;
  readonly bucketName: string | undefined;
  readonly bucketCreated: boolean;
  readonly prefix: string;
  readonly dryRun: boolean;
  readonly plan: PublishPlan;
  /** The assets prune deletes (or would, on a dry run). */
  readonly toDelete: PublishPlan['extra'];
  readonly uploaded: readonly UploadedObject[];
  readonly failed: readonly { readonly key: string; readonly reason: string }[];
  readonly notAttempted: number;
  readonly prune: PruneReport | undefined;
  /** Why prune did not run although asked for. */
  readonly pruneHeld: string | undefined;
  readonly manifest: ManifestUse;
  readonly refusal: UnsafePlanError | undefined;
  /** A failure that stopped the run; rethrown by the caller after reporting. */
  readonly fatal: unknown;
  readonly bytesUploaded: number;
  readonly durationMs: number;
  readonly uploadMs: number;
  readonly storage: StorageStats;
  readonly usage: UsageTotals | undefined;
  readonly ok: boolean;
}

/** list → hash → plan → safety → (dry run stops here) → upload → manifest → prune → usage. */
export async function publishDirectory(options: PublishOptions): Promise<PublishResult> {
  const started = currentClock().now();
  const { api, logger, signal } = options;
  const { prefix, resolved, bucket, plan, manifest, toDelete, refusal } = await preparePublish(options);
  const storage = new StorageUploader({
    concurrency: options.concurrency,
    ...(signal ? { signal } : {}),
    ...(options.storageBackoffMs
      ? { backoffBaseMs: options.storageBackoffMs.base, backoffMaxMs: options.storageBackoffMs.max }
      : {}),
    onRetry: (what, attempt, reason, delay) =>
      logger.info(`Retrying the PUT of ${what} in ${delay} ms (attempt ${attempt} failed: ${reason})`),
  });
  const base = {
    bucketId: bucket?.id,
    bucketName: bucket?.name ?? (resolved.wouldCreate ? options.bucket : undefined),
    bucketCreated: resolved.created,
    prefix,
    dryRun: options.dryRun,
    plan,
    toDelete,
    refusal,
    storage: storage.stats,
  };
  const empty = { uploaded: [], failed: [], notAttempted: 0, prune: undefined, fatal: undefined };
  if (refusal || options.dryRun || !bucket) {
    await storage.close();
    return {
      ...base,
      ...empty,
      pruneHeld: refusal ? 'refused by the safety check' : undefined,
      manifest: manifest ? 'read' : 'not needed',
      bytesUploaded: 0,
      durationMs: currentClock().now() - started,
      uploadMs: 0,
      usage: undefined,
      ok: refusal === undefined,
    };
  }

  const ctx: UploadContext = {
    api,
    bucketId: bucket.id,
    storage,
    tuning: options.tuning,
    concurrency: options.concurrency,
    logger,
    ...(signal ? { signal } : {}),
  };
  const uploadStarted = currentClock().now();
  const report = await applyUploads(ctx, plan.uploads, ({ upload, parts }) =>
    logger.info(
      `uploaded ${upload.key} (${upload.file.size} bytes, ${upload.reason}${parts ? `, ${parts} parts` : ''})`,
    ),
  );
  const uploadMs = currentClock().now() - uploadStarted;
  const clean = report.failed.length === 0 && report.notAttempted === 0 && report.fatal === undefined;
  const pruneHeld =
    options.prune && !clean ? 'not every upload succeeded, so nothing was deleted' : undefined;
  const prune =
    options.prune && clean && toDelete.length > 0 ? await pruneAssets(api, toDelete, ctx) : undefined;
  const needsManifest =
    manifest !== undefined ||
    plan.manifestAsset !== undefined ||
    plan.withoutDigest > 0 ||
    report.uploaded.some(({ asset }) => !hasUsableDigest(asset));
  // After a fatal error (a read key, a cancelled job) writing it would fail or be cut short too.
  const manifestUse: ManifestUse =
    !needsManifest || report.fatal !== undefined
      ? 'not needed'
      : await saveManifest(
          ctx,
          prefix,
          updatedManifest({
            previous: manifest,
            plan,
            uploaded: report.uploaded,
            deleted: prune?.deleted ?? [],
          }),
          manifest,
        );
  await storage.close();
  const usage = await api.usage().catch((error: unknown) => {
    logger.warning(`Could not read the CDN usage totals: ${messageOf(error)}`);
    return undefined;
  });
  const fatal = report.fatal ?? prune?.fatal;
  return {
    ...base,
    uploaded: report.uploaded,
    failed: report.failed,
    notAttempted: report.notAttempted,
    prune,
    pruneHeld,
    manifest: manifestUse,
    fatal,
    bytesUploaded: report.uploaded.reduce((sum, { upload }) => sum + upload.file.size, 0),
    durationMs: currentClock().now() - started,
    uploadMs,
    usage,
    ok: clean && fatal === undefined && (prune?.failed.length ?? 0) === 0,
  };
}
