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
 * job from one to the other.
 */
export interface PlatformCronJobBody {
  readonly name: string;
  readonly schedule: string;
  readonly timezone: string;
  readonly enabled: boolean;
  readonly projectId: string;
  readonly command: string | null;
  readonly path: string | null;
  readonly method?: HttpMethod;
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
  return { ...common, command: null, path: job.target.path, method: job.target.method };
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
  if (target === undefined) return 'it has neither a command nor a path';
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
  const path = pathOf(text(pick(fields, 'path')) ?? text(pick(fields, 'url', 'endpoint')));
  if (path === undefined) return undefined;
  const method = text(pick(fields, 'method', 'httpMethod', 'http_method'))?.toUpperCase();
  const known = HTTP_METHODS.find((candidate) => candidate === method);
  return { kind: 'http', path, method: known };
}

/** A full URL (https://site.example/api/x?y) becomes its path and query, as the file declares it. */
function pathOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.startsWith('/')) return value;
  try {
    const url = new URL(value);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
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
