import type { SyncProvider } from '../engine/types.ts';
import { issueAt, type ValidationIssue } from '../validation.ts';
import { type CurrentCronJob, cronJobsEqual, type DeclaredCronJob, describeCronJob } from './job.ts';
import { type PlatformCronJobBody, toPlatformCronJob } from './platform.ts';

/** The cron calls the provider makes; the action adapts the API client to this. */
export interface CronJobWriter {
  createJob(body: PlatformCronJobBody, signal?: AbortSignal): Promise<unknown>;
  updateJob(id: string, body: PlatformCronJobBody, signal?: AbortSignal): Promise<unknown>;
  deleteJob(id: string, signal?: AbortSignal): Promise<unknown>;
  /**
   * POST /cron/preview: the platform's own verdict on a schedule. Resolves to its reason when it
   * rejects the schedule and to undefined when it accepts it; any other failure throws.
   */
  previewSchedule?(schedule: string, timezone: string, signal?: AbortSignal): Promise<string | undefined>;
}

/** Cron jobs keyed by name. Renaming a job is a create plus a delete, and the delete runs last. */
export function cronJobProvider(writer: CronJobWriter): SyncProvider<DeclaredCronJob, CurrentCronJob> {
  return {
    kind: 'cron job',
    keyOfDesired: (job) => job.name,
    keyOfCurrent: (job) => job.name,
    equals: cronJobsEqual,
    describe: describeCronJob,
    label: (job) => ({ name: job.name, detail: job.schedule }),
    detailHeading: 'Schedule',
    validate: (jobs, signal) => previewSchedules(writer, jobs, signal),
    create: async (job, signal) => {
      await writer.createJob(toPlatformCronJob(job), signal);
    },
    update: async (job, current, signal) => {
      await writer.updateJob(current.id, toPlatformCronJob(job), signal);
    },
    delete: async (current, signal) => {
      await writer.deleteJob(current.id, signal);
    },
  };
}

/** Asks the platform about each distinct schedule once, before any write, and reports all rejections. */
async function previewSchedules(
  writer: CronJobWriter,
  jobs: readonly DeclaredCronJob[],
  signal: AbortSignal | undefined,
): Promise<ValidationIssue[]> {
  const preview = writer.previewSchedule?.bind(writer);
  if (preview === undefined) return [];
  const verdicts = new Map<string, string | undefined>();
  const issues: ValidationIssue[] = [];
  for (const job of jobs) {
    const key = `${job.schedule}\n${job.timezone}`;
    if (!verdicts.has(key)) verdicts.set(key, await preview(job.schedule, job.timezone, signal));
    const rejection = verdicts.get(key);
    if (rejection !== undefined) {
      const message = `Job "${job.name}": the platform rejects the schedule "${job.schedule}" (${rejection.replace(/\.$/, '')}); fix the expression.`;
      issues.push(issueAt(job.scheduleSource, message));
    }
  }
  return issues;
}
