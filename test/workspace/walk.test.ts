import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { walkWorkspace } from '../../src/workspace/walk.ts';
import { collectWarnings, makeTree, run, tempDir } from './helpers.ts';

async function listed(root: string, exclude?: string[]): Promise<string[]> {
  const { files } = await walkWorkspace(root, { exclude });
  return files.map((file) => file.relativePath);
}

/** Files git itself would add to a fresh repository in `root`: the reference for ignore semantics. */
async function gitWouldAdd(root: string): Promise<string[]> {
  await run('git', ['init', '-q'], { cwd: root });
  const { stdout } = await run('git', ['ls-files', '--others', '--exclude-standard', '-z'], { cwd: root });
  return stdout.split('\0').filter((path) => path !== '');
}

async function expectConfigurationError(
  promise: Promise<unknown>,
  input: string,
  text: RegExp,
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConfigurationError);
  expect((error as ConfigurationError).input).toBe(input);
  expect((error as ConfigurationError).message).toMatch(text);
}

describe('walkWorkspace', () => {
  it('lists files sorted by the UTF-8 bytes of their POSIX paths, never .git', async () => {
    const root = await makeTree({
      'b.txt': 'b',
      'a-b/file': 'x',
      'a/b/file': 'y',
      'a/z': 'z',
      '.git/config': '[core]',
      'vendor/lib/.git': 'gitdir: ../../.git/modules/lib',
      'vendor/lib/index.js': 'lib',
      '\uff01.txt': 'fullwidth',
      '\u{1f600}.txt': 'emoji',
    });
    // UTF-16 order would put the emoji (a surrogate pair, 0xD83D) before U+FF01.
    expect(await listed(root)).toEqual([
      'a-b/file',
      'a/b/file',
      'a/z',
      'b.txt',
      'vendor/lib/index.js',
      '\uff01.txt',
      '\u{1f600}.txt',
    ]);
  });

  /** Trees whose listing must be exactly what git would add, .gitignore rules and all. */
  const likeGit: { name: string; tree: Record<string, string>; expected: string[] }[] = [
    {
      name: 'honours nested .gitignore files exactly as git does',
      tree: {
        '.gitignore': '*.log\n!keep.log\nbuild/\n/root-only.txt\ncache\n',
        'a.log': '',
        'keep.log': '',
        'root-only.txt': '',
        'build/out.js': '',
        'cache/data': '',
        'src/build': 'a file named build is not a directory',
        'src/root-only.txt': 'anchored patterns only match beside their .gitignore',
        'src/.gitignore': '!important.log\nsecret/\n/local.txt\n*.tmp\n!keep.tmp\n',
        'src/important.log': '',
        'src/other.log': '',
        'src/local.txt': '',
        'src/deeper/local.txt': '',
        'src/deeper/secret/key': '',
        'src/deeper/x.tmp': '',
        'src/deeper/keep.tmp': '',
        'src/deeper/.gitignore': '!x.tmp\n',
        'logs/.gitignore': '!*.log\n',
        'logs/kept.log': 'a deeper .gitignore has the last word',
        'dist/.gitignore': '*\n!.gitignore\n',
        'dist/bundle.js': '',
      },
      expected: [
        '.gitignore',
        'dist/.gitignore',
        'keep.log',
        'logs/.gitignore',
        'logs/kept.log',
        'src/.gitignore',
        'src/build',
        'src/deeper/.gitignore',
        'src/deeper/keep.tmp',
        'src/deeper/local.txt',
        'src/deeper/x.tmp',
        'src/important.log',
        'src/root-only.txt',
      ],
    },
    {
      name: 'judges files inside a re-included directory by their own patterns, like git',
      tree: {
        '.gitignore': 'build/\n*.map\n*dir/\nweid-*/\n',
        'build/x.js': '',
        'src/.gitignore': '!build/\n!we[ir]d*/\n!we\\[*/\n',
        'src/build/app.js': '',
        'src/build/app.js.map': '',
        'src/build/inner/build/deep.js': '',
        'src/we[ir]d* dir/build/x.js': '',
        'src/we[ir]d* dir/notes.txt': '',
        'src/weid-x/build/y.js': '',
        'src/weid-x/z.txt': '',
      },
      expected: [
        '.gitignore',
        'src/.gitignore',
        'src/build/app.js',
        'src/build/inner/build/deep.js',
        'src/we[ir]d* dir/build/x.js',
        'src/we[ir]d* dir/notes.txt',
        'src/weid-x/build/y.js',
        'src/weid-x/z.txt',
      ],
    },
    {
      name: 'cannot re-include a file whose parent directory is ignored, like git',
      tree: {
        '.gitignore': 'out/\n!out/keep.txt\n',
        'out/keep.txt': '',
        'index.html': '',
      },
      expected: ['.gitignore', 'index.html'],
    },
  ];
  for (const { name, tree, expected } of likeGit) {
    it(name, async () => {
      const root = await makeTree(tree);
      expect(await listed(root)).toEqual(expected);
      expect((await gitWouldAdd(root)).sort()).toEqual([...expected].sort());
    });
  }

  it('applies exclude patterns (multi-line, comments, ./ prefix) relative to the root', async () => {
    const root = await makeTree({
      'README.md': '',
      'docs/guide.md': '',
      'src/app.ts': '',
      'src/app.test.ts': '',
      'src/deep/util.test.ts': '',
      'tmp/scratch': '',
      'coverage/index.html': '',
    });
    const exclude = ['# tests stay home\n**/*.test.ts\n\n  ./tmp  \n', 'coverage/', '/docs'];
    expect(await listed(root, exclude)).toEqual(['README.md', 'src/app.ts']);
  });

  it('lets an exclude negation bring back what .gitignore leaves out', async () => {
    const root = await makeTree({ '.gitignore': 'dist/\n', 'dist/index.html': '', 'src/main.ts': '' });
    expect(await listed(root, ['!dist/', 'src/'])).toEqual(['.gitignore', 'dist/index.html']);
  });

  it('rejects an exclude pattern that climbs out of the root', async () => {
    const root = await makeTree({ 'a.txt': '' });
    await expectConfigurationError(
      walkWorkspace(root, { exclude: ['../secrets'] }),
      'exclude',
      /"\.\.\/secrets"/,
    );
  });

  it('follows symlinks that stay inside the root, files and directories alike', async () => {
    const root = await makeTree({
      'assets/logo.svg': '<svg/>',
      'common/a.css': 'a{}',
      'public/logo.svg': { symlinkTo: '../assets/logo.svg' },
      'public/styles': { symlinkTo: '../common' },
    });
    const { files, skipped } = await walkWorkspace(root);
    expect(files.map((file) => file.relativePath)).toEqual([
      'assets/logo.svg',
      'common/a.css',
      'public/logo.svg',
      'public/styles/a.css',
    ]);
    const viaLink = files.find((file) => file.relativePath === 'public/styles/a.css');
    expect(viaLink?.sourcePath).toBe(join(root, 'common/a.css'));
    expect(skipped).toEqual([]);
  });

  it('skips symlinks leading outside the root, broken ones and loops, with a warning each', async () => {
    const outside = await makeTree({ 'secret.txt': 'do not ship', 'dir/x': 'x' });
    const root = await makeTree({
      'index.html': '',
      'leak.txt': { symlinkTo: join(outside, 'secret.txt') },
      'leak-dir': { symlinkTo: join(outside, 'dir') },
      broken: { symlinkTo: 'missing-target' },
      self: { symlinkTo: 'self' },
      'nested/up': { symlinkTo: '..' },
      'nested/file.txt': 'f',
    });
    const { warnings, logger } = collectWarnings();
    const { files, skipped } = await walkWorkspace(root, { logger });
    expect(files.map((file) => file.relativePath)).toEqual(['index.html', 'nested/file.txt']);
    expect(skipped).toEqual(['broken', 'leak-dir', 'leak.txt', 'nested/up', 'self']);
    expect(warnings).toHaveLength(5);
    expect(warnings.find((warning) => warning.includes('leak.txt'))).toMatch(/outside the workspace/);
    expect(warnings.find((warning) => warning.includes('nested/up'))).toMatch(/loop/);
  });

  it('does not warn about symlinks that are excluded anyway', async () => {
    const outside = await tempDir();
    const root = await makeTree({
      '.gitignore': 'node_modules/\n',
      'index.js': '',
      'node_modules/.bin/tool': { symlinkTo: join(outside, 'tool') },
    });
    const { warnings, logger } = collectWarnings();
    await walkWorkspace(root, { logger });
    expect(warnings).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('skips special files such as FIFOs with a warning', async () => {
    const root = await makeTree({ 'a.txt': 'a' });
    await run('mkfifo', [join(root, 'pipe')]);
    const { warnings, logger } = collectWarnings();
    const { files, skipped } = await walkWorkspace(root, { logger });
    expect(files.map((file) => file.relativePath)).toEqual(['a.txt']);
    expect(skipped).toEqual(['pipe']);
    expect(warnings[0]).toMatch(/pipe.*not a regular file/);
  });

  it('reports sizes and permission bits', async () => {
    const root = await makeTree({ 'run.sh': { content: '#!/bin/sh\n', mode: 0o755 }, 'data.txt': 'hello' });
    await chmod(join(root, 'run.sh'), 0o755);
    const { files } = await walkWorkspace(root);
    expect(files.map(({ relativePath, size, permissions }) => ({ relativePath, size, permissions }))).toEqual(
      [
        { relativePath: 'data.txt', size: 5, permissions: 0o644 & ~process.umask() },
        { relativePath: 'run.sh', size: 10, permissions: 0o755 },
      ],
    );
  });

  describe('rejects a path it cannot pack with a ConfigurationError naming the input', () => {
    it('a missing path', async () => {
      const root = join(await tempDir(), 'nope');
      await expectConfigurationError(walkWorkspace(root), 'path', /does not exist/);
    });

    it('a file instead of a directory', async () => {
      const dir = await tempDir();
      await writeFile(join(dir, 'site.zip'), 'zip');
      await expectConfigurationError(
        walkWorkspace(join(dir, 'site.zip')),
        'path',
        /is a file, not a directory/,
      );
    });

    it('an empty directory', async () => {
      await expectConfigurationError(walkWorkspace(await tempDir()), 'path', /has no files to pack/);
    });

    it('a directory whose files are all excluded', async () => {
      const root = await makeTree({ '.gitignore': '*\n', 'a.txt': '' });
      await expectConfigurationError(
        walkWorkspace(root, { exclude: ['b.txt'] }),
        'exclude',
        /leaves out every file/,
      );
    });
  });
});
