import { pipeline, type Readable, Transform } from 'node:stream';
import { PlatformHttpError } from './types.ts';

/** The platform's timers (timers.ts): waits that close() cancels, on the platform's clock. */
export interface Pacer {
  sleep(ms: number): Promise<void>;
  readonly clock: { now(): number };
}

/** A quarter second of bytes per step: each wait is long enough for an accelerated clock to keep the pace. */
const STEPS_PER_SECOND = 4;
const MIN_STEP_BYTES = 1024;

/**
 * The request body as a slow server (or link) reads it: `bytesPerSecond` of platform time. Each step
 * waits until its bytes are due on a schedule from the start, so a late timer is made up for by the
 * next and the average pace holds. While the transform waits, nothing reads the socket: the sender's
 * writes back up as they would over a slow link, which is what a client's progress timeout watches.
 */
export function slowReader(incoming: Readable, bytesPerSecond: number, timers: Pacer): Readable {
  const step = Math.max(MIN_STEP_BYTES, Math.floor(bytesPerSecond / STEPS_PER_SECOND));
  const now = () => timers.clock.now();
  const started = now();
  let read = 0;
  const paced = new Transform({
    highWaterMark: step,
    transform(chunk: Buffer, _encoding, done) {
      (async () => {
        for (let at = 0; at < chunk.length; at += step) {
          const slice = chunk.subarray(at, at + step);
          read += slice.length;
          const wait = started + (read / bytesPerSecond) * 1000 - now();
          if (wait > 0) await timers.sleep(wait);
          this.push(slice);
        }
      })().then(() => done(), done);
    },
  });
  // The sender hanging up mid-body ends the paced stream with the same error, as it would the socket.
  pipeline(incoming, paced, () => {});
  return paced;
}

/**
 * The request body as a connection that breaks after `bytes`: those pass, then the socket is
 * destroyed, so the sender sees a reset and the handler an aborted body (nothing is stored).
 */
export function cutReader(incoming: Readable & { socket?: { destroy(): void } }, bytes: number): Readable {
  let passed = 0;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = bytes - passed;
      if (chunk.length < room) {
        passed += chunk.length;
        done(null, chunk);
        return;
      }
      if (room > 0) this.push(chunk.subarray(0, room));
      passed = bytes;
      incoming.socket?.destroy();
      // A platform error, not a crash: the answer it makes goes nowhere, the socket being gone.
      done(
        new PlatformHttpError(499, 'connection_cut', `injected fault: connection cut after ${bytes} bytes`),
      );
    },
  });
  pipeline(incoming, cut, () => {});
  return cut;
}

/** The body with the byte at `offset` changed (all of its bits), as a broken middlebox would pass it on. */
export function flipReader(incoming: Readable, offset: number): Readable {
  let passed = 0;
  const flip = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const at = offset - passed;
      passed += chunk.length;
      if (at < 0 || at >= chunk.length) {
        done(null, chunk);
        return;
      }
      const changed = Buffer.from(chunk);
      changed[at] = changed[at]! ^ 0xff;
      done(null, changed);
    },
  });
  pipeline(incoming, flip, () => {});
  return flip;
}
