import { isPlatformError } from '../../api/errors.ts';
import { CancelledError, errorMessage, isConfigurationError, isUserFacingFailure } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { notFoundInputSentence } from './input-not-found.ts';

/**
 * The one place a thrown error becomes the step's failure. The port redacts what it writes; the
 * client's own message (route, status, the platform's words) stays in the debug log when an input's
 * sentence says it better.
 */
export function reportFailure(
  port: Pick<ActionPort, 'debug' | 'setFailed'>,
  error: unknown,
  inputsRead: ReadonlyMap<string, string>,
): void {
  const inputSentence = notFoundInputSentence(error, inputsRead);
  if (inputSentence !== undefined) {
    port.debug(errorMessage(error));
    port.setFailed(inputSentence);
    return;
  }
  if (
    error instanceof CancelledError ||
    isConfigurationError(error) ||
    isPlatformError(error) ||
    isUserFacingFailure(error)
  ) {
    port.setFailed(errorMessage(error));
    return;
  }
  port.setFailed(
    `Unexpected error: ${errorMessage(error)}. This is a bug in platform-actions; please report it.`,
  );
  if (error instanceof Error && error.stack) port.debug(error.stack);
}
