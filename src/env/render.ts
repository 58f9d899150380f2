import { renderTable } from '../render/markdown.ts';
import { renderDiff } from '../render/pictures.ts';
import { describeTarget, type EnvPlan, planChanges } from './plan.ts';
import { envPlanId } from './plan-id.ts';

type PlanOperation = 'add' | 'keep' | 'remove' | 'leave' | 'attach';

interface PlanRow {
  readonly op: PlanOperation;
  /** A variable name or, for `attach`, a project id: never a value. */
  readonly name: string;
  readonly note: string;
}

/** Why kept values are sent again: values cannot be read back, so only the digest can vouch for them. */
function resentNote(plan: EnvPlan): string {
  return plan.staleDigests.length > 0
    ? 're-sent: the declared set differs from the last sync (or that sync used another digest key)'
    : 're-sent: no earlier sync left a digest, and values cannot be read back';
}

/** Said wherever the plan would say whether values changed, when it could not compare them. */
const VALUES_NOT_COMPARED = 'values not compared: set `digest-key`';

function keptNote(plan: EnvPlan): string {
  if (plan.values === 'not compared') return VALUES_NOT_COMPARED;
  return plan.valuesChanged ? resentNote(plan) : 'unchanged since the last sync';
}

/** The plan as rows of names: what is added, kept (and whether its value is re-sent), removed, left. */
function planRows(plan: EnvPlan): PlanRow[] {
  const rows: PlanRow[] = [
    ...plan.added.map((name) => ({ op: 'add' as const, name, note: 'new' })),
    ...plan.kept.map((name) => ({ op: 'keep' as const, name, note: keptNote(plan) })),
    ...plan.removed.map((name) => ({ op: 'remove' as const, name, note: 'not declared; prune is on' })),
    ...plan.undeclared.map((name) => ({
      op: 'leave' as const,
      name,
      note:
        plan.target.kind === 'project'
          ? 'not declared and prune is off; a write would delete it'
          : 'not declared; prune is off, so it is left alone',
    })),
    ...plan.attach.map((name) => ({ op: 'attach' as const, name, note: 'project to attach the group to' })),
  ];
  return rows;
}

function keptCount(plan: EnvPlan): string {
  if (plan.kept.length === 0) return '';
  if (plan.values === 'not compared') return ' (values not compared)';
  return plan.valuesChanged ? ' (re-sent)' : ' (unchanged)';
}

/**
 * What the plan can say about values: nothing without a `digest-key` on a dry run (so nothing is
 * derived from them), and on an apply without one, that its id covers names and groups only.
 */
function valuesSentence(plan: EnvPlan): string {
  if (plan.values === 'not compared')
    return ` Values not compared: set \`digest-key\` (one secret, the same for plans and applies) to see whether a value changed; without it the plan and its id cover names and groups only.`;
  if (plan.values === 'api-key')
    return ' The plan id covers names and groups only: no `digest-key` is set, so a plan made with a read key could not have compared the values.';
  return '';
}

function planHeadline(plan: EnvPlan, dryRun: boolean): string {
  const counts = [
    `${plan.added.length} to add`,
    `${plan.kept.length} to keep${keptCount(plan)}`,
    `${plan.removed.length} to remove`,
  ];
  if (plan.undeclared.length > 0) counts.push(`${plan.undeclared.length} undeclared left alone`);
  if (plan.attach.length > 0) counts.push(`${plan.attach.length} attachment(s) to add`);
  const verdict = planChanges(plan)
    ? ''
    : plan.values === 'not compared'
      ? ' Nothing to write by name: every declared name is there and nothing is to be removed.'
      : ' Nothing to write: the declared set matches the last sync.';
  return `Env sync of ${describeTarget(plan.target)}${dryRun ? ' (dry run: nothing is written)' : ''}: ${counts.join(', ')}.${verdict}${valuesSentence(plan)}`;
}

/** Aligned plain-text lines for the step log. */
export function renderPlanText(plan: EnvPlan, dryRun: boolean): string {
  const rows = planRows(plan);
  const width = Math.max(0, ...rows.map((row) => row.name.length));
  const lines = rows.map((row) => `  ${row.op.padEnd(6)}  ${row.name.padEnd(width)}  (${row.note})`);
  return [planHeadline(plan, dryRun), ...lines].join('\n');
}

export interface SummaryFacts {
  readonly dryRun: boolean;
  readonly written: boolean;
  readonly deploymentId?: string;
  readonly redeployStatus?: string;
  readonly error?: string;
  /** With `error`: a plain re-run may pass (no answer, 5xx, 408, 429); never after a 403 or a refusal. */
  readonly mayPassAgain?: boolean;
}

/** Markdown for the job summary: names and facts only. */
export function renderPlanMarkdown(plan: EnvPlan, facts: SummaryFacts): string {
  const parts = [`### Env sync: ${describeTarget(plan.target)}\n`, `${planHeadline(plan, facts.dryRun)}\n`];
  const rows = planRows(plan);
  if (rows.length > 0) parts.push(renderNamesDiff(plan));
  parts.push(
    `Plan id: \`${envPlanId(plan)}\` (the apply after the merge checks it, so it makes exactly these changes).\n`,
  );
  if (rows.length > 0)
    parts.push(
      renderTable(
        ['Plan', 'Name', 'Note'],
        rows.map((r) => [r.op, r.name, r.note]),
      ),
    );
  if (facts.deploymentId !== undefined) {
    parts.push(
      `Redeploy \`${facts.deploymentId.replace(/[^\w.-]/g, '')}\`: ${facts.redeployStatus ?? 'started'}.\n`,
    );
  }
  if (facts.error !== undefined) {
    parts.push(`**Error:** ${facts.error}\n`);
    parts.push(
      facts.mayPassAgain
        ? '**Next steps:** re-run: the next run plans again from what is on the platform.\n'
        : '**Next steps:** do what the error says; run as it is, it fails the same way.\n',
    );
  } else if (facts.dryRun) parts.push('Dry run: nothing was written.\n');
  else parts.push(facts.written ? '✅ Wrote the declared variables.\n' : '✅ Nothing to write.\n');
  return parts.join('\n');
}

/**
 * The plan as a ```diff block of names, never values: `+` added, `-` removed, and the kept names as
 * context lines (their values may be re-sent, but which changed cannot be known without reading them).
 */
function renderNamesDiff(plan: EnvPlan): string {
  return renderDiff([
    ...plan.added.map((name) => ({ op: 'add' as const, text: name })),
    ...plan.removed.map((name) => ({ op: 'remove' as const, text: name })),
    ...plan.kept.map((name) => ({ op: 'same' as const, text: name })),
    ...plan.attach.map((name) => ({ op: 'add' as const, text: `attach to project ${name}` })),
  ]);
}
