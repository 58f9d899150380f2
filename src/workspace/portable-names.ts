import path from 'node:path';
import { ConfigurationError } from '../errors.ts';

/**
 * What the packer does the same on Linux, macOS and Windows runners (issue 23 item 7), as pure
 * functions of the names, modes and path rules, so the Windows forms are tested on any machine
 * through `path.win32`. Names in the archive are built from directory entries joined with `/`
 * (walk.ts), never from a path in the runner's own form, so they hold no `\` separators.
 */

/** The path functions of one operating system: `node:path` itself, or `path.win32` / `path.posix`. */
export type PathRules = Pick<typeof path, 'relative' | 'isAbsolute' | 'sep'>;

/**
 * Whether `target` (a symlink's resolved path) is `root` or below it. On Windows the comparison
 * ignores case, as NTFS does (a link may name its target in another case than the root was given),
 * and a target on another drive is outside.
 */
export function isInsideRoot(root: string, target: string, rules: PathRules = path): boolean {
  const relative = rules.relative(root, target);
  if (relative === '') return true;
  if (rules.isAbsolute(relative)) return false;
  return relative !== '..' && !relative.startsWith(`..${rules.sep}`);
}

/**
 * The Unix mode an entry gets: git's view, 0755 if anyone may execute the file, else 0644. NTFS has
 * no executable bit, so a file packed on Windows is always 0644, whatever a stat reports there.
 */
export function entryMode(permissions: number, platform: NodeJS.Platform = process.platform): number {
  const executable = platform !== 'win32' && (permissions & 0o111) !== 0;
  return 0o100000 | (executable ? 0o755 : 0o644);
}

/** A zip names an entry in at most 65,535 bytes (a 16-bit field); Windows long paths can be longer. */
export const MAX_ENTRY_NAME_BYTES = 0xffff;

/**
 * Names that differ only in case (`A.txt` and `a.txt`): unpacked on a case-insensitive file system
 * (Windows, macOS) one would overwrite the other. Each group is in the order given.
 */
export function caseCollisions(names: Iterable<string>): string[][] {
  const byFolded = new Map<string, string[]>();
  for (const name of names) {
    const folded = name.normalize('NFC').toLowerCase();
    const group = byFolded.get(folded);
    if (group) group.push(name);
    else byFolded.set(folded, [name]);
  }
  return [...byFolded.values()].filter((group) => group.length > 1);
}

/**
 * Runners whose file systems ignore case by default: there two files whose names differ only in
 * case exist only in a case-sensitive directory, and an archive holding both unpacks to one file.
 */
export function refusesCaseCollisions(platform: NodeJS.Platform = process.platform): boolean {
  return platform === 'win32' || platform === 'darwin';
}

const LISTED = 3;

export function caseCollisionError(groups: readonly (readonly string[])[]): ConfigurationError {
  const listed = groups
    .slice(0, LISTED)
    .map((group) => group.join(' and '))
    .join('; ');
  const more = groups.length > LISTED ? ` and ${groups.length - LISTED} more` : '';
  return new ConfigurationError(
    `Input "path" holds files whose names differ only in case (${listed}${more}), which would overwrite each other when unpacked on a case-insensitive file system: rename one of each, or leave one out with the "exclude" input.`,
    'path',
  );
}

export function nameTooLongError(name: string): ConfigurationError {
  const bytes = Buffer.byteLength(name, 'utf8');
  return new ConfigurationError(
    `Input "path" holds a file whose name from the root is ${bytes} bytes long (${name.slice(0, 60)}…), more than the ${MAX_ENTRY_NAME_BYTES} bytes a zip entry can name: move it higher up, or leave it out with the "exclude" input.`,
    'path',
  );
}
