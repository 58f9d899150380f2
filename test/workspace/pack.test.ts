import { createHash, randomBytes } from 'node:crypto';
import { chmod, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { releaseArchive } from '../../src/workspace/own-archives.ts';
import { formatBytes, type PackOptions, packWorkspace } from '../../src/workspace/pack.ts';
import { ReaderThreads } from '../../src/workspace/reader-threads.ts';
import { METHOD_DEFLATE, METHOD_STORE } from '../../src/workspace/zip-format.ts';
import { expectBigFilesStreamed, sourceLikeText } from './big-files.ts';
import {
  makeTree,
  minifiedScripts,
  readCentralDirectory,
  type TreeEntry,
  tempDir,
  unzipInto,
  unzipTest,
  writeTree,
} from './helpers.ts';
import { seededTree } from './seeded-tree.ts';

const FLAG_UTF8 = 0x0800;

async function pack(root: string, options: Partial<PackOptions> = {}) {
  const outFile = join(await tempDir('pack-out-'), 'source.zip');
  return packWorkspace({ root, outFile, ...options });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('packWorkspace', () => {
  it('writes a zip that unzip -t accepts and that extracts to the same files', async () => {
    const root = await makeTree({
      'index.html': '<!doctype html><title>hi</title>',
      'assets/app.js': sourceLikeText(2000),
      'assets/logo.png': randomBytes(5000),
      'data/empty.json': '',
      '.git/HEAD': 'ref: refs/heads/main',
      '.gitignore': 'node_modules/\n',
      'node_modules/dep/index.js': 'ignored',
    });
    const result = await pack(root);

    expect(result.files).toEqual([
      '.gitignore',
      'assets/app.js',
      'assets/logo.png',
      'data/empty.json',
      'index.html',
    ]);
    expect(result.fileCount).toBe(5);
    expect(result.skipped).toEqual([]);
    const bytes = await readFile(result.path);
    expect(result.size).toBe(bytes.length);
    expect(result.sha256).toBe(sha256(bytes));
    expect(await unzipTest(result.path)).toMatch(/No errors detected/);

    const out = await tempDir();
    await unzipInto(result.path, out);
    for (const name of result.files) {
      expect(await readFile(join(out, name)), name).toEqual(await readFile(join(root, name)));
    }
  });

  it('keeps executables executable (Unix mode in the external attributes)', async () => {
    const root = await makeTree({
      'bin/start': { content: '#!/bin/sh\necho hi\n', mode: 0o755 },
      'bin/owner-only': { content: '#!/bin/sh\n', mode: 0o700 },
      'README.md': '# readme',
    });
    await chmod(join(root, 'bin/start'), 0o755);
    await chmod(join(root, 'bin/owner-only'), 0o700);
    const result = await pack(root);

    const directory = await readCentralDirectory(result.path);
    const modes = Object.fromEntries(
      directory.entries.map((entry) => [entry.name, entry.externalAttributes >>> 16]),
    );
    expect(modes).toEqual({ 'README.md': 0o100644, 'bin/owner-only': 0o100755, 'bin/start': 0o100755 });
    expect(directory.entries.every((entry) => entry.versionMadeBy >> 8 === 3)).toBe(true);

    const out = await tempDir();
    await unzipInto(result.path, out);
    expect((await stat(join(out, 'bin/start'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(out, 'README.md'))).mode & 0o111).toBe(0);
  });

  it('gives the same bytes again, whatever the mtimes or write bits', async () => {
    const root = await makeTree({
      'a.txt': 'alpha',
      'src/main.ts': sourceLikeText(3000),
      'src/medium.json': sourceLikeText(2000, 7),
      'img/photo.jpg': randomBytes(40_000),
      'run.sh': { content: '#!/bin/sh\n', mode: 0o755 },
    });
    const first = await pack(root);
    const second = await pack(root);
    expect(second.sha256).toBe(first.sha256);

    const later = new Date('2031-05-06T07:08:09Z');
    for (const name of ['a.txt', 'src/main.ts', 'img/photo.jpg', 'run.sh'])
      await utimes(join(root, name), later, later);
    await chmod(join(root, 'a.txt'), 0o664);
    const touched = await pack(root);
    expect(touched.sha256).toBe(first.sha256);
    expect((await readFile(touched.path)).equals(await readFile(first.path))).toBe(true);
  });

  it('packs a seeded tree of every kind of file to the bytes the packer gave before its reader threads', async () => {
    // The sha256 the packer of main at d4dad9a (every small file read and the smallest deflated on
    // the main thread, the others through long-lived deflate streams) wrote for this tree on Node
    // 24.21; moving every read and deflate to the reader threads (issue 38) kept it. A Node whose
    // zlib deflates differently changes it too: check the old packer gives the new value before
    // updating it.
    const root = await makeTree(seededTree());
    const result = await pack(root);
    expect(result.fileCount).toBe(346);
    expect(result.sha256).toBe('c474d02f3a78f8179ef73aee3ba8facf248119f2e32d277ec6ce6454b1476e46');
    await unzipTest(result.path);
  });

  it('starts the reader threads only for a tree larger than the main thread reads: 256 files within 4 MiB', async () => {
    const files = (count: number, bytes = 100) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [`f${index}.txt`, `${index} `.repeat(bytes)]),
      );
    const startsAfter = async (tree: Record<string, TreeEntry>) => {
      const before = ReaderThreads.starts;
      const result = await pack(await makeTree(tree));
      await unzipTest(result.path);
      return ReaderThreads.starts - before;
    };
    expect(await startsAfter(files(256))).toBe(0);
    expect(await startsAfter({ ...files(3), big: 'x'.repeat((4 << 20) + 1) })).toBe(0); // streamed: no thread
    expect(await startsAfter(files(257))).toBe(1);
    expect(await startsAfter(files(40, 40_000))).toBe(1); // ~5 MB in 40 files
  });

  it('gives the same bytes whichever thread reads each file: main, reader threads, or some of each', async () => {
    const root = await makeTree(seededTree({ large: false }));
    const shas = [];
    for (const mainThreadFiles of [0, 100, 100_000]) {
      shas.push((await pack(root, { mainThreadFiles })).sha256);
    }
    expect(new Set(shas).size).toBe(1);
  });

  it('gives each of several packs at once, at different levels, the bytes it gives alone', async () => {
    // Packs in one process share the reader threads (manifest mode deploys several projects at once):
    // each batch carries its pack's level, and answers go back to the pack that sent them.
    const root = await makeTree(seededTree({ large: false }));
    const alone = [await pack(root, { mainThreadFiles: 0 }), await pack(root, { compressionLevel: 2 })];
    const together = await Promise.all([
      pack(root, { mainThreadFiles: 0 }),
      pack(root, { compressionLevel: 2, mainThreadFiles: 0 }),
      pack(root, { mainThreadFiles: 0 }),
      pack(root, { compressionLevel: 2, mainThreadFiles: 0 }),
    ]);
    expect(together.map((result) => result.sha256)).toEqual([
      alone[0]!.sha256,
      alone[1]!.sha256,
      alone[0]!.sha256,
      alone[1]!.sha256,
    ]);
    expect(alone[1]!.sha256).not.toBe(alone[0]!.sha256);
  });

  it('gives the same bytes for hundreds of mid-sized files however the deflating interleaves', async () => {
    // The files are read and deflated in batches on two threads, which answer in any order; the
    // writer must still take each file's bytes from its own slice of the ring.
    const entries: Record<string, TreeEntry> = {};
    minifiedScripts(240).forEach((script, index) => {
      entries[`assets/chunk-${index}.min.js`] = script;
      if (index % 40 === 0) entries[`assets/vendor-${index}.js`] = sourceLikeText(3000, index + 1);
    });
    const root = await makeTree(entries);
    const first = await pack(root);
    // A main thread held up now and then: other batches, answered in another interleaving.
    let writes = 0;
    const slowed = await pack(root, {
      onWritten: () => {
        if (++writes % 3 === 0) {
          const until = Date.now() + 2;
          while (Date.now() < until) {}
        }
      },
    });
    expect(slowed.sha256).toBe(first.sha256);
    const out = await tempDir();
    await unzipInto(first.path, out);
    for (const name of Object.keys(entries)) {
      expect((await readFile(join(out, name))).equals(await readFile(join(root, name))), name).toBe(true);
    }
  });

  it('stores already-compressed and incompressible files and deflates the rest', async () => {
    const root = await makeTree({
      'app.js': sourceLikeText(500),
      'data.json': JSON.stringify({ list: Array.from({ length: 300 }, (_, index) => ({ index })) }),
      'style.css': 'body { margin: 0; }\n'.repeat(100),
      'image.png': Buffer.from('PNG but compressible '.repeat(200)),
      'font.WOFF2': Buffer.from('also compressible '.repeat(200)),
      'bundle.js.gz': Buffer.alloc(4000),
      'archive.zip': Buffer.alloc(4000),
      'clip.mp4': Buffer.alloc(4000),
      'noise.bin': randomBytes(3000),
      'empty.txt': '',
      'big-text.md': sourceLikeText(20_000),
    });
    const result = await pack(root);
    const methods = Object.fromEntries(
      (await readCentralDirectory(result.path)).entries.map((entry) => [entry.name, entry.method]),
    );
    expect(methods).toEqual({
      'app.js': METHOD_DEFLATE,
      'archive.zip': METHOD_STORE,
      'big-text.md': METHOD_DEFLATE,
      'bundle.js.gz': METHOD_STORE,
      'clip.mp4': METHOD_STORE,
      'data.json': METHOD_DEFLATE,
      'empty.txt': METHOD_STORE,
      'font.WOFF2': METHOD_STORE,
      'image.png': METHOD_STORE,
      'noise.bin': METHOD_STORE,
      'style.css': METHOD_DEFLATE,
    });
    await unzipTest(result.path);
  });

  it('names entries in UTF-8 and flags them so', async () => {
    const names = ['café/menü.txt', '日本語/ファイル.md', 'emoji-\u{1f680}.txt', 'space name.txt'];
    const root = await makeTree(Object.fromEntries(names.map((name) => [name, `content of ${name}`])));
    const result = await pack(root);
    const directory = await readCentralDirectory(result.path);
    expect(directory.entries.map((entry) => entry.name)).toEqual([
      'café/menü.txt',
      'emoji-\u{1f680}.txt',
      'space name.txt',
      '日本語/ファイル.md',
    ]);
    expect(directory.entries.every((entry) => (entry.flags & FLAG_UTF8) !== 0)).toBe(true);
    await unzipTest(result.path);
    const out = await tempDir();
    await unzipInto(result.path, out);
    expect(await readFile(join(out, '日本語/ファイル.md'), 'utf8')).toBe('content of 日本語/ファイル.md');
    expect((await readdir(out)).sort()).toEqual(['café', 'emoji-\u{1f680}.txt', 'space name.txt', '日本語']);
  });

  it('streams files bigger than the threshold (6 and 5 MB; 50 and 12 MB in the .heavy file)', async () => {
    await expectBigFilesStreamed(6_000_000, 5_000_000);
  });

  it('switches to ZIP64 when the limits are passed (lowered here so small files reach them)', async () => {
    const root = await makeTree(
      Object.fromEntries(
        Array.from({ length: 12 }, (_, index) => [`file-${index}.txt`, sourceLikeText(60, index)]),
      ),
    );
    const result = await pack(root, { zipLimits: { maxSize: 1500, maxEntries: 10 }, streamThreshold: 2000 });
    await unzipTest(result.path);
    const directory = await readCentralDirectory(result.path);
    expect(directory.zip64End).toBe(true);
    expect(directory.entries).toHaveLength(12);
    expect(directory.entries.at(-1)!.localHeaderOffset).toBeGreaterThan(1500);
    const out = await tempDir();
    await unzipInto(result.path, out);
    expect(await readFile(join(out, 'file-11.txt'), 'utf8')).toBe(sourceLikeText(60, 11));
  });

  it('leaves its own output out when it is written inside the workspace', async () => {
    const root = await makeTree({ 'index.html': 'hi' });
    const outFile = join(root, 'out', 'source.zip');
    await writeTree(root, { 'out/source.zip': 'stale archive from an earlier run' });
    const result = await packWorkspace({ root, outFile });
    expect(result.files).toEqual(['index.html']);
  });

  it('reports symlinks it skipped', async () => {
    const outside = await makeTree({ 'secret.txt': 'secret' });
    const root = await makeTree({ 'a.txt': 'a', 'link.txt': { symlinkTo: join(outside, 'secret.txt') } });
    const warnings: string[] = [];
    const result = await pack(root, { logger: { warning: (message) => warnings.push(message) } });
    expect(result.files).toEqual(['a.txt']);
    expect(result.skipped).toEqual(['link.txt']);
    expect(warnings).toHaveLength(1);
  });

  it('fails with a ConfigurationError, writing nothing, when the path is wrong', async () => {
    const dir = await tempDir();
    const outFile = join(dir, 'out.zip');
    await expect(packWorkspace({ root: join(dir, 'missing'), outFile })).rejects.toBeInstanceOf(
      ConfigurationError,
    );
    await writeFile(join(dir, 'file'), 'x');
    await expect(packWorkspace({ root: join(dir, 'file'), outFile })).rejects.toBeInstanceOf(
      ConfigurationError,
    );
    expect(await readdir(dir)).toEqual(['file']);
  });

  it("never packs an archive this process wrote and has not removed, its own or another pack's", async () => {
    // deploy-many without RUNNER_TEMP: each leg's archive lands in the workspace, and a leg whose
    // root is the whole workspace walks past the others'.
    const root = await makeTree({ 'index.html': 'root', 'app/index.html': 'app' });
    const legOne = await packWorkspace({ root: join(root, 'app'), outFile: join(root, 'leg-1.zip') });
    expect(legOne.files).toEqual(['index.html']);
    const whole = await packWorkspace({ root, outFile: join(root, 'leg-2.zip') });
    expect(whole.files).toEqual(['app/index.html', 'index.html']);
    // Once released (its owner removed it), a file by that name is an ordinary file of the tree.
    releaseArchive(legOne.path);
    const again = await packWorkspace({ root, outFile: join(await tempDir(), 'leg-3.zip') });
    expect(again.files).toEqual(['app/index.html', 'index.html', 'leg-1.zip']);
  });

  it('stops when aborted and leaves no archive behind', async () => {
    const root = await makeTree({ 'a.txt': 'a' });
    const dir = await tempDir();
    const outFile = join(dir, 'out.zip');
    const signal = AbortSignal.abort();
    await expect(packWorkspace({ root, outFile, signal })).rejects.toThrow(/abort/i);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('formatBytes', () => {
  it('uses binary units with a few significant digits', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(95 * 1024 * 1024)).toBe('95 MiB');
    expect(formatBytes(4 * 1024 ** 3)).toBe('4 GiB');
    expect(formatBytes(300 * 1024 ** 4)).toBe('300 TiB');
  });

  it('keeps one decimal for a count just past a whole unit, so it does not read as equal to it', () => {
    expect(formatBytes(8 * 1024 * 1024 + 1)).toBe('8.0 MiB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MiB');
  });
});
