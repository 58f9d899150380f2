/**
 * A mistake in what the user gave us (an input, a file, a key's rights), as opposed to a bug.
 * Its message is one sentence that names the input and says how to fix it; entries print it as is.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
  /** The action input or file the problem is in, when there is one. */
  readonly input: string | undefined;
  constructor(message: string, input?: string) {
    super(message);
    this.input = input;
  }
}

/**
 * A request to a service other than the platform (object storage, GitLab) that failed, with the HTTP
 * status of the answer, or undefined when none came. Each service's error names itself.
 */
export class HttpStatusError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/**
 * An outcome the user must see as a failure but that is no bug: a build that failed, a deploy that
 * timed out, a plan refused by a safety threshold. Its message is the sentence to show.
 */
export class ActionFailure extends Error {
  override readonly name: string = 'ActionFailure';
}

/**
 * A failure that is a deliberate refusal for safety (a plan over a threshold, a plan that is not the
 * one reviewed): nothing was written. The command line exits 3 on it, apart from other failures.
 */
export class SafetyRefusal extends ActionFailure {
  override readonly name = 'SafetyRefusal';
}

/**
 * Why an action stopped early: the job was cancelled (the runner's SIGINT or SIGTERM, or a test's
 * abort). Every wait and request rejects with it, so the cores can tell a cancel from a failure.
 */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

export function isUserFacingFailure(error: unknown): error is ActionFailure {
  return error instanceof ActionFailure;
}

export function isConfigurationError(error: unknown): error is ConfigurationError {
  return error instanceof ConfigurationError;
}

/** The message of anything thrown, for logs. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
