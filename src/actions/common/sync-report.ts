import { PlatformApiError } from '../../api/errors.ts';
import { ActionFailure, CancelledError, SafetyRefusal } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { escapeMarkdownText } from '../../render/markdown.ts';
import { redact } from '../../secrets/redact.ts';
import {
  type ApplyReport,
  type ItemResult,
  type Plan,
  planId,
  renderPlanMarkdown,
  renderPlanText,
  type SyncResult,
  syncOutputs,
} from '../../sync/engine/index.ts';
import { plural } from '../../text.ts';
import type { Outputs } from './outputs.ts';
import type { SYNC_OUTPUTS } from './sync-spec.ts';

type AnyResult = SyncResult<unknown, unknown>;

export interface SyncReportOptions {
  /** Heading of the job summary section, e.g. "DNS sync: example.com". */
  readonly title: string;
  readonly dryRun: boolean;
  /** Sentences shown before the plan, in the log and the summary (a zone that was or would be created). */
  readonly notes?: readonly string[];
  /** Markdown shown after the plan (the next runs of new and changed cron jobs). */
  readonly extraMarkdown?: string;
  /** The same for the step log, printed after the plan table. */
  readonly extraLog?: readonly string[];
  /** Something changed outside the plan (a created zone), so `changed` is true whatever the plan says. */
  readonly changedAnyway?: boolean;
  /**
   * The notes and the plan were printed as they happened (`logPlan` as the engine's `onPlan`), so
   * the log ends with the counts only instead of the table a second time, after the writes.
   */
  readonly planLogged?: boolean;
}

/** The plan as a table in the step log, before any write: the engine's `onPlan`. */
export function logPlan(port: ActionPort, plan: Plan<unknown, unknown>): void {
  port.info(redact(renderPlanText(plan)));
}

/**
 * Shows the plan (log table, job summary, outputs) and then fails the step when the plan was refused
 * or a write failed or was cancelled, with one sentence that says what landed and what to do.
 */
export async function reportSync(
  port: ActionPort,
  writer: Outputs<Exclude<keyof typeof SYNC_OUTPUTS, 'status'>>,
  result: AnyResult,
  options: SyncReportOptions,
): Promise<void> {
  const { plan, report, refusal } = result;
  const notes = [...(options.notes ?? []), ...(result.reviewed === undefined ? [] : [result.reviewed])];
  if (options.planLogged && result.reviewed !== undefined) port.info(result.reviewed);
  if (options.planLogged) {
    // The plan's counts were printed with it; a plan only (dry run, refusal) has nothing to add.
    if (report !== undefined) port.info(redact(appliedLine(plan, report)));
  } else {
    for (const note of notes) port.info(redact(note));
    port.info(redact(renderPlanText(plan, report)));
  }
  for (const line of options.extraLog ?? []) port.info(redact(line));
  const failure =
    refusal?.message ?? (report === undefined || report.ok ? undefined : applyFailure(plan, report));
  const id = planId(plan);
  port.info(`Plan id: ${id} (pass it as expected-plan to apply exactly this plan).`);
  const sections = [
    ...notes.map((note) => `${note}\n`),
    renderPlanMarkdown(plan, report),
    planIdMarkdown(id),
    options.extraMarkdown ?? '',
    outcomeMarkdown(result, options.dryRun, failure),
  ];
  const heading = `### ${options.title}${options.dryRun ? ' (dry run)' : ''}\n`;
  const markdown = [heading, ...sections.filter((part) => part !== '')].join('\n');
  const outputs = syncOutputs(plan, report);
  if (options.changedAnyway) outputs.changed = 'true';
  writer.setAll({ ...outputs, 'plan-markdown': redact(markdown) });
  await port.appendSummary(markdown);
  if (failure === undefined) return;
  annotateRefusedValue(port, report?.failed[0], failure);
  if (report?.aborted) throw new CancelledError(failure);
  if (refusal !== undefined) throw new SafetyRefusal(failure);
  throw new ActionFailure(failure);
}

/** The id under the plan, where a reviewer sees it (summary and pull request comment). */
function planIdMarkdown(id: string): string {
  return `Plan id: \`${id}\` (the apply after the merge checks it, so it makes exactly these changes).\n`;
}

/** The log's last word on a plan already shown, counts included: what was written of it. */
function appliedLine(plan: Plan<unknown, unknown>, report: ApplyReport<unknown, unknown>): string {
  return `Applied ${report.applied.length} of ${plural(report.results.length, `${plan.kind} change`)}.`;
}

