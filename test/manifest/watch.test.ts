/**
 * Watches that can never fire: a `watch` of negations only takes files out of nothing (an error at its
 * line), and a glob that matches no file of the checkout (a typo like `aps/web/**`) is warned about,
 * so a project that would never redeploy on a push does not go unnoticed.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/manifest/manifest.ts';
import { unmatchedWatches } from '../../src/manifest/watch-check.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { problems } from './problems.ts';

describe('a watch of negations only', () => {
  it('is an error at its line, naming the fix', () => {
    const text =
      'projects:\n  web:\n    project: shop\n    path: apps/web\n    watch: ["!apps/web/tests/**", "!**/*.md"]\n';
    expect(problems(text)).toEqual([
      '5: Project "web": watch holds only negations ("!apps/web/tests/**", "!**/*.md"), which take files out of nothing, so no change would ever redeploy it; put the globs of the files it is built from first, e.g. [apps/web/**, !apps/web/tests/**].',
    ]);
  });

  it('one negation alone (a plain string) too', () => {
    expect(problems('projects:\n  web:\n    project: shop\n    watch: "!docs/**"\n')).toHaveLength(1);
  });

  it('is fine after a glob it takes files out of', () => {
    expect(problems('projects:\n  web:\n    project: shop\n    watch: [apps/**, "!apps/x/**"]\n')).toEqual(
      [],
    );
  });
});

describe('watch globs that match no file of the checkout', () => {
  const manifestText = [
    'projects:',
    '  web:',
    '    project: shop',
    '    path: apps/web',
    '    watch: [aps/web/**, packages/ui/**, "!apps/web/**/*.md"]',
    '  api:',
    '    project: api',
    '    watch: services/api/**',
    '  docs: docs-site',
  ].join('\n');

  it('are named with their project and line; negations and default watches are not judged', () => {
    const workspace = makeWorkspace({
      'apps/web/index.html': 'x',
      'packages/ui/button.ts': 'x',
      'services/api/main.go': 'x',
      '.git/aps/web/HEAD': 'a .git is not the checkout',
    });
    expect(unmatchedWatches(workspace, readManifest(manifestText, 'platform.yml'))).toEqual([
      { key: 'web', glob: 'aps/web/**', line: 5 },
    ]);
  });

  it('a symbolic link counts as a file, and is not followed out of the checkout', () => {
    const workspace = makeWorkspace({ 'packages/ui/button.ts': 'x' });
    mkdirSync(join(workspace, 'aps', 'web'), { recursive: true });
    symlinkSync(tmpdir(), join(workspace, 'aps', 'web', 'link'));
    symlinkSync(join(tmpdir(), 'nowhere'), join(workspace, 'services'));
    expect(unmatchedWatches(workspace, readManifest(manifestText, 'platform.yml'))).toEqual([
      { key: 'api', glob: 'services/api/**', line: 8 },
    ]);
  });
});
