import type { CdnBucket } from '../api/resources/cdn.ts';
import { ConfigurationError } from '../errors.ts';
import type { UnsafePlanError } from '../sync/engine/safety.ts';
import { type ResolvedBucket, resolveBucket } from './bucket.ts';
import { cacheControlFor } from './cache-rules.ts';
import { type HashedFile, hashFiles } from './hash-files.ts';
import { keyFor, normalisePrefix } from './keys.ts';
import { listLocalFiles } from './local-files.ts';
import type { Manifest } from './manifest.ts';
import { readManifest } from './manifest-store.ts';
import { contentTypeFor } from './mime.ts';
import { type DesiredObject, type PublishPlan, planPublish } from './plan.ts';
import type { PublishOptions } from './publish-options.ts';
import { checkPruneSafety } from './safety.ts';

export interface PreparedPublish {
  readonly prefix: string;
  readonly resolved: ResolvedBucket;
  readonly bucket: CdnBucket | undefined;
  readonly files: readonly HashedFile[];
  readonly plan: PublishPlan;
  readonly manifest: Manifest | undefined;
  readonly toDelete: PublishPlan['extra'];
  readonly refusal: UnsafePlanError | undefined;
}

/** Everything before the first write: list, hash, read the manifest if any, plan, check prune's safety. */
export async function preparePublish(options: PublishOptions): Promise<PreparedPublish> {
  const { api, logger, signal } = options;
  const normalised = normalisePrefix(options.prefix);
  if ('problem' in normalised) {
    throw new ConfigurationError(`Input "prefix" is not a usable folder: ${normalised.problem}.`, 'prefix');
  }
  const { prefix } = normalised;
  // A bad path fails before the bucket is looked up (or created); then hashing the directory runs
  // beside the bucket's lookup and listing (issue 27): on a large directory each takes seconds, and
  // neither needs the other until the plan.
  const local = await listLocalFiles(options.root);
  for (const skip of local.skipped) logger.warning(`Skipped ${skip.path}: ${skip.reason}.`);
  const stopHashing = new AbortController();
  const hashing = hashFiles(
    local.files,
    options.concurrency,
    signal ? AbortSignal.any([signal, stopHashing.signal]) : stopHashing.signal,
  );
  const listing = (async () => {
    const resolved = await resolveBucket(api, options.bucket, {
      create: options.createBucket,
      dryRun: options.dryRun,
      logger,
    });
    const assets = resolved.bucket ? await api.listAssets(resolved.bucket.id, prefix) : [];
    return { resolved, assets };
  })();
  listing.catch((error: unknown) => stopHashing.abort(error));
  // Whichever fails first is the error; the other is stopped (hashing) or left to settle (listing).
  const [{ resolved, assets }, files] = await Promise.all([listing, hashing]);
  const bucket = resolved.bucket;
  const desired: DesiredObject[] = files.map((file) => ({
    file,
    key: keyFor(prefix, file.relativePath),
    contentType: contentTypeFor(file.relativePath),
    cacheControl: cacheControlFor(options.cacheControl, file.relativePath),
  }));
  const firstPlan = planPublish({ desired, assets, prefix, manifest: undefined });
  const manifest =
    bucket && firstPlan.manifestAsset
      ? await readManifest(api, bucket, firstPlan.manifestAsset, logger, signal)
      : undefined;
  const plan = manifest ? planPublish({ desired, assets, prefix, manifest }) : firstPlan;
  if (plan.invalid.length > 0) {
    const list = plan.invalid.map((i) => `${i.path} (${i.reason})`).join(', ');
    throw new ConfigurationError(
      `Input "path": ${plan.invalid.length} file(s) cannot be published: ${list}; rename or remove them.`,
      'path',
    );
  }
  const toDelete = options.prune ? plan.extra : [];
  const refusal = checkPruneSafety({
    deletes: toDelete.length,
    managedCount: plan.managedCount,
    localFiles: files.length,
    force: options.force,
  });
  return { prefix, resolved, bucket, files, plan, manifest, toDelete, refusal };
}
