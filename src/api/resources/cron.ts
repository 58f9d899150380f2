import type { PlatformClient } from '../client.ts';
import { booleanField, type JsonRecord, stringField, timestampField, unwrapList } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { createWithId, endpoint, listing, readById, updateById } from './operation.ts';
import { asRecord, defined, idOf, recordDecoder } from './records.ts';
import { type RunOutcome, toRunOutcome } from './run-outcome.ts';

export interface CronJob {
  readonly id: string;
  readonly name?: string;
  readonly schedule?: string;
  readonly timezone?: string;
  readonly enabled?: boolean;
  readonly raw: JsonRecord;
}

export interface CronRun {
  readonly id: string;
  readonly outcome: RunOutcome;
  readonly status: string;
  readonly startedAt?: string;
  readonly raw: JsonRecord;
}

export const toCronJob: (value: unknown, fallbackId?: string) => CronJob = recordDecoder(
  ['jobId', 'cronJobId'],
  (raw) => ({
    name: stringField(raw, 'name'),
    schedule: stringField(raw, 'schedule', 'cron', 'expression', 'cronExpression'),
    timezone: stringField(raw, 'timezone', 'tz', 'timeZone'),
    enabled: booleanField(raw, 'enabled', 'active', 'isEnabled'),
  }),
);

export function toCronRun(value: unknown, client: PlatformClient): CronRun {
  const raw = asRecord(value);
  const status = rawStatusOf(raw) ?? '';
  return {
    id: idOf(raw, 'runId') ?? '',
    outcome: toRunOutcome(status, raw, client.logger),
    status,
    raw,
    ...defined({ startedAt: timestampField(raw, 'startedAt', 'createdAt', 'time') }),
  };
}

export const listCronJobs = listing('listCronJobs', toCronJob);

/** The body is the job as the platform takes it (src/sync/cron builds it). Not repeated after an ambiguous failure. */
export const createCronJob = endpoint('createCronJob', createWithId(toCronJob, 'cron job'));

export interface CronPreview {
  /** The next run times the platform computed, as given (ISO strings when it sends timestamps). */
  readonly nextRuns: string[];
  readonly raw: unknown;
}

/** POST /cron/preview only validates, so it is safe to repeat and is retried like a GET. */
export const previewCronSchedule = endpoint('previewCronSchedule', {
  body: (request: JsonRecord) => request,
  idempotent: true,
  decode: (raw): CronPreview => {
    const list = unwrapList(raw, ['nextRuns', 'runs', 'next', 'times', 'occurrences']) ?? [];
    const nextRuns = list.map(runTime).filter((time): time is string => time !== undefined);
    return { nextRuns, raw };
  },
});

function runTime(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item === 'number') return timestampField({ time: item }, 'time');
  return timestampField(item, 'time', 'at', 'timestamp', 'runAt');
}

export const getCronJob = endpoint('getCronJob', readById(toCronJob));

export const updateCronJob = endpoint('updateCronJob', updateById(toCronJob));

export const deleteCronJob = endpoint('deleteCronJob');

/** Runs the job now. Not repeated after an ambiguous failure: a second run would really run. */
export const runCronJob = endpoint('runCronJob', { decode: (value, _, client) => toCronRun(value, client) });

export const listCronJobRuns = listing('listCronJobRuns', (record, _, client) => toCronRun(record, client));
