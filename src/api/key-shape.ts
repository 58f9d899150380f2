/**
 * The platform's API key shape, `<prefix>_pk_<secret>`: the one rule for warning about a mistyped
 * key, masking a key's secret part and spotting keys in answers.
 */
const SEPARATOR = '_pk_';
const SHAPE = /^[A-Za-z0-9]+_pk_\S+$/;

/** A shorter secret part is too common a string to mask on its own or to take for a key. */
export const MIN_SECRET_PART_CHARS = 6;

/** Whether `text` is shaped like a key at all (a warning, never a refusal, when it is not). */
export function hasApiKeyShape(text: string): boolean {
  return SHAPE.test(text);
}

/** The part after `_pk_`, which a build log or an echoing answer may print on its own; '' when there is none. */
export function secretPartOf(key: string): string {
  const at = key.indexOf(SEPARATOR);
  return at === -1 ? '' : key.slice(at + SEPARATOR.length);
}

/** Whether `text` is a platform key with a secret part long enough to be one, e.g. in an API answer. */
export function looksLikeApiKey(text: string): boolean {
  return hasApiKeyShape(text) && secretPartOf(text).length >= MIN_SECRET_PART_CHARS;
}
