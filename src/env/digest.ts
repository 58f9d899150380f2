import { createHmac } from 'node:crypto';

/**
 * The platform lists variable names but never values, so a changed value cannot be seen by reading.
 * Each sync therefore also stores one variable whose NAME is a digest of the declared set: when the
 * listed names contain the digest of what is declared now, nothing changed since the last sync and
 * nothing needs writing (for a project: no PUT, so no redeploy).
 *
 * The digest is an HMAC-SHA256 keyed with the API key, so the name says nothing about the values to
 * anyone who can list names: a plain hash of low-entropy values (`DEBUG=1`, a short PIN) could be
 * brute-forced from it. The scope (target kind and id) is in the message, so two targets with the
 * same set (a group attached to a project that is synced too) never share a digest name.
 */
export const DIGEST_PREFIX = 'PLATFORM_ENV_DIGEST_';

/** The digest variable's value: the name carries the digest, the value only says what it is. */
export const DIGEST_VALUE =
  'set by the env-sync action: its name is a keyed digest of the declared variables';

const HEX_DIGITS = 16;
const SCHEME = 'env-sync/1';

export function digestName(variables: ReadonlyMap<string, string>, scope: string, key: string): string {
  const pairs = [...variables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // JSON of an array of pairs is unambiguous: no choice of names and values gives the same text.
  const canonical = JSON.stringify([SCHEME, scope, pairs]);
  const hex = createHmac('sha256', key).update(canonical, 'utf8').digest('hex');
  return `${DIGEST_PREFIX}${hex.slice(0, HEX_DIGITS).toUpperCase()}`;
}

export function isDigestName(name: string): boolean {
  return name.startsWith(DIGEST_PREFIX);
}
