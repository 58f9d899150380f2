import type { CronJob } from '../../api/resources/cron.ts';
import { type CronRunOutcome, jobTarget } from '../../cron/run-now.ts';
import type { ActionPort, Outputs } from '../../port.ts';
import { formatDuration } from '../../render/deploy-status.ts';
import { codeSpan, escapeMarkdownText, renderTable, type TableCell } from '../../render/markdown.ts';
import { renderLogTail } from '../../render/summary.ts';
import type { spec } from './spec.ts';

type CronRunOutputs = Outputs<keyof typeof spec.outputs>;

const TAIL_LINES = 50;

/** `nightly-cleanup (cron_1)`, or the id alone when the platform gave the job no name. */
export function jobLabel(job: Pick<CronJob, 'id' | 'name'>): string {
  return job.name && job.name !== job.id ? `${job.name} (${job.id})` : job.id;
}

function heading(job: CronJob): string {
  return `### Cron job ${escapeMarkdownText(jobLabel(job))}\n`;
}

/** A dry run: which job would run and what it runs; nothing was run. */
export async function reportPlanned(
  port: ActionPort,
  outputs: CronRunOutputs,
  job: CronJob,
  project: string | undefined,
): Promise<void> {
  outputs.setAll({ status: 'planned', 'job-id': job.id, 'run-id': '', 'exit-code': '', 'duration-ms': '' });
  const rows: [string, TableCell][] = [
    ...(project === undefined ? [] : [['Project', project] as [string, TableCell]]),
    ['Runs', { markdown: codeSpan(jobTarget(job)) }],
    ['Result', 'dry run: nothing was run'],
  ];
  await port.appendSummary(`${heading(job)}\n${renderTable(['', ''], rows)}\n`);
}

/** Why the step fails, as one sentence, or undefined when the run succeeded. */
function failureOf(job: CronJob, outcome: CronRunOutcome, timeoutMs: number): string | undefined {
  const run = outcome.run
    ? `Run ${outcome.run.id} of cron job ${jobLabel(job)}`
    : `Cron job ${jobLabel(job)}`;
  switch (outcome.status) {
    case 'succeeded':
      return undefined;
    case 'failed': {
      const code = outcome.exitCode === undefined ? '' : ` with exit code ${outcome.exitCode}`;
      const tail = outcome.lines.length > 0 ? '; the tail of its output is in the job summary' : '';
      return `${run} failed${code}${tail}.`;
    }
    case 'timed-out':
      return outcome.run
        ? `${run} was still running after ${formatDuration(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input if it takes this long.`
        : `${run} was run, but no new run showed in its history within ${formatDuration(timeoutMs)}; look at the job's history in the dashboard before running it again.`;
    case 'cancelled':
      return `The job was cancelled while ${run.charAt(0).toLowerCase()}${run.slice(1)} was running; the platform may still finish it.`;
  }
}

/**
 * The one place a run's outcome becomes outputs and the job summary (status, duration, the tail of
 * the output). Returns the failure sentence, or undefined when the run succeeded.
 */
export async function reportRun(
  port: ActionPort,
  outputs: CronRunOutputs,
  job: CronJob,
  outcome: CronRunOutcome,
  options: { readonly project: string | undefined; readonly timeoutMs: number },
): Promise<string | undefined> {
  outputs.setAll({
    status: outcome.status,
    'job-id': job.id,
    'run-id': outcome.run?.id ?? '',
    'exit-code': outcome.exitCode === undefined ? '' : String(outcome.exitCode),
    'duration-ms': String(Math.round(outcome.durationMs)),
  });
  const failure = failureOf(job, outcome, options.timeoutMs);
  const rows: [string, TableCell][] = [
    ...(options.project === undefined ? [] : [['Project', options.project] as [string, TableCell]]),
    ['Runs', { markdown: codeSpan(jobTarget(job)) }],
    ['Run', outcome.run?.id || 'not seen'],
    ['Status', outcome.status],
    ['Exit code', outcome.exitCode ?? 'not reported'],
    ['Duration', formatDuration(outcome.durationMs)],
  ];
  const parts = [heading(job), renderTable(['', ''], rows)];
  if (failure) parts.push(`**Error:** ${escapeMarkdownText(failure)}\n`);
  if (outcome.lines.length > 0) {
    const open = outcome.status === 'failed';
    parts.push(renderLogTail(outcome.lines, { title: 'Output tail', maxLines: TAIL_LINES, open }));
  }
  await port.appendSummary(parts.join('\n'));
  return failure;
}
