import { type Clock, currentRunScope, processRunScope } from './run-scope.ts';

/**
 * The one source of time for everything that waits: the client's pacing and backoff, polling loops,
 * request timeouts. Production uses the real clock; tests install a virtual one (test/support/clocks.ts)
 * so that a 30 s timeout or a Retry-After of 2 s costs milliseconds, with the local platform reading the
 * same clock so both sides agree on what time it is.
 */
export type { Clock } from './run-scope.ts';

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** The clock in force: the run's, else the process's, which is the real one unless a test installed another. */
export function currentClock(): Clock {
  return currentRunScope().clock ?? processRunScope().clock ?? realClock;
}

/**
 * Installs `clock` in the current run scope (outside any run: for the whole process, as tests do) for
 * everything that does not receive one explicitly; returns the undo.
 */
export function installClock(clock: Clock): () => void {
  const scope = currentRunScope();
  const previous = scope.clock;
  scope.clock = clock;
  return () => {
    scope.clock = previous;
  };
}

/**
 * Whatever clock is current at each call, for long-lived objects (a client, a bucket) built before a
 * test installs its clock: they must not keep the clock that was current when they were made.
 */
export const ambientClock: Clock = {
  now: () => currentClock().now(),
  sleep: (ms, signal) => currentClock().sleep(ms, signal),
};

export interface ClockTimeout {
  /** Aborts with a `TimeoutError` DOMException, as `AbortSignal.timeout` does. */
  readonly signal: AbortSignal;
  /** Ends the wait: a pending sleep would keep the process alive. Call it once the guarded work is over. */
  clear(): void;
}

function timeoutError(message: string): DOMException {
  return new DOMException(message, 'TimeoutError');
}

/** `AbortSignal.timeout(ms)` on `clock`, so a virtual clock decides when a request has taken too long. */
export function clockTimeout(ms: number, clock: Clock = currentClock()): ClockTimeout {
  const timeout = new AbortController();
  const cancel = new AbortController();
  clock.sleep(ms, cancel.signal).then(
    () => timeout.abort(timeoutError(`timed out after ${ms} ms`)),
    () => {},
  );
  return { signal: timeout.signal, clear: () => cancel.abort() };
}

export interface IdleTimeout extends ClockTimeout {
  /** Something moved: the `idleMs` start again from now. */
  touch(): void;
}

/**
 * A timeout about progress rather than total time: it aborts only when `touch()` has not been called
 * for `idleMs`. Touching only records the time, so a stream can touch it for every chunk for free.
 */
export function idleTimeout(idleMs: number, clock: Clock = currentClock()): IdleTimeout {
  const timeout = new AbortController();
  const cancel = new AbortController();
  let lastMove = clock.now();
  const watch = async () => {
    for (;;) {
      const left = lastMove + idleMs - clock.now();
      if (left <= 0) {
        timeout.abort(timeoutError(`no progress for ${idleMs} ms`));
        return;
      }
      await clock.sleep(left, cancel.signal);
    }
  };
  watch().catch(() => {});
  return {
    signal: timeout.signal,
    touch: () => {
      lastMove = clock.now();
    },
    clear: () => cancel.abort(),
  };
}
