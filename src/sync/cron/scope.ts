import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

export interface CronScope {
  /** The jobs this run plans against: matched, updated, and with prune, deleted. */
  readonly managed: CurrentCronJob[];
  /** Jobs of other projects: never listed, never touched. */
  readonly outside: CurrentCronJob[];
}

/**
 * Cron jobs are listed for the whole account, but a file speaks for its projects only: the action's
 * `project` input and every project a job names. A job of another project stays out of the plan, so
 * `prune` in one repository can never delete another project's jobs, except a job whose name the file
 * declares (names match jobs, so declaring a name claims it, even to move it between projects). A job
 * whose project the platform does not report is only in scope by its name, for the same reason.
 */
export function scopeCronJobs(
  current: readonly CurrentCronJob[],
  desired: readonly DeclaredCronJob[],
  defaultProject: string | undefined,
): CronScope {
  const projects = new Set(desired.map((job) => job.project));
  if (defaultProject !== undefined) projects.add(defaultProject);
  const names = new Set(desired.map((job) => job.name));
  const managed: CurrentCronJob[] = [];
  const outside: CurrentCronJob[] = [];
  for (const job of current) {
    const inScope = names.has(job.name) || (job.project !== undefined && projects.has(job.project));
    (inScope ? managed : outside).push(job);
  }
  return { managed, outside };
}
