import { formatDuration } from '../github/deploy-status.ts';
import { escapeTableCell, markdownLink, renderTable, type TableCell } from '../github/markdown.ts';
import type { ActionPort } from '../port.ts';
import { expectation, type LiveCheckSpec } from './checks.ts';
import type { PostDeployOutcome } from './post-deploy.ts';

/** `passed` or `failed`, for the `checks` output. */
export function checksOutput(outcome: PostDeployOutcome): string {
  return outcome.passed ? 'passed' : 'failed';
}

/** The checks as a table (path, expected, got, result, time) and, after a rollback, what it did. */
export function renderChecksReport(outcome: PostDeployOutcome, spec: LiveCheckSpec): string {
  const expected = expectation(spec);
  const rows: TableCell[][] = outcome.results.map((r) => [
    { markdown: markdownLink(r.path, r.url) },
    expected,
    r.got,
    r.passed ? '✅ passed' : '❌ failed',
    `${formatDuration(r.elapsedMs)} (${r.attempts} attempt${r.attempts === 1 ? '' : 's'})`,
  ]);
  const parts = [
    `#### Checks of ${escapeTableCell(outcome.liveUrl || 'the live site')}\n`,
    renderTable(['Path', 'Expected', 'Got', 'Result', 'Time'], rows),
  ];
  const rollback = outcome.rollback;
  if (rollback) {
    const redeploy = rollback.deployment;
    const from = rollback.to ? `, built from the source of ${rollback.to.id},` : '';
    const line = !redeploy
      ? `**Rollback:** none: ${rollback.problem ?? 'no earlier live deployment was found'}`
      : rollback.outcome && !rollback.problem
        ? `**Rollback:** deployment ${redeploy.id}${from} is ${rollback.outcome.status}.`
        : `**Rollback:** deployment ${redeploy.id}${from} was created and may still go live; following it failed: ${rollback.problem}`;
    parts.push(`${line}\n`);
  }
  return parts.join('\n');
}

/** Sets the checks' outputs and appends their table to the job summary. */
export async function reportChecks(
  port: ActionPort,
  outcome: PostDeployOutcome,
  spec: LiveCheckSpec,
): Promise<void> {
  port.setOutput('checks', checksOutput(outcome));
  const rollback = outcome.rollback;
  if (rollback) {
    port.setOutput('rolled-back-to', rollback.to?.id ?? '');
    port.setOutput('rollback-deployment-id', rollback.deployment?.id ?? '');
    port.setOutput('status', rollback.outcome?.status === 'live' ? 'rolled-back' : 'checks-failed');
  } else if (!outcome.passed) port.setOutput('status', 'checks-failed');
  await port.appendSummary(renderChecksReport(outcome, spec));
}
