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

  it.each(actionNames())(
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
