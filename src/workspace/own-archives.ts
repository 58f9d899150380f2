import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The archives this process has written and not yet removed, by real path. No pack packs one of
 * them: deploy-many packs its legs in one process, and without RUNNER_TEMP each leg's archive is
 * written into the workspace, where a leg whose root is the whole workspace would walk another's.
 */
const held = new Set<string>();

export function holdArchive(realPath: string): void {
  held.add(realPath);
}

export function isHeldArchive(realPath: string): boolean {
  return held.has(realPath);
}

/** The archive at `path` is removed (or never will be packed from again): packs may see the path. */
export function releaseArchive(path: string): void {
  try {
    held.delete(join(realpathSync(dirname(path)), basename(path)));
  } catch {
    // Its directory is gone too: so is any file a pack could find there.
  }
}
