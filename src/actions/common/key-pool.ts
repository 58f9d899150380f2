import { keySecretParts } from '../../api/secrets.ts';
import { ConfigurationError } from '../../errors.ts';
import { registerSecret } from '../../secrets/redact.ts';

/** The keys of an `api-keys` pool, each masked before anything can print it. */
export function readKeyPool(text: string): string[] {
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (const key of keys) for (const part of keySecretParts(key)) registerSecret(part);
  if (new Set(keys).size !== keys.length) {
    throw new ConfigurationError(
      'Input "api-keys" names a key twice; give each key of the pool once, one per line.',
      'api-keys',
    );
  }
  return keys;
}
