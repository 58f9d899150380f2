/**
 * Object keys. `prefix` is a folder in the bucket: `static/v2`, `/static/v2/` and `static/v2/` all
 * mean the keys `static/v2/<path below the directory>`. Keys follow what object stores take and what
 * makes a working URL: `/`-separated, no empty, `.` or `..` segment, at most 1024 bytes.
 */
const MAX_KEY_BYTES = 1024;

/** Kept in the bucket only when the platform's asset records carry no usable content hash. */
export const MANIFEST_NAME = '.platform-publish-manifest.json';

/** The normalised prefix (`''` or ending in `/`), or a reason it is not usable. */
export function normalisePrefix(text: string): { prefix: string } | { problem: string } {
  const trimmed = text.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { prefix: '' };
  if (trimmed.includes('\\')) return { problem: 'it contains a backslash; separate folders with /' };
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { problem: 'it has an empty, "." or ".." folder' };
  }
  return { prefix: `${trimmed}/` };
}

export function keyFor(prefix: string, relativePath: string): string {
  return `${prefix}${relativePath}`;
}

export function manifestKey(prefix: string): string {
  return `${prefix}${MANIFEST_NAME}`;
}

/** Why a key cannot be stored, or undefined when it can. */
export function keyProblem(key: string): string | undefined {
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `its key is longer than ${MAX_KEY_BYTES} bytes`;
  if (key.includes('\\')) return 'its name contains a backslash';
  return undefined;
}
