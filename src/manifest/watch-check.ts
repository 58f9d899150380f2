import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import { isGitDirName } from '../workspace/deploy-root.ts';
import type { Manifest } from './manifest.ts';

/** A declared watch glob that matches no file of the checkout: the project would never redeploy by it. */
export interface UnmatchedWatch {
  readonly key: string;
  readonly glob: string;
  readonly line: number;
}

/**
 * Past this many entries the checkout is not read further and nothing is reported: a warning needs
 * the whole tree, and a tree this big is read by the deploys, not by the plan.
 */
const MAX_ENTRIES = 200_000;

/** Repository paths of the checkout's files (symbolic links included as files, never followed), no `.git`. */
function checkoutFiles(workspace: string): string[] | undefined {
  const files: string[] = [];
  const pending = [''];
  let seen = 0;
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(workspace, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    seen += entries.length;
    if (seen > MAX_ENTRIES) return undefined;
    for (const entry of entries) {
      if (isGitDirName(entry.name)) continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) pending.push(path);
      else files.push(path);
    }
  }
  return files;
}

/**
 * The declared watch globs (not `!` ones) that match no file of the checkout, such as a typo like
 * `aps/web/**`: accepted silently, the project would never redeploy on a push. A warning, not an
 * error: a glob may name files that a later commit adds.
 */
export function unmatchedWatches(workspace: string, manifest: Manifest): UnmatchedWatch[] {
  const declared = manifest.projects.filter((project) => project.watchLine !== undefined);
  if (declared.length === 0) return [];
  const files = checkoutFiles(workspace);
  if (files === undefined) return [];
  return declared.flatMap((project) =>
    project.watch
      .filter((glob) => !glob.startsWith('!'))
      .filter((glob) => {
        const matcher = new Minimatch(glob, { dot: true });
        return !files.some((file) => matcher.match(file));
      })
      .map((glob) => ({ key: project.key, glob, line: project.watchLine as number })),
  );
}
