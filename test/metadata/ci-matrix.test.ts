import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';

/** Users run the actions on all three GitHub-hosted OSes; CI runs the unit project and every bundle's smoke test on each. */

interface Job {
  readonly 'runs-on': string;
  readonly strategy?: { readonly matrix?: { readonly os?: string[] }; readonly 'fail-fast'?: boolean };
  readonly steps: { readonly run?: string }[];
}

const ci = parse(readFileSync(join(REPO_ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};
const scripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('CI on three operating systems', () => {
  const job = Object.values(ci.jobs).find((candidate) => candidate.strategy?.matrix?.os);

  it('has a job on ubuntu, windows and macos, each finishing even when another fails', () => {
    expect(job?.strategy?.matrix?.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    expect(job?.['runs-on']).toBe('${{ matrix.os }}');
    expect(job?.strategy?.['fail-fast']).toBe(false);
  });

  it('runs the unit project and the bundle smoke tests there', () => {
    const runs = job?.steps.map((step) => step.run) ?? [];
    expect(runs).toEqual(expect.arrayContaining(['npm ci', 'npm run test:unit', 'npm run test:smoke']));
    expect(scripts['test:unit']).toBe('vitest run --project unit');
    // The smoke tests are the *.smoke.test.ts files of the e2e project (which rebuilds dist/ when stale).
    expect(scripts['test:smoke']).toBe('vitest run --project e2e .smoke.test.ts');
  });
});
