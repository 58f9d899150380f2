import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { pullRequestEvent } from './fixtures.ts';
import type { GitHubEvent } from './harness.ts';
import {
  AFTER,
  BEFORE,
  keyOf,
  manyProjects,
  matrixOf,
  OWNER,
  pushEvent,
  REPO,
  runOnRepo,
  seedPush,
} from './projects-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

const plan = (workspace: string, event: GitHubEvent, inputs: Record<string, string> = {}, bundle = false) =>
  runOnRepo(world, 'projects', workspace, event, inputs, bundle);

describe('projects: a test repository of 30 projects', () => {
  it('a push that changes files under 3 of them gives a matrix of exactly those 3', async () => {
    const { workspace, ids } = manyProjects(world, 30);
    seedPush(world, [
      'apps/app-03/index.html',
      'apps/app-17/src/new.js',
      'apps/app-29/a/b/c.css',
      'README.md',
    ]);
    const result = await plan(workspace, pushEvent());
    expect(result.exitCode, result.stdout).toBe(0);
    const matrix = matrixOf(result);
    expect(matrix.map((entry) => entry.key)).toEqual(['app-03', 'app-17', 'app-29']);
    expect(matrix.map((entry) => entry.project)).toEqual(
      ['app-03', 'app-17', 'app-29'].map((key) => ids.get(key)),
    );
    expect(matrix[0]).toMatchObject({ path: 'apps/app-03', projects: 'app-03' });
    expect(result.outputs.keys).toBe('["app-03","app-17","app-29"]');
    expect(result.outputs.count).toBe('3');
    // Three legs at once on one key: each takes a third of the 18 requests/s budget.
    expect(matrix.map((entry) => entry['api-rate'])).toEqual(['6', '6', '6']);
    const compare = world.github.requestLog.filter((request) => request.path.includes('/compare/'));
    expect(compare.map((request) => request.path)).toEqual([
      `/repos/${OWNER}/${REPO}/compare/${BEFORE}...${AFTER}`,
    ]);
  });

  it('a change to the manifest gives all 30', async () => {
    const { workspace } = manyProjects(world, 30);
    seedPush(world, ['platform.yml']);
    const result = await plan(workspace, pushEvent());
    expect(matrixOf(result)).toHaveLength(30);
    expect(result.outputs.reason).toContain('platform.yml itself changed');
  });

  it('a workflow_dispatch gives all 30 without asking GitHub what changed', async () => {
    const { workspace } = manyProjects(world, 30);
    const result = await plan(workspace, { name: 'workflow_dispatch', payload: {} });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(matrixOf(result).map((entry) => entry.key)).toEqual(
      Array.from({ length: 30 }, (_, index) => keyOf(index)),
    );
    expect(world.github.requestLog).toHaveLength(0);
    // 30 legs, 8 at once: each leg may run alongside 7 others.
    expect(new Set(matrixOf(result).map((entry) => entry['api-rate']))).toEqual(new Set(['2.25']));
  });

  it.each([
    ['a new branch', pushEvent({ created: true, before: '0'.repeat(40) })],
    ['a force push', pushEvent({ forced: true })],
  ])('%s gives all 30', async (_title, event) => {
    const { workspace } = manyProjects(world, 30);
    const result = await plan(workspace, event);
    expect(matrixOf(result)).toHaveLength(30);
  });

  it('a history GitHub compares as diverged, or a comparison it does not have, gives all 30', async () => {
    const { workspace } = manyProjects(world, 30);
    seedPush(world, ['apps/app-01/index.html'], 'diverged');
    expect(matrixOf(await plan(workspace, pushEvent()))).toHaveLength(30);
    const unknown = await plan(workspace, pushEvent({ before: '3'.repeat(40) }));
    expect(matrixOf(unknown)).toHaveLength(30);
    expect(unknown.warnings.join('\n')).toMatch(/every project counts as changed/);
  });

  it('a push of 450 files (GitHub lists 300 of a comparison) gives all 30, and says why', async () => {
    const { workspace } = manyProjects(world, 30);
    const noise = Array.from({ length: 449 }, (_, index) => `docs/page-${index}.md`);
    // The only project file is the 400th: past what the comparison lists.
    seedPush(world, [...noise.slice(0, 399), 'apps/app-02/index.html', ...noise.slice(399)]);
    const result = await plan(workspace, pushEvent());
    expect(result.exitCode, result.stdout).toBe(0);
    expect(matrixOf(result)).toHaveLength(30);
    expect(result.outputs.reason).toMatch(/GitHub lists at most 300 changed files of a push's comparison/);
    // One read: a comparison's further pages page its commits, never more files.
    const compare = world.github.requestLog.filter((request) => request.path.includes('/compare/'));
    expect(compare).toHaveLength(1);
  });

  it('a deleted branch deploys nothing', async () => {
    const { workspace } = manyProjects(world, 30);
    const result = await plan(workspace, pushEvent({ deleted: true }));
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.count).toBe('0');
    expect(matrixOf(result)).toEqual([]);
  });

  it('a pull request: every page of its files, a renamed file counts where it came from', async () => {
    const { workspace } = manyProjects(world, 30);
    const noise = Array.from({ length: 230 }, (_, index) => ({ filename: `docs/page-${index}.md` }));
    world.github.state.diffs.push({
      owner: OWNER,
      repo: REPO,
      pull: 7,
      files: [
        ...noise,
        { filename: 'apps/app-05/x.js' },
        { filename: 'shared/y.js', previous_filename: 'apps/app-11/y.js' },
      ],
    });
    const result = await plan(workspace, pullRequestEvent('synchronize', 7));
    expect(matrixOf(result).map((entry) => entry.key)).toEqual(['app-05', 'app-11']);
    const pages = world.github.requestLog.filter((request) => request.path.endsWith('/pulls/7/files'));
    expect(pages.map((request) => request.query.page ?? '1')).toEqual(['1', '2', '3']);
  });

  it('the projects input names keys to deploy whatever changed; an unknown key fails naming the input', async () => {
    const { workspace } = manyProjects(world, 30);
    const named = await plan(workspace, pushEvent(), { projects: 'app-02, APP-09' });
    expect(matrixOf(named).map((entry) => entry.key)).toEqual(['app-02', 'app-09']);
    const wrong = await plan(workspace, pushEvent(), { projects: 'app-02\nnope' });
    expect(wrong.exitCode).toBe(1);
    expect(wrong.errors.join('\n')).toMatch(
      /Input "projects" names "nope", which platform\.yml does not declare/,
    );
    expect(world.platform.writes()).toHaveLength(0);
  });

  it('a manifest project the platform does not have fails at its line before any leg starts', async () => {
    const { workspace } = manyProjects(world, 3);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${workspace}/platform.yml`,
      'projects:\n  web:\n    project: shop\n  api:\n    project: no-such-project\n',
    );
    world.platform.admin.createProject({ name: 'shop' });
    const result = await plan(workspace, { name: 'workflow_dispatch', payload: {} });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(
      /platform\.yml:4: Project "api": project "no-such-project" is neither the id nor the name/,
    );
  });
});

describe('projects: 300 projects', () => {
  it('give at most 256 legs that cover each project once', async () => {
    const { workspace } = manyProjects(world, 300);
    const result = await plan(workspace, { name: 'workflow_dispatch', payload: {} });
    expect(result.exitCode, result.stdout).toBe(0);
    const matrix = matrixOf(result);
    expect(matrix.length).toBeLessThanOrEqual(256);
    const covered = matrix.flatMap((entry) => entry.projects.split(','));
    expect(covered).toHaveLength(300);
    expect(new Set(covered).size).toBe(300);
    expect(new Set(covered)).toEqual(new Set(Array.from({ length: 300 }, (_, index) => keyOf(index))));
    expect(new Set(matrix.map((entry) => entry.key)).size).toBe(matrix.length);
    expect(result.outputs.count).toBe('300');
    expect(result.outputs.legs).toBe(String(matrix.length));
  });
});

describe('projects: the built bundle', () => {
  it('plans as the runner runs it', async () => {
    const { workspace } = manyProjects(world, 4);
    seedPush(world, ['apps/app-02/index.html']);
    const result = await plan(workspace, pushEvent(), {}, true);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(matrixOf(result).map((entry) => entry.key)).toEqual(['app-02']);
    expect(result.outputs.status).toBe('planned');
    expect(result.summary).toContain('1 of 4 projects to deploy');
  });
});
