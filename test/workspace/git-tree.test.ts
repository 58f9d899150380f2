import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type WalkOptions, walkWorkspace } from '../../src/workspace/walk.ts';
import { makeTree, run, type TreeEntry, tempDir } from './helpers.ts';

/**
 * A git repository holding `entries`, with `tracked` committed (force-added, so ignored ones too) and
 * a core.excludesFile of its own, so the machine's global one cannot change what the tests see.
 */
async function gitRepo(
  entries: Record<string, TreeEntry>,
  tracked: readonly string[],
  excludes: { info?: string; global?: string } = {},
): Promise<string> {
  const root = await makeTree(entries);
  const git = (...args: string[]) => run('git', args, { cwd: root });
  await git('init', '-q');
  const globalExcludes = join(await tempDir('git-global-'), 'ignore');
  if (excludes.global !== undefined) await writeFile(globalExcludes, excludes.global);
  await git('config', 'core.excludesFile', globalExcludes);
  if (excludes.info !== undefined) {
    await mkdir(join(root, '.git/info'), { recursive: true });
    await writeFile(join(root, '.git/info/exclude'), excludes.info);
  }
  if (tracked.length > 0) {
    await git('add', '-f', '--', ...tracked);
    await git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-m', 'files');
  }
  return root;
}

/** What git itself considers the tree under `dir`: tracked files and untracked ones it does not ignore. */
async function gitTree(dir: string): Promise<string[]> {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const { stdout } = await run('git', args, { cwd: dir });
  return [...new Set(stdout.split('\0').filter((path) => path !== ''))].sort();
}

async function walk(root: string, options: WalkOptions = {}) {
  const notes: string[] = [];
  const logger = { info: (message: string) => notes.push(message), warning: () => {} };
  const { files } = await walkWorkspace(root, { logger, ...options });
  return { paths: files.map((file) => file.relativePath), notes };
}

describe('walkWorkspace in a git work tree', () => {
  /** Repositories whose walk must ship what git considers the tree, and say why where it overrides a rule. */
  const likeGit: {
    name: string;
    entries: Record<string, TreeEntry>;
    tracked: string[];
    excludes?: { info?: string; global?: string };
    paths: string[];
    notes: string[];
  }[] = [
    {
      name: 'ships files git tracks inside ignored paths, saying which rule it overrode',
      entries: {
        '.gitignore': 'dist/\n*.map\n',
        'dist/app.js': 'committed build',
        'dist/lib/util.js': 'committed too',
        'dist/fresh.js': 'built locally, never committed',
        'src/index.js': '',
        'src/index.js.map': 'force-added',
        'src/local.js.map': 'not tracked',
      },
      tracked: ['.gitignore', 'dist/app.js', 'dist/lib/util.js', 'src/index.js', 'src/index.js.map'],
      paths: ['.gitignore', 'dist/app.js', 'dist/lib/util.js', 'src/index.js', 'src/index.js.map'],
      notes: [
        'dist/: tracked by git (2 files), shipped although .gitignore ignores it.',
        'src/index.js.map: tracked by git, shipped although .gitignore ignores it.',
      ],
    },
    {
      name: 'leaves out what .git/info/exclude and core.excludesFile ignore, unless git tracks it',
      entries: {
        '.gitignore': '!keep.bak\n',
        'index.html': '',
        'secret.txt': 'excluded locally',
        'notes/todo.md': '',
        'old.bak': '',
        'keep.bak': 'a .gitignore negation beats the global excludes',
        'tracked.bak': 'committed before the global rule',
      },
      tracked: ['.gitignore', 'index.html', 'tracked.bak'],
      excludes: { info: 'secret.txt\nnotes/\n', global: '*.bak\n' },
      paths: ['.gitignore', 'index.html', 'keep.bak', 'tracked.bak'],
      notes: [
        'notes/: not shipped: .git/info/exclude ignores it and git tracks nothing in it.',
        'old.bak: not shipped: core.excludesFile ignores it and git does not track it.',
        'secret.txt: not shipped: .git/info/exclude ignores it and git does not track it.',
        'tracked.bak: tracked by git, shipped although core.excludesFile ignores it.',
      ],
    },
  ];
  for (const { name, entries, tracked, excludes, paths: expectedPaths, notes: expectedNotes } of likeGit) {
    it(name, async () => {
      const root = await gitRepo(entries, tracked, excludes);
      const { paths, notes } = await walk(root);
      expect(paths).toEqual(expectedPaths);
      expect(paths).toEqual(await gitTree(root));
      expect(notes).toEqual(expectedNotes);
    });
  }

  it('judges a subdirectory root by the rules below it, the repository excludes included', async () => {
    const root = await gitRepo(
      {
        '.gitignore': 'dist/\n',
        'dist/.gitignore': 'vendor/\n',
        'dist/index.html': '',
        'dist/index.js.map': '',
        'dist/vendor/committed.js': '',
        'dist/vendor/local.js': '',
      },
      ['.gitignore', 'dist/.gitignore', 'dist/vendor/committed.js'],
      { info: 'dist/\n*.map\n' },
    );
    // The workspace is dist/ itself: the rules that leave dist/ out of the repository do not apply to
    // the directory the user asked to deploy, only to what is below it.
    const { paths } = await walk(join(root, 'dist'));
    expect(paths).toEqual(['.gitignore', 'index.html', 'vendor/committed.js']);
  });

  it('still lets the exclude input leave out tracked files', async () => {
    const root = await gitRepo(
      { '.gitignore': 'dist/\n', 'dist/app.js': '', 'dist/app.js.map': '', 'index.html': '' },
      ['.gitignore', 'dist/app.js', 'dist/app.js.map', 'index.html'],
    );
    expect((await walk(root, { exclude: ['*.map'] })).paths).toEqual([
      '.gitignore',
      'dist/app.js',
      'index.html',
    ]);
  });

  it('falls back to the .gitignore files, with a warning, when git refuses the repository', async () => {
    const root = await gitRepo({ '.gitignore': 'dist/\n', 'dist/app.js': '', 'index.html': '' }, [
      '.gitignore',
      'dist/app.js',
      'index.html',
    ]);
    await writeFile(join(root, '.git/config'), '[core\nthis is not git config\n');
    const warnings: string[] = [];
    const { files } = await walkWorkspace(root, { logger: { warning: (m) => warnings.push(m) } });
    expect(files.map((file) => file.relativePath)).toEqual(['.gitignore', 'index.html']);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^git cannot read the repository of .* \(fatal: bad config line 1.*\), so only \.gitignore files decide what is packed\.$/,
      ),
    ]);
  });

  it('falls back to the .gitignore files when git is not installed', async () => {
    const root = await gitRepo(
      { '.gitignore': 'dist/\n', 'dist/app.js': '', 'index.html': '' },
      ['.gitignore', 'dist/app.js', 'index.html'],
      { info: 'index.html\n' },
    );
    const path = process.env.PATH;
    process.env.PATH = await tempDir('no-git-');
    try {
      expect((await walk(root)).paths).toEqual(['.gitignore', 'index.html']);
    } finally {
      process.env.PATH = path;
    }
  });
});
