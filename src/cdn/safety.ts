import { SAFETY_DEFAULTS, UnsafePlanError } from '../sync/engine/safety.ts';

/**
 * The sync engine's delete guard applied to prune: with 10 or more assets under the prefix, deleting
 * more than 30% of them needs `force`, and so does deleting everything because the directory is empty
 * (more often a build that produced nothing, or a wrong `path`, than an intent).
 */
export function checkPruneSafety(options: {
  readonly deletes: number;
  readonly managedCount: number;
  readonly localFiles: number;
  readonly force: boolean;
}): UnsafePlanError | undefined {
  const { deletes, managedCount, localFiles, force } = options;
  if (force || deletes === 0) return undefined;
  if (localFiles === 0) {
    return new UnsafePlanError([
      `the directory has no files and prune is on, so it would delete all ${deletes} asset(s) under the prefix`,
    ]);
  }
  if (managedCount < SAFETY_DEFAULTS.minManaged) return undefined;
  const max = SAFETY_DEFAULTS.maxDeletePercent;
  // Whole numbers, as in the engine, so exactly 30% is allowed.
  if (deletes * 100 <= managedCount * max) return undefined;
  const share = Math.round((deletes * 100) / managedCount);
  return new UnsafePlanError([
    `prune would delete ${deletes} of ${managedCount} existing assets under the prefix (${share}%, over ${max}%)`,
  ]);
}
