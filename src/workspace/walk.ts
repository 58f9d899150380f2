import { type Dirent, readdirSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ConfigurationError } from '../errors.ts';
import { isGitDirName } from './deploy-root.ts';
import { invalidNamesError, invalidUtf8Names } from './file-names.ts';
import { type Disagreements, disagreementNotes, judgeEntry, type TrackedInside } from './git-judge.ts';
import { type GitView, readGitView } from './git-view.ts';
import { IgnoreChain } from './ignore-rules.ts';
import {
  caseCollisionError,
  caseCollisions,
  isInsideRoot,
  MAX_ENTRY_NAME_BYTES,
  nameTooLongError,
  refusesCaseCollisions,
} from './portable-names.ts';

/** Where the packer reports what it leaves out for a reason the user may not expect. */
export interface WorkspaceLogger {
  warning(message: string): void;
  /** Where git and the ignore files disagree, which of them decided; not logged without it. */
  info?(message: string): void;
}

export interface WorkspaceFile {
  /** POSIX path from the root, as it will be named in the archive. */
  readonly relativePath: string;
  /** Real path to read it from; always inside the root, symlinks already resolved. */
  readonly sourcePath: string;
  readonly size: number;
  /** Permission bits (0o777) as on disk. */
  readonly permissions: number;
}

export interface WalkResult {
  /** Sorted by relative path, byte order of the UTF-8 names. */
  readonly files: WorkspaceFile[];
  /** Relative paths left out although no rule excludes them (symlinks leaving the root, loops, sockets). */
  readonly skipped: string[];
}

export interface WalkOptions {
  readonly exclude?: readonly string[];
  readonly logger?: WorkspaceLogger;
  /**
   * Refuse names that differ only in case (default: on Windows and macOS runners, whose file systems
   * ignore case; see portable-names.ts).
   */
  readonly refuseCaseCollisions?: boolean;
  /**
   * Called with each file as soon as it is found, in the final order (byte order of the names), so
   * packing can start while the walk goes on. The walk's checks (names, nothing to pack) still come at
   * its end: whoever reads these files waits for it before writing anywhere but its own disk.
   */
  readonly onFile?: (file: WorkspaceFile) => void;
}

interface WalkState {
  readonly rootReal: string;
  readonly git: GitView | undefined;
  readonly files: WorkspaceFile[];
  readonly skipped: Map<string, string>;
  readonly disagreements: Disagreements;
  /** Paths whose names are not valid UTF-8, as shown to the user. */
  readonly invalidNames: string[];
  excludedCount: number;
}

/**
 * Entries handled between two yields to the event loop, so a huge tree does not starve timers and
 * the packer (fed through `onFile`) gets its first files early.
 */
const ENTRIES_PER_SLICE = 500;

/**
 * What is left to visit, as a stack: a directory's files and subdirectories are pushed in descending
 * order of their keys (the name, plus `/` for a directory), so they pop in ascending order and a
 * subdirectory's files come out where its `name/` sorts. That is the byte order of the whole paths.
 */
type Pending = { readonly key: Buffer } & (
  | { readonly directory: PendingDirectory }
  | { readonly file: WorkspaceFile }
);

interface PendingDirectory {
  readonly realDir: string;
  readonly relativeDir: string;
  readonly chain: IgnoreChain;
  /** Real paths of this directory and those above it, to spot symlink loops. */
  readonly ancestors: ReadonlySet<string>;
  /** Set inside an excluded directory that holds tracked files: only those are packed. */
  readonly trackedInside?: TrackedInside;
}

/**
 * Lists the files to pack under `root`, honouring .gitignore files, `exclude` and the symlink rules.
 * In a git work tree it also honours what git says: tracked files are packed even where a pattern
 * ignores them, and .git/info/exclude and core.excludesFile leave untracked files out (see
 * git-judge.ts). The .gitignore files above `root` are not read: deploying `dist/` when the repository
 * ignores it is the common case. It uses synchronous file-system calls: on a warm tree they are
 * several times faster than the promise API (about 25 ms against 100-230 ms for 7,000 stats), and
 * nothing else runs meanwhile.
 */
