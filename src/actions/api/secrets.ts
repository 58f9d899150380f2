import { looksLikeApiKey } from '../../api/key-shape.ts';
import type { ActionPort } from '../../port.ts';
import { REDACTED, secretParts } from '../../secrets/redact.ts';

/** Field names the platform uses for values shown once: user passwords, CDN key secrets, sign-in keys. */
const SECRET_FIELDS = new Set([
  'password',
  'secret',
  'apikey',
  'token',
  'accesstoken',
  'refreshtoken',
  'connectionstring',
  'connectionuri',
  'databaseurl',
  'privatekey',
  'clientsecret',
  'secretkey',
]);

/**
 * Every secret-looking string in a response: values of fields named like secrets, and anything
 * shaped like a platform API key. A generic call cannot know every secret, so this errs on the side
 * of hiding. Longest first, so one that contains another is hidden whole.
 */
export function credentialsIn(value: unknown): string[] {
  const found = new Set<string>();
  collect(value, '', found);
  return [...found].sort((a, b) => b.length - a.length);
}

function collect(value: unknown, key: string, found: Set<string>): void {
  if (typeof value === 'string') {
    const normalised = key.toLowerCase().replace(/[_-]/g, '');
    if (value !== '' && (SECRET_FIELDS.has(normalised) || looksLikeApiKey(value))) found.add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, found);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collect(inner, name, found);
  }
}

/**
 * Credentials the platform returned (a created database user's password, a CDN key's secret) are
 * what the caller asked for: they stay in the `data` output, and only the log hides them. Each is
 * sent to the runner's mask (`::add-mask::`, line by line and URL passwords, as registerSecret does),
 * so GitHub hides them in every later log line too; our own log line hides them with `hide`. They are
 * not put in the run's redaction registry, which would blank them in the output as well. The API key
 * is in that registry from the start, so it never reaches the output.
 */
export function maskCredentials(port: Pick<ActionPort, 'setSecret'>, credentials: readonly string[]): void {
  for (const credential of credentials) for (const part of secretParts(credential)) port.setSecret(part);
}

export function hide(text: string, credentials: readonly string[]): string {
  let result = text;
  for (const credential of credentials) {
    // As written, as JSON text writes it (a quote or a line break escaped), and line by line.
    const forms = [credential, JSON.stringify(credential).slice(1, -1), ...secretParts(credential)];
    for (const form of forms) if (form !== '') result = result.split(form).join(REDACTED);
  }
  return result;
}
