import { PlatformApiError, PlatformUnreachableError } from '../api/errors.ts';
import { CancelledError, isConfigurationError } from '../errors.ts';

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
    error instanceof CancelledError ||
    // undici's abort of a request whose signal fired.
    (error instanceof Error && error.name === 'AbortError')
  );
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
