/**
 * A deploy's root must be, after symbolic links, a folder of the checkout and outside any `.git`:
 * a link to a folder elsewhere on the runner, or `path: .git` (the repository with the checkout's
 * `extraheader` token), would be packed and served publicly. Refused before any request, naming the
 * input or the manifest's `file:line`.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, SITE } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const TOKEN_LINE = '\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==';

/** A checkout with a `.git` holding a token, a site, and `site-link` pointing out of the checkout. */
function checkout(extra: Record<string, string> = {}): string {
  const outside = mkdtempSync(join(tmpdir(), 'runner-files-'));
  writeFileSync(join(outside, 'credentials.json'), '{"token":"runner-secret"}');
  const workspace = makeWorkspace({
    ...SITE,
    '.git/config': `[http "https://github.com/"]\n${TOKEN_LINE}\n`,
    '.git/HEAD': 'ref: refs/heads/main\n',
    ...extra,
  });
  symlinkSync(outside, join(workspace, 'site-link'));
  mkdirSync(join(workspace, 'apps'), { recursive: true });
  symlinkSync(join(workspace, '.git'), join(workspace, 'apps', 'repo'));
  return workspace;
}

function refusedWithoutRequests(result: ActionRunResult, names: RegExp): void {
  expect(result.exitCode, result.stdout).toBe(1);
  expect(result.errors.join('\n')).toMatch(names);
  expect(world.platform.requestLog).toEqual([]);
  expect(`${result.stdout}${result.errors.join('\n')}`).not.toContain('eC1hY2Nlc3M');
}

describe('the deploy action refuses a root outside the checkout or in a .git', () => {
  it.each([
    [
      'a symlink to a folder outside the checkout',
      'site-link',
      /Input "path" \("site-link"\) resolves \(after symbolic links\) to .*, outside the checked-out repository/,
    ],
    [
      "the repository's .git",
      '.git',
      /Input "path" \("\.git"\) is inside a `\.git` directory, which is never deployed/,
    ],
    [
      'a folder inside .git',
      './.git/refs',
      /Input "path" \("\.\/\.git\/refs"\) is inside a `\.git` directory/,
    ],
    ['a symlink to .git', 'apps/repo', /Input "path" \("apps\/repo"\) is inside a `\.git` directory/],
    ['an absolute path elsewhere on the runner', tmpdir(), /outside the checked-out repository/],
  ])('%s, before any request', async (_what, path, names) => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    world.platform.requestLog.length = 0;
    const result = await runAction({
      action: 'deploy',
      workspace: checkout(),
      inputs: {
        ...platformKeyInputs(world),
        project: project.id,
        path,
        comment: 'false',
        'github-deployment': 'false',
      },
    });
    refusedWithoutRequests(result, names);
  });

  it('packs the root without any .git, however it is reached inside the root', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const workspace = checkout({ 'sub/.GIT/config': TOKEN_LINE });
    const result = await runAction({
      action: 'deploy',
      workspace,
      inputs: {
        ...platformKeyInputs(world),
        project: project.id,
        comment: 'false',
        'github-deployment': 'false',
      },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/Not packing apps\/repo: it is a symlink into a \.git directory/);
    const url = result.outputs.url as string;
    expect((await fetch(new URL('index.html', url))).status).toBe(200);
    for (const path of ['.git/config', 'apps/repo/config', 'sub/.GIT/config', 'site-link/credentials.json']) {
      expect((await fetch(new URL(path, url))).status, path).toBe(404);
    }
  });
});

describe('a manifest project whose path leaves the checkout or is a .git', () => {
  it.each([
    [
      'a symlink out of the checkout',
      'site-link',
      /platform\.yml:4: Project "web": path "site-link" resolves \(after symbolic links\) to .*, outside the checked-out repository/,
    ],
    [
      "the repository's .git",
      '.git',
      /platform\.yml:4: Project "web": path "\.git" is inside a `\.git` directory/,
    ],
    [
      'a symlink to .git',
      'apps/repo',
      /platform\.yml:4: Project "web": path "apps\/repo" is inside a `\.git` directory/,
    ],
  ])('%s is refused at its line by the plan and by a leg, before any request', async (_what, path, names) => {
    world.platform.admin.createProject({ name: 'shop' });
    world.platform.requestLog.length = 0;
    const workspace = checkout({
      'platform.yml': `projects:\n  web:\n    project: shop\n    path: ${path}\n`,
    });
    const plan = await runAction({
      action: 'projects',
      workspace,
      inputs: { ...platformKeyInputs(world), projects: 'all' },
    });
    refusedWithoutRequests(plan, names);
    const leg = await runAction({
      action: 'deploy',
      workspace,
      inputs: {
        ...platformKeyInputs(world),
        projects: 'web',
        comment: 'false',
        'github-deployment': 'false',
      },
    });
    refusedWithoutRequests(leg, names);
  });
});
