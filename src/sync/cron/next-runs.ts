import { escapeTableCell, tableRow } from '../../render/markdown.ts';
import { EXTRA_TABLE_MAX_BYTES, moreLine, rowsWithin } from '../../render/table-budget.ts';
import type { Plan } from '../engine/types.ts';
import type { NextRunsAnswer } from './client-writer.ts';
import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

type NextRuns = (schedule: string, timezone: string) => NextRunsAnswer;

const SOURCE_TEXT: Record<NextRunsAnswer['source'], string> = {
  platform: 'from the platform’s preview',
  offline: 'computed offline with croner: the platform’s preview needs a full key',
};

/**
 * Markdown: the next runs of every job the plan creates or changes, as the platform previewed them
 * or, out of its reach, as computed offline; the heading says which.
 */
export function renderNextRuns(plan: Plan<DeclaredCronJob, CurrentCronJob>, nextRuns: NextRuns): string {
  const jobs = plan.items
    .filter((item) => item.op === 'create' || item.op === 'update')
    .flatMap((item) => (item.desired === undefined ? [] : [item.desired]));
  if (jobs.length === 0) return '';
  const sources = new Set<NextRunsAnswer['source']>();
  const table = rowsWithin(
    jobs,
    (job) => {
      const shown = runsOf(job, nextRuns, sources).map(cell).join('<br>');
      return tableRow([cell(job.name), cell(`${job.schedule} (${job.timezone})`), shown]);
    },
    EXTRA_TABLE_MAX_BYTES,
  );
  const lines = [
    `**Next runs of new and changed jobs** (${[...sources].map((source) => SOURCE_TEXT[source]).join('; ') || SOURCE_TEXT.platform})`,
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
    .map((job) => {
      const sources = new Set<NextRunsAnswer['source']>();
      const runs = runsOf(job, nextRuns, sources).join(', ');
      const label = sources.has('offline') ? ` (${SOURCE_TEXT.offline})` : '';
      return `Next runs of ${job.name}: ${runs}${label}`;
    });
}

function runsOf(
  job: DeclaredCronJob,
  nextRuns: NextRuns,
  sources: Set<NextRunsAnswer['source']>,
): readonly string[] {
  if (!job.enabled) return ['none (disabled)'];
  const answer = nextRuns(job.schedule, job.timezone);
  if (answer.runs.length === 0) return ['(not previewed)'];
  sources.add(answer.source);
  return answer.runs;
}

function cell(text: string): string {
  return escapeTableCell(text, ' ');
}
