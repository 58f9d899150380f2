import {
  type CronJob,
  type CurrentCronJob,
  checkTimezone,
  DEFAULT_TIMEZONE,
  HTTP_METHODS,
  type HttpMethod,
} from './job.ts';
import { checkSchedule } from './schedule.ts';

/**
 * The body sent to create (POST /cron) or update (PATCH /cron/{id}) a job. The one place that knows
 * the platform's field names: the unused one of command/path is sent as null so an update can switch a
 * job from one to the other. The platform's job has no method field (it requests paths with GET), so
 * `method` is sent only when the file asks for another one, and the platform then says whether it can.
 */
export interface PlatformCronJobBody {
  readonly name: string;
  readonly schedule: string;
  readonly timezone: string;
  readonly enabled: boolean;
  readonly projectId: string;
  readonly command: string | null;
  readonly path: string | null;
  readonly method?: Exclude<HttpMethod, 'GET'>;
}

export function toPlatformCronJob(job: CronJob): PlatformCronJobBody {
  const common = {
    name: job.name,
    schedule: job.schedule,
    timezone: job.timezone,
    enabled: job.enabled,
    projectId: job.project,
  };
  if (job.target.kind === 'command') return { ...common, command: job.target.command, path: null };
  const { path, method } = job.target;
  return method === 'GET' ? { ...common, command: null, path } : { ...common, command: null, path, method };
}

export interface IgnoredCronJob {
  readonly raw: unknown;
  readonly reason: string;
}

type Fields = Record<string, unknown>;

/**
 * Reads the platform's job list tolerantly: schedule/cron/expression, path/url, projectId/project_id,
 * enabled/active/paused, timezone/tz. A job that cannot be read (no id, no name) is ignored, so it is
 * neither matched nor pruned.
 */
export function decodePlatformCronJobs(raws: readonly unknown[]): {
  jobs: CurrentCronJob[];
  ignored: IgnoredCronJob[];
} {
  const jobs: CurrentCronJob[] = [];
  const ignored: IgnoredCronJob[] = [];
  for (const raw of raws) {
    const decoded = typeof raw === 'object' && raw !== null ? decodeOne(raw as Fields) : 'not an object';
    if (typeof decoded === 'string') ignored.push({ raw, reason: decoded });
    else jobs.push(decoded);
  }
  return { jobs, ignored };
}

function decodeOne(fields: Fields): CurrentCronJob | string {
  const id = text(pick(fields, 'id', 'jobId', 'job_id', 'cronJobId'));
  const name = text(pick(fields, 'name'));
  if (id === undefined || name === undefined) return 'it has no id or name';
  const rawSchedule =
    text(pick(fields, 'schedule', 'cron', 'expression', 'cronExpression', 'cron_expression')) ?? '';
  const schedule = checkSchedule(rawSchedule);
  const timezone = checkTimezone(
    text(pick(fields, 'timezone', 'tz', 'timeZone', 'time_zone')) ?? DEFAULT_TIMEZONE,
  );
  const target = decodeTarget(fields);
  if (target === undefined) return 'it has no command, path or url';
  return {
    id,
    name,
    // An expression this check does not know is kept verbatim: it then differs, and the file wins.
    schedule: schedule.ok ? schedule.value : rawSchedule,
    target,
    project: projectOf(pick(fields, 'projectId', 'project_id', 'project')),
    timezone: timezone.ok ? timezone.value : String(pick(fields, 'timezone', 'tz')),
    enabled: enabledOf(fields),
  };
}

function decodeTarget(fields: Fields): CurrentCronJob['target'] | undefined {
  const command = text(pick(fields, 'command', 'cmd'));
  if (command !== undefined && command !== '') return { kind: 'command', command };
  const path = text(pick(fields, 'path'));
  if (path === undefined || path === '') {
    const url = text(pick(fields, 'url', 'endpoint'));
    return url === undefined || url === '' ? undefined : { kind: 'url', url };
  }
  const method = text(pick(fields, 'method', 'httpMethod', 'http_method'))?.toUpperCase();
  const known = HTTP_METHODS.find((candidate) => candidate === method);
  return { kind: 'http', path: path.startsWith('/') ? path : `/${path}`, method: known };
}

function projectOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null) return text((value as Fields).id);
  return text(value);
}

function enabledOf(fields: Fields): boolean {
  const enabled = pick(fields, 'enabled', 'active', 'isEnabled', 'is_enabled');
  if (typeof enabled === 'boolean') return enabled;
  const paused = pick(fields, 'paused', 'disabled');
  if (typeof paused === 'boolean') return !paused;
  const status = text(pick(fields, 'status', 'state'))?.toLowerCase();
  return status === undefined || !['paused', 'disabled', 'inactive'].includes(status);
}

function pick(fields: Fields, ...names: string[]): unknown {
  for (const name of names) if (fields[name] !== undefined && fields[name] !== null) return fields[name];
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}
