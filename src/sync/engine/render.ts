import type { ApplyReport, ItemResult, Plan, PlanItem, PlanOperation } from './types.ts';

type AnyPlan = Plan<unknown, unknown>;
type AnyReport = ApplyReport<unknown, unknown>;
type AnyItem = PlanItem<unknown, unknown>;

/** The plan as data for the `plan` output: no platform objects, only what a later step may read. */
export interface PlanJson {
  readonly kind: string;
  readonly prune: boolean;
  readonly counts: Plan<unknown, unknown>['counts'];
  readonly items: readonly {
    readonly op: PlanOperation;
    readonly key: string;
    readonly name: string;
    readonly detail: string;
    readonly before?: string;
    readonly after?: string;
    readonly result?: ItemResult<unknown, unknown>['status'];
    readonly error?: string;
  }[];
}

export function planToJson(plan: AnyPlan, report?: AnyReport): PlanJson {
  const outcomes = outcomeByItem(report);
  return {
    kind: plan.kind,
    prune: plan.prune,
    counts: plan.counts,
    items: plan.items.map((item) => {
      const outcome = outcomes.get(item);
      return {
        op: item.op,
        key: item.key,
        name: item.name,
        detail: item.detail,
        ...(item.before === undefined ? {} : { before: item.before }),
        ...(item.after === undefined ? {} : { after: item.after }),
        ...(outcome === undefined ? {} : { result: outcome.status }),
        ...(outcome?.error === undefined ? {} : { error: outcome.error }),
      };
    }),
  };
}

/**
 * Step outputs. Without a report (a dry run, or a refused plan) the numbers say what the plan would
 * do, so `changed` doubles as drift detection; after an apply they count only the writes that landed.
 */
export function syncOutputs(plan: AnyPlan, report?: AnyReport): Record<string, string> {
  const landed = report?.applied ?? plan.items;
  const count = (op: PlanOperation): number => landed.filter((item) => item.op === op).length;
  const [created, updated, deleted] = [count('create'), count('update'), count('delete')];
  return {
    plan: JSON.stringify(planToJson(plan, report)),
    changed: String(created + updated + deleted > 0),
    created: String(created),
    updated: String(updated),
    deleted: String(deleted),
    unchanged: String(plan.counts.unchanged),
    unmanaged: String(plan.counts.unmanaged),
  };
}

export function summaryLine(plan: AnyPlan): string {
  const { counts } = plan;
  const parts = [
    `${counts.create} to create`,
    `${counts.update} to update`,
    `${counts.delete} to delete`,
    `${counts.unchanged} unchanged`,
  ];
  if (counts.unmanaged > 0) parts.push(`${counts.unmanaged} unmanaged (not in the file, left alone)`);
  return `${capitalise(plan.kind)}s: ${parts.join(', ')}.`;
}

/** Markdown for the job summary; with a report, each write also shows whether it landed. */
export function renderPlanMarkdown(plan: AnyPlan, report?: AnyReport): string {
  const outcomes = outcomeByItem(report);
  const changes = plan.items.filter((item) => item.op !== 'unchanged' && item.op !== 'unmanaged');
  const unmanaged = plan.items.filter((item) => item.op === 'unmanaged');
  const lines = [`**${escapeCell(summaryLine(plan))}**`, ''];
  const header = ['Operation', 'Name', 'Type / schedule', 'Before → after'];
  if (report !== undefined) header.push('Result');
  if (changes.length === 0) lines.push(`No changes to ${plan.kind}s.`);
  else {
    lines.push(tableRow(header), tableRow(header.map(() => '---')));
    for (const item of changes) {
      const row = [item.op, item.name, item.detail, beforeAfter(item)];
      if (report !== undefined) row.push(resultText(outcomes.get(item)));
      lines.push(tableRow(row.map(escapeCell)));
    }
  }
  if (unmanaged.length > 0) {
    lines.push(
      '',
      `<details><summary>${unmanaged.length} unmanaged ${plural(plan.kind, unmanaged.length)}, left alone</summary>`,
      '',
    );
    lines.push(tableRow(['Name', 'Type / schedule', 'Current']), tableRow(['---', '---', '---']));
    for (const item of unmanaged)
      lines.push(tableRow([item.name, item.detail, item.before ?? ''].map(escapeCell)));
    lines.push('', '</details>');
  }
  return `${lines.join('\n')}\n`;
}

/** A fixed-width table for the step log, where markdown does not render. */
export function renderPlanText(plan: AnyPlan, report?: AnyReport): string {
  const outcomes = outcomeByItem(report);
  const shown = plan.items.filter((item) => item.op !== 'unchanged');
  const header = ['OPERATION', 'NAME', 'TYPE/SCHEDULE', 'BEFORE -> AFTER'];
  if (report !== undefined) header.push('RESULT');
  const rows = shown.map((item) => {
    const row = [item.op, item.name, item.detail, beforeAfter(item, '->')];
    if (report !== undefined) row.push(item.op === 'unmanaged' ? '' : resultText(outcomes.get(item)));
    return row.map((cell) => cell.replace(/\s*\n\s*/g, ' '));
  });
  const lines = rows.length === 0 ? [] : alignColumns([header, ...rows]);
  return [...lines, summaryLine(plan)].join('\n');
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

function outcomeByItem(report: AnyReport | undefined): Map<AnyItem, ItemResult<unknown, unknown>> {
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

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** Cells hold user text (TXT values, commands); keep it from breaking the table or becoming HTML. */
function escapeCell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, '<br>');
}

function plural(noun: string, count: number): string {
  return count === 1 ? noun : `${noun}s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
