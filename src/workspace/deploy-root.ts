import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { isInsideRoot } from './portable-names.ts';

/**
 * Git's own directory, in any case (git refuses `.GIT` too, and a case-insensitive disk makes it the
 * same folder): it holds the repository and the checkout's `extraheader` token, and is never packed.
 */
export function isGitDirName(name: string): boolean {
  return name.toLowerCase() === '.git';
}

function hasGitDir(path: string): boolean {
  return path.split(/[\\/]/).some(isGitDirName);
}

const GIT_DIR =
  'is inside a `.git` directory, which is never deployed (it holds the repository and its credentials); name the folder your build writes to';

/**
 * Why `path` (relative to `workspace`, or absolute) cannot be the root of a deploy, as the end of a
 * sentence, or undefined. The root must be, after symbolic links, inside the checkout and outside any
 * `.git`: a link to a folder elsewhere on the runner would publish the runner's files. A path that does
 * not exist is left to the packer, which says so.
 */
export function deployRootProblem(workspace: string, path: string): string | undefined {
  if (hasGitDir(path)) return GIT_DIR;
  let root: string;
  let real: string;
  try {
    root = realpathSync(workspace);
    real = realpathSync(resolve(workspace, path));
  } catch {
    return undefined;
  }
  if (!isInsideRoot(root, real)) {
    return `resolves (after symbolic links) to ${real}, outside the checked-out repository (${root}); deploy a folder inside the checkout, or copy the files into one first`;
  }
  return hasGitDir(relative(root, real).split(sep).join('/')) ? GIT_DIR : undefined;
}
