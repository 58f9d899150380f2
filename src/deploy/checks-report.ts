import type { Deployment } from '../api/resources/deployments.ts';
import { formatDuration } from '../render/deploy-status.ts';
import { escapeTableCell, markdownLink, renderTable, type TableCell } from '../render/markdown.ts';
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

/** How a deploy that went live ended once its checks failed: what the outputs, summary and comment say. */
export interface ChecksVerdict {
  /** The `status` output. */
  readonly status: 'rolled-back' | 'checks-failed';
  /** The status the summary and the pull request comment show. */
  readonly shown: 'rolled_back' | 'checks_failed';
  /** After a rollback that went live: what is live instead, e.g. "deployment d3, built from d1's source". */
  readonly liveNow?: string;
  /**
   * The URL of what is live now: the rollback's once it is live; the checked deployment's while it
   * stays live (no rollback, or none could be made); undefined while a rollback may still go live.
   */
  readonly url: string | undefined;
}

/** Undefined when the checks passed: the deploy's own outcome stands. */
export function checksVerdict(outcome: PostDeployOutcome, checked: Deployment): ChecksVerdict | undefined {
  if (outcome.passed) return undefined;
  const rollback = outcome.rollback;
  if (rollback?.outcome?.status === 'live' && rollback.problem === undefined) {
    const live = rollback.outcome.deployment ?? rollback.deployment;
    const from = rollback.to ? `, built from ${rollback.to.id}'s source` : '';
    return {
      status: 'rolled-back',
      shown: 'rolled_back',
      liveNow: `deployment ${live?.id ?? ''}${from}`,
      url: live?.url,
    };
  }
  return {
    status: 'checks-failed',
    shown: 'checks_failed',
    url: rollback?.deployment ? undefined : checked.url,
  };
}

/** The checks' own outputs: `checks`, and the rollback's when there was one. */
export function checksOutputs(
  outcome: PostDeployOutcome,
): Partial<Record<'checks' | 'rolled-back-to' | 'rollback-deployment-id', string>> {
  const rollback = outcome.rollback;
  return {
    checks: checksOutput(outcome),
    ...(rollback
      ? { 'rolled-back-to': rollback.to?.id ?? '', 'rollback-deployment-id': rollback.deployment?.id ?? '' }
      : {}),
  };
}
