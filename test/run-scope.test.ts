import { describe, expect, it } from 'vitest';
import { type Clock, currentClock, installClock, realClock } from '../src/clock.ts';
import { withRunScope } from '../src/run-scope.ts';
import { redact, registerSecret } from '../src/secrets/redact.ts';

const fixedClock = (at: number): Clock => ({ now: () => at, sleep: async () => {} });

describe('one run scope for secrets and the clock', () => {
  it('keeps a clock installed inside a run to that run, and runs without one wait on the process clock', async () => {
    const undoProcess = installClock(fixedClock(1));
    try {
      let release = () => {};
      const paused = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = withRunScope(
        () => {},
        async () => {
          const undo = installClock(fixedClock(2));
          await paused;
          const seen = currentClock().now();
          undo();
          return [seen, currentClock().now()];
        },
      );
      const second = withRunScope(
        () => {},
        async () => currentClock().now(),
      );
      expect(await second).toBe(1);
      release();
      expect(await first).toEqual([2, 1]);
      expect(currentClock().now()).toBe(1);
    } finally {
      undoProcess();
    }
    expect(currentClock()).toBe(realClock);
  });

  it('keeps the secrets a run registers to that run, announced to its own sink', async () => {
    const announced: string[] = [];
    const inside = await withRunScope(
      (secret) => announced.push(secret),
      async () => {
        registerSecret('run-only-secret');
        return redact('key run-only-secret');
      },
    );
    expect(inside).toBe('key ***');
    expect(announced).toEqual(['run-only-secret']);
    expect(redact('key run-only-secret')).toBe('key run-only-secret');
  });
});
