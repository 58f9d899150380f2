import { describe, expect, it } from 'vitest';
import { forEachLimited, mapLimited, Semaphore } from '../src/concurrency.ts';

/** A job the test ends by hand, so no assertion depends on timers or the machine's speed. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Lets every promise callback that can run, run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('forEachLimited', () => {
  it('never runs more than the limit at once, and starts the next item as soon as one ends', async () => {
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const run = forEachLimited(gates, 2, async (item, index) => {
      started.push(index);
      await item.opened;
    });
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const item of gates) item.open();
    await run;
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('stops starting items after a worker throws, lets the running ones end, and rethrows the first error', async () => {
    const slow = gate();
    const started: number[] = [];
    const run = forEachLimited([0, 1, 2, 3], 2, async (item) => {
      started.push(item);
      if (item === 0) await slow.opened;
      if (item === 1) throw new Error('one failed');
    });
    await settle();
    slow.open();
    await expect(run).rejects.toThrow('one failed');
    expect(started).toEqual([0, 1]);
  });

  it('starts nothing once the signal is aborted and ends with its reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    const started: number[] = [];
    const run = forEachLimited(
      [1, 2],
      2,
      async (item) => {
        started.push(item);
      },
      { signal: controller.signal },
    );
    await expect(run).rejects.toThrow('cancelled');
    expect(started).toEqual([]);
  });
});

describe('mapLimited', () => {
  it("keeps the answers in the items' order, not the order they ended in", async () => {
    const gates = [gate(), gate(), gate()];
    const run = mapLimited(gates, 3, async (item, index) => {
      await item.opened;
      return index * 10;
    });
    gates[2]!.open();
    await settle();
    gates[0]!.open();
    gates[1]!.open();
    expect(await run).toEqual([0, 10, 20]);
  });

  it('leaves the items `more` refused unstarted, as holes', async () => {
    let budget = 2;
    const answers = await mapLimited([1, 2, 3, 4], 1, async (item) => item, { more: () => budget-- > 0 });
    expect(answers.filter((answer) => answer !== undefined)).toEqual([1, 2]);
    expect(answers).toHaveLength(4);
  });
});

describe('Semaphore', () => {
  it('lets at most its size in at once, the others in arrival order, and frees a slot when a job fails', async () => {
    const semaphore = new Semaphore(1);
    const first = gate();
    const order: string[] = [];
    const a = semaphore.use(async () => {
      order.push('a');
      await first.opened;
      throw new Error('a failed');
    });
    const b = semaphore.use(async () => order.push('b'));
    const c = semaphore.use(async () => order.push('c'));
    await settle();
    expect(order).toEqual(['a']);
    first.open();
    await expect(a).rejects.toThrow('a failed');
    await Promise.all([b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
