import type { CdnAsset } from '../api/resources/cdn.ts';
import { remoteDigest } from './asset-hash.ts';
import { sameCacheControl } from './cache-rules.ts';
import type { HashedFile } from './hash-files.ts';
import { keyProblem, manifestKey } from './keys.ts';
import type { Manifest } from './manifest.ts';
import { mediaType } from './mime.ts';

/** What a file should look like in the bucket. */
export interface DesiredObject {
  readonly file: HashedFile;
  readonly key: string;
  readonly contentType: string;
  /** Undefined: the bucket's default applies, and the stored value is left as it is. */
  readonly cacheControl: string | undefined;
}

type UploadReason = 'new' | 'changed' | 'unverifiable' | 'content-type' | 'cache-control';
/** Where the proof that a file is unchanged came from. */
type HashSource = 'sha256' | 'etag' | 'manifest';

export interface PlannedUpload extends DesiredObject {
  readonly reason: UploadReason;
  readonly existing?: CdnAsset;
}

interface PlannedSkip extends DesiredObject {
  readonly asset: CdnAsset;
  readonly via: HashSource;
}

export interface PublishPlan {
  readonly uploads: readonly PlannedUpload[];
  readonly skips: readonly PlannedSkip[];
  /** Assets under the prefix with no file (deleted only with prune). */
  readonly extra: readonly CdnAsset[];
  /** Assets under the prefix, the manifest aside: the base of the delete threshold. */
  readonly managedCount: number;
  /** Assets whose records carry neither a sha256 nor a plain-MD5 ETag. */
  readonly withoutDigest: number;
  readonly manifestAsset: CdnAsset | undefined;
  /** Files that cannot be stored under their key. */
  readonly invalid: readonly { readonly path: string; readonly reason: string }[];
}

export interface PlanInput {
  readonly desired: readonly DesiredObject[];
  /** Every asset of the bucket (or those under the prefix): others are ignored here. */
  readonly assets: readonly CdnAsset[];
  readonly prefix: string;
  /** The manifest read from the bucket, when there is one. */
  readonly manifest: Manifest | undefined;
}

export function planPublish(input: PlanInput): PublishPlan {
  const manifestAt = manifestKey(input.prefix);
  const byKey = new Map<string, CdnAsset>();
  let manifestAsset: CdnAsset | undefined;
  for (const asset of input.assets) {
    if (!asset.key.startsWith(input.prefix)) continue;
    if (asset.key === manifestAt) manifestAsset ??= asset;
    else if (!byKey.has(asset.key)) byKey.set(asset.key, asset);
  }
  const uploads: PlannedUpload[] = [];
  const skips: PlannedSkip[] = [];
  const invalid: { path: string; reason: string }[] = [];
  const wanted = new Set<string>();
  for (const object of input.desired) {
    const problem =
      object.key === manifestAt ? 'its key is the manifest this action keeps' : keyProblem(object.key);
    if (problem) {
      invalid.push({ path: object.file.relativePath, reason: problem });
      continue;
    }
    wanted.add(object.key);
    const asset = byKey.get(object.key);
    if (asset === undefined) {
      uploads.push({ ...object, reason: 'new' });
      continue;
    }
    const verdict = compare(object, asset, input.manifest);
    if ('reason' in verdict) uploads.push({ ...object, reason: verdict.reason, existing: asset });
    else skips.push({ ...object, asset, via: verdict.via });
  }
  const extra = [...byKey.values()].filter((asset) => !wanted.has(asset.key));
  const withoutDigest = [...byKey.values()].filter((asset) => {
    const digest = remoteDigest(asset);
    return digest.sha256 === undefined && digest.md5 === undefined;
  }).length;
  return { uploads, skips, extra, managedCount: byKey.size, withoutDigest, manifestAsset, invalid };
}

function compare(
  object: DesiredObject,
  asset: CdnAsset,
  manifest: Manifest | undefined,
): { reason: UploadReason } | { via: HashSource } {
  const { file } = object;
  const digest = remoteDigest(asset);
  const entry = manifest?.entries.get(object.key);
  // A manifest entry is only evidence while the asset still has the size it was written for.
  const trusted = entry !== undefined && (asset.size === undefined || asset.size === entry.size);
  let via: HashSource;
  if (digest.sha256 !== undefined) {
    if (digest.sha256 !== file.sha256) return { reason: 'changed' };
    via = 'sha256';
  } else if (digest.md5 !== undefined) {
    if (digest.md5 !== file.md5) return { reason: 'changed' };
    via = 'etag';
  } else if (trusted) {
    if (entry.sha256 !== file.sha256) return { reason: 'changed' };
    via = 'manifest';
  } else {
    return { reason: 'unverifiable' };
  }
  if (asset.size !== undefined && asset.size !== file.size) return { reason: 'changed' };
  const storedType = asset.contentType ?? (trusted ? entry.contentType : undefined);
  if (storedType !== undefined && mediaType(storedType) !== mediaType(object.contentType)) {
    return { reason: 'content-type' };
  }
  const storedCache = asset.cacheControl ?? (trusted ? entry.cacheControl : undefined);
  if (
    object.cacheControl !== undefined &&
    storedCache !== undefined &&
    !sameCacheControl(storedCache, object.cacheControl)
  ) {
    return { reason: 'cache-control' };
  }
  return { via };
}
