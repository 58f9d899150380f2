import { PlatformApiError } from '../api/errors.ts';
import type { CdnAsset } from '../api/resources/cdn.ts';
import type { Logger } from '../log.ts';
import type { CdnApi } from './cdn-api.ts';
import { forEachObject, type ObjectFailure } from './each-object.ts';

export interface PruneReport {
  readonly deleted: string[];
  readonly failed: ObjectFailure[];
  fatal?: unknown;
}

/** Deletes the assets no file stands for. Called only once every upload has succeeded. */
export async function pruneAssets(
  api: CdnApi,
  assets: readonly CdnAsset[],
  options: { readonly concurrency: number; readonly logger: Logger; readonly signal?: AbortSignal },
): Promise<PruneReport> {
  const report: PruneReport = { deleted: [], failed: [] };
  const prune = async (asset: CdnAsset): Promise<void> => {
    // Already gone (another run pruned it) is what we wanted.
    await api.deleteAsset(asset.id).catch((error: unknown) => {
      if (!(error instanceof PlatformApiError && error.status === 404)) throw error;
    });
    report.deleted.push(asset.key);
    options.logger.info(`deleted ${asset.key}`);
  };
  const { fatal } = await forEachObject(assets, (asset) => asset.key, prune, report.failed, {
    ...options,
    verb: 'delete',
  });
  if (fatal !== undefined) report.fatal = fatal;
  return report;
}
