/**
 * Rebuilds every action bundle: dist/<name>/index.js (+ package.json) from an entry it writes for each
 * action found under src/actions/ (see actionNames), then rewrites the action.yml files and README
 * tables from the specs. CI fails when this changes anything committed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { actionNames } from '../src/actions/specs.ts';
import { entrySource, updateActionDocs, updateProjectFacts, writeActionMetadata } from './gen-metadata.ts';
import { STAMP_FILE, sourceStamp } from './source-stamp.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);

const entries = actionNames();
const wanted = only.length > 0 ? entries.filter((name) => only.includes(name)) : entries;

if (only.length === 0 && existsSync(`${root}dist`)) {
  const kept = new Set([...entries, '.source-stamp']);
  for (const stale of readdirSync(`${root}dist`).filter((name) => !kept.has(name))) {
    rmSync(`${root}dist/${stale}`, { recursive: true, force: true });
  }
}

/**
 * Runs first in every bundle, before any of its modules: on an older Node the bundle dies while its
 * modules load (`Cannot read properties of undefined (reading 'bind')` on Node 20), far from any
 * useful sentence. Only what every Node since 12 has is used here: a static import of node:fs and
 * plain statements. It fails the step as the action would: the `status` output, an error, exit 1.
 */
const REQUIRED_NODE_MAJOR = 24;
const NODE_GUARD = `import { appendFileSync as __platformActionsAppend } from 'node:fs';
if (Number(process.versions.node.split('.')[0]) < ${REQUIRED_NODE_MAJOR}) {
  const message = 'This action needs Node ${REQUIRED_NODE_MAJOR} or newer, but it was started with Node ' + process.version + ': run it as a workflow step (its action.yml says using: node${REQUIRED_NODE_MAJOR}) or with Node ${REQUIRED_NODE_MAJOR}.';
  if (process.env.GITHUB_OUTPUT) {
    try { __platformActionsAppend(process.env.GITHUB_OUTPUT, 'status=failed\\n'); } catch {}
  }
  process.stdout.write('::error::' + message + '\\n');
  process.exit(1);
}
`;

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
  // ncc's own script under this Node: node_modules/.bin/ncc is a shell script, which Windows cannot run.
  await run(
    process.execPath,
    [
      `${root}node_modules/@vercel/ncc/dist/ncc/cli.js`,
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
  const file = `${root}dist/${name}/index.js`;
  writeFileSync(file, NODE_GUARD + readFileSync(file, 'utf8'));
  console.log(`built dist/${name}/index.js in ${Date.now() - started} ms`);
}

const queue = [...wanted];
const workers = Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, async () => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) await bundle(name);
});
await Promise.all(workers);
await writeActionMetadata(root);
await updateActionDocs(root);
updateProjectFacts(root);
// Only a full build vouches for every bundle.
if (only.length === 0) writeFileSync(`${root}${STAMP_FILE}`, `${sourceStamp(root)}\n`);
