import type { PlatformClient } from '../client.ts';
import { booleanField, type JsonRecord, stringField, timestampField, unwrapList } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
} from './records.ts';
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

export function toCronJob(value: unknown, fallbackId?: string): CronJob {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'jobId', 'cronJobId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      schedule: stringField(raw, 'schedule', 'cron', 'expression', 'cronExpression'),
      timezone: stringField(raw, 'timezone', 'tz', 'timeZone'),
      enabled: booleanField(raw, 'enabled', 'active', 'isEnabled'),
    }),
  };
}

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

export async function listCronJobs(client: PlatformClient, options?: ListRequestOptions): Promise<CronJob[]> {
  return (await listRecords(client, 'listCronJobs', {}, options)).map((r) => toCronJob(r));
}

/** `job` is the platform body (src/sync/cron builds it). Not repeated after an ambiguous failure. */
export async function createCronJob(
  client: PlatformClient,
  job: JsonRecord,
  options?: RequestOptions,
): Promise<CronJob> {
  const created = toCronJob(await client.call('createCronJob', callOptions(options, {}, { body: job })));
  requireId('createCronJob', created.id, 'cron job');
  return created;
}

export interface CronPreview {
  /** The next run times the platform computed, as given (ISO strings when it sends timestamps). */
  readonly nextRuns: string[];
  readonly raw: unknown;
}

/** POST /cron/preview only validates, so it is safe to repeat and is retried like a GET. */
export async function previewCronSchedule(
  client: PlatformClient,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<CronPreview> {
  const raw = await client.call(
    'previewCronSchedule',
    callOptions(options, {}, { body: request, idempotent: true }),
  );
  const list = unwrapList(raw, ['nextRuns', 'runs', 'next', 'times', 'occurrences']) ?? [];
  const nextRuns = list.map(runTime).filter((time): time is string => time !== undefined);
  return { nextRuns, raw };
}

function runTime(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item === 'number') return timestampField({ time: item }, 'time');
  return timestampField(item, 'time', 'at', 'timestamp', 'runAt');
}

export async function getCronJob(
  client: PlatformClient,
  jobId: string,
  options?: RequestOptions,
): Promise<CronJob> {
  return toCronJob(await client.call('getCronJob', callOptions(options, { id: jobId })), jobId);
}

export async function updateCronJob(
  client: PlatformClient,
  jobId: string,
  changes: JsonRecord,
  options?: RequestOptions,
): Promise<CronJob> {
  return toCronJob(
    await client.call('updateCronJob', callOptions(options, { id: jobId }, { body: changes })),
    jobId,
  );
}

export async function deleteCronJob(
  client: PlatformClient,
  jobId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteCronJob', callOptions(options, { id: jobId }));
}

/** Runs the job now. Not repeated after an ambiguous failure: a second run would really run. */
export async function runCronJob(
  client: PlatformClient,
  jobId: string,
  options?: RequestOptions,
): Promise<CronRun> {
  return toCronRun(await client.call('runCronJob', callOptions(options, { id: jobId })), client);
}

export async function listCronJobRuns(
  client: PlatformClient,
  jobId: string,
  options?: ListRequestOptions,
): Promise<CronRun[]> {
  return (await listRecords(client, 'listCronJobRuns', { id: jobId }, options)).map((r) =>
    toCronRun(r, client),
  );
}
