import type { Plan } from '../engine/types.ts';
import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

type NextRuns = (schedule: string, timezone: string) => readonly string[];

/** Markdown: the next runs of every job the plan creates or changes, as the platform previewed them. */
export function renderNextRuns(plan: Plan<DeclaredCronJob, CurrentCronJob>, nextRuns: NextRuns): string {
  const jobs = plan.items
    .filter((item) => item.op === 'create' || item.op === 'update')
    .flatMap((item) => (item.desired === undefined ? [] : [item.desired]));
  if (jobs.length === 0) return '';
  const lines = [
    '**Next runs of new and changed jobs** (from the platform’s preview)',
    '',
    '| Job | Schedule | Next runs |',
    '| --- | --- | --- |',
  ];
  for (const job of jobs) {
    const shown = runsOf(job, nextRuns).map(cell).join('<br>');
    lines.push(`| ${cell(job.name)} | ${cell(`${job.schedule} (${job.timezone})`)} | ${shown} |`);
  }
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
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}
