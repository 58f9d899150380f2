/**
 * A JavaScript copy of a TypeScript module and the repository modules it imports, for a benchmark's
 * child process that must not run Node's type stripping (its own WebAssembly compiler would be
 * measured with what the benchmark is about).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const RELATIVE_IMPORT = /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** Copies `entry` (under `root`) and its relative imports into `into`, `.ts` as `.js`; returns the copy. */
export function jsCopyOf(entry: string, root: string, into: string, done = new Set<string>()): string {
  const target = join(into, relative(root, entry)).replace(/\.ts$/, '.js');
  if (done.has(entry)) return target;
  done.add(entry);
  mkdirSync(dirname(target), { recursive: true });
  if (!entry.endsWith('.ts')) {
    copyFileSync(entry, target);
    return target;
  }
  const code = stripTypeScriptTypes(readFileSync(entry, 'utf8')).replace(
    RELATIVE_IMPORT,
    (_match, lead: string, quote: string, specifier: string) => {
      jsCopyOf(resolve(dirname(entry), specifier), root, into, done);
      return `${lead}${quote}${specifier.replace(/\.ts$/, '.js')}${quote}`;
    },
  );
  writeFileSync(target, code);
  return target;
}
