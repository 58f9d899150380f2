import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the command line as a package', () => {
  it('names the built bundle as its bin, packs it, and the bundle runs by itself', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      files: string[];
    };
    expect(pkg.bin).toEqual({ 'platform-actions': 'dist/cli/index.js' });
    expect(pkg.files.some((entry) => 'dist/cli/index.js'.startsWith(entry))).toBe(true);
    const bundle = join(ROOT, pkg.bin['platform-actions']!);
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    // npm links the bin as is: without the executable bit a checkout's npx could not start it.
    expect(statSync(bundle).mode & 0o111).toBe(0o111);
  });
});
