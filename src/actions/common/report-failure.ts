import { PlatformClient } from '../../api/client.ts';
import {
  HtmlAnswerError,
  isPlatformError,
  PlatformApiError,
  UnexpectedResponseError,
} from '../../api/errors.ts';
import { currentClock } from '../../clock.ts';
import { CancelledError, errorMessage, isConfigurationError, isUserFacingFailure } from '../../errors.ts';
import { gitHubFailureSentence } from '../../github/failures.ts';
import type { ActionPort } from '../../port.ts';
import { redact } from '../../secrets/redact.ts';
import { ValidationError } from '../../sync/validation.ts';
import { ACTION_TERMS } from './api-terms.ts';
import type { PlatformConnection } from './connection.ts';
import { notFoundInputSentence, type WrongBaseAnswer, wrongApiUrlSentence } from './input-not-found.ts';

/** What asking the platform whether `api-url` is right needs: the run's connection and cancellation. */
export interface BaseCheck {
  readonly connection: PlatformConnection;
  readonly signal: AbortSignal;
}

/** The check is one request, never retried, and never holds the failure's report for long. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * The one place a thrown error becomes the step's failure. The port redacts what it writes; the
 * client's own message (route, status, the platform's words) stays in the debug log when an input's
 * sentence says it better. Resolves to the sentence the step failed with.
 */
export async function reportFailure(
  port: Pick<ActionPort, 'debug' | 'error' | 'setFailed'>,
  error: unknown,
  inputsRead: ReadonlyMap<string, string>,
  baseCheck?: BaseCheck,
): Promise<string> {
  annotateValidation(port, error);
  const baseSentence = baseCheck && mayBeWrongBase(error) ? await wrongBase(port, baseCheck) : undefined;
  const inputSentence = baseSentence ?? notFoundInputSentence(error, inputsRead);
  if (inputSentence !== undefined) {
    port.debug(errorMessage(error));
    port.setFailed(inputSentence);
    return inputSentence;
  }
  if (
    error instanceof CancelledError ||
    isConfigurationError(error) ||
    isPlatformError(error) ||
    isUserFacingFailure(error)
  ) {
    port.setFailed(errorMessage(error));
    return errorMessage(error);
  }
  const gitHubSentence = gitHubFailureSentence(error);
  if (gitHubSentence !== undefined) {
    port.debug(errorMessage(error));
    port.setFailed(gitHubSentence);
    return gitHubSentence;
  }
  const bug = `Unexpected error: ${errorMessage(error)}. This is a bug in platform-actions; please report it.`;
  port.setFailed(bug);
  if (error instanceof Error && error.stack) port.debug(error.stack);
  return bug;
}

/** One error annotation per problem in a declared file, placed on its line, before the step fails with all of them. */
function annotateValidation(port: Pick<ActionPort, 'error'>, error: unknown): void {
  if (!(error instanceof ValidationError)) return;
  for (const issue of error.issues) {
    port.error(redact(issue.message), {
      title: 'Invalid declared file',
      file: issue.file,
      startLine: issue.line,
      startColumn: issue.column,
    });
  }
}

/**
 * A 404, a redirect or an answer that is not the API's (an HTML page where JSON was due) is what an
 * `api-url` with the wrong path gets, so before an input it names is blamed, the base is asked.
 */
function mayBeWrongBase(error: unknown): boolean {
  if (error instanceof UnexpectedResponseError) return true;
  return error instanceof PlatformApiError && (error.status === 404 || isRedirect(error.status));
}

/**
 * GET of a list endpoint at the base: the platform answers it for any key. A 404, a redirect or HTML
 * there means the base is wrong; anything else (an answer, 401, 5xx, no answer) leaves the failure as it is.
 */
async function wrongBase(
  port: Pick<ActionPort, 'debug'>,
  { connection, signal }: BaseCheck,
): Promise<string | undefined> {
  const answer = await askBase(port, connection, signal);
  if (answer === undefined) return undefined;
  const origin = new URL(connection.apiUrl.trim()).origin;
  return wrongApiUrlSentence(connection.apiUrl, origin, answer);
}

async function askBase(
  port: Pick<ActionPort, 'debug'>,
  connection: PlatformConnection,
  signal: AbortSignal,
): Promise<WrongBaseAnswer | undefined> {
  try {
    const client = new PlatformClient({
      apiUrl: connection.apiUrl,
      apiKey: connection.apiKey,
      allowInsecureHttp: connection.allowInsecureHttp,
      terms: ACTION_TERMS,
      ratePerSecond: connection.ratePerSecond,
      // Its warnings (plain HTTP, the key's shape) were given once already by the run's own client.
      logger: { debug: (message) => port.debug(message), info() {}, warning() {} },
      signal,
      maxAttempts: 1,
      maxConnectAttempts: 1,
      requestTimeoutMs: CHECK_TIMEOUT_MS,
      deadline: currentClock().now() + CHECK_TIMEOUT_MS,
    });
    // An answer is the API's; a web page there throws HtmlAnswerError (the client refuses it).
    await client.callRaw('listProjects', { query: { limit: 1 } });
    return undefined;
  } catch (error) {
    if (error instanceof HtmlAnswerError) return { kind: 'html' };
    if (!(error instanceof PlatformApiError)) return undefined;
    if (error.status === 404) return { kind: 'not-found' };
    if (isRedirect(error.status)) return { kind: 'redirect', status: error.status };
    return undefined;
  }
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}
