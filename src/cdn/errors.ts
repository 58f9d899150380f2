import { PlatformApiError, PlatformUnreachableError } from '../api/errors.ts';
import { isConfigurationError } from '../errors.ts';

/**
 * Failures that end the whole run at once instead of being recorded against one file: a key that
 * may not write (403) or is invalid (401), a platform that is not there, a cancelled job. Anything
 * else (a storage PUT that kept failing, a 4xx about one object) fails that file only.
 */
export function isFatal(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (error instanceof PlatformApiError) return error.status === 401 || error.status === 403;
  return (
    error instanceof PlatformUnreachableError ||
    isConfigurationError(error) ||
    // The action's CancelledError (SIGINT/SIGTERM) and undici's abort, matched by name so the core
    // does not depend on the action layer.
    (error instanceof Error && (error.name === 'CancelledError' || error.name === 'AbortError'))
  );
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
