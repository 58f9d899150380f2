import ignore, { type Ignore } from 'ignore';
import { ConfigurationError } from '../errors.ts';
import type { GitExcludeFile } from './git-view.ts';

/** The rules of one source of patterns: a .gitignore file, or one of git's own exclude files. */
interface RuleLevel {
  /** POSIX path of the directory the patterns are relative to; '' for the workspace root. */
  readonly base: string;
  /**
   * Put before a path from `base` when testing it: git's exclude files are relative to the top of the
   * work tree, which is this far above the workspace root.
   */
  readonly prefix: string;
  /** How messages name the source: `src/.gitignore`, `.git/info/exclude`. */
  readonly label: string;
  readonly patterns: readonly string[];
  readonly rules: Ignore;
}

/** Whether a path is left out and, if so, by what: `byInput` for the user's `exclude`, `rule` for messages. */
export type Verdict =
  | { readonly excluded: false }
  | { readonly excluded: true; readonly byInput: boolean; readonly rule: string };

const KEPT: Verdict = { excluded: false };

/**
 * The ignore rules in force inside one directory, git's exclude files first, then the outermost
 * .gitignore. As in git, a deeper .gitignore has the last word, the walk never enters an excluded
 * directory (so nothing under one can be re-included), and each path is judged by the patterns that
 * match it, not its parents.
 */
export class IgnoreChain {
  private readonly levels: readonly RuleLevel[];
  private readonly userRules: Ignore | undefined;

  private constructor(levels: readonly RuleLevel[], userRules: Ignore | undefined) {
    this.levels = levels;
    this.userRules = userRules;
  }

  /**
   * The chain at the root. `gitExcludes` (lowest priority first) are matched as git would from the top
   * of the work tree, `prefix` above the root; the directories on the way down to the root are the
   * ones the user chose to deploy, so no exclude file can leave them out (as no .gitignore above can).
   */
  static forRoot(
    exclude: readonly string[],
    gitExcludes: readonly GitExcludeFile[] = [],
    prefix = '',
  ): IgnoreChain {
    const patterns = parseExcludePatterns(exclude);
    const levels = gitExcludes.map((file) => {
      const lines = file.text.split(/\r?\n/);
      return forgiveRootPath({
        base: '',
        prefix,
        label: file.label,
        patterns: lines,
        rules: newRules().add(lines),
      });
    });
    return new IgnoreChain(levels, patterns.length > 0 ? newRules().add(patterns) : undefined);
  }

  /** Whether `relativePath` (POSIX, from the root) is excluded. */
  excludes(relativePath: string, isDirectory: boolean): boolean {
    return this.verdict(relativePath, isDirectory).excluded;
  }

  /**
   * Whether `relativePath` is excluded, and by which source. The user's `exclude` input is asked first,
   * like patterns given on git's command line, so `!dist/` there re-includes a build output that the
   * repository's .gitignore leaves out.
   */
  verdict(relativePath: string, isDirectory: boolean): Verdict {
    const subject = isDirectory ? `${relativePath}/` : relativePath;
    if (this.userRules) {
      const verdict = this.userRules.test(subject);
      if (verdict.ignored) return { excluded: true, byInput: true, rule: 'the "exclude" input' };
      if (verdict.unignored) return KEPT;
    }
    for (let index = this.levels.length - 1; index >= 0; index--) {
      const level = this.levels[index]!;
      const verdict = testAtLevel(level, subject);
      if (verdict.ignored) return { excluded: true, byInput: false, rule: level.label };
      if (verdict.unignored) return KEPT;
    }
    return KEPT;
  }

  /**
   * The chain for the files inside `relativeDir`, a directory the walk entered, whose own .gitignore
   * holds `gitignoreText` (if it has one).
   */
  enter(relativeDir: string, gitignoreText: string | undefined): IgnoreChain {
    const levels = this.levels.map((level) => forgiveDirectory(level, relativeDir));
    if (gitignoreText !== undefined && gitignoreText.trim() !== '') {
      const patterns = gitignoreText.split(/\r?\n/);
      const label = relativeDir === '' ? '.gitignore' : `${relativeDir}/.gitignore`;
      levels.push({ base: relativeDir, prefix: '', label, patterns, rules: newRules().add(patterns) });
    }
    return new IgnoreChain(levels, this.userRules);
  }
}

function testAtLevel(level: RuleLevel, subject: string): ignore.TestResult {
  return level.rules.test(
    level.prefix + (level.base === '' ? subject : subject.slice(level.base.length + 1)),
  );
}

/**
 * The `ignore` library judges a path ignored when its parent directory is, as git does when asked
 * about a path. But the walk only enters a directory a higher-priority rule kept, and then git
 * judges each file on its own: with "build/" at the root and "!build/" in src/.gitignore, git adds
 * src/build/app.js. So a level that would ignore an entered directory gets a negation for it.
 */
function forgiveDirectory(level: RuleLevel, relativeDir: string): RuleLevel {
  if (relativeDir === '' || !testAtLevel(level, `${relativeDir}/`).ignored) return level;
  const fromBase = level.base === '' ? relativeDir : relativeDir.slice(level.base.length + 1);
  return withNegation(level, `${level.prefix}${fromBase}`);
}

/** Forgives each directory from the top of the work tree down to the root (`prefix`), outermost first. */
function forgiveRootPath(level: RuleLevel): RuleLevel {
  let forgiven = level;
  const parts = level.prefix.split('/').filter((part) => part !== '');
  for (let depth = 1; depth <= parts.length; depth++) {
    const directory = parts.slice(0, depth).join('/');
    if (forgiven.rules.test(`${directory}/`).ignored) forgiven = withNegation(forgiven, directory);
  }
  return forgiven;
}

function withNegation(level: RuleLevel, directoryFromTop: string): RuleLevel {
  const patterns = [...level.patterns, `!/${escapeGlob(directoryFromTop)}/`];
  return { ...level, patterns, rules: newRules().add(patterns) };
}

/** Escapes a literal path for a gitignore pattern. */
function escapeGlob(path: string): string {
  return path.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ');
}

function newRules(): Ignore {
  // Git on the case-sensitive file systems CI runs on matches patterns case-sensitively.
  return ignore({ ignorecase: false });
}

/**
 * Turns the `exclude` input (each item may hold several lines, as a multi-line action input does)
 * into gitignore patterns, rejecting ones that could only point outside the workspace.
 */
function parseExcludePatterns(exclude: readonly string[]): string[] {
  const patterns: string[] = [];
  for (const item of exclude) {
    for (const rawLine of item.split(/\r?\n/)) {
      const line = rawLine.trim();
      if (line === '' || line.startsWith('#')) continue;
      const body = line.startsWith('!') ? line.slice(1) : line;
      if (/(^|\/)\.\.(\/|$)/.test(body)) {
        throw new ConfigurationError(
          `Input "exclude" has the pattern "${line}", which climbs out of the workspace with "..": write patterns relative to "path", such as "dist/*.map".`,
          'exclude',
        );
      }
      // "./dist" reads as "dist at the root" to a person, but would match nothing in gitignore syntax.
      patterns.push(line.replace(/^(!?)\.\//, '$1/'));
    }
  }
  return patterns;
}
