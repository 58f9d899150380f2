import type { IssueOutcome } from '../../github/tracking-issue.ts';
import type { verdictOf } from '../../sync/drift/report.ts';

type Verdict = ReturnType<typeof verdictOf>;

/** One sentence for the log and the summary: what drifted, or that nothing did, and the issue kept. */
export function driftSentence(
  drifted: Verdict['drifted'],
  unchecked: Verdict['unchecked'],
  outcome: IssueOutcome,
): string {
  const where = outcome.kind === 'none' ? '' : ` Issue #${outcome.number} ${outcome.kind}: ${outcome.url}`;
  return drifted.length > 0
    ? `Drift in ${drifted.map((check) => check.title).join(', ')}.${where}`
    : unchecked.length > 0
      ? 'No drift found where the plans finished.'
      : `No drift: the platform matches every file.${where}`;
}
