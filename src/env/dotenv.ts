import { parse } from 'dotenv';

/** The names the platform accepts: a letter or underscore, then letters, digits and underscores. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * dotenv's own line pattern (dist/index.cjs, the default parser), with `d` for group offsets. Its
 * `parse` keeps only the last value of a repeated name and silently skips lines it cannot read, so
 * entries are found here, one match per assignment, and each entry's value still comes from dotenv's
 * `parse` of that entry's text alone: quotes, `\n` escapes, comments and `export ` stay dotenv's.
 */
const DOTENV_LINE =
  /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/dgm;

export interface DotenvEntry {
  readonly name: string;
  readonly value: string;
  /** 1-based line of the name in its source. */
  readonly line: number;
  /** Where it was declared, for messages: `variables` or `env-file .env.production`. */
  readonly source: string;
}

export interface DotenvProblem {
  readonly source: string;
  readonly line: number;
  /** One sentence; it names variables and lines, never a value. */
  readonly message: string;
}

export interface ParsedSource {
  readonly entries: readonly DotenvEntry[];
  readonly problems: readonly DotenvProblem[];
}

/**
 * Every assignment of a dotenv text, in order, and what is wrong with it. Problems are returned rather
 * than thrown so the caller can mask every value it did read before any message is printed.
 */
export function parseDotenv(text: string, source: string): ParsedSource {
  const normalised = text.replace(/\r\n?/g, '\n');
  const lineStarts = lineStartsOf(normalised);
  const covered = new Uint8Array(normalised.length);
  const entries: DotenvEntry[] = [];
  const problems: DotenvProblem[] = [];
  for (const match of normalised.matchAll(DOTENV_LINE)) {
    const [start, end] = match.indices?.[0] ?? [match.index, match.index + match[0].length];
    covered.fill(1, start, end);
    const name = match[1] ?? '';
    const nameAt = match.indices?.[1]?.[0] ?? start;
    const line = lineOf(lineStarts, nameAt);
    if (!ENV_NAME.test(name)) {
      problems.push({ source, line, message: `"${name}" is not a valid variable name (${NAME_RULE})` });
      continue;
    }
    entries.push({ name, value: parse(match[0])[name] ?? '', line, source });
    const unclosed = unclosedQuote(match[2]);
    if (unclosed !== undefined) {
      // dotenv would keep the quote as part of the value and carry on, so a missing closing quote
      // would silently write a wrong value (and drop the lines meant to follow it).
      const message = `the value of ${name} opens a ${unclosed} quote that is not closed at the end of the value; close the quote (after the last line of a multi-line value), or remove it`;
      problems.push({ source, line, message });
    } else if (cutAtHash(normalised, match)) {
      const message = `the value of ${name} has a # with no space before it, where dotenv ends the value and other dotenv tools do not; quote the value (${name}="..."), or put a space before the # if a comment starts there`;
      problems.push({ source, line, message });
    }
  }
  problems.push(...unreadLines(normalised, lineStarts, covered, source));
  problems.push(...conflictingRepeats(entries));
  problems.sort((a, b) => a.line - b.line);
  return { entries, problems };
}

const QUOTES = new Set(["'", '"', '`']);

/**
 * Whether an unquoted value stops at a `#` that is glued to it (`p4ss#w0rd`, or `=#x`). dotenv starts
 * a comment at any `#` of an unquoted value; shells, python-dotenv and Docker Compose only at a `#`
 * after whitespace, and keep `p4ss#w0rd` whole. Our rule: a `#` after whitespace starts a comment
 * (every dialect agrees), and a glued one is an error that says to quote the value, because either
 * reading of it would silently change what some other tool makes of the same file.
 */
function cutAtHash(text: string, match: RegExpExecArray): boolean {
  const value = match.indices?.[2];
  if (value === undefined) {
    // No value at all: the separator is followed directly by the comment, or by nothing.
    const afterName = match.indices?.[1]?.[1] ?? match.index;
    return /^[ \t]*=#/.test(text.slice(afterName, match.index + match[0].length));
  }
  const [start, end] = value;
  if (QUOTES.has(text.slice(start, end).trim().charAt(0))) return false;
  return text[end] === '#' && !/\s/.test(text[end - 1] ?? '');
}

/** The quote a value opens and never closes, when it does: the pattern fell back to its unquoted form. */
function unclosedQuote(rawValue: string | undefined): string | undefined {
  const value = rawValue?.trim() ?? '';
  const quote = value.charAt(0);
  if (!QUOTES.has(quote)) return undefined;
  return value.length >= 2 && value.endsWith(quote) ? undefined : quote;
}

const NAME_RULE = 'a name starts with a letter or underscore and has only letters, digits and underscores';

/** Lines dotenv would skip without a word: neither blank, nor a comment, nor part of an assignment. */
function unreadLines(
  text: string,
  lineStarts: readonly number[],
  covered: Uint8Array,
  source: string,
): DotenvProblem[] {
  const problems: DotenvProblem[] = [];
  lineStarts.forEach((start, index) => {
    const end = lineStarts[index + 1] ?? text.length + 1;
    const content = text.slice(start, end - 1);
    const trimmed = content.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    for (let at = start; at < start + content.length; at++) {
      if (!covered[at] && text[at]?.trim() !== '') {
        // The line itself is not shown: a pasted value without a name would be a secret.
        const message = `not a NAME=value assignment (${NAME_RULE}; quote values that span lines)`;
        problems.push({ source, line: index + 1, message });
        return;
      }
    }
  });
  return problems;
}

/** The same name twice with different values is a mistake, not a preference for the last one. */
function conflictingRepeats(entries: readonly DotenvEntry[]): DotenvProblem[] {
  const first = new Map<string, DotenvEntry>();
  const problems: DotenvProblem[] = [];
  for (const entry of entries) {
    const earlier = first.get(entry.name);
    if (earlier === undefined) first.set(entry.name, entry);
    else if (earlier.value !== entry.value) {
      problems.push({
        source: entry.source,
        line: entry.line,
        message: `${entry.name} is set twice with different values (lines ${earlier.line} and ${entry.line}); keep one`,
      });
    }
  }
  return problems;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function lineOf(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
