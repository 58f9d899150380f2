import { randomBytes, randomInt } from 'node:crypto';
import { platformNow } from './clock.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random lower-case id like `prj_k3v9x0a2m1qz`; the prefix tells the resource kind in logs. */
export function newId(prefix: string, length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${out}`;
}

/** A URL-safe secret (keys, tokens, passwords). */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function newHex(length: number): string {
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);
}

/** Now on the platform's clock (see clock.ts), as the ISO text records carry. */
export function nowIso(): string {
  return new Date(platformNow()).toISOString();
}

/** A new record's timestamps: created, and last updated, now. */
export function createdNow(): { createdAt: string; updatedAt: string } {
  const now = nowIso();
  return { createdAt: now, updatedAt: now };
}

export function isoIn(ms: number): string {
  return new Date(platformNow() + ms).toISOString();
}
