import { describe, expect, it } from 'vitest';
import { InputRing } from '../../src/workspace/input-ring.ts';

/** Seeded, so a failure replays. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('InputRing', () => {
  it('never hands out memory that a slice still out holds, over thousands of takes and wrap-arounds', () => {
    // Small sizes against a small ring, so exact fits and off-by-one overlaps come up thousands of times.
    const capacity = 256;
    const ring = new InputRing(capacity);
    const random = seededRandom(7);
    const out: { slice: Buffer; mark: number }[] = [];
    let fromRing = 0;
    let ownBuffers = 0;
    for (let step = 0; step < 20_000; step++) {
      if (out.length > 0 && (random() < 0.4 || out.length > 12)) {
        const { slice, mark } = out.shift()!;
        // Nothing handed out since has written over it.
        expect(slice.every((byte) => byte === mark)).toBe(true);
        ring.release(slice);
        continue;
      }
      const size = 1 + Math.floor(random() * 64);
      const slice = ring.take(size);
      expect(slice.length).toBe(size);
      if (slice.buffer.byteLength === capacity) fromRing++;
      else ownBuffers++;
      const mark = step % 251;
      slice.fill(mark);
      out.push({ slice, mark });
    }
    expect(fromRing).toBeGreaterThan(ownBuffers);
    expect(ownBuffers).toBeGreaterThan(0); // the ring was full at times, and said so by allocating
  });

  it('gives a buffer of its own when a slice cannot fit, and takes it back harmlessly', () => {
    const ring = new InputRing(100);
    const first = ring.take(60);
    const second = ring.take(60);
    expect(second.buffer).not.toBe(first.buffer);
    ring.release(first);
    ring.release(second);
    expect(ring.take(100).buffer).toBe(first.buffer);
  });

  it('wraps to the start once the oldest slices are back', () => {
    const ring = new InputRing(100);
    const a = ring.take(40);
    const b = ring.take(40);
    ring.release(a);
    const c = ring.take(30); // 80 + 30 > 100: goes to the start, where `a` was
    expect(c.buffer).toBe(a.buffer);
    expect(c.byteOffset).toBe(0);
    expect(ring.take(20).buffer).not.toBe(a.buffer); // between c's end (30) and b (40) only 10 are free
    ring.release(b);
    ring.release(c);
  });

  it('refuses to take back slices out of order', () => {
    const ring = new InputRing(100);
    ring.take(10);
    const second = ring.take(10);
    expect(() => ring.release(second)).toThrow(/in the order they were taken/);
  });
});