export async function walkWorkspace(root: string, options: WalkOptions = {}): Promise<WalkResult> {
  const rootReal = resolveRoot(root);
  const exclude = options.exclude ?? [];
  const git = await readGitView(rootReal, options.logger);
  const state: WalkState = {
    rootReal,
    git,
    files: [],
    skipped: new Map(),
    disagreements: { notes: new Map(), trackedInside: [] },
    invalidNames: [],
    excludedCount: 0,
  };
  const pending: Pending[] = [
    {
      key: Buffer.alloc(0),
      directory: {
        realDir: rootReal,
        relativeDir: '',
        chain: IgnoreChain.forRoot(exclude, git?.excludeFiles, git?.prefix),
        ancestors: new Set([rootReal]),
      },
    },
  ];
  let handled = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if ('file' in next) {
      state.files.push(next.file);
      options.onFile?.(next.file);
      continue;
    }
    const children: Pending[] = [];
    handled += walkDirectory(state, next.directory, children);
    pending.push(...children.sort((a, b) => Buffer.compare(b.key, a.key)));
    if (handled >= ENTRIES_PER_SLICE) {
      handled = 0;
      await new Promise((resolveSlice) => setImmediate(resolveSlice));
    }
  }

  if (state.invalidNames.length > 0) throw invalidNamesError(sortByteOrder(state.invalidNames, (p) => p));
  for (const note of disagreementNotes(state.disagreements)) options.logger?.info?.(note);
  const skipped = sortByteOrder([...state.skipped.keys()], (path) => path);
  for (const path of skipped) options.logger?.warning(`Not packing ${path}: ${state.skipped.get(path)}.`);
  if (state.files.length === 0) throw nothingToPack(root, state.excludedCount > 0);
  const names = state.files.map((file) => file.relativePath);
  const tooLong = names.find((name) => Buffer.byteLength(name, 'utf8') > MAX_ENTRY_NAME_BYTES);
  if (tooLong !== undefined) throw nameTooLongError(tooLong);
  if (options.refuseCaseCollisions ?? refusesCaseCollisions()) {
    const collisions = caseCollisions(sortByteOrder(names, (name) => name));
    if (collisions.length > 0) throw caseCollisionError(collisions);
  }

  // Already in byte order of the names: see Pending.
  return { files: state.files, skipped };
}

function resolveRoot(root: string): string {
  let stats: Stats;
  try {
    stats = statSync(root);
  } catch {
    throw new ConfigurationError(
      `Input "path" names ${root}, which does not exist: set it to the directory whose files should be deployed.`,
      'path',
    );
  }
  if (!stats.isDirectory()) {
    throw new ConfigurationError(
      `Input "path" names ${root}, which is a file, not a directory: set it to the directory that holds it.`,
      'path',
    );
  }
  return realpathSync(root);
}

function nothingToPack(root: string, somethingExcluded: boolean): ConfigurationError {
  if (somethingExcluded) {
    return new ConfigurationError(
      `Input "exclude", with the .gitignore files, leaves out every file under ${root}: loosen it (a "!pattern" re-includes files) or point "path" elsewhere.`,
      'exclude',
    );
  }
  return new ConfigurationError(
    `Input "path" names ${root}, which has no files to pack: set it to the directory your build writes its output to.`,
    'path',
  );
}

