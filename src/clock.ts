/**
 * The one source of time for everything that waits: the client's pacing and backoff, polling loops,
 * request timeouts. Production uses the real clock; tests install a virtual one (test/support/clocks.ts)
 * so that a 30 s timeout or a Retry-After of 2 s costs milliseconds, with the local platform reading the
 * same clock so both sides agree on what time it is.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

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

let current: Clock = realClock;

/** The clock in force for this process: the real one unless a test installed another. */
export function currentClock(): Clock {
  return current;
}

/** Installs `clock` for everything that does not receive one explicitly; returns the undo. */
export function installClock(clock: Clock): () => void {
  const previous = current;
  current = clock;
  return () => {
    current = previous;
  };
}
