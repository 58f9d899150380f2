import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** One of git's own exclude files, whose patterns are relative to the top of the work tree. */
export interface GitExcludeFile {
  /** How messages name it: `.git/info/exclude` or `core.excludesFile`. */
  readonly label: string;
  readonly text: string;
}

/** What git says about the work tree the workspace is in, as far as packing needs it. */
export interface GitView {
  /** Paths git tracks under the root, POSIX and relative to it (a submodule is one path). */
  readonly tracked: ReadonlySet<string>;
  /** Directories under the root with a tracked path somewhere below them. */
  readonly trackedDirectories: ReadonlySet<string>;
  /** The root's path from the top of the work tree with a trailing slash; '' at the top. */
  readonly prefix: string;
  /** core.excludesFile, then .git/info/exclude: lowest priority first, as git orders them. */
  readonly excludeFiles: readonly GitExcludeFile[];
}

const run = promisify(execFile);
/** `git ls-files` of a monorepo with 500,000 files is about 40 MB. */
const MAX_OUTPUT_BYTES = 1 << 30;

/**
 * Asks git about the work tree around `root`; undefined when git is not installed or `root` is not
 * in a work tree, so the caller keeps to the .gitignore files. Paths come back as raw bytes (`-z`),
 * never quoted or re-encoded by git's `core.quotePath`.
 */
export async function readGitView(
  root: string,
  logger?: { warning(message: string): void },
): Promise<GitView | undefined> {
  try {
    return await askGit(root);
  } catch (error) {
    const reason = unusableReason(error);
    if (reason !== undefined) {
      logger?.warning(
        `git cannot read the repository of ${root} (${reason}), so only .gitignore files decide what is packed.`,
      );
    }
    return undefined;
  }
}

async function askGit(root: string): Promise<GitView | undefined> {
  const git = async (...args: string[]) =>
    (await run('git', args, { cwd: root, encoding: 'buffer', maxBuffer: MAX_OUTPUT_BYTES })).stdout;
  const about = await git(
    'rev-parse',
    '--is-inside-work-tree',
    '--show-prefix',
    '--git-path',
    'info/exclude',
  );
  const [insideWorkTree, prefix = '', infoExclude = ''] = about.toString('utf8').split('\n');
  // Inside .git itself, or a bare repository: there is no work tree to compare with.
  if (insideWorkTree !== 'true') return undefined;
  const [listed, globalExcludes, localExcludes] = await Promise.all([
    git('ls-files', '-z', '--cached'),
    globalExcludesFile(git).then(readIfPresent),
    readIfPresent(resolve(root, infoExclude)),
  ]);
  const tracked = new Set(listed.toString('utf8').split('\0'));
  tracked.delete('');
  return {
    tracked,
    trackedDirectories: directoriesAbove(tracked),
    prefix,
    excludeFiles: [
      { label: 'core.excludesFile', text: globalExcludes },
      { label: '.git/info/exclude', text: localExcludes },
    ].filter((file) => file.text.trim() !== ''),
  };
}

/**
 * Why git could not answer, when that deserves a warning: not for a missing git or a directory
 * outside any repository, which are ordinary; yes for "dubious ownership" and other refusals.
 */
function unusableReason(error: unknown): string | undefined {
  const failure = error as { code?: unknown; stderr?: Buffer };
  if (failure.code === 'ENOENT') return undefined;
  const stderr = failure.stderr?.toString('utf8').trim() ?? '';
  if (/not a git repository/i.test(stderr)) return undefined;
  return stderr.split('\n')[0] || String(failure.code ?? error);
}

/** Where core.excludesFile points, or git's default for it when it is not set. */
async function globalExcludesFile(git: (...args: string[]) => Promise<Buffer>): Promise<string> {
  try {
    const configured = (await git('config', '--path', '--get', 'core.excludesFile')).toString('utf8').trim();
    if (configured !== '') return configured;
  } catch {
    // Exit status 1: not set.
  }
  const configHome = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(configHome, 'git', 'ignore');
}

async function readIfPresent(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}

function directoriesAbove(paths: ReadonlySet<string>): Set<string> {
  const directories = new Set<string>();
  for (const path of paths) {
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
      const directory = path.slice(0, slash);
      if (directories.has(directory)) break;
      directories.add(directory);
    }
  }
  return directories;
}
