import type { Logger } from '../log.ts';
import type { CacheControlPolicy } from './cache-rules.ts';
import type { CdnApi } from './cdn-api.ts';
import type { MultipartTuning } from './multipart-sizing.ts';

/** What a person chooses about a publish: the cdn-publish action's inputs, read and checked. */
export interface PublishChoices {
  /** Id or name. */
  readonly bucket: string;
  readonly createBucket: boolean;
  /** A folder in the bucket: '' for the root, else ending in '/'. */
  readonly prefix: string;
  readonly prune: boolean;
  readonly force: boolean;
  readonly dryRun: boolean;
  readonly cacheControl: CacheControlPolicy;
  readonly concurrency: number;
}

/** A publish: the choices, the directory, and what it runs with. */
export interface PublishOptions extends PublishChoices {
  readonly api: CdnApi;
  /** The directory to publish (absolute). */
  readonly root: string;
  readonly tuning: MultipartTuning;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Storage retry pacing; tests shorten it. */
  readonly storageBackoffMs?: { readonly base: number; readonly max: number };
}
