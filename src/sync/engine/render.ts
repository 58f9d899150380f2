import { codeBlock, escapeTableCell, tableRow } from '../../render/markdown.ts';
import { renderDiffLines } from '../../render/pictures.ts';
import { moreLine, PLAN_TABLE_MAX_BYTES, type RowsWithin, rowsWithin } from '../../render/table-budget.ts';
import { capitalise, plural } from '../../text.ts';
import type { ApplyReport, ItemResult, Plan, PlanItem } from './types.ts';

type AnyPlan = Plan<unknown, unknown>;
type AnyReport = ApplyReport<unknown, unknown>;
type AnyItem = PlanItem<unknown, unknown>;

export function summaryLine(plan: AnyPlan): string {
  const { counts } = plan;
  const parts = [
    `${counts.create} to create`,
    `${counts.update} to update`,
    `${counts.delete} to delete`,
    `${counts.unchanged} unchanged`,
  ];
  const why = plan.unmanagedNote ?? 'not in the file, left alone';
  if (counts.unmanaged > 0) parts.push(`${counts.unmanaged} unmanaged (${why})`);
  return `${capitalise(plan.kind)}s: ${parts.join(', ')}.`;
}

export interface MarkdownLimits {
  /** Bytes the tables may take together (default PLAN_TABLE_MAX_BYTES); the rows past it are counted. */
  readonly maxBytes?: number;
}

/**
 * Markdown for the job summary; with a report, each write also shows whether it landed. The changes
 * come first and the unmanaged objects after them, within one byte budget.
 */
export function renderPlanMarkdown(plan: AnyPlan, report?: AnyReport, limits: MarkdownLimits = {}): string {
  const outcomes = outcomeByItem(report);
  const changes = plan.items.filter((item) => item.op !== 'unchanged' && item.op !== 'unmanaged');
  const unmanaged = plan.items.filter((item) => item.op === 'unmanaged');
  const lines = [`**${escapeTableCell(summaryLine(plan))}**`, ''];
  let budget = limits.maxBytes ?? PLAN_TABLE_MAX_BYTES;
  if (changes.length > 0) {
    const diff = renderChangesDiff(changes, Math.floor(budget * DIFF_SHARE));
    budget -= Buffer.byteLength(diff);
    lines.push(diff);
  }
  const header = ['Operation', 'Name', detailHeading(plan), 'Before → after'];
  if (report !== undefined) header.push('Result');
  if (changes.length === 0) lines.push(`No changes to ${plan.kind}s.`);
  else {
    const table = rowsWithin(
      changes,
      (item) => {
        const row = [item.op, item.name, item.detail, beforeAfter(item)];
        if (report !== undefined) row.push(resultText(outcomes.get(item)));
        return tableRow(row.map((cell) => escapeTableCell(cell)));
      },
      budget,
    );
    budget -= table.bytes;
    lines.push(tableRow(header), tableRow(header.map(() => '---')), ...closed(table, `${plan.kind} changes`));
  }
  if (unmanaged.length > 0) {
    const count = plural(unmanaged.length, `unmanaged ${plan.kind}`);
    const table = rowsWithin(
      unmanaged,
      (item) => tableRow([item.name, item.detail, item.before ?? ''].map((cell) => escapeTableCell(cell))),
      budget,
    );
    lines.push('', `<details><summary>${count}, left alone</summary>`, '');
    lines.push(tableRow(['Name', detailHeading(plan), 'Current']), tableRow(['---', '---', '---']));
    lines.push(...closed(table, `unmanaged ${plan.kind}s`), '', '</details>');
  }
  return `${lines.join('\n')}\n`;
}

/** The diff's share of the byte budget; the table with every write's result gets the rest. */
const DIFF_SHARE = 0.2;

/**
 * The changes as a ```diff block, which GitHub colours: `+` what is created, `-` what is deleted,
 * and an update as its old line then its new one. A cut diff ends with a context line that counts the rest.
 */
function renderChangesDiff(changes: readonly AnyItem[], maxBytes: number): string {
  // A cron job's description starts with its schedule, which is also its detail: say it once.
  const lineOf = (item: AnyItem, side = '') =>
    [item.name, side.startsWith(item.detail) ? '' : item.detail, side].join(' ').replace(/\s+/g, ' ').trim();
  const shown = rowsWithin(
    changes,
    (item) =>
      renderDiffLines([
        item.op === 'create'
          ? { op: 'add', text: lineOf(item, item.after) }
          : item.op === 'delete'
            ? { op: 'remove', text: lineOf(item, item.before) }
            : { op: 'change', before: lineOf(item, item.before), after: lineOf(item, item.after) },
      ]),
    maxBytes,
  );
  const more = shown.omitted === 0 ? [] : [`  … and ${shown.omitted.toLocaleString('en-US')} more`];
  return codeBlock([...shown.rows, ...more].join('\n'), 'diff');
}

/** A table's rows, and when it was cut, a blank line (ending the table) and the "more" line. */
function closed(table: RowsWithin, what: string): string[] {
  return table.omitted === 0 ? table.rows : [...table.rows, '', moreLine(table.omitted, what)];
}

/** A fixed-width table for the step log, where markdown does not render. */
export function renderPlanText(plan: AnyPlan, report?: AnyReport): string {
  const outcomes = outcomeByItem(report);
  const shown = plan.items.filter((item) => item.op !== 'unchanged');
  const header = ['OPERATION', 'NAME', detailHeading(plan).toUpperCase(), 'BEFORE -> AFTER'];
  if (report !== undefined) header.push('RESULT');
  const rows = shown.map((item) => {
    const row = [item.op, item.name, item.detail, beforeAfter(item, '->')];
    if (report !== undefined) row.push(item.op === 'unmanaged' ? '' : resultText(outcomes.get(item)));
    return row.map((cell) => cell.replace(/\s*\n\s*/g, ' '));
  });
  const lines = rows.length === 0 ? [] : alignColumns([header, ...rows]);
  return [...lines, summaryLine(plan)].join('\n');
}

/** The detail column is the DNS type or the cron schedule; a provider without a heading shows its kind. */
function detailHeading(plan: AnyPlan): string {
  return plan.detailHeading ?? 'Kind';
}

function beforeAfter(item: AnyItem, arrow = '→'): string {
  if (item.op === 'unmanaged') return item.before ?? '';
  return `${item.before ?? '(none)'} ${arrow} ${item.after ?? '(deleted)'}`;
}

function resultText(outcome: ItemResult<unknown, unknown> | undefined): string {
  if (outcome === undefined) return '';
  if (outcome.status === 'applied') return 'applied';
  if (outcome.status === 'failed') return `FAILED: ${outcome.error ?? 'unknown error'}`;
  return outcome.error ?? 'not attempted';
}

export function outcomeByItem(report: AnyReport | undefined): Map<AnyItem, ItemResult<unknown, unknown>> {
  return new Map((report?.results ?? []).map((result) => [result.item, result]));
}

function alignColumns(rows: readonly string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}
