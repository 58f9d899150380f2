/**
 * Conditions of the runner's disk and the user's files that stop a pack: each must reach the user as
 * the sentence that says what happened and what to do (a ConfigurationError or an ActionFailure),
 * never as "a bug in platform-actions", and leave no partial archive behind.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, rmSync, truncateSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActionFailure, ConfigurationError } from '../../src/errors.ts';
import { type PackOptions, packWorkspace } from '../../src/workspace/pack.ts';
import { makeTree, tempDir } from './helpers.ts';

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the pack to fail');
  return outcome;
}

/** A file name with the byte 0xE9 (é in Latin-1), which is not valid UTF-8 on its own. */
function latin1Name(directory: string, before: string, after: string): Buffer {
  return Buffer.concat([Buffer.from(join(directory, before)), Buffer.from([0xe9]), Buffer.from(after)]);
}

describe('packWorkspace refuses, by name, a file name that is not valid UTF-8', () => {
  it('a file and a directory, listed with their bytes', async () => {
    const root = await makeTree({ 'index.html': '', 'docs/readme.md': '' });
    await writeFile(latin1Name(root, 'docs/caf', '.txt'), 'latin-1 name');
    await mkdir(latin1Name(root, 'r', 'sum'));
    await writeFile(Buffer.concat([latin1Name(root, 'r', 'sum'), Buffer.from('/cv.pdf')]), '');
    const outDir = await tempDir('pack-out-');
    const error = await failureOf(packWorkspace({ root, outFile: join(outDir, 'source.zip') }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toBe(
      'Input "path" holds 2 file names that are not valid UTF-8 (docs/caf\\xE9.txt, r\\xE9sum), which the archive cannot name: rename them in UTF-8 (e.g. with convmv), or leave them out with the "exclude" input.',
    );
    expect(await readdir(outDir)).toEqual([]);
  });

  it('but not one the exclude input leaves out', async () => {
    const root = await makeTree({ 'index.html': '', 'caf\u00e9.txt': 'a valid UTF-8 name' });
    await writeFile(latin1Name(root, 'old-caf', '.txt'), '');
    const outFile = join(await tempDir('pack-out-'), 'source.zip');
    const result = await packWorkspace({ root, outFile, exclude: ['old-*'] });
    expect(result.files).toEqual(['caf\u00e9.txt', 'index.html']);
  });
});

/**
 * Packs `root`, changing `file` once its size has been recorded: the walk ends by warning about
 * the broken symlink planted for this, and packing reads the files only after that.
 */
async function packWhileChanging(
  files: Record<string, string | Buffer>,
  change: (root: string) => void,
  options: Partial<PackOptions> = {},
) {
  const root = await makeTree({ ...files, 'zz-broken-link': { symlinkTo: 'missing' } });
  const outDir = await tempDir('pack-out-');
  const logger = { warning: () => change(root) };
  const error = await failureOf(
    packWorkspace({ root, outFile: join(outDir, 'source.zip'), logger, ...options }),
  );
  return { error, leftBehind: await readdir(outDir) };
}

const text = (bytes: number) => 'const x = 1;\n'.repeat(Math.ceil(bytes / 13)).slice(0, bytes);

describe('packWorkspace refuses a file that changes while it is packed', () => {
  it.each([
    ['a file read on the main thread', 'app.js', text(1000), {}],
    ['a file read on a reader thread', 'app.js', text(200_000), { mainThreadFiles: 0 }],
    ['a streamed file that is deflated', 'app.js', text(300_000), { streamThreshold: 64 << 10 }],
    ['a streamed file that is stored', 'photo.png', randomBytes(300_000), { streamThreshold: 64 << 10 }],
  ] as const)('%s that grows', async (_, name, content, options) => {
    const { error, leftBehind } = await packWhileChanging(
      { [name]: content },
      (root) => appendFileSync(join(root, name), 'more bytes from a build still running'),
      options,
    );
    expect(error).toBeInstanceOf(ActionFailure);
    expect(error.message).toMatch(
      new RegExp(
        `^${name.replace('.', '\\.')} changed while being packed \\(\\d+ bytes when listed, \\d+ when read\\): a step is still writing to it`,
      ),
    );
    expect(leftBehind).toEqual([]);
  });

  it.each([
    ['the main thread', {}],
    ['a reader thread', { mainThreadFiles: 0 }],
  ] as const)('a file that is deleted, read on %s', async (_, options) => {
    const { error, leftBehind } = await packWhileChanging(
      { 'app.js': text(5000), 'b.js': '' },
      (root) => rmSync(join(root, 'app.js')),
      options,
    );
    expect(error).toBeInstanceOf(ActionFailure);
    expect(error.message).toMatch(
      /^app\.js was deleted while being packed: a step is still changing the workspace/,
    );
    expect(leftBehind).toEqual([]);
  });

  it.each([
    ['deflated', 'app.js', text(300_000)],
    ['stored', 'photo.png', randomBytes(300_000)],
  ] as const)(
    'a streamed file (%s) that is deleted: the read fails, the writer reports it, nothing is left',
    async (_, name, content) => {
      const { error, leftBehind } = await packWhileChanging(
        { [name]: content, 'b.js': '' },
        (root) => rmSync(join(root, name)),
        { streamThreshold: 64 << 10 },
      );
      expect(error).toBeInstanceOf(ActionFailure);
      expect(error.message).toMatch(
        new RegExp(
          `^${name.replace('.', '\\.')} was deleted while being packed: a step is still changing the workspace`,
        ),
      );
      expect(leftBehind).toEqual([]);
    },
  );

  it.each([
    ['the main thread', {}],
    ['a reader thread', { mainThreadFiles: 0 }],
  ] as const)('a file that shrinks, read on %s', async (_, options) => {
    const { error } = await packWhileChanging(
      { 'app.js': text(5000) },
      (root) => truncateSync(join(root, 'app.js'), 10),
      options,
    );
    expect(error).toBeInstanceOf(ActionFailure);
    expect(error.message).toMatch(
      /^app\.js changed while being packed \(5000 bytes when listed, 10 when read\)/,
    );
  });
});

describe('packWorkspace reports a full disk as such', () => {
  it.skipIf(!existsSync('/dev/full'))('with what to do, and no partial archive', async () => {
    const root = await makeTree({ 'index.html': '<h1>hi</h1>', 'big.bin': randomBytes(3 << 20) });
    // /dev/full fails every write with ENOSPC, like a RUNNER_TEMP with no space left.
    const outDir = await tempDir('pack-out-');
    await symlink('/dev/full', join(outDir, 'source.zip'));
    const error = await failureOf(packWorkspace({ root, outFile: join(outDir, 'source.zip') }));
    expect(error).toBeInstanceOf(ActionFailure);
    expect(error.message).toMatch(
      /^There is no space left on the device to write the source archive .*source\.zip \(ENOSPC\): free space in RUNNER_TEMP/,
    );
    expect(await readdir(outDir)).toEqual([]);
    expect(existsSync('/dev/full')).toBe(true);
  });
});
