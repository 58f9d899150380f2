import { registerSecret } from '../../github/redact.ts';

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
const API_KEY_SHAPE = /^[A-Za-z0-9]+_pk_\S{6,}$/;

/**
 * Masks every secret-looking string in a response before anything prints it: values of fields
 * named like secrets, and anything shaped like a platform API key. A generic call cannot know
 * every secret, so this errs on the side of hiding.
 */
export function maskSecretFields(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    const normalised = key.toLowerCase().replace(/[_-]/g, '');
    if (value !== '' && (SECRET_FIELDS.has(normalised) || API_KEY_SHAPE.test(value))) registerSecret(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) maskSecretFields(item, key);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) maskSecretFields(inner, name);
  }
}
