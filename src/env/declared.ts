import { ConfigurationError } from '../errors.ts';
import { plural } from '../text.ts';
import { DIGEST_PREFIX } from './digest.ts';
import { type DotenvEntry, type DotenvProblem, parseDotenv } from './dotenv.ts';

export interface DeclaredSource {
  /** How messages name it: `variables`, or `env-file .env.production`. */
  readonly label: string;
  /** The input the user fixes when this source is wrong. */
  readonly input: 'variables' | 'env-file';
  readonly text: string;
}

export interface Declared {
  /** Name → value, sorted by name. */
  readonly variables: ReadonlyMap<string, string>;
  /**
   * Every value `variables` gave, overridden ones included, so the caller can mask them all. Values of
   * the env file are not in it: a committed file is no secret, and masking its `1`s and `true`s would
   * garble the run's log. Neither source's values are ever printed: logs and summaries name variables.
   */
  readonly secretValues: readonly string[];
  /** Names `variables` took over from the env file. */
  readonly overridden: readonly string[];
  readonly problems: readonly DotenvProblem[];
  readonly problemInput: 'variables' | 'env-file' | undefined;
}

/**
 * The declared set from the env file and then `variables`, which wins a clash between the two (a
 * clash inside one source is a problem). Nothing is thrown here: the caller masks `secretValues` first and
 * then calls `assertDeclared`, so no message can be printed before every value is a registered secret.
 */
export function readDeclared(sources: readonly DeclaredSource[]): Declared {
  const merged = new Map<string, DotenvEntry>();
  const overridden: string[] = [];
  const secretValues: string[] = [];
  const problems: DotenvProblem[] = [];
  let problemInput: Declared['problemInput'];
  for (const source of sources) {
    const parsed = parseDotenv(source.text, source.label);
    if (source.input === 'variables') secretValues.push(...parsed.entries.map((entry) => entry.value));
    const reserved = parsed.entries.filter((entry) => entry.name.startsWith(DIGEST_PREFIX));
    const sourceProblems = [
      ...parsed.problems,
      ...reserved.map((entry) => ({
        source: source.label,
        line: entry.line,
        message: `${entry.name} uses the prefix ${DIGEST_PREFIX}, which env-sync keeps for its own digest variable; rename it`,
      })),
    ];
    if (sourceProblems.length > 0) problemInput ??= source.input;
    problems.push(...sourceProblems);
    const seenHere = new Set<string>();
    for (const entry of parsed.entries) {
      if (merged.has(entry.name) && !seenHere.has(entry.name)) overridden.push(entry.name);
      seenHere.add(entry.name);
      merged.set(entry.name, entry);
    }
  }
  const sorted = [...merged.keys()].sort(compareNames);
  return {
    variables: new Map(sorted.map((name) => [name, merged.get(name)?.value ?? ''])),
    secretValues,
    overridden: [...new Set(overridden)].sort(compareNames),
    problems,
    problemInput,
  };
}

/** Throws the one ConfigurationError for every problem of the declared set, before any write. */
export function assertDeclared(declared: Declared): void {
  if (declared.problems.length > 0) {
    const listed = declared.problems.map((p) => `${p.source} line ${p.line}: ${p.message}`).join('; ');
    throw new ConfigurationError(
      `The declared variables have ${plural(declared.problems.length, 'problem')}: ${listed}. Nothing was written.`,
      declared.problemInput,
    );
  }
  if (declared.variables.size === 0) {
    throw new ConfigurationError(
      'The declared set is empty: `variables` and `env-file` declare no NAME=value line. An empty set would ' +
        'remove every variable, so it is refused; declare at least one variable. Nothing was written.',
      'variables',
    );
  }
}

/** Plain code-unit order, the same on every machine (no locale). */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
