import { createHash } from 'node:crypto';
import { MAX_LABEL_LENGTH } from '../hostname.ts';

/** Hex digits of the suffix that keeps two branches apart once their slugs would be equal. */
const HASH_LENGTH = 6;

/** A short, stable hash of the branch name as given, so `feature/a` and `feature-a` never share a slug. */
export function branchHash(branch: string): string {
  return createHash('sha256').update(branch, 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

/**
 * The branch as lower-case ASCII letters, digits and hyphens: accents are dropped (é → e), every
 * other character, slashes included, becomes a hyphen, and runs of hyphens collapse.
 */
export function transliterate(branch: string): string {
  return branch
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A DNS-safe form of a branch name that fits in `maxLength` characters (a label's room once the rest of
 * the label is placed). When the slug is not the branch itself (case, slashes, unicode, or shortened),
 * a hash of the original name is appended, so different branches do not end up on the same domain.
 */
export function branchSlug(branch: string, maxLength: number = MAX_LABEL_LENGTH): string {
  if (maxLength < HASH_LENGTH) {
    throw new RangeError(`a branch slug needs at least ${HASH_LENGTH} characters, not ${maxLength}`);
  }
  const clean = transliterate(branch);
  if (clean === branch && clean.length <= maxLength) return clean;
  const hash = branchHash(branch);
  // Room for the text before "-<hash>"; a slug with no text left is the hash alone.
  const room = maxLength - HASH_LENGTH - 1;
  const head = room > 0 ? clean.slice(0, room).replace(/-+$/, '') : '';
  return head === '' ? hash : `${head}-${hash}`;
}
