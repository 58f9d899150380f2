import type { PlatformClient } from '../api/client.ts';
import { numberField, stringField, timestampField } from '../api/decode.ts';
import { AmbiguousRequestError, UnexpectedResponseError } from '../api/errors.ts';
import {
  type CronJob,
  type CronRun,
  listCronJobRuns,
  listCronJobs,
  runCronJob,
} from '../api/resources/cron.ts';
import type { RunOutcome } from '../api/resources/run-outcome.ts';
import { currentClock } from '../clock.ts';
import { ActionFailure } from '../errors.ts';
import type { Logger } from '../log.ts';
import { type PollPacing, pollAdaptively } from '../poll.ts';
import { splitOutput } from '../runs/output.ts';

interface Context {
  readonly logger: Logger;
  /** The job's cancellation: every read and the wait listen to it, the trigger too. */
  readonly signal?: AbortSignal;
}

const PROJECT_FIELDS = ['projectId', 'project_id', 'project'];

/**
 * The project a job belongs to, as the platform spells it: null when it says the job has none (a
 * `projectId: null`), undefined when it does not say at all.
 */
export function projectOfJob(job: CronJob): string | null | undefined {
  const project = stringField(job.raw, ...PROJECT_FIELDS);
  if (project !== undefined) return project;
  return PROJECT_FIELDS.some((name) => name in job.raw) ? null : undefined;
}

/** What the job runs, in one line for the log and the summary: its command, or the path or URL it calls. */
export function jobTarget(job: CronJob): string {
  const command = stringField(job.raw, 'command');
  if (command !== undefined) return command;
  const url = stringField(job.raw, 'url');
  if (url !== undefined) return `GET ${url}`;
  const path = stringField(job.raw, 'path');
  return path === undefined ? 'its target' : `${stringField(job.raw, 'method') ?? 'GET'} ${path}`;
}

export type JobLookup =
  | { readonly kind: 'found'; readonly job: CronJob }
  | { readonly kind: 'none'; readonly count: number }
  | { readonly kind: 'several'; readonly ids: readonly string[] }
  | { readonly kind: 'other-project'; readonly job: CronJob; readonly project: string | null };

/**
 * The job `reference` names: an id wins over a name; a name two jobs share is not guessed at. Given a
 * project (its id), only that project's jobs are looked at by name, and a job of another project is
 * refused by id too. The list is read whole (an incomplete one throws), so "none" is never a guess.
 */
export async function lookUpCronJob(
  client: PlatformClient,
  reference: string,
  projectId: string | undefined,
  context: Context,
): Promise<JobLookup> {
  const all = await listCronJobs(client, { signal: context.signal });
  const byId = all.find((job) => job.id === reference);
  const project = byId ? projectOfJob(byId) : undefined;
  if (byId && projectId !== undefined && project !== undefined && project !== projectId) {
    return { kind: 'other-project', job: byId, project };
  }
  if (byId) return { kind: 'found', job: byId };
  // A job whose project the platform does not report may be the project's: it is not left out.
  const inProject = (job: CronJob) => {
    const owner = projectOfJob(job);
    return projectId === undefined || owner === undefined || owner === projectId;
  };
  const named = all.filter((job) => job.name === reference && inProject(job));
  if (named.length === 1) return { kind: 'found', job: named[0] as CronJob };
  if (named.length > 1) return { kind: 'several', ids: named.map((job) => job.id) };
  return { kind: 'none', count: all.filter(inProject).length };
}

type CronRunStatus = 'succeeded' | 'failed' | 'timed-out' | 'cancelled';

export interface CronRunOutcome {
  readonly status: CronRunStatus;
  /** The run this trigger started, as last read; undefined when it never showed in the history. */
  readonly run: CronRun | undefined;
  /** How long the run took: the platform's own figure, else its start and end, else as we saw it. */
  readonly durationMs: number;
  readonly exitCode: number | undefined;
  /** Every line of the run's output, as the platform last gave it. */
  readonly lines: readonly string[];
}

interface RunOptions extends Context {
  readonly timeoutMs: number;
  readonly pacing?: Partial<PollPacing>;
}

/**
 * Runs the job now, once, and follows its run history until that run ends. The run is the one whose
 * id the trigger answered; when the answer had none (or never came: the trigger is not repeated, a
 * second run would really run), it is the first run the history shows that was not there before.
 */
