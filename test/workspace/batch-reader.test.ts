/**
 * The reader threads read files into shared memory, many per message, and give the main thread
 * what its own reads gave before: the same bytes, CRC and deflate stream, the same sizes of a file
 * that changed since the walk, and Node's own error for one that cannot be opened.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, openSync, truncateSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchReader } from '../../src/workspace/batch-reader.ts';
import { InputRing } from '../../src/workspace/input-ring.ts';
import { makeTree, minifiedScripts } from './helpers.ts';

const readers: BatchReader[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

function reader(level = 1): BatchReader {
  const created = new BatchReader(level);
  readers.push(created);
  return created;
}

/** A slice for `size` bytes, as the packer takes one (one byte more, to see growth). */
function jobFor(ring: InputRing, path: string, size: number, deflate: boolean) {
  const slice = ring.take(size + 1);
  return {
    slice,
    job: { path, size, memory: slice.buffer as SharedArrayBuffer, offset: slice.byteOffset, deflate },
  };
}

describe('BatchReader', () => {
  it('reads files of every size into their slices: the bytes, CRC and deflate stream the main thread computed', async () => {
    const scripts = minifiedScripts(40);
    const files: Record<string, Buffer> = { 'empty.txt': Buffer.alloc(0), 'tiny.txt': Buffer.from('a') };
    scripts.forEach((script, index) => {
      files[`s${index}.js`] = script;
      files[`h${index}.js`] = script.subarray(0, 100 + index * 97); // up to 4 KiB: deflated there
    });
    files['big.txt'] = Buffer.concat(scripts.slice(0, 30)); // ~500 KB, over the small-file sizes
    const root = await makeTree(files);
    const ring = new InputRing(4 << 20);
    const batchReader = reader();
    const reads = Object.entries(files).map(([name, content]) => {
      const deflate = content.length > 0 && content.length <= 4096;
      const { slice, job } = jobFor(ring, join(root, name), content.length, deflate);
      return { name, content, slice, deflate, outcome: batchReader.read(job) };
    });
    for (const { name, content, slice, deflate, outcome } of reads) {
      const { length, crc32: crc, deflatedLength } = await outcome;
      expect({ name, length, crc }).toEqual({ name, length: content.length, crc: crc32(content) });
      const expected = deflate
        ? deflateRawSync(content, { level: 1, chunkSize: Math.max(64, content.length) })
        : undefined;
      if (expected !== undefined && expected.length < content.length) {
        expect(deflatedLength).toBe(expected.length);
        expect(slice.subarray(0, deflatedLength).equals(expected)).toBe(true);
      } else {
        expect(deflatedLength).toBe(0);
        expect(slice.subarray(0, length).equals(content)).toBe(true);
      }
    }
  });

  it('sends the files given in one turn of the event loop as one message, not one each', async () => {
    const names = Array.from({ length: 200 }, (_, index) => `f${index}.txt`);
    const root = await makeTree(Object.fromEntries(names.map((name) => [name, name.repeat(10)])));
    const ring = new InputRing(1 << 20);
    const batchReader = reader();
    const outcomes = names.map((name) =>
      batchReader.read(jobFor(ring, join(root, name), name.length * 10, false).job),
    );
    await Promise.all(outcomes);
    expect(batchReader.batchesSent).toBe(1);
  });

  it('reports the bytes read of a file that grew or shrank since its size was taken, as the main thread did', async () => {
    const root = await makeTree({ 'grew.js': 'x'.repeat(1000), 'shrank.js': 'y'.repeat(50_000) });
    appendFileSync(join(root, 'grew.js'), 'more from a build still running');
    truncateSync(join(root, 'shrank.js'), 10);
    const ring = new InputRing(1 << 20);
    const batchReader = reader();
    const grew = batchReader.read(jobFor(ring, join(root, 'grew.js'), 1000, true).job);
    const shrank = batchReader.read(jobFor(ring, join(root, 'shrank.js'), 50_000, false).job);
    // One byte past the listed size is enough to refuse it; the main thread asked for as many.
    expect((await grew).length).toBe(1001);
    expect((await shrank).length).toBe(10);
  });

  it("rejects a file that cannot be opened with Node's own error: message, code, syscall and path", async () => {
    const root = await makeTree({ 'here.txt': 'here' });
    const missing = join(root, 'gone.txt');
    const ring = new InputRing(1 << 20);
    const batchReader = reader();
    const gone = batchReader.read(jobFor(ring, missing, 10, false).job);
    const here = batchReader.read(jobFor(ring, join(root, 'here.txt'), 4, false).job);
    const onMainThread = (() => {
      try {
        openSync(missing, 'r');
      } catch (error) {
        return error as NodeJS.ErrnoException;
      }
      throw new Error('expected the open to fail');
    })();
    await expect(gone).rejects.toMatchObject({
      message: onMainThread.message,
      code: 'ENOENT',
      errno: onMainThread.errno,
      syscall: 'open',
      path: missing,
    });
    // The others in its batch are read all the same.
    expect((await here).length).toBe(4);
  });

  it('sends a batch to the other thread while one is busy, and each answer reaches its own files', async () => {
    // The first file is a named pipe: its thread blocks in open() until the test writes to it, which
    // it does only once the 16 files given in the next turn (a second batch) were answered, so they
    // must have been read on the other thread. With one thread they wait for the pipe: after 10 s
    // the test writes to it anyway and fails.
    const slow = Buffer.from(minifiedScripts(20).join('\n'));
    const small = Object.fromEntries(
      Array.from({ length: 16 }, (_, index) => [`s${index}.txt`, `small ${index} `.repeat(index + 1)]),
    );
    const root = await makeTree(small);
    const pipe = join(root, 'slow.js');
    execFileSync('mkfifo', [pipe]);
    const ring = new InputRing(1 << 20);
    const batchReader = reader();
    const slowSlice = jobFor(ring, pipe, slow.length, true);
    const slowRead = batchReader.read(slowSlice.job);
    await new Promise((resolveTurn) => setImmediate(resolveTurn));
    const smallReads = Object.entries(small).map(([name, content]) => {
      const { slice, job } = jobFor(ring, join(root, name), content.length, false);
      return batchReader.read(job).then((outcome) => ({ name, content, slice, outcome }));
    });
    const waited = Promise.withResolvers<'not answered'>();
    const timer = setTimeout(() => waited.resolve('not answered'), 10_000);
    const smallOutcomes = await Promise.race([Promise.all(smallReads), waited.promise]);
    clearTimeout(timer);
    await writeFile(pipe, slow);
    expect(smallOutcomes).not.toBe('not answered');
    for (const { name, content, slice, outcome } of smallOutcomes as Awaited<(typeof smallReads)[number]>[]) {
      expect({ name, length: outcome.length, crc: outcome.crc32 }).toEqual({
        name,
        length: content.length,
        crc: crc32(content),
      });
      expect(slice.subarray(0, outcome.length).toString()).toBe(content);
    }
    const slowOutcome = await slowRead;
    expect(batchReader.batchesSent).toBe(2);
    expect(slowOutcome.crc32).toBe(crc32(slow));
    const expected = deflateRawSync(slow, { level: 1 });
    expect(slowSlice.slice.subarray(0, slowOutcome.deflatedLength).equals(expected)).toBe(true);
  });

  it('refuses the reads not answered when it is closed', async () => {
    const root = await makeTree({ 'a.txt': 'a' });
    const ring = new InputRing(1 << 10);
    const batchReader = reader();
    const pending = batchReader.read(jobFor(ring, join(root, 'a.txt'), 1, false).job);
    batchReader.close();
    await expect(pending).rejects.toThrow('The packer stopped before this file was read.');
    await expect(batchReader.read(jobFor(ring, join(root, 'a.txt'), 1, false).job)).rejects.toThrow(
      'The packer stopped before this file was read.',
    );
  });

  it('shares the threads between readers: one closing does not stop the others, and a later one starts them again', async () => {
    const root = await makeTree({ 'a.txt': 'aaaa', 'b.txt': 'bbbbbbbb' });
    const ring = new InputRing(1 << 10);
    const first = reader();
    const second = reader(9);
    await first.read(jobFor(ring, join(root, 'a.txt'), 4, false).job);
    first.close();
    expect((await second.read(jobFor(ring, join(root, 'b.txt'), 8, false).job)).length).toBe(8);
    second.close();
    const later = reader();
    expect((await later.read(jobFor(ring, join(root, 'a.txt'), 4, false).job)).length).toBe(4);
  });
});
