/**
 * The zip's first bytes follow the first files read, not the end of the walk. The
 * walk hands out each file as it finds it, already in the archive's order (byte order of the whole
 * names), and the writer takes files from a feed that is still growing.
 */
import { describe, expect, it } from 'vitest';
import { type ItemFeed, runInOrder } from '../../src/workspace/ordered-pool.ts';
import { sortByteOrder, walkWorkspace } from '../../src/workspace/walk.ts';
import { makeTree } from './helpers.ts';

describe('the walk, streamed', () => {
  it('finds files in the byte order of their whole names, and hands each out in that order', async () => {
    // Names where a directory-by-directory order and the order of whole paths part: "a-b" < "a/"
    // < "a0" in bytes; a symlinked directory sorts as a directory; and names past U+FFFF.
    const root = await makeTree({
      'a/b.txt': '1',
      'a/c/d.txt': '2',
      'a-b.txt': '3',
      'a0.txt': '4',
      'a.txt': '5',
      'b/x.txt': '6',
      'b-link': { symlinkTo: 'b' },
      'b.txt': '7',
      'z\u{1F600}.txt': '8',
      'z\uFFFD.txt': '9',
      'Z.txt': '10',
    });
    const handed: string[] = [];
    const { files } = await walkWorkspace(root, { onFile: (file) => handed.push(file.relativePath) });
    const names = files.map((file) => file.relativePath);
    expect(names).toEqual(sortByteOrder(names, (name) => name));
    expect(names).toEqual([
      'Z.txt',
      'a-b.txt',
      'a.txt',
      'a/b.txt',
      'a/c/d.txt',
      'a0.txt',
      'b-link/x.txt',
      'b.txt',
      'b/x.txt',
      'z\uFFFD.txt',
      'z\u{1F600}.txt',
    ]);
    expect(handed).toEqual(names);
  });
});

/** A feed the test grows by hand. */
function manualFeed<T>() {
  const items: T[] = [];
  let wake = Promise.withResolvers<void>();
  const feed: ItemFeed<T> & { push(item: T): void; end(): void } = {
    items,
    ended: false,
    more: () => wake.promise,
    push(item) {
      items.push(item);
      const woken = wake;
      wake = Promise.withResolvers<void>();
      woken.resolve();
    },
    end() {
      (feed as { ended: boolean }).ended = true;
      wake.resolve();
    },
  };
  return feed;
}

describe('runInOrder on a growing feed', () => {
  it('consumes the first items before the feed has ended, then the rest, in order', async () => {
    const feed = manualFeed<number>();
    const consumed: number[] = [];
    const twoConsumed = Promise.withResolvers<void>();
    const running = runInOrder(
      feed,
      { maxAhead: 4, maxWeight: Number.POSITIVE_INFINITY, weightOf: () => 1 },
      async (item) => item * 10,
      async (prepared) => {
        consumed.push(prepared);
        if (consumed.length === 2) twoConsumed.resolve();
      },
    );
    feed.push(1);
    feed.push(2);
    await twoConsumed.promise;
    expect(feed.ended).toBe(false);
    expect(consumed).toEqual([10, 20]);
    feed.push(3);
    feed.end();
    await running;
    expect(consumed).toEqual([10, 20, 30]);
  });
});