function outcomeMarkdown(result: AnyResult, dryRun: boolean, failure: string | undefined): string {
  if (result.refusal !== undefined) {
    return [
      `**Refused, nothing was written:** ${escapeMarkdownText(failure ?? '')}\n`,
      '**Next steps:** read the changes above; if they are what you meant, do what the refusal says (run as it is, the same plan is refused again), otherwise fix the file.\n',
    ].join('\n');
  }
  if (failure !== undefined) {
    const report = result.report;
    const retry = report !== undefined && mayPassAgain(report.failed[0], report.aborted);
    return [
      `**Stopped:** ${escapeMarkdownText(failure)}\n`,
      retry
        ? '**Next steps:** re-run: the next run plans only what is still missing, and with `expected-plan` it finishes the reviewed plan.\n'
        : '**Next steps:** do what the failure above says; run as it is, it fails the same way.\n',
    ].join('\n');
  }
  if (dryRun) return 'Dry run: nothing was written.\n';
  // The outcome in one line, so a reader does not have to add up the result column.
  const applied = result.report?.applied.length ?? 0;
  if (applied === 0) return '✅ Nothing to change: the platform already matches the file.\n';
  return `✅ Applied ${applied} change${applied === 1 ? '' : 's'}.\n`;
}

/**
 * What to do after a failed write. Only a failure that may pass (a lost answer, a 5xx, 408, 429, a
 * cancelled job) is worth a plain re-run; a refusal (another 4xx) or a key that may not write (403)
 * would fail the same way again.
 */
function mayPassAgain(failed: ItemResult<unknown, unknown> | undefined, aborted: boolean): boolean {
  const cause = failed?.cause;
  if (aborted || !(cause instanceof PlatformApiError)) return true;
  return cause.status >= 500 || cause.status === 408 || cause.status === 429;
}

function nextStep(failed: ItemResult<unknown, unknown> | undefined, aborted: boolean): string {
  const rerun = ' Re-run to finish: the next run plans only what is still missing.';
  const cause = failed?.cause;
  if (mayPassAgain(failed, aborted) || !(cause instanceof PlatformApiError)) return rerun;
  if (cause.status === 403)
    return ' The key may not write (HTTP 403): applies need a full API key; re-running with this key changes nothing.';
  const where = failed?.at === undefined ? 'in the file' : `at ${failed.at.file}:${failed.at.line}`;
  return ` The platform refused the value (HTTP ${cause.status}): fix it ${where}; re-running as it is changes nothing.`;
}

/** What landed and what did not; the engine stops at the first failed write, so there is at most one. */
function applyFailure(plan: Plan<unknown, unknown>, report: ApplyReport<unknown, unknown>): string {
  const total = report.results.length;
  const applied = report.applied.length;
  const skipped = report.skipped.length;
  const changes = `${plan.kind} change${total === 1 ? '' : 's'}`;
  const rest = skipped > 0 ? ` ${skipped} not attempted (listed in the job summary).` : '';
  const [failed] = report.failed;
  const rerun = nextStep(failed, report.aborted);
  const what = failed === undefined ? '' : `${failed.item.op} ${failed.item.name} ${failed.item.detail}`;
  if (report.aborted) {
    const inFlight = failed === undefined ? '' : ` ${what} was in flight: ${failed.error ?? 'no answer'}.`;
    return `The job was cancelled: applied ${applied} of ${total} ${changes}.${inFlight}${rest}${rerun}`;
  }
  if (failed === undefined) return `Applied ${applied} of ${total} ${changes}.${rest}${rerun}`;
  const error = failed.error ?? 'unknown error';
  if (applied === 0) return `No change was applied: ${what} failed: ${error}${rest}${rerun}`;
  return `Applied ${applied} of ${total} ${changes}, then ${what} failed: ${error}${rest}${rerun}`;
}

/** A value the platform refused gets its annotation on the line that declares it. */
function annotateRefusedValue(
  port: ActionPort,
  failed: ItemResult<unknown, unknown> | undefined,
  failure: string,
): void {
  const cause = failed?.cause;
  if (failed?.at === undefined || !(cause instanceof PlatformApiError) || cause.status >= 500) return;
  port.error(redact(failure), {
    title: 'Refused by the platform',
    file: failed.at.file,
    startLine: failed.at.line,
    startColumn: failed.at.column,
  });
}

/** Logs each write as it lands, so a long or cancelled run shows its progress. */
export function logWrite(port: ActionPort, result: ItemResult<unknown, unknown>): void {
  const { item } = result;
  const why = result.error === undefined ? '' : `: ${result.error}`;
  port.info(redact(`${result.status}: ${item.op} ${item.name} ${item.detail}${why}`));
}
