import * as core from '@actions/core';

/**
 * One registry for the whole process, so a secret registered by any step (an API key input, a token
 * read from a file) is hidden from everything src/github renders, not just from the runner's log.
 * The runner masks its log from `::add-mask::`, but job summaries, PR comments and deployment
 * payloads are not logs: nothing masks them unless we do.
 */
const secrets = new Set<string>();
/** Longest first, so a secret that contains another is replaced whole instead of leaving a tail. */
let secretsLongestFirst: string[] = [];

export const REDACTED = '***';

/**
 * Hide `value` from everything rendered from now on, and from the runner's log.
 * A multi-line value (a PEM key, a JSON credential) is also registered line by line, like the
 * runner does, because a renderer may wrap or quote it line by line.
 */
export function registerSecret(value: string | undefined): void {
  if (value === undefined) return;
  const candidates = [
    value.trim(),
    ...value.split(/\r?\n/).map((line) => line.trim()),
    ...urlPasswords(value),
  ];
  let changed = false;
  for (const candidate of candidates) {
    if (candidate === '' || secrets.has(candidate)) continue;
    secrets.add(candidate);
    core.setSecret(candidate);
    changed = true;
  }
  if (changed) secretsLongestFirst = [...secrets].sort((a, b) => b.length - a.length);
}

/** Shorter ones would blank out common words all over the log (the runner masks whatever it is given). */
const MIN_URL_PASSWORD = 6;

/**
 * The password of each `scheme://user:password@host` in a value, as written and decoded: a connection
 * string is a secret as a whole, but clients, drivers and build tools print its password on its own.
 */
function urlPasswords(value: string): string[] {
  const passwords: string[] = [];
  for (const match of value.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:([^\s/@]+)@/gi)) {
    const raw = match[1]!;
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

/** `text` with every registered secret replaced by `***`. */
export function redact(text: string): string {
  let result = text;
  for (const secret of secretsLongestFirst) {
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
  secrets.clear();
  secretsLongestFirst = [];
}
