import { PlatformApiError } from '../api/errors.ts';
import type { CdnAsset } from '../api/resources/cdn.ts';
import type { Logger } from '../log.ts';
import type { CdnApi } from './cdn-api.ts';
import { isFatal, messageOf } from './errors.ts';
import { forEachLimited } from './pool.ts';

export interface PruneReport {
  readonly deleted: string[];
  readonly failed: { readonly key: string; readonly reason: string }[];
  fatal?: unknown;
}

/** Deletes the assets no file stands for. Called only once every upload has succeeded. */
export async function pruneAssets(
  api: CdnApi,
  assets: readonly CdnAsset[],
  options: { readonly concurrency: number; readonly logger: Logger; readonly signal?: AbortSignal },
): Promise<PruneReport> {
  const report: PruneReport = { deleted: [], failed: [] };
  try {
    await forEachLimited(
      assets,
      options.concurrency,
      async (asset) => {
        try {
          // Already gone (another run pruned it) is what we wanted.
          await api.deleteAsset(asset.id).catch((error: unknown) => {
            if (!(error instanceof PlatformApiError && error.status === 404)) throw error;
          });
          report.deleted.push(asset.key);
          options.logger.info(`deleted ${asset.key}`);
        } catch (error) {
          if (isFatal(error, options.signal)) throw error;
          report.failed.push({ key: asset.key, reason: messageOf(error) });
          options.logger.warning(`Could not delete ${asset.key}: ${messageOf(error)}`);
        }
      },
      options.signal,
    );
  } catch (error) {
    report.fatal = error;
  }
  return report;
}