export async function runJobNow(
  client: PlatformClient,
  job: CronJob,
  options: RunOptions,
): Promise<CronRunOutcome> {
  const before = await runIds(client, job, options);
  const clock = currentClock();
  const started = clock.now();
  const deadline = started + options.timeoutMs;
  let wanted = await trigger(client, job, options);
  let run: CronRun | undefined;
  const outcome = await pollAdaptively<CronRun>(
    async () => {
      const history = await listCronJobRuns(client, job.id, { signal: options.signal });
      const found = wanted ? history.find((item) => item.id === wanted) : firstNew(job, history, before);
      if (found && !wanted) options.logger.info(`Cron job ${job.id}: following run ${found.id}.`);
      wanted ??= found?.id;
      const moved = found !== undefined && found.status !== run?.status;
      run = found ?? run;
      if (run && run.outcome !== 'in_progress') return { done: run, moved: true };
      if (moved) options.logger.info(`Run ${run?.id} is ${run?.status || 'under way'}…`);
      return { moved };
    },
    { deadline, signal: options.signal, pacing: options.pacing },
  ).catch((error: unknown) => {
    // A read in flight when the job is cancelled throws the abort reason: that is a cancellation.
    if (options.signal?.aborted) return { kind: 'cancelled' } as const;
    throw error;
  });
  // A run reached `done` only once it left in_progress.
  const status =
    outcome.kind === 'done' ? (outcome.value.outcome as Exclude<RunOutcome, 'in_progress'>) : outcome.kind;
  const last = run as CronRun | undefined;
  return {
    status,
    run: last,
    durationMs: (last && platformDuration(last)) ?? clock.now() - started,
    exitCode: last ? numberField(last.raw, 'exitCode', 'exitStatus', 'code') : undefined,
    lines: splitOutput(last ? (stringField(last.raw, 'output', 'logs', 'log', 'stdout') ?? '') : ''),
  };
}

/** The ids the history holds before the trigger; a history without ids could never tell our run apart. */
async function runIds(client: PlatformClient, job: CronJob, context: Context): Promise<ReadonlySet<string>> {
  const history = await listCronJobRuns(client, job.id, { signal: context.signal });
  if (history.some((run) => run.id === '')) {
    throw new ActionFailure(
      `The platform lists cron job ${job.id}'s runs without ids, so the run started now could not be told from the others; nothing was run. Run it from the dashboard instead.`,
    );
  }
  return new Set(history.map((run) => run.id));
}

/** The id of the run the trigger started, when its answer says; undefined when it must be found by history. */
async function trigger(client: PlatformClient, job: CronJob, context: Context): Promise<string | undefined> {
  try {
    const run = await runCronJob(client, job.id, { signal: context.signal });
    return run.id === '' ? undefined : run.id;
  } catch (error) {
    if (!(error instanceof AmbiguousRequestError) && !(error instanceof UnexpectedResponseError)) throw error;
    context.logger.warning(
      `The request to run cron job ${job.id} got no clear answer; it is not sent again (a second run would really run): looking for the run in the job's history instead.`,
    );
    return undefined;
  }
}

/**
 * The first run of the history that was not there before the trigger, by start time. Several new runs
 * without start times (a schedule fired too) cannot be told apart, and that is said rather than guessed.
 */
function firstNew(
  job: CronJob,
  history: readonly CronRun[],
  before: ReadonlySet<string>,
): CronRun | undefined {
  const fresh = history.filter((run) => run.id !== '' && !before.has(run.id));
  const time = (run: CronRun) => (run.startedAt === undefined ? Number.NaN : Date.parse(run.startedAt));
  if (fresh.length > 1 && fresh.some((run) => Number.isNaN(time(run)))) {
    throw new ActionFailure(
      `Cron job ${job.id} started ${fresh.length} runs (${fresh.map((run) => run.id).join(', ')}) since it was run now, and the platform gives them no start times, so which one is this run is not known; see the job's history in the dashboard.`,
    );
  }
  return fresh.sort((a, b) => time(a) - time(b))[0];
}

function platformDuration(run: CronRun): number | undefined {
  const given = numberField(run.raw, 'durationMs');
  if (given !== undefined) return given;
  const end = timestampField(run.raw, 'finishedAt', 'endedAt', 'completedAt');
  if (run.startedAt === undefined || end === undefined) return undefined;
  const ms = Date.parse(end) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}
