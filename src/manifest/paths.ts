import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isGitDirName } from '../workspace/deploy-root.ts';

/**
 * Paths and globs of the manifest are repository-relative and come from a file anyone with push access
 * (or a pull request) can change: they must not climb out of the checkout or name an absolute place.
 * Each returns why a value is refused, as the end of a sentence, or undefined when it is fine.
 */
export function pathProblem(path: string): string | undefined {
  if (path === '') return 'is empty; use `.` for the repository root';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.startsWith('~')) {
    return 'is absolute; write it relative to the repository root, e.g. apps/web';
  }
  if (path.includes('\\')) return 'has a backslash; separate folders with "/"';
  if (path.split('/').includes('..'))
    return 'climbs out with ".."; write it relative to the repository root, inside it';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f]/.test(path)) return 'has a control character; rename the folder';
  return undefined;
}

export function globProblem(glob: string): string | undefined {
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
  const problem = pathProblem(pattern);
  return problem === undefined ? undefined : problem.replace('rename the folder', 'remove it');
}

/**
 * The text of `path` (repository-relative) when it is a regular file inside `workspace` and outside
 * any `.git`, else undefined: the manifest and the files it names come from the repository, and a
 * symlink committed there may point anywhere on the runner (or at `.git/config` and its token).
 */
export function readFileInside(workspace: string, path: string): string | undefined {
  try {
    const root = realpathSync(workspace);
    const real = realpathSync(join(workspace, path));
    if (!real.startsWith(root + sep) || !statSync(real).isFile()) return undefined;
    if (relative(root, real).split(sep).some(isGitDirName)) return undefined;
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}
