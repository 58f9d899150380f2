import type { IssueOutcome } from '../../github/tracking-issue.ts';
import { type DriftVerdict, notCheckedLabel } from '../../sync/drift/report.ts';

/**
 * One sentence for the log and the summary: what drifted, that nothing did (only when every plan ran),
 * or why drift is unknown and the issue was left alone.
 */
export function driftSentence(verdict: DriftVerdict, outcome: IssueOutcome): string {
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
