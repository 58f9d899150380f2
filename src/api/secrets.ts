import { ConfigurationError } from '../errors.ts';
import { hasApiKeyShape, MIN_SECRET_PART_CHARS, secretPartOf } from './key-shape.ts';
import { CLIENT_TERMS, type SettingTerms } from './terms.ts';

// Header values may not contain control characters; undici would refuse them mid-request.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

export interface CheckedKey {
  readonly key: string;
  /** Why the key looks wrong, when it does; a warning, never a refusal. */
  readonly shapeWarning: string | undefined;
}

/** Trims what secrets often carry (a trailing newline) and refuses what cannot be sent at all. */
export function checkApiKey(input: string | undefined, terms: SettingTerms = CLIENT_TERMS): CheckedKey {
  const key = (input ?? '').trim();
  if (key === '') {
    throw new ConfigurationError(
      `${terms.key} is missing; create a key in the platform dashboard and pass it via ${terms.keyPlace}`,
      terms.keySetting,
    );
  }
  if (!HEADER_SAFE.test(key)) {
    throw new ConfigurationError(
      `${terms.key} contains spaces or non-printable characters; copy the key again into ${terms.keyPlace}`,
      terms.keySetting,
    );
  }
  const shapeWarning = hasApiKeyShape(key)
    ? undefined
    : `${terms.key} does not look like a platform key (<prefix>_pk_<secret>); requests will be tried anyway`;
  return { key, shapeWarning };
}

/** A stable, non-reversible name for a key, so process-wide state can be keyed by it. */
export function keyFingerprint(key: string): string {
  // Fetched here, not imported: the deploy bundle's prelude imports this module (see runner-protocol.ts).
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Returns a function that blanks the key (and its secret part alone, should something print
 * only that) out of any text: messages, stacks, log lines.
 */
export function redactor(key: string): (text: string) => string {
  const needles = [key];
  const secret = secretPartOf(key);
  if (secret.length >= MIN_SECRET_PART_CHARS) needles.push(secret);
  return (text) => {
    let out = text;
    for (const needle of needles) out = out.split(needle).join('***');
    return out;
  };
}

/**
 * What must be masked for a key: the key itself and its secret part after `_pk_`, which a build log
 * or an echoing answer may print on its own. The prefix alone says nothing and is left readable.
 */
export function keySecretParts(key: string): string[] {
  const secretPart = secretPartOf(key);
  return secretPart.length >= MIN_SECRET_PART_CHARS ? [key, secretPart] : [key];
}