/** Lists one directory: its files and subdirectories go to `pending`. Returns the entry count. */
function walkDirectory(state: WalkState, directory: PendingDirectory, pending: Pending[]): number {
  const entries = readdirSync(directory.realDir, { withFileTypes: true });
  const invalid = invalidUtf8Names(directory.realDir, entries);
  // Git reads no .gitignore inside a directory it ignores, tracked or not.
  const gitignore = directory.trackedInside ? undefined : readGitignore(directory.realDir, entries);
  const chain = directory.chain.enter(directory.relativeDir, gitignore);
  for (const entry of entries) {
    // Git never tracks a .git directory (nor a submodule's .git file) at any depth, in any case.
    if (isGitDirName(entry.name)) continue;
    const relativePath = directory.relativeDir === '' ? entry.name : `${directory.relativeDir}/${entry.name}`;
    // Git sees a symlink as a file, so "dir/" patterns only skip it once we know it leads to a directory.
    const judgement = judgeEntry(
      chain,
      state.git,
      directory.trackedInside,
      relativePath,
      entry.isDirectory(),
      state.disagreements,
    );
    if (!judgement.take) {
      state.excludedCount++;
      continue;
    }
    const shownName = invalid?.get(entry.name);
    if (shownName !== undefined) {
      state.invalidNames.push(
        directory.relativeDir === '' ? shownName : `${directory.relativeDir}/${shownName}`,
      );
      continue;
    }
    const path = `${directory.realDir}${sep}${entry.name}`;
    if (entry.isDirectory()) {
      const { trackedInside } = judgement;
      const subdirectory = {
        realDir: path,
        relativeDir: relativePath,
        chain,
        ancestors: directory.ancestors,
      };
      pending.push({ key: directoryKey(entry.name), directory: { ...subdirectory, trackedInside } });
    } else if (entry.isFile()) {
      addFile(pending, entry.name, relativePath, path, statSync(path));
    } else if (entry.isSymbolicLink()) {
      visitSymlink(state, directory, pending, {
        name: entry.name,
        path,
        relativePath,
        chain,
        tracked: judgement.tracked === true,
      });
    } else {
      state.skipped.set(relativePath, 'it is not a regular file, directory or symlink to one');
    }
  }
  return entries.length;
}

interface SymlinkEntry {
  readonly name: string;
  readonly path: string;
  readonly relativePath: string;
  readonly chain: IgnoreChain;
  /** Git tracks the link itself, so no `dir/` pattern leaves out what it leads to. */
  readonly tracked: boolean;
}

function visitSymlink(
  state: WalkState,
  directory: PendingDirectory,
  pending: Pending[],
  { name, path, relativePath, chain, tracked }: SymlinkEntry,
): void {
  const target = resolveSymlink(state, path, relativePath);
  if (target === undefined) return;
  const stats = statSync(target);
  if (stats.isDirectory()) {
    if (!tracked && chain.excludes(relativePath, true)) {
      state.excludedCount++;
    } else if (directory.ancestors.has(target)) {
      state.skipped.set(relativePath, 'it is a symlink to a directory that contains it (a loop)');
    } else {
      const ancestors = new Set(directory.ancestors).add(target);
      const linked = { realDir: target, relativeDir: relativePath, chain, ancestors };
      pending.push({ key: directoryKey(name), directory: linked });
    }
  } else if (stats.isFile()) {
    addFile(pending, name, relativePath, target, stats);
  } else {
    state.skipped.set(relativePath, 'it is a symlink to something that is not a regular file or directory');
  }
}

function addFile(
  pending: Pending[],
  name: string,
  relativePath: string,
  sourcePath: string,
  stats: Stats,
): void {
  const file = { relativePath, sourcePath, size: stats.size, permissions: stats.mode & 0o777 };
  pending.push({ key: Buffer.from(name, 'utf8'), file });
}

function directoryKey(name: string): Buffer {
  return Buffer.from(`${name}/`, 'utf8');
}

/** The real target of a symlink if it stays inside the root; otherwise records why it is skipped. */
function resolveSymlink(state: WalkState, path: string, relativePath: string): string | undefined {
  let target: string;
  try {
    target = realpathSync(path);
  } catch {
    state.skipped.set(relativePath, 'it is a broken symlink or a symlink loop');
    return undefined;
  }
  if (!isInsideRoot(state.rootReal, target)) {
    state.skipped.set(relativePath, 'it is a symlink to a location outside the workspace');
    return undefined;
  }
  // A link to `.git` (or into it) inside the root would pack what the walk never enters by name.
  if (relative(state.rootReal, target).split(sep).some(isGitDirName)) {
    state.skipped.set(relativePath, 'it is a symlink into a .git directory, which is never packed');
    return undefined;
  }
  return target;
}

function readGitignore(realDir: string, entries: readonly Dirent[]): string | undefined {
  // Like git, a .gitignore that is a symlink is not read: it could point outside the workspace.
  const found = entries.some((entry) => entry.name === '.gitignore' && entry.isFile());
  return found ? readFileSync(join(realDir, '.gitignore'), 'utf8') : undefined;
}

/** Sorts by the UTF-8 bytes of the name, which JavaScript's UTF-16 comparison gets wrong past U+FFFF. */
export function sortByteOrder<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: Buffer.from(nameOf(item), 'utf8') }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ item }) => item);
}
