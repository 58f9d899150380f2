/**
 * The deflate level is the user's (`compression-level`), the bytes stay deterministic
 * for a tree and a level, formats that are compressed already are stored at every level, and the
 * packer reports the zip's growth so an upload can follow it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packWorkspace } from '../../src/workspace/pack.ts';
import { METHOD_DEFLATE, METHOD_STORE } from '../../src/workspace/zip-format.ts';
import { makeTree, readCentralDirectory, tempDir, unzipTest } from './helpers.ts';

const TEXT = Array.from({ length: 4000 }, (_, i) => `line ${i}: const value${i % 97} = ${i * 31};`).join(
  '\n',
);

async function tree(): Promise<string> {
  return makeTree({
    'app.js': TEXT,
    'big.js': TEXT.repeat(40),
    'logo.png': randomBytes(50_000),
    'empty.txt': '',
  });
}

async function pack(root: string, level: number, streamThreshold?: number) {
  const outFile = join(await tempDir(), `level-${level}.zip`);
  const result = await packWorkspace({
    root,
    outFile,
    compressionLevel: level,
    ...(streamThreshold === undefined ? {} : { streamThreshold }),
  });
  return { result, directory: await readCentralDirectory(outFile), outFile };
}

describe('compression-level', () => {
  it.each([1, 3, 6, 9])(
    'level %i: the same tree gives the same sha256, whatever the mtimes',
    async (level) => {
      const root = await tree();
      const first = await pack(root, level);
      const later = new Date('2031-05-06T07:08:09Z');
      await utimes(join(root, 'app.js'), later, later);
      const second = await pack(root, level);
      expect(second.result.sha256).toBe(first.result.sha256);
      expect(await unzipTest(first.outFile)).toMatch(/No errors/);
    },
  );

  it('trades size for time: level 1 is larger than level 9, and the levels give different bytes', async () => {
    const root = await tree();
    const fast = await pack(root, 1);
    const small = await pack(root, 9);
    expect(fast.result.size).toBeGreaterThan(small.result.size);
    expect(fast.result.sha256).not.toBe(small.result.sha256);
  });

  it('level 0 stores every file, small or streamed', async () => {
    const root = await tree();
    const { directory, result } = await pack(root, 0, 64 * 1024);
    expect(directory.entries.map((entry) => entry.method)).toEqual([
      METHOD_STORE,
      METHOD_STORE,
      METHOD_STORE,
      METHOD_STORE,
    ]);
    expect(result.size).toBeGreaterThan(TEXT.length * 41 + 50_000);
  });

  it.each([1, 9])('level %i deflates text and stores the image, streamed or whole', async (level) => {
    const root = await tree();
    for (const threshold of [undefined, 64 * 1024]) {
      const { directory } = await pack(root, level, threshold);
      const method = Object.fromEntries(directory.entries.map((entry) => [entry.name, entry.method]));
      expect(method).toEqual({
        'app.js': METHOD_DEFLATE,
        'big.js': METHOD_DEFLATE,
        'empty.txt': METHOD_STORE,
        'logo.png': METHOD_STORE,
      });
    }
  });

  it('refuses a level outside 0-9', async () => {
    const root = await tree();
    await expect(
      packWorkspace({ root, outFile: join(await tempDir(), 'x.zip'), compressionLevel: 10 }),
    ).rejects.toThrow(/from 0 to 9/);
  });

  it('reports the zip growing on disk, up to its final size, which is what the file holds', async () => {
    const root = await tree();
    const reported: number[] = [];
    const outFile = join(await tempDir(), 'growing.zip');
    const result = await packWorkspace({ root, outFile, onWritten: (bytes) => reported.push(bytes) });
    expect(reported.length).toBeGreaterThan(0);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(reported.at(-1)).toBe(result.size);
    expect((await readFile(outFile)).length).toBe(result.size);
  });
});
