import type { UploadedObject } from './apply-uploads.ts';
import { messageOf } from './errors.ts';
import { EMPTY_MANIFEST, type Manifest, type ManifestEntry, serialiseManifest } from './manifest.ts';
import { writeManifest } from './manifest-store.ts';
import type { DesiredObject, PublishPlan } from './plan.ts';
import type { UploadContext } from './upload-object.ts';

function entryOf(object: DesiredObject, previous: ManifestEntry | undefined): ManifestEntry {
  const cacheControl = object.cacheControl ?? previous?.cacheControl;
  return {
    sha256: object.file.sha256,
    size: object.file.size,
    contentType: object.contentType,
    ...(cacheControl === undefined ? {} : { cacheControl }),
  };
}

/**
 * The manifest after this run: what was uploaded or verified unchanged, plus the earlier entries of
 * assets still in the bucket untouched (a failed upload left its old object, and its old entry, in
 * place); entries of deleted or vanished assets go.
 */
export function updatedManifest(input: {
  readonly previous: Manifest | undefined;
  readonly plan: PublishPlan;
  readonly uploaded: readonly UploadedObject[];
  readonly deleted: readonly string[];
}): Manifest {
  const previous = input.previous ?? EMPTY_MANIFEST;
  const { plan } = input;
  const remoteKeys = new Set([
    ...plan.skips.map((skip) => skip.key),
    ...plan.uploads.flatMap((upload) => (upload.existing ? [upload.key] : [])),
    ...plan.extra.map((asset) => asset.key),
  ]);
  const entries = new Map<string, ManifestEntry>();
  for (const [key, entry] of previous.entries) if (remoteKeys.has(key)) entries.set(key, entry);
  for (const skip of plan.skips) entries.set(skip.key, entryOf(skip, previous.entries.get(skip.key)));
  for (const { upload } of input.uploaded) entries.set(upload.key, entryOf(upload, undefined));
  for (const key of input.deleted) entries.delete(key);
  return { version: 1, entries };
}

/** Writes the manifest when it changed; a failure is a warning (the next run re-uploads instead). */
export async function saveManifest(
  ctx: UploadContext,
  prefix: string,
  next: Manifest,
  previous: Manifest | undefined,
): Promise<'written' | 'unchanged' | 'write failed'> {
  if (previous !== undefined && serialiseManifest(previous) === serialiseManifest(next)) return 'unchanged';
  try {
    await writeManifest(ctx, prefix, next);
    ctx.logger.info(
      `Wrote the publish manifest (${next.entries.size} entries): the platform shows no content hashes.`,
    );
    return 'written';
  } catch (error) {
    ctx.logger.warning(
      `Could not write the publish manifest (${messageOf(error)}); the next run uploads the files it cannot verify again.`,
    );
    return 'write failed';
  }
}
