import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionNames } from '../../src/actions/specs.ts';
import { NODE24, REPO_ROOT } from './harness.ts';

/**
 * A bundle started on a Node older than 24 (a runner image's own node, `node dist/x/index.js` by hand)
 * says in one sentence which Node it needs, fails the step's `status`, and exits 1, instead of dying
 * while its modules load with "Cannot read properties of undefined (reading 'bind')".
 */

const SENTENCE =
  /^::error::This action needs Node 24 or newer, but it was started with Node v(\d+)\.\d+\.\d+: run it as a workflow step \(its action\.yml says using: node24\) or with Node 24\.$/m;

function runBundle(node: string, nodeArgs: string[], action: string) {
  const output = join(mkdtempSync(join(tmpdir(), 'node-version-')), 'output');
  writeFileSync(output, '');
  const child = spawnSync(node, [...nodeArgs, join(REPO_ROOT, 'dist', action, 'index.js')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      GITHUB_OUTPUT: output,
      'INPUT_API-KEY': 'plat_pk_x',
      'INPUT_API-URL': 'http://127.0.0.1:9/api/v1',
    },
    timeout: 30_000,
  });
  return { ...child, outputs: readFileSync(output, 'utf8') };
}

/** A bundle's first lines up to the end of its Node version guard, or undefined when it has none. */
function guardOf(action: string): string | undefined {
  const head = readFileSync(join(REPO_ROOT, 'dist', action, 'index.js'), 'utf8').slice(0, 4096);
  const end = head.indexOf(GUARD_END);
  return end === -1 ? undefined : head.slice(0, end + GUARD_END.length);
}

const GUARD_END = '  process.exit(1);\n}\n';

/** The first `node` on the PATH (or /usr/bin/node) older than 24, as on a machine or runner image of its own. */
function olderNode(): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ];
  for (const candidate of candidates) {
    try {
      const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
      const major = Number(/^v(\d+)/.exec(version)?.[1]);
      if (major >= 18 && major < 24) return candidate;
    } catch {
      // not there, or not a node
    }
  }
  return undefined;
}

describe('a bundle on a Node it cannot run on', () => {
  // Node 24 made to report 20 before the bundle loads: what the guard sees on an old Node, on any OS.
  const asNode20 = [
    '--import',
    'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.19.0"});Object.defineProperty(process,"version",{value:"v20.19.0"})',
  ];

  // The guard is the same few lines at the top of every bundle (scripts/build.ts writes them before
  // anything of the action's own, importing only node:fs), so two bundles run it here and the others
  // are checked to begin with exactly those lines: a Node start and a 2 MB parse per bundle saved.
  it.each(['deploy', 'api'])(
    'dist/%s/index.js names the Node it needs, sets status=failed and exits 1',
    (action) => {
      const run = runBundle(NODE24, asNode20, action);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toMatch(SENTENCE);
      expect(run.stdout.match(SENTENCE)?.[1]).toBe('20');
      expect(run.outputs).toBe('status=failed\n');
      expect(run.stderr).not.toContain('TypeError');
    },
  );

  it('every bundle begins with that same guard, before any code of its own', () => {
    const guard = guardOf('deploy');
    // No static import before it: node:fs is imported only on the failing path (an ES module import
    // of it cost every run ~8 ms before its first statement).
    expect(guard).toMatch(/^if \(Number\(process\.versions\.node/);
    expect(guard).toContain("(await import('node:fs')).appendFileSync(process.env.GITHUB_OUTPUT");
    const names = actionNames();
    expect(names.length).toBeGreaterThan(10);
    expect(Object.fromEntries(names.map((name) => [name, guardOf(name)]))).toEqual(
      Object.fromEntries(names.map((name) => [name, guard])),
    );
  });

  const node20 = olderNode();
  it.skipIf(node20 === undefined)(
    `says so on a real older Node (${node20 ?? 'none on this machine'})`,
    () => {
      const run = runBundle(node20!, [], 'deploy');
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toMatch(SENTENCE);
      expect(run.outputs).toBe('status=failed\n');
      expect(run.stderr).toBe('');
    },
  );

  it('leaves a bundle on Node 24 alone: it runs and fails on its inputs, not on the version', () => {
    const run = runBundle(NODE24, [], 'api');
    expect(run.stdout).not.toMatch(SENTENCE);
    expect(run.stdout).toContain('::error::');
  });
});
