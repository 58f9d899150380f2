import { platformNow } from '../clock.ts';
import { CronError, isTimeZone, nextRuns, parseCron } from '../cron-expr.ts';
import { createdNow, newId, nowIso } from '../ids.ts';
import { listReply, newestFirst } from '../pagination.ts';
import type { CronJobRecord, CronRunRecord } from '../records-infra.ts';
import type { Runtime } from '../runtime.ts';
import { simulateCommand } from '../shell.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import {
  allowOnly,
  type Body,
  created,
  found,
  invalid,
  objectBody,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requireString,
} from '../validate.ts';

const JOB_FIELDS = [
  'name',
  'schedule',
  'command',
  'path',
  'method',
  'url',
  'projectId',
  'timezone',
  'enabled',
];
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const TARGETS = ['command', 'path', 'url'] as const;

function invalidSchedule(message: string): PlatformHttpError {
  return new PlatformHttpError(400, 'invalid_schedule', message, 'schedule');
}

/** Next run times, or a 400 naming what is wrong with the expression or zone. */
export function preview(
  schedule: string,
  timezone: string,
  count: number,
  from = new Date(platformNow()),
): Date[] {
  if (!isTimeZone(timezone))
    throw invalid('timezone', `"${timezone}" is not an IANA time zone such as Europe/Berlin`);
  let parsed: ReturnType<typeof parseCron>;
  try {
    parsed = parseCron(schedule);
  } catch (error) {
    throw invalidSchedule(error instanceof CronError ? error.message : String(error));
  }
  const runs = nextRuns(parsed, timezone, from, count);
  if (runs.length === 0)
    throw invalidSchedule(`"${schedule}" never runs (no matching date in the next five years)`);
  return runs;
}

/** A new job's record before the request's fields are applied: what POST /cron fills in itself. */
export function blankCronJob(): CronJobRecord {
  return {
    id: newId('cron'),
    name: '',
    schedule: '',
    timezone: 'UTC',
    command: null,
    path: null,
    method: null,
    url: null,
    projectId: null,
    enabled: true,
    nextRunAt: null,
    lastRunAt: null,
    lastRunStatus: null,
    ...createdNow(),
  };
}

export function nextRunAt(job: CronJobRecord): string | null {
  return job.enabled ? (preview(job.schedule, job.timezone, 1)[0]?.toISOString() ?? null) : null;
}

