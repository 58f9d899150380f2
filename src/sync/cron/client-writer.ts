import type { PlatformClient } from '../../api/client.ts';
import { PlatformApiError } from '../../api/errors.ts';
import {
  createCronJob,
  deleteCronJob,
  previewCronSchedule,
  updateCronJob,
} from '../../api/resources/cron.ts';
import { offlineNextRuns } from './offline-runs.ts';
import type { CronJobWriter } from './provider.ts';

/** How many upcoming runs the summary shows for each new or changed job. */
const PREVIEW_RUNS = 3;

/** Upcoming runs of a schedule, and who computed them. */
export interface NextRunsAnswer {
  readonly runs: readonly string[];
  /** `platform`: POST /cron/preview's answer; `offline`: computed here with croner. */
  readonly source: 'platform' | 'offline';
}

export interface CronClientWriter extends CronJobWriter {
  /**
   * The next runs the platform previewed for a schedule in a zone; when it was not asked or could not
   * answer (a read key gets 403), computed offline and labelled so.
   */
  nextRuns(schedule: string, timezone: string): NextRunsAnswer;
}

/**
 * The cron provider's calls made with the API client, so every request shares its pacing and retries.
 * The preview's answers are kept: the summary shows them for the jobs that change.
 */
export function cronClientWriter(client: PlatformClient): CronClientWriter {
  const previews = new Map<string, readonly string[]>();
  let previewNeedsFullKey = false;
  const keyOf = (schedule: string, timezone: string): string => `${schedule}\n${timezone}`;
  return {
    createJob: (body, signal) => createCronJob(client, { ...body }, { signal }),
    updateJob: (id, body, signal) => updateCronJob(client, id, { ...body }, { signal }),
    deleteJob: (id, signal) => deleteCronJob(client, id, { signal }),
    previewSchedule: async (schedule, timezone, signal) => {
      if (previewNeedsFullKey) return undefined;
      try {
        const preview = await previewCronSchedule(
          client,
          { schedule, timezone, count: PREVIEW_RUNS },
          { signal },
        );
        previews.set(keyOf(schedule, timezone), preview.nextRuns.slice(0, PREVIEW_RUNS));
        return undefined;
      } catch (error) {
        // 400/422 is the platform judging the expression; anything else (a 401, a 5xx) is not a verdict.
        if (error instanceof PlatformApiError && [400, 422].includes(error.status)) {
          return error.platformMessage ?? error.message;
        }
        // A read key permits GET only (§5), and the preview is a POST: a dry run with a read key
        // keeps the offline check, says so once, and still plans.
        if (error instanceof PlatformApiError && error.status === 403) {
          previewNeedsFullKey = true;
          client.logger.warning(
            "The platform checks schedules with POST /cron/preview, which needs a full key; with this read key the schedules were checked offline only, and the upcoming runs are computed offline (croner, in each job's time zone).",
          );
          return undefined;
        }
        throw error;
      }
    },
    nextRuns: (schedule, timezone) => {
      const previewed = previews.get(keyOf(schedule, timezone));
      if (previewed !== undefined && previewed.length > 0) return { runs: previewed, source: 'platform' };
      return { runs: offlineNextRuns(schedule, timezone, PREVIEW_RUNS), source: 'offline' };
    },
  };
}
