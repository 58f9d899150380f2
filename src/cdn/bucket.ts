import type { CdnBucket } from '../api/resources/cdn.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { CdnApi } from './cdn-api.ts';

export interface ResolvedBucket {
  /** Undefined on a dry run that would create the bucket. */
  readonly bucket: CdnBucket | undefined;
  readonly created: boolean;
  readonly wouldCreate: boolean;
}

/** `bucket` is an id or a name; an id wins when one bucket's id is another's name. */
export async function resolveBucket(
  api: CdnApi,
  idOrName: string,
  options: { readonly create: boolean; readonly dryRun: boolean; readonly logger: Logger },
): Promise<ResolvedBucket> {
  const { found, count } = await api.findBucket(idOrName);
  if (found) return { bucket: found, created: false, wouldCreate: false };
  if (!options.create) {
    throw new ConfigurationError(
      `Input "bucket": no CDN bucket has the id or name "${idOrName}" (the key sees ${count} bucket(s)): check it, or set \`create-bucket: true\` to create it.`,
      'bucket',
    );
  }
  if (options.dryRun) {
    options.logger.info(`Bucket "${idOrName}" does not exist; it would be created (dry run).`);
    return { bucket: undefined, created: false, wouldCreate: true };
  }
  const bucket = await api.createBucket(idOrName);
  options.logger.info(`Created bucket ${bucket.name ?? idOrName} (${bucket.id}).`);
  return { bucket, created: true, wouldCreate: false };
}
