import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness.ts';

/**
 * A `file:` URL's `pathname` is not a path: on Windows it is `/C:/…`, and it keeps `%20` for a space,
 * so a repository under "My Projects" breaks. `fileURLToPath` is the one conversion (CI runs the unit
 * tests and the scripts on Windows and macOS too).
 */

// This file is left out: its own examples below hold the pattern.
const SOURCES = globSync('{src,scripts,bench,test,.ci}/**/*.ts', { cwd: REPO_ROOT }).filter(
  (file) => !file.replaceAll('\\', '/').endsWith('metadata/file-urls.test.ts'),
);
const PATHNAME_OF_MODULE_URL = /import\.meta\.url\s*\)\s*\.pathname\b/;

describe('module URLs', () => {
  it('become paths through fileURLToPath, never through .pathname', () => {
    const offenders = SOURCES.filter((file) =>
      PATHNAME_OF_MODULE_URL.test(readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('are caught when read through .pathname', () => {
    expect(PATHNAME_OF_MODULE_URL.test("const ROOT = new URL('..', import.meta.url).pathname;")).toBe(true);
    expect(PATHNAME_OF_MODULE_URL.test("const ROOT = fileURLToPath(new URL('..', import.meta.url));")).toBe(
      false,
    );
  });
});
