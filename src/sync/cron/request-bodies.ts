import type { RequestBodies } from '../engine/types.ts';
import type { DeclaredCronJob } from './job.ts';
import { toPlatformCronJob } from './platform.ts';

/** The bodies cron-sync's writes send, located at each job's entry, for the plan's body check. */
export const cronRequestBodies: RequestBodies<DeclaredCronJob> = {
  requestsOf: (job, op) => [
    { operation: op === 'create' ? 'createCronJob' : 'updateCronJob', body: toPlatformCronJob(job) },
  ],
  locate: (job) => job.source,
};
