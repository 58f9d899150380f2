import * as core from '@actions/core';
import { isPlatformError } from '../../api/errors.ts';
import { closeSharedAgent } from '../../api/transport.ts';
import { errorMessage, isConfigurationError, isUserFacingFailure } from '../../errors.ts';
import { redact } from '../../github/redact.ts';
import { notFoundInputSentence } from './input-not-found.ts';

/** Why an action stopped early: the runner sent SIGINT or SIGTERM (a cancelled job). */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(message: string) {
    super(message);
  }
}

export interface ActionRun {
  /** Aborted on SIGINT or SIGTERM; every wait and request of the action listens to it. */
  readonly signal: AbortSignal;
  readonly startedAt: number;
}

/** How long a cancelled action may take to wrap up; the runner's SIGTERM follows SIGINT after 7.5 s. */
const CANCEL_GRACE_MS = 4_500;

/**
 * The one top-level catch of every entry: whatever is thrown ends in setFailed with a redacted
 * message; user mistakes read as the one sentence they are, bugs say they are bugs.
 */
export async function runAction(main: (run: ActionRun) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.warning(`Received ${signal}: stopping and reporting what was done.`);
    controller.abort(new CancelledError(`The job was cancelled (${signal}).`));
    // If wrapping up hangs, leave before the runner kills us, still with a failed status.
    setTimeout(() => {
      core.setFailed('The job was cancelled and did not wrap up in time.');
      process.exit(1);
    }, CANCEL_GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await main({ signal: controller.signal, startedAt: Date.now() });
  } catch (error) {
    reportFailure(error);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export function reportFailure(error: unknown): void {
  // The client's own message (route, status, the platform's words) stays in the debug log.
  const inputSentence = notFoundInputSentence(error);
  if (inputSentence !== undefined) {
    core.debug(redact(errorMessage(error)));
    core.setFailed(redact(inputSentence));
    return;
  }
  if (
    error instanceof CancelledError ||
    isConfigurationError(error) ||
    isPlatformError(error) ||
    isUserFacingFailure(error)
  ) {
    core.setFailed(redact(errorMessage(error)));
    return;
  }
  core.setFailed(
    redact(`Unexpected error: ${errorMessage(error)}. This is a bug in platform-actions; please report it.`),
  );
  if (error instanceof Error && error.stack) core.debug(redact(error.stack));
}

/**
 * Closes the shared HTTP pool and exits with the status setFailed left, so a kept-alive socket or
 * a stray timer can never hold the job open after the work is done.
 */
export async function finishProcess(): Promise<never> {
  await closeSharedAgent().catch(() => undefined);
  process.exit(process.exitCode ?? 0);
}
