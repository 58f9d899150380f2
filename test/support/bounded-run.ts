/**
 * Runs a piece of work (an action's process, an in-process pipeline) under a hard time bound, so a hang
 * is seen as a hang instead of holding a test or a chaos run until vitest's own timeout.
 */
import type { ActionRunResult, RunningAction } from '../e2e/harness.ts';
import type { Platform } from '../fakes/platform/index.ts';

export type Bounded<T> = { readonly hung: false; readonly value: T } | { readonly hung: true };

/**
 * Waits for `work` at most `boundMs` of real time (a hang is a fact of the wall clock, not of a virtual
 * one). Past the bound `stop` runs (kill the process, abort the signal), and the bound, not `stop`,
 * ends the wait: work that ignores being stopped is still seen to hang.
 */
export async function boundedRun<T>(
  work: Promise<T>,
  boundMs: number,
  stop: () => void = () => {},
): Promise<Bounded<T>> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<{ hung: true }>((resolve) => {
    timer = setTimeout(() => resolve({ hung: true }), boundMs);
  });
  try {
    const outcome = await Promise.race([work.then((value) => ({ hung: false as const, value })), bound]);
    if (outcome.hung) stop();
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An action run under the bound: past it the run is killed (a bundle) or aborted (in process), and its
 * result still read; an in-process run that ignores the abort too is reported as killed.
 */
export async function boundedAction(
  running: RunningAction,
  boundMs: number,
): Promise<{ readonly result: ActionRunResult; readonly hung: boolean }> {
  const outcome = await boundedRun(running.result, boundMs, () => running.interrupt('SIGKILL'));
  if (!outcome.hung) return { result: outcome.value, hung: false };
  const late = await boundedRun(running.result, KILLED_RESULT_BOUND_MS);
  return { result: late.hung ? killedResult(boundMs) : late.value, hung: true };
}

const KILLED_RESULT_BOUND_MS = 5_000;

function killedResult(durationMs: number): ActionRunResult {
  return {
    exitCode: null,
    signal: 'SIGKILL',
    stdout: '',
    stderr: '',
    outputs: {},
    summary: '',
    errors: [],
    warnings: [],
    durationMs,
  };
}

/** How long the platform may take to settle what a run started (a build, a redeploy) before it is judged. */
export const SETTLE_BOUND_MS = 5_000;

/** Waits for the platform's pending timers to finish, at most SETTLE_BOUND_MS. */
export async function settle(platform: Platform): Promise<void> {
  await boundedRun(platform.admin.idle(), SETTLE_BOUND_MS);
}
