import ignore, { type Ignore } from 'ignore';
import { ConfigurationError } from '../errors.ts';

/** The rules of one .gitignore file, anchored at its directory. */
interface RuleLevel {
  /** POSIX path of the directory the patterns are relative to; '' for the workspace root. */
  readonly base: string;
  readonly patterns: readonly string[];
  readonly rules: Ignore;
}

/**
 * The ignore rules in force inside one directory, outermost .gitignore first. As in git, a deeper
 * .gitignore has the last word, the walk never enters an excluded directory (so nothing under one
 * can be re-included), and each path is judged by the patterns that match it, not its parents.
 */
export class IgnoreChain {
  private readonly levels: readonly RuleLevel[];
  private readonly userRules: Ignore | undefined;

  private constructor(levels: readonly RuleLevel[], userRules: Ignore | undefined) {
    this.levels = levels;
    this.userRules = userRules;
  }

  static forRoot(exclude: readonly string[]): IgnoreChain {
    const patterns = parseExcludePatterns(exclude);
    return new IgnoreChain([], patterns.length > 0 ? newRules().add(patterns) : undefined);
  }

  /**
   * Whether `relativePath` (POSIX, from the root) is excluded. The user's `exclude` input is asked
   * first, like patterns given on git's command line, so `!dist/` there re-includes a build output
   * that the repository's .gitignore leaves out.
   */
  excludes(relativePath: string, isDirectory: boolean): boolean {
    const subject = isDirectory ? `${relativePath}/` : relativePath;
    if (this.userRules) {
      const verdict = this.userRules.test(subject);
      if (verdict.ignored) return true;
      if (verdict.unignored) return false;
    }
    for (let index = this.levels.length - 1; index >= 0; index--) {
      const verdict = testAtLevel(this.levels[index]!, subject);
      if (verdict.ignored) return true;
      if (verdict.unignored) return false;
    }
    return false;
  }

  /**
   * The chain for the files inside `relativeDir`, a directory `excludes` kept, whose own .gitignore
   * holds `gitignoreText` (if it has one).
   */
  enter(relativeDir: string, gitignoreText: string | undefined): IgnoreChain {
    const levels = this.levels.map((level) => forgiveDirectory(level, relativeDir));
    if (gitignoreText !== undefined && gitignoreText.trim() !== '') {
      const patterns = gitignoreText.split(/\r?\n/);
      levels.push({ base: relativeDir, patterns, rules: newRules().add(patterns) });
    }
    return new IgnoreChain(levels, this.userRules);
  }
}

function testAtLevel(level: RuleLevel, subject: string): ignore.TestResult {
  return level.rules.test(level.base === '' ? subject : subject.slice(level.base.length + 1));
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
  const patterns = [...level.patterns, `!/${escapeGlob(fromBase)}/`];
  return { base: level.base, patterns, rules: newRules().add(patterns) };
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
export function parseExcludePatterns(exclude: readonly string[]): string[] {
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
