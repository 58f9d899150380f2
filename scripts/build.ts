/**
 * Rebuilds every action bundle: dist/<name>/index.js (+ package.json) from an entry it writes for each
 * action found under src/actions/ (see actionNames), then rewrites the action.yml files and README
 * tables from the specs. CI fails when this changes anything committed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { actionNames } from '../src/actions/specs.ts';
import { entrySource, updateActionDocs, writeActionMetadata } from './gen-metadata.ts';
import { STAMP_FILE, sourceStamp } from './source-stamp.ts';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);

const entries = actionNames();
const wanted = only.length > 0 ? entries.filter((name) => only.includes(name)) : entries;

if (only.length === 0 && existsSync(`${root}dist`)) {
  const kept = new Set([...entries, '.source-stamp']);
  for (const stale of readdirSync(`${root}dist`).filter((name) => !kept.has(name))) {
    rmSync(`${root}dist/${stale}`, { recursive: true, force: true });
  }
}

/** Where the generated entries go: ignored by git, Biome and tsc. */
const ENTRIES = '.tmp/entries';

async function bundle(name: string): Promise<void> {
  const started = Date.now();
  rmSync(`${root}dist/${name}`, { recursive: true, force: true });
  mkdirSync(`${root}${ENTRIES}`, { recursive: true });
  // ncc's ts-loader takes the nearest tsconfig: the entries need src/'s (ESM bundles, src/ in scope).
  writeFileSync(
    `${root}${ENTRIES}/tsconfig.json`,
    '{ "extends": "../../src/tsconfig.json", "include": [".", "../../src"] }\n',
  );
  writeFileSync(`${root}${ENTRIES}/${name}.ts`, entrySource(name));
  await run(
    `${root}node_modules/.bin/ncc`,
    [
      'build',
      `${ENTRIES}/${name}.ts`,
      '-o',
      `dist/${name}`,
      '--quiet',
      '--no-source-map-register',
      '--transpile-only',
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  console.log(`built dist/${name}/index.js in ${Date.now() - started} ms`);
}

const queue = [...wanted];
const workers = Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, async () => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) await bundle(name);
});
await Promise.all(workers);
await writeActionMetadata(root);
await updateActionDocs(root);
// Only a full build vouches for every bundle.
if (only.length === 0) writeFileSync(`${root}${STAMP_FILE}`, `${sourceStamp(root)}\n`);
