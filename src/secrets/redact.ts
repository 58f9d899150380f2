import { currentRunScope, type SecretSet } from '../run-scope.ts';

/**
 * The secrets of one run (src/run-scope.ts): a secret registered by any step (an API key input, a
 * token read from a file) is hidden from everything src/render draws, not just from the runner's log.
 * The runner masks its log from `::add-mask::`, but job summaries, PR comments and deployment payloads
 * are not logs: nothing masks them unless we do.
 */
function registry(): SecretSet {
  return currentRunScope().secrets;
}

export const REDACTED = '***';

/**
 * Shorter values are not registered: masking `1` or `on` would garble every log line, summary and
 * output that holds that character run (`DEBUG=1` turned each `1` of a run into `***`), and hides
 * nothing worth hiding. What we render never prints a value anyway, only names.
 */
export const MIN_SECRET_LENGTH = 4;

/**
 * Sends each secret registered from now on in the current scope to `sink` as well; returns the undo.
 * For code that registers outside an action run (tests of the registry, scripts).
 */
export function routeSecretsTo(sink: (secret: string) => void): () => void {
  const scope = registry();
  const previous = scope.announce;
  scope.announce = sink;
  return () => {
    scope.announce = previous;
  };
}

/**
 * Hide `value` from everything rendered from now on, and from the runner's log.
 * A multi-line value (a PEM key, a JSON credential) is also registered line by line, like the
 * runner does, because a renderer may wrap or quote it line by line.
 */
export function registerSecret(value: string | undefined): void {
  if (value === undefined) return;
  const scope = registry();
  let changed = false;
  for (const candidate of secretParts(value)) {
    if (scope.values.has(candidate)) continue;
    scope.values.add(candidate);
    scope.announce?.(candidate);
    changed = true;
  }
  if (changed) scope.longestFirst = [...scope.values].sort((a, b) => b.length - a.length);
}

/**
 * What registering `value` hides: the value, each of its lines, and the password of each URL in it,
 * those long enough to mask. For a value that must be masked in the log (`::add-mask::`) but kept
 * where the user asked for it, such as a credential in the api action's `data` output.
 */
export function secretParts(value: string): string[] {
  const candidates = [
    value.trim(),
    ...value.split(/\r?\n/).map((line) => line.trim()),
    ...urlPasswords(value),
  ];
  return [...new Set(candidates)].filter((candidate) => candidate.length >= MIN_SECRET_LENGTH);
}

/** Shorter ones would blank out common words all over the log (the runner masks whatever it is given). */
const MIN_URL_PASSWORD = 6;

/**
 * The password of each `scheme://user:password@host` in a value, as written and decoded: a connection
 * string is a secret as a whole, but clients, drivers and build tools print its password on its own.
 */
function urlPasswords(value: string): string[] {
  const passwords: string[] = [];
  for (const raw of rawUrlPasswords(value)) {
    let decoded = raw;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      // A stray % is kept as written.
    }
    passwords.push(...new Set([raw, decoded]));
  }
  return passwords.filter((password) => password.length >= MIN_URL_PASSWORD);
}

/**
 * What `/[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:([^\s/@]+)@/gi` captures, found from each `://` instead of
 * from each position: the regex backtracks over the whole scheme run at every start, which made a
 * 1 MB secret without `://` take minutes. Each scan below stops at the next `:` or `/`, so the scans
 * of consecutive `://` never overlap and the whole search is linear.
 */
function* rawUrlPasswords(value: string): Generator<string> {
  for (let at = value.indexOf('://'); at !== -1; at = value.indexOf('://', at + 1)) {
    if (!schemeEndsAt(value, at)) continue;
    const userEnd = scanWhile(value, at + 3, (char) => !/[\s:/@]/.test(char));
    if (value[userEnd] !== ':') continue;
    const passwordEnd = scanWhile(value, userEnd + 1, (char) => !/[\s/@]/.test(char));
    if (passwordEnd > userEnd + 1 && value[passwordEnd] === '@') yield value.slice(userEnd + 1, passwordEnd);
  }
}

/** Whether `://` at `at` follows a scheme: a run of letters, digits, `+`, `.` and `-` with a letter in it. */
function schemeEndsAt(value: string, at: number): boolean {
  for (let start = at - 1; start >= 0 && /[a-z0-9+.-]/i.test(value[start] ?? ''); start--) {
    if (/[a-z]/i.test(value[start] ?? '')) return true;
  }
  return false;
}

function scanWhile(value: string, from: number, accepts: (char: string) => boolean): number {
  let at = from;
  while (at < value.length && accepts(value[at] ?? '')) at++;
  return at;
}

/** `text` with every registered secret replaced by `***`. */
export function redact(text: string): string {
  let result = text;
  for (const secret of registry().longestFirst) {
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/**
 * A JSON-compatible value with every string in it redacted, keys included, for deployment payloads.
 * Going through JSON text would also work but could corrupt the structure when a secret happens to
 * match JSON syntax (a secret like `",` is unlikely, yet cheap to rule out).
 */
export function redactJson(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [redact(key), redactJson(inner)]));
  }
  return value;
}

/** For tests: each test starts from a registry with nothing in it. */
export function forgetAllSecrets(): void {
  const scope = registry();
  scope.values.clear();
  scope.longestFirst = [];
}
