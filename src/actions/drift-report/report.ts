import { ActionFailure } from '../../errors.ts';
import type { IssueOutcome } from '../../github/tracking-issue.ts';
import type { ActionPort, Outputs } from '../../port.ts';
import { escapeMarkdownText } from '../../render/markdown.ts';
import { redact } from '../../secrets/redact.ts';
import { type DriftVerdict, notCheckedLabel } from '../../sync/drift/report.ts';
import type { spec } from './spec.ts';

/**
 * The outcome as outputs, log, summary and the step's status: a plan that did not finish fails the
 * step, so the run shows red; nothing checked is a warning.
 */
export async function reportDrift(
  port: ActionPort,
  outputs: Outputs<keyof typeof spec.outputs>,
  verdict: DriftVerdict,
  outcome: IssueOutcome,
  body: string | undefined,
): Promise<void> {
  const { drifted, unchecked, allMatch } = verdict;
  outputs.set('drift', String(drifted.length > 0));
  outputs.set('drifted', drifted.map((check) => check.job).join(','));
  outputs.set('issue-action', outcome.kind);
  outputs.set('issue-number', outcome.kind === 'none' ? '' : String(outcome.number));
  const summary = driftSentence(verdict, outcome);
  port.info(redact(summary));
  if (drifted.length === 0 && unchecked.length === 0 && !allMatch) port.warning(redact(summary));
  await port.appendSummary(
    `### Platform drift\n\n${body === undefined ? escapeMarkdownText(summary) : redact(body)}\n`,
  );
  if (unchecked.length > 0) {
    throw new ActionFailure(
      `${unchecked.map(notCheckedLabel).join(', ')} did not finish its plan, so drift there is unknown; see the failed job.`,
    );
  }
}

/**
 * One sentence for the log and the summary: what drifted, that nothing did (only when every plan ran),
 * or why drift is unknown and the issue was left alone.
 */
function driftSentence(verdict: DriftVerdict, outcome: IssueOutcome): string {
  const { drifted, unchecked, notRun, allMatch } = verdict;
  const where = outcome.kind === 'none' ? '' : ` Issue #${outcome.number} ${outcome.kind}: ${outcome.url}`;
  if (drifted.length > 0) return `Drift in ${drifted.map((check) => check.title).join(', ')}.${where}`;
  if (unchecked.length > 0) return 'No drift found where the plans finished.';
  if (notRun.length > 0)
    return `Drift unknown: ${notRun.map(notCheckedLabel).join(', ')} did not run its plan, so the drift issue is left as it is.`;
  if (!allMatch)
    return 'Nothing was checked: no plan job ran (every one was skipped, or `needs` holds none), so the drift issue is left as it is.';
  return `No drift: the platform matches every file.${where}`;
}
