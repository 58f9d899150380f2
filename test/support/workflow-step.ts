import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a workflow step's script did: its exit status, what it printed and what it wrote for the runner. */
export interface StepRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The GITHUB_OUTPUT file as the step left it. */
  readonly outputs: string;
  /** The GITHUB_STEP_SUMMARY file as the step left it. */
  readonly summary: string;
}

/**
 * Runs a `run:` script of a workflow step as the runner would (`bash -e -c`), with only PATH, empty
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the env its `${{ }}` expressions would give.
 */
export function runStepScript(script: string, env: Record<string, string>): StepRun {
  const dir = mkdtempSync(join(tmpdir(), 'workflow-step-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const run = spawnSync('bash', ['-e', '-c', script], {
    env: { PATH: process.env.PATH ?? '', ...files, ...env },
    encoding: 'utf8',
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    outputs: readFileSync(files.GITHUB_OUTPUT, 'utf8'),
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
  };
}
