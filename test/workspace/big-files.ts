import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { packWorkspace } from '../../src/workspace/pack.ts';
import { METHOD_DEFLATE, METHOD_STORE } from '../../src/workspace/zip-format.ts';
import { readCentralDirectory, tempDir, unzipInto, unzipTest, writeTree } from './helpers.ts';

const FLAG_DATA_DESCRIPTOR = 0x0008;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Text that deflates well but is not trivially repetitive, `lines` lines of it. */
export function sourceLikeText(lines: number, seed = 1): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from(
    { length: lines },
    () => `const item${next() % 5000} = compute(${next() % 100000}, "x");\n`,
  ).join('');
}

/**
 * Packs a text file of `textBytes` and an incompressible image of `imageBytes` (both over the packer's
 * 4 MiB streaming threshold) and checks they were streamed: the text deflated with a data descriptor,
 * the image stored with its size known up front, both extracting to the same bytes. pack.test.ts runs
 * it at 6 and 5 MB, pack.heavy.test.ts at 50 and 12 MB.
 */
export async function expectBigFilesStreamed(textBytes: number, imageBytes: number): Promise<void> {
  const root = await tempDir();
  const text = Buffer.from(sourceLikeText(Math.ceil(textBytes / 30))).subarray(0, textBytes);
  const image = randomBytes(imageBytes);
  await writeTree(root, { 'big.txt': text, 'big.png': image, 'small.txt': 'small' });
  const result = await packWorkspace({ root, outFile: join(await tempDir('pack-out-'), 'source.zip') });

  await unzipTest(result.path);
  const directory = await readCentralDirectory(result.path);
  const [png, txt] = directory.entries;
  expect(txt).toMatchObject({ name: 'big.txt', method: METHOD_DEFLATE, uncompressedSize: textBytes });
  expect(txt!.flags & FLAG_DATA_DESCRIPTOR).toBe(FLAG_DATA_DESCRIPTOR);
  expect(png).toMatchObject({ name: 'big.png', method: METHOD_STORE, compressedSize: imageBytes });
  expect(png!.flags & FLAG_DATA_DESCRIPTOR).toBe(0);

  const out = await tempDir();
  await unzipInto(result.path, out);
  expect(sha256(await readFile(join(out, 'big.txt')))).toBe(sha256(text));
  expect(sha256(await readFile(join(out, 'big.png')))).toBe(sha256(image));
}
