import { EXTRA_TABLE_MAX_BYTES, escapeCell, moreLine, rowsWithin, tableRow } from '../engine/markdown.ts';
import type { Plan } from '../engine/types.ts';
import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

type NextRuns = (schedule: string, timezone: string) => readonly string[];

/** Markdown: the next runs of every job the plan creates or changes, as the platform previewed them. */
export function renderNextRuns(plan: Plan<DeclaredCronJob, CurrentCronJob>, nextRuns: NextRuns): string {
  const jobs = plan.items
    .filter((item) => item.op === 'create' || item.op === 'update')
    .flatMap((item) => (item.desired === undefined ? [] : [item.desired]));
  if (jobs.length === 0) return '';
  const table = rowsWithin(
    jobs,
    (job) => {
      const shown = runsOf(job, nextRuns).map(cell).join('<br>');
      return tableRow([cell(job.name), cell(`${job.schedule} (${job.timezone})`), shown]);
    },
    EXTRA_TABLE_MAX_BYTES,
  );
  const lines = [
    '**Next runs of new and changed jobs** (from the platform’s preview)',
    '',
    '| Job | Schedule | Next runs |',
    '| --- | --- | --- |',
    ...table.rows,
  ];
  if (table.omitted > 0) lines.push('', moreLine(table.omitted, 'jobs'));
  return `${lines.join('\n')}\n`;
}

/** The same, one line per job, for the step log. */
export function nextRunsText(plan: Plan<DeclaredCronJob, CurrentCronJob>, nextRuns: NextRuns): string[] {
  return plan.items
    .filter((item) => item.op === 'create' || item.op === 'update')
    .flatMap((item) => (item.desired === undefined ? [] : [item.desired]))
    .map((job) => `Next runs of ${job.name}: ${runsOf(job, nextRuns).join(', ')}`);
}

function runsOf(job: DeclaredCronJob, nextRuns: NextRuns): readonly string[] {
  if (!job.enabled) return ['none (disabled)'];
  const runs = nextRuns(job.schedule, job.timezone);
  return runs.length === 0 ? ['(not previewed)'] : runs;
}

function cell(text: string): string {
  return escapeCell(text, ' ');
}
