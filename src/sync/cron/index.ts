export { type CronFileOptions, type CronFileResult, parseCronFile, readCronFile } from './file.ts';
export {
  type CronJob,
  type CronTarget,
  type CurrentCronJob,
  cronJobsEqual,
  DEFAULT_HTTP_METHOD,
  DEFAULT_TIMEZONE,
  type DeclaredCronJob,
  HTTP_METHODS,
  type HttpMethod,
} from './job.ts';
export {
  decodePlatformCronJobs,
  type IgnoredCronJob,
  type PlatformCronJobBody,
  toPlatformCronJob,
} from './platform.ts';
export { type CronJobWriter, cronJobProvider } from './provider.ts';
export { checkSchedule } from './schedule.ts';
