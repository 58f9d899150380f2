/**
 * The fault matrix as vitest rows: scenario × variant, each on its own platform, run concurrently.
 * Every row ends with the intended effect exactly (exit 0) or with the clear failure the scenario
 * names for that fault; never with a duplicate side effect, never past its time bound.
 */
import { describe, expect, it } from 'vitest';
import { useFileAcceleratedClock } from '../support/clocks.ts';
import {
  describeRow,
  MATRIX_CLOCK_OPTIONS,
  RUN_BOUND_MS,
  runRow,
  type Scenario,
  unclearFailure,
  WAITS_CLOCK_OPTIONS,
  waitsOnTimeout,
} from './fault-harness.ts';
import { variantsFor } from './fault-kinds.ts';

/** A row that runs longer than this has hung somewhere, even if it finished before the watchdog. */
export const ROW_DEADLINE_MS = 40_000;

/**
 * Rows whose fault is a wait on the request timeout (`waits`) run in a file of their own, on a slower
 * clock (WAITS_CLOCK_OPTIONS); the others on the fast one.
 */
export function defineFaultMatrix(scenarios: readonly Scenario[], rows: 'waits' | 'immediate'): void {
  useFileAcceleratedClock(rows === 'waits' ? WAITS_CLOCK_OPTIONS : MATRIX_CLOCK_OPTIONS);
  for (const scenario of scenarios) {
    const variants = variantsFor(scenario).filter(
      (variant) => waitsOnTimeout(variant) === (rows === 'waits'),
    );
    if (variants.length === 0) continue;
    describe.concurrent(`${scenario.name} under faults`, () => {
      for (const variant of variants) {
        const failure = scenario.failures?.[variant.fault];
        const ending = failure ? 'fails clearly' : 'ends with exactly the intended effect';
        it(`${variant.fault}: ${ending}, no duplicate, no hang`, {
          timeout: RUN_BOUND_MS + 20_000,
        }, async () => {
          const outcome = await runRow(scenario, variant);
          const context = describeRow(outcome);
          expect(outcome.hung, context).toBe(false);
          expect(outcome.result.durationMs, context).toBeLessThan(ROW_DEADLINE_MS);
          expect(outcome.faultsHit, `no fault rule matched a request\n${context}`).toBeGreaterThan(0);
          expect(outcome.duplicates, context).toEqual([]);
          if (failure) {
            expect(unclearFailure(outcome.result), context).toBeUndefined();
            expect(outcome.result.errors.join('\n'), context).toMatch(failure);
          } else {
            expect(outcome.result.exitCode, context).toBe(0);
            expect(outcome.missing, context).toEqual([]);
          }
        });
      }
    });
  }
}
