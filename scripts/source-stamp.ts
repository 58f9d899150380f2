/**
 * A fingerprint of everything a bundle is built from. `npm run build` writes it to dist/.source-stamp;
 * the e2e tests compare it before they run bundles, so they never test a bundle older than its source
 * (mtimes can't tell: a fresh clone gives every file the checkout's time).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'package-lock.json', 'scripts/build.ts', 'scripts/gen-metadata.ts', 'tsconfig.json'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  const entries = readdirSync(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export function sourceStamp(root: string): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => {
    const path = join(root, input);
    return input.includes('.') ? [path] : filesUnder(path);
  });
  for (const file of files.map((path) => relative(root, path)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const STAMP_FILE = 'dist/.source-stamp';

export function bundlesAreFresh(root: string): boolean {
  const stamp = join(root, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceStamp(root);
}
