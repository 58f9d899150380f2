import type { ActionPort } from '../../port.ts';
import { formatDuration } from '../../render/deploy-status.ts';
import { codeSpan } from '../../render/markdown.ts';
import { renderLogTail, renderTable, type TableCell } from '../../render/summary.ts';
import type { CommandOutcome } from '../../runs/command.ts';
import { redact } from '../../secrets/redact.ts';
import type { OutputsOf, OutputValues } from '../common/outputs.ts';
import type { spec } from './spec.ts';

type RunOutputs = OutputsOf<typeof spec>;

const OUTPUT_TAIL_LINES = 50;

function subject(place: CommandOutcome['place']): string {
  return place.kind === 'run' ? `Run ${place.runId}` : `The command in service ${place.service}`;
}

/** Why the step fails, as one sentence, or undefined when the command succeeded. */
function commandFailure(outcome: CommandOutcome): string | undefined {
  const who = subject(outcome.place);
  switch (outcome.status) {
    case 'succeeded':
      return undefined;
    case 'failed': {
      const code = outcome.exitCode === undefined ? '' : ` with exit code ${outcome.exitCode}`;
      const tail =
        outcome.lines.length > 0
          ? `; the last ${Math.min(OUTPUT_TAIL_LINES, outcome.lines.length)} lines of its output are in the "output tail" error above and in the job summary`
          : '';
      return `${who} failed${code}${tail}.`;
    }
    case 'timed-out':
      return `${who} was still running after ${formatDuration(outcome.timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 1h\`) if it takes this long.`;
    case 'cancelled':
      return `The job was cancelled while ${who.charAt(0).toLowerCase()}${who.slice(1)} was running; the platform may still finish it.`;
  }
}

/** The run's id as soon as it exists, so a later failure or cancellation still names it. */
export function reportRunCreated(outputs: RunOutputs, runId: string): void {
  outputs.set('run-id', runId);
}

/** The run action's outputs for `outcome`, written whatever it is (so `if: always()` steps can read them). */
function commandOutputs(outcome: CommandOutcome): OutputValues<typeof spec> {
  const exitCode = outcome.exitCode ?? (outcome.status === 'succeeded' ? 0 : undefined);
  return {
    'run-id': outcome.place.kind === 'run' ? outcome.place.runId : '',
    'exit-code': exitCode === undefined ? '' : String(exitCode),
    status: outcome.status,
  };
}

/**
 * Writes the outputs, the job summary and, on failure, an error annotation with the output's tail.
 * Returns the failure sentence.
 */
export async function reportCommandOutcome(
  port: ActionPort,
  outputs: RunOutputs,
  outcome: CommandOutcome,
  /** How the summary names the project: `shop (prj_shop)`. */
  project = outcome.projectId,
): Promise<string | undefined> {
  outputs.setAll(commandOutputs(outcome));
  const exitCode = outcome.exitCode ?? (outcome.status === 'succeeded' ? 0 : undefined);
  const failure = commandFailure(outcome);
  const tail = outcome.lines.slice(-OUTPUT_TAIL_LINES);
  if (outcome.status === 'failed' && tail.length > 0) {
    port.error(redact(tail.join('\n')), { title: `${subject(outcome.place)} failed: output tail` });
  }
  const rows: [string, TableCell][] = [
    ['Project', project],
    outcome.place.kind === 'run' ? ['Run', outcome.place.runId] : ['Service', outcome.place.service],
    ['Command', { markdown: codeSpan(outcome.command) }],
    ['Status', outcome.status],
    ['Exit code', exitCode === undefined ? 'unknown' : exitCode],
    ['Duration', formatDuration(outcome.durationMs)],
  ];
  const parts = [`### Run on ${redact(project)}\n`, renderTable(['', ''], rows)];
  if (failure) parts.push(`**Error:** ${failure}\n`);
  if (failure)
    parts.push(
      '**Next steps:** read the output tail below, fix the command or what it runs on, and re-run the job.\n',
    );
  if (failure && tail.length > 0) {
    parts.push(renderLogTail(tail, { title: 'Output tail', maxLines: OUTPUT_TAIL_LINES, open: true }));
  }
  await port.appendSummary(parts.join('\n'));
  return failure;
}
