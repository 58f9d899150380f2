import { forEachLimited } from '../concurrency.ts';
import type { Logger } from '../log.ts';
import { isFatal, messageOf } from './errors.ts';

/** One object that could not be uploaded or deleted, and why; the run goes on with the others. */
export interface ObjectFailure {
  readonly key: string;
  readonly reason: string;
}

export interface EachObjectOptions {
  readonly concurrency: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** What `work` does, for the warning: "Could not upload img/a.png: …". */
  readonly verb: string;
}

/**
 * Runs `work` on every object, `concurrency` at a time. An object's own failure is added to `failed`
 * and logged as a warning while the others go on; a fatal one (isFatal: a refused key, a platform
 * that is gone, a cancelled job) stops the pool and is returned, so the caller can report what was
 * never attempted.
 */
export async function forEachObject<T>(
  objects: readonly T[],
  keyOf: (object: T) => string,
  work: (object: T) => Promise<void>,
  failed: ObjectFailure[],
  options: EachObjectOptions,
): Promise<{ readonly fatal?: unknown }> {
  const attempt = async (object: T): Promise<void> => {
    try {
      await work(object);
    } catch (error) {
      if (isFatal(error, options.signal)) throw error;
      failed.push({ key: keyOf(object), reason: messageOf(error) });
      options.logger.warning(`Could not ${options.verb} ${keyOf(object)}: ${messageOf(error)}`);
    }
  };
  try {
    await forEachLimited(objects, options.concurrency, attempt, { signal: options.signal });
    return {};
  } catch (fatal) {
    return { fatal };
  }
}
