/**
 * Cancellation as the runner does it: SIGINT, then SIGTERM 7.5 s later. Every long-running action,
 * caught mid-work, must exit before the SIGTERM and report what it had applied.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../catalogue/index.ts';
import { startAction } from '../e2e/harness.ts';
import { startWorld } from '../support/world.ts';

/** Every action's cancellation cases, from its catalogue (test/catalogue/<name>.ts). */
const CANCEL_CASES = CATALOGUES.flatMap((catalogue) => catalogue.cancelCases);

/** The runner's gap between the SIGINT and the SIGTERM of a cancelled job. */
const SIGTERM_AFTER_MS = 7_500;

describe.concurrent('cancellation, SIGINT then SIGTERM 7.5 s later', () => {
  for (const testCase of CANCEL_CASES) {
    it(`${testCase.name}: exits before the SIGTERM and reports what it applied`, {
      timeout: 60_000,
    }, async () => {
      const world = await startWorld({ ...testCase.world, github: true });
      try {
        const { run, check } = await testCase.prepare(world);
        const running = startAction({ ...run, action: testCase.action, bundle: true });
        await running.waitForOutput(testCase.marker, 30_000);
        await new Promise((resolve) => setTimeout(resolve, testCase.settleMs ?? 0));
        const sigintAt = Date.now();
        running.interrupt('SIGINT');
        let sigtermSent = false;
        const sigterm = setTimeout(() => {
          sigtermSent = running.child?.kill('SIGTERM') ?? false;
          setTimeout(() => running.interrupt('SIGKILL'), 5_000).unref();
        }, SIGTERM_AFTER_MS);
        const result = await running.result.finally(() => clearTimeout(sigterm));
        const exitedAfterMs = Date.now() - sigintAt;
        const context = `summary: ${result.summary}\noutputs: ${JSON.stringify(result.outputs)}\nexited ${exitedAfterMs} ms after SIGINT\nerrors: ${result.errors.join(' | ')}\n${result.stdout.split('\n').slice(-30).join('\n')}`;
        expect(sigtermSent, context).toBe(false);
        expect(exitedAfterMs, context).toBeLessThan(SIGTERM_AFTER_MS);
        expect(result.exitCode, context).toBe(1);
        expect(result.errors.join('\n'), context).toMatch(/cancel/i);
        world.platform.faults.clear();
        expect(check(result), context).toEqual([]);
      } finally {
        await world.close();
      }
    });
  }
});
