import { defineConfig } from 'vitest/config';

/** Suites that run the actions end to end (in-process or as bundles) against the local platform. */
const E2E = ['test/e2e/**/*.test.ts', 'test/reliability/**/*.test.ts', 'test/contract/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most e2e time is spent waiting on sockets and child processes, not computing: more workers than
    // the 2 cores overlap those waits (measured in CONTRIBUTING.md).
    maxWorkers: 6,
    // The JSON report is what .ci/run counts its closing "N passed, N failed" line from.
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: E2E } },
      {
        extends: true,
        test: { name: 'e2e', include: E2E, globalSetup: ['test/support/fresh-bundles.ts'] },
      },
    ],
  },
});
