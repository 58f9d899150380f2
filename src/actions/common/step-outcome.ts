import { CancelledError, errorMessage } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { escapeMarkdownText, readableText } from '../../render/markdown.ts';
import type { RunnerPort } from './runner-port.ts';

/**
 * The runner port as the body sees it, noting whether the body set `status` and wrote a summary, so
 * the top level adds them only where the body did not: never a second summary, never a status the
 * body chose (deploy's `timed-out`, api's HTTP status) overwritten.
 */
export interface OutcomePort extends RunnerPort {
  readonly statusSet: boolean;
  /** The markdown the body appended to the job summary ('' when none). */
  readonly summaryWritten: string;
}

/** `checkOutput` throws for an output the action does not declare (assertDeclaredOutput). */
export function trackOutcome(port: RunnerPort, checkOutput: (name: string) => void = () => {}): OutcomePort {
  let statusSet = false;
  let summaryWritten = '';
  return {
    get failed() {
      return port.failed;
    },
    get statusSet() {
      return statusSet;
    },
    get summaryWritten() {
      return summaryWritten;
    },
    input: (name) => port.input(name),
    setOutput: (name, value) => {
      checkOutput(name);
      port.setOutput(name, value);
      if (name === 'status') statusSet = true;
    },
    appendSummary: async (markdown) => {
      summaryWritten += markdown;
      return port.appendSummary(markdown);
    },
    debug: (message) => port.debug(message),
    info: (message) => port.info(message),
    warning: (message, properties) => port.warning(message, properties),
    error: (message, properties) => port.error(message, properties),
    notice: (message, properties) => port.notice(message, properties),
    group: (title, fn) => port.group(title, fn),
    setSecret: (value) => port.setSecret(value),
    setFailed: (message) => port.setFailed(message),
  };
}

/** The `status` of a run that ended without the body saying one. */
const SUCCEEDED = 'succeeded';
const FAILED = 'failed';
const CANCELLED = 'cancelled';

/** A body that returned and set no `status` succeeded. */
export function reportSuccess(port: OutcomePort): void {
  if (!port.statusSet) safely(port, () => port.setOutput('status', SUCCEEDED));
}

/**
 * Whatever ended the run, and however early (an input, the connection, the key's rights), the step
 * still says so where a workflow looks: `status` in the outputs and a short job summary with the
 * sentence the step failed with and what to do next.
 */
export async function reportFailureOutcome(
  port: OutcomePort,
  title: string,
  error: unknown,
  sentence: string,
): Promise<void> {
  const status = error instanceof CancelledError ? CANCELLED : FAILED;
  if (!port.statusSet) safely(port, () => port.setOutput('status', status));
  if (port.summaryWritten === '') {
    await port.appendSummary(failureSummary(title, status, sentence));
  } else if (!readableText(port.summaryWritten).includes(readableText(sentence))) {
    // The body's own section (a table that says "Stopped") does not say why: add the sentence to it.
    await port.appendSummary(errorLines(status, sentence).join('\n'));
  }
}

export function failureSummary(title: string, status: string, sentence: string): string {
  return [`### ${title}: ${status}`, '', ...errorLines(status, sentence)].join('\n');
}

function errorLines(status: string, sentence: string): string[] {
  const next =
    status === CANCELLED
      ? 'Run the job again when it may finish.'
      : 'Fix what the error names, then run the job again.';
  return [`**Error:** ${escapeMarkdownText(sentence)}`, '', `**Next step:** ${next}`, ''];
}

/** An output that cannot be written (a broken runner file) must not hide the failure being reported. */
function safely(port: Pick<ActionPort, 'debug'>, write: () => void): void {
  try {
    write();
  } catch (error) {
    port.debug(`Could not set the status output: ${errorMessage(error)}`);
  }
}
