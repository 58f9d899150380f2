import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';

/**
 * `npm test` must prove every behaviour on any machine in bounded time (issue 33), so the full-size
 * inputs whose time grows with a slower CPU sit in `*.heavy.test.ts`, which `npm run test:heavy` runs
 * and CI runs too; each has a sibling `npm test` runs that proves the same on a smaller input.
 */

const heavyFiles = globSync('test/**/*.heavy.test.ts', { cwd: REPO_ROOT }).sort();
const scripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('heavy tests', () => {
  it('exist, and each has a sibling of the same name that npm test runs on smaller inputs', () => {
    expect(heavyFiles.length).toBeGreaterThan(0);
    const orphans = heavyFiles.filter(
      (file) => !existsSync(join(REPO_ROOT, file.replace(/\.heavy\.test\.ts$/, '.test.ts'))),
    );
    expect(orphans, 'heavy files without a smaller sibling').toEqual([]);
  });

  it('are left out of npm test and run by npm run test:heavy into a report of their own', () => {
    expect(scripts.test).toMatch(/vitest run --project unit --project e2e$/);
    expect(scripts['test:heavy']).toBe(
      'vitest run --project heavy --outputFile.json=.tmp/vitest-heavy-report.json',
    );
  });

  it('are run by CI: .ci/run (whose closing count adds their report) and the workflow that runs npm test', () => {
    const ciRun = readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8');
    expect(ciRun).toContain('npm run -s test:heavy');
    expect(ciRun).toContain('.tmp/vitest-heavy-report.json');
    const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const runs = Object.values(workflow.jobs).map((job) => job.steps.map((step) => step.run));
    expect(runs.some((steps) => steps.includes('npm test') && steps.includes('npm run test:heavy'))).toBe(
      true,
    );
  });
});
