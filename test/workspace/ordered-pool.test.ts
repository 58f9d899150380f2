import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HashingFileSink } from '../../src/workspace/hashing-file-sink.ts';
import { runInOrder } from '../../src/workspace/ordered-pool.ts';
import { tempDir } from './helpers.ts';

describe('runInOrder', () => {
  it('consumes in order although preparations finish out of order', async () => {
    const items = [30, 5, 20, 1, 10, 0, 15];
    const consumed: number[] = [];
    await runInOrder(
      items,
      { maxAhead: 4, maxWeight: Number.POSITIVE_INFINITY, weightOf: () => 1 },
      async (delay) => {
        await sleep(delay);
        return delay;
      },
      async (prepared) => {
        consumed.push(prepared);
      },
    );
    expect(consumed).toEqual(items);
  });

  it('prepares no more than maxAhead items, or maxWeight, ahead of the consumer', async () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    let preparedNotConsumed = 0;
    let weightNotConsumed = 0;
    let peakItems = 0;
    let peakWeight = 0;
    const weightOf = (item: number) => (item % 3) + 1;
    for (const [maxAhead, maxWeight] of [
      [3, 100],
      [100, 5],
    ] as const) {
      peakItems = 0;
      peakWeight = 0;
      await runInOrder(
        items,
        { maxAhead, maxWeight, weightOf },
        async (item) => {
          preparedNotConsumed++;
          weightNotConsumed += weightOf(item);
          peakItems = Math.max(peakItems, preparedNotConsumed);
          peakWeight = Math.max(peakWeight, weightNotConsumed);
          await sleep(1);
          return item;
        },
        async (item) => {
          preparedNotConsumed--;
          weightNotConsumed -= weightOf(item);
        },
      );
      expect(peakItems).toBeLessThanOrEqual(maxAhead);
      expect(peakWeight).toBeLessThanOrEqual(maxWeight);
    }
  });

  it('lets a single item heavier than maxWeight through on its own', async () => {
    const consumed: number[] = [];
    await runInOrder(
      [1, 50, 1],
      { maxAhead: 10, maxWeight: 10, weightOf: (item) => item },
      async (item) => item,
      async (item) => {
        consumed.push(item);
      },
    );
    expect(consumed).toEqual([1, 50, 1]);
  });

  it('rethrows the first failure in order and leaves no unhandled rejection', async () => {
    const consumed: number[] = [];
    const run = runInOrder(
      [0, 1, 2, 3],
      { maxAhead: 4, maxWeight: 100, weightOf: () => 1 },
      async (item) => {
        if (item === 3) throw new Error('three fails first');
        await sleep(5);
        if (item === 2) throw new Error('two fails');
        return item;
      },
      async (item) => {
        consumed.push(item);
      },
    );
    await expect(run).rejects.toThrow('two fails');
    expect(consumed).toEqual([0, 1]);
  });

  it('takes items prepared on the spot as they are, and rethrows one that threw at its turn', async () => {
    const consumed: number[] = [];
    const run = runInOrder(
      [0, 1, 2, 3],
      { maxAhead: 4, maxWeight: 100, weightOf: () => 1 },
      (item) => {
        if (item === 2) throw new Error('two throws on the spot');
        return item === 1 ? sleep(5).then(() => item) : item;
      },
      async (item) => {
        consumed.push(item);
      },
    );
    await expect(run).rejects.toThrow('two throws on the spot');
    expect(consumed).toEqual([0, 1]);
  });
});

describe('HashingFileSink', () => {
  it('writes every chunk in order and hashes exactly what it wrote', async () => {
    const path = join(await tempDir(), 'out.bin');
    const sink = await HashingFileSink.create(path);
    const chunks = Array.from({ length: 3000 }, (_, index) => Buffer.alloc((index * 37) % 1500, index % 251));
    for (const chunk of chunks) await sink.write(chunk);
    const { sha256, size } = await sink.close();
    const written = await readFile(path);
    expect(written.equals(Buffer.concat(chunks))).toBe(true);
    expect(size).toBe(written.length);
    expect(sha256).toBe(createHash('sha256').update(written).digest('hex'));
  });

  it('deletes the file when discarded', async () => {
    const dir = await tempDir();
    const sink = await HashingFileSink.create(join(dir, 'partial.zip'));
    await sink.write(Buffer.alloc(10));
    await sink.discard();
    expect(await readdir(dir)).toEqual([]);
  });
});
