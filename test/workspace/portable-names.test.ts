/**
 * The packer behaves the same on Windows, macOS and Linux runners. What depends on
 * the operating system is a pure function, tested here with Windows path forms through `path.win32`;
 * the rest runs through the real walk and packer on this machine.
 */
import path, { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { packWorkspace } from '../../src/workspace/pack.ts';
import {
  caseCollisions,
  entryMode,
  isInsideRoot,
  refusesCaseCollisions,
} from '../../src/workspace/portable-names.ts';
import { walkWorkspace } from '../../src/workspace/walk.ts';
import { makeTree, readCentralDirectory, tempDir, unzipTest } from './helpers.ts';

describe('symlink targets inside the root', () => {
  it('on Windows: ignores case, and a sibling with the same prefix, another drive or a UNC share are outside', () => {
    const root = 'C:\\work\\site';
    expect(isInsideRoot(root, 'C:\\work\\site\\a.txt', path.win32)).toBe(true);
    expect(isInsideRoot(root, 'c:\\WORK\\Site\\assets\\b.png', path.win32)).toBe(true);
    expect(isInsideRoot(root, 'C:\\work\\site', path.win32)).toBe(true);
    expect(isInsideRoot(root, 'C:\\work\\site\\..hidden', path.win32)).toBe(true);
    expect(isInsideRoot(root, 'C:\\work\\site-other\\x', path.win32)).toBe(false);
    expect(isInsideRoot(root, 'C:\\work', path.win32)).toBe(false);
    expect(isInsideRoot(root, 'D:\\work\\site\\a.txt', path.win32)).toBe(false);
    expect(isInsideRoot('\\\\server\\share\\site', '\\\\server\\share\\site\\a', path.win32)).toBe(true);
    expect(isInsideRoot('\\\\server\\share\\site', '\\\\other\\share\\site\\a', path.win32)).toBe(false);
  });

  it('on Linux and macOS: case counts, and a sibling with the same prefix is outside', () => {
    expect(isInsideRoot('/work/site', '/work/site/a.txt', path.posix)).toBe(true);
    expect(isInsideRoot('/work/site', '/work/Site/a.txt', path.posix)).toBe(false);
    expect(isInsideRoot('/work/site', '/work/site-other/a', path.posix)).toBe(false);
    expect(isInsideRoot('/', '/anything', path.posix)).toBe(true);
  });
});

describe('entry modes', () => {
  it('are plain on Windows, whatever a stat there reports; git-like elsewhere', () => {
    expect(entryMode(0o755, 'win32')).toBe(0o100644);
    expect(entryMode(0o666, 'win32')).toBe(0o100644);
    expect(entryMode(0o755, 'linux')).toBe(0o100755);
    expect(entryMode(0o700, 'darwin')).toBe(0o100755);
    expect(entryMode(0o664, 'linux')).toBe(0o100644);
  });
});

describe('names that differ only in case', () => {
  it('are found in groups, Unicode forms folded too', () => {
    expect(
      caseCollisions(['A.txt', 'a.txt', 'b.txt', 'docs/Read.md', 'DOCS/read.md', 'e\u0301.txt', 'É.txt']),
    ).toEqual([
      ['A.txt', 'a.txt'],
      ['docs/Read.md', 'DOCS/read.md'],
      ['e\u0301.txt', 'É.txt'],
    ]);
    expect(caseCollisions(['a.txt', 'b.txt', 'a/b.txt'])).toEqual([]);
  });

  it('are refused by default on Windows and macOS runners, not on Linux ones', () => {
    expect(refusesCaseCollisions('win32')).toBe(true);
    expect(refusesCaseCollisions('darwin')).toBe(true);
    expect(refusesCaseCollisions('linux')).toBe(false);
  });

  it('make the walk fail with one sentence naming both files and the fix, when refused', async () => {
    const root = await makeTree({ 'A.txt': 'upper', 'a.txt': 'lower', 'b.txt': 'fine' });
    const error = await walkWorkspace(root, { refuseCaseCollisions: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).input).toBe('path');
    expect((error as Error).message).toMatch(/\(A\.txt and a\.txt\).*case-insensitive.*"exclude"/);
    const { files } = await walkWorkspace(root, { refuseCaseCollisions: false });
    expect(files.map((file) => file.relativePath)).toEqual(['A.txt', 'a.txt', 'b.txt']);
  });
});

describe('long paths', () => {
  it('pack past the 260 characters of a classic Windows path, named with / in the archive', async () => {
    const deep = Array.from({ length: 5 }, (_, i) => `${String(i).repeat(60)}`).join('/');
    const name = `${deep}/${'f'.repeat(50)}.txt`;
    expect(name.length).toBeGreaterThan(260);
    const root = await makeTree({ [name]: 'deep', 'top.txt': 'top' });
    const packed = await packWorkspace({ root, outFile: join(await tempDir(), 'long.zip') });
    const central = await readCentralDirectory(packed.path);
    expect(central.entries.map((entry) => entry.name)).toEqual([name, 'top.txt']);
    expect(await unzipTest(packed.path)).toMatch(/No errors detected/);
  });
});
