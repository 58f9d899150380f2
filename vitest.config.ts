import { defineConfig } from 'vitest/config';

/** Suites that run the actions end to end (in-process or as bundles) against the local platform. */
const E2E = ['test/e2e/**/*.test.ts', 'test/reliability/**/*.test.ts', 'test/contract/**/*.test.ts'];
/**
 * The same behaviours as a test of `npm test` beside them, at full size (64 MB uploads, 50 MB files):
 * their time grows with the machine's slowness, so `npm test` proves each behaviour on smaller inputs
 * and `npm run test:heavy` (which CI runs too) proves it at the size people meet.
 */
const HEAVY = ['test/**/*.heavy.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's process and module graph instead of each starting a fresh one: on this
    // 2-core machine that is about a third of the suite's CPU time (CONTRIBUTING.md, "Suite time").
    // file-hygiene.ts fails a file that leaves the process's environment, directory or exit code
    // changed, so no file runs with another's leftovers.
    isolate: false,
    setupFiles: ['test/support/file-hygiene.ts'],
    // A proxy the machine's environment names would take every request to a non-loopback test address
    // onto the network (src/proxy-env.ts): the suite runs as on a runner without one; the proxy tests
    // name theirs.
    env: { HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' },
    // One temporary directory for the whole run, removed at its end (test/support/suite-temp.ts).
    globalSetup: ['test/support/suite-temp.ts'],
    // Most e2e time is spent waiting on sockets and child processes, not computing: more workers than
    // the 2 cores overlap those waits (measured in CONTRIBUTING.md).
    maxWorkers: 6,
    // The JSON report is what .ci/run counts its closing "N passed, N failed" line from; each file's
    // startTime and endTime in it are how the slowest files are found (scripts/test-times.ts).
    // (`npm run test:heavy` writes its own, .tmp/vitest-heavy-report.json, through --outputFile.json.)
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...E2E, ...HEAVY] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          exclude: HEAVY,
          globalSetup: ['test/support/fresh-bundles.ts'],
        },
      },
      // Full-size inputs take what the machine's CPU gives them (a 50 MB pack beside two busy loops and
      // other runs took over 60 s): the bound is a hang guard here, the smaller siblings keep npm test's.
      { extends: true, test: { name: 'heavy', include: HEAVY, testTimeout: 300_000 } },
    ],
  },
});
