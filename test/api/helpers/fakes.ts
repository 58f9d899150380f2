import type { Clock } from '../../../src/api/clock.ts';
import type { Logger } from '../../../src/api/logger.ts';

/** Time that moves only when the client sleeps: backoff and Retry-After waits cost nothing. */
export class FakeClock implements Clock {
  time: number;
  readonly sleeps: number[] = [];
  /** Runs before each sleep returns, e.g. to bring a server up during a backoff. */
  onSleep: ((ms: number) => void | Promise<void>) | undefined;

  constructor(start = Date.parse('2030-01-01T00:00:00Z')) {
    this.time = start;
  }

  now = (): number => this.time;

  sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    signal?.throwIfAborted();
    this.sleeps.push(ms);
    this.time += ms;
    await this.onSleep?.(ms);
  };
}

export interface CapturedLogger extends Logger {
  readonly lines: string[];
  readonly warnings: string[];
  readonly infos: string[];
  readonly debugs: string[];
}

export function captureLogger(): CapturedLogger {
  const debugs: string[] = [];
  const infos: string[] = [];
  const warnings: string[] = [];
  const lines: string[] = [];
  return {
    lines,
    debugs,
    infos,
    warnings,
    debug: (m) => {
      debugs.push(m);
      lines.push(m);
    },
    info: (m) => {
      infos.push(m);
      lines.push(m);
    },
    warning: (m) => {
      warnings.push(m);
      lines.push(m);
    },
  };
}

/** Awaits a promise expected to reject and returns the error, failing if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection, but the promise resolved');
}