export function cronHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getJob = (id: string): CronJobRecord => found(state.cronJobs, 'cron job', id);
  /** Applies given fields onto a job draft; exactly one target (command, path or url) must remain. */
  const apply = (job: CronJobRecord, body: Body): CronJobRecord => {
    allowOnly(body, JOB_FIELDS);
    const draft = { ...job };
    if (body.name !== undefined) draft.name = requireString(body, 'name', { max: 100 });
    if (body.schedule !== undefined) draft.schedule = requireString(body, 'schedule', { max: 200 }).trim();
    if (body.timezone !== undefined) draft.timezone = requireString(body, 'timezone');
    draft.enabled = optionalBoolean(body, 'enabled') ?? draft.enabled;
    if (body.projectId !== undefined) {
      draft.projectId = body.projectId === null ? null : requireString(body, 'projectId');
      if (draft.projectId && !state.projects.has(draft.projectId))
        throw invalid('projectId', `project ${draft.projectId} not found`);
    }
    const given = TARGETS.filter((name) => body[name] !== undefined && body[name] !== null);
    if (given.length > 1)
      throw invalid(given[1]!, `a cron job runs one of command, path or url (got ${given.join(' and ')})`);
    if (given.length === 1) {
      draft.command = optionalString(body, 'command', { max: 4096 }) ?? null;
      draft.path =
        optionalString(body, 'path', { pattern: /^\/\S*$/, hint: 'a path starting with /' }) ?? null;
      draft.url =
        optionalString(body, 'url', { pattern: /^https?:\/\/\S+$/, hint: 'an http(s) URL' }) ?? null;
    }
    if (body.method !== undefined && body.method !== null)
      draft.method = oneOf('method', body.method, METHODS);
    if (draft.path === null) {
      if (body.method !== undefined && body.method !== null)
        throw invalid('method', 'method only applies to a job with a path');
      draft.method = null;
    } else if (draft.method === null || (given.length === 1 && body.method === undefined))
      draft.method = 'GET';
    if (!draft.command && !draft.path && !draft.url)
      throw invalid('command', 'give one of command, path or url: what the job runs');
    if (draft.path && !draft.projectId)
      throw invalid('projectId', 'a job with a path needs the projectId whose site it calls');
    if (!draft.schedule) throw invalid('schedule', '"schedule" is required');
    draft.nextRunAt = nextRunAt(draft);
    return draft;
  };
  const execute = (job: CronJobRecord): { exitCode: number; output: string } => {
    if (job.command) return simulateCommand(job.command);
    if (job.url) return { exitCode: 0, output: `GET ${job.url} -> 200\n` };
    const project = job.projectId ? state.projects.get(job.projectId) : undefined;
    const live = project?.liveDeploymentId !== null && project !== undefined;
    const target = project ? `${project.liveUrl.replace(/\/$/, '')}${job.path}` : String(job.path);
    const method = job.method ?? 'GET';
    return live
      ? { exitCode: 0, output: `${method} ${target} -> 200\n` }
      : { exitCode: 1, output: `${method} ${target} -> 404 (no live deployment)\n` };
  };
  return {
    listCronJobs: (ctx) => listReply([...state.cronJobs.values()], ctx.query),
    createCronJob: (ctx) => {
      const body = objectBody(ctx.body);
      requireString(body, 'name', { max: 100 });
      requireString(body, 'schedule');
      const job = apply(blankCronJob(), body);
      return created(state.cronJobs, job);
    },
    previewCronSchedule: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['schedule', 'timezone', 'count', 'from']);
      const schedule = requireString(body, 'schedule', { max: 200 });
      const timezone = optionalString(body, 'timezone') ?? 'UTC';
      const count = optionalInteger(body, 'count', 1, 100) ?? 5;
      const fromText = optionalString(body, 'from');
      const from = fromText === undefined ? new Date(platformNow()) : new Date(fromText);
      if (Number.isNaN(from.getTime())) throw invalid('from', '"from" must be an ISO date-time');
      const runs = preview(schedule, timezone, count, from);
      return {
        status: 200,
        body: { valid: true, schedule, timezone, nextRuns: runs.map((run) => run.toISOString()) },
      };
    },
    getCronJob: (ctx) => ({ status: 200, body: getJob(ctx.params.id!) }),
    updateCronJob: (ctx) => {
      const job = getJob(ctx.params.id!);
      const updated = apply(job, objectBody(ctx.body));
      Object.assign(job, updated, { updatedAt: nowIso() });
      return { status: 200, body: job };
    },
    deleteCronJob: (ctx) => {
      const job = getJob(ctx.params.id!);
      state.cronJobs.delete(job.id);
      for (const run of [...state.cronRuns.values()])
        if (run.cronJobId === job.id) state.cronRuns.delete(run.id);
      return { status: 204 };
    },
    runCronJob: (ctx) => {
      const job = getJob(ctx.params.id!);
      const run: CronRunRecord = {
        id: newId('crun'),
        cronJobId: job.id,
        trigger: 'manual',
        status: 'running',
        exitCode: null,
        output: '',
        startedAt: nowIso(),
        finishedAt: null,
        durationMs: null,
      };
      state.cronRuns.set(run.id, run);
      job.lastRunAt = run.startedAt;
      job.lastRunStatus = 'running';
      runtime.timers.schedule(runtime.options.lifecycle.runMs, () => {
        const result = execute(job);
        run.exitCode = result.exitCode;
        run.output = result.output;
        run.status = result.exitCode === 0 ? 'succeeded' : 'failed';
        run.finishedAt = nowIso();
        run.durationMs = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
        job.lastRunStatus = run.status;
      });
      return { status: 201, body: run };
    },
    listCronJobRuns: (ctx) => {
      const job = getJob(ctx.params.id!);
      const runs = [...state.cronRuns.values()]
        .filter((run) => run.cronJobId === job.id)
        .map((run) => ({ ...run, createdAt: run.startedAt }));
      return listReply(
        newestFirst(runs).map(({ createdAt: _createdAt, ...run }) => run),
        ctx.query,
      );
    },
  };
}
