import type { Logger } from '../../../src/api/logger.ts';
import { AcceleratedClock, VIRTUAL_EPOCH } from '../../support/clocks.ts';

/**
 * The clients of these tests talk to real servers over sockets, so their clock must let an answer in
 * flight arrive before any timeout: accelerated virtual time (test/support/clocks.ts) from a fixed
 * date, where backoff and Retry-After waits cost milliseconds. `sleeps` lists the waits that ended.
 */
export class FakeClock extends AcceleratedClock {
  constructor(start = VIRTUAL_EPOCH, factor?: number) {
    super(factor === undefined ? { start } : { start, factor });
  }
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
