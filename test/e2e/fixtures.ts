import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { repositoryJson } from '../fakes/github/pull-routes.ts';
import type { DeploymentRecord, Platform } from '../fakes/platform/index.ts';
import type { LoggedRequest } from '../fakes/platform/request-log.ts';
import { type ActionRunOptions, type ActionRunResult, runAction } from './harness.ts';

/** Writes a workspace from a map of relative path → content (a number is a file mode for an empty script). */
export function makeWorkspace(files: Record<string, string>, modes: Record<string, number> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-'));
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (modes[path] !== undefined) chmodSync(file, modes[path]);
  }
  return root;
}

export const SITE = {
  'index.html': '<!doctype html><title>Shop</title><h1>Shop</h1>',
  'assets/app.js': 'console.log("shop");',
  'assets/style.css': 'h1 { color: teal; }',
  '.gitignore': 'secrets/\n*.log\n',
  'secrets/prod.env': 'TOKEN=never-shipped',
  'debug.log': 'noise',
  'docs/readme.md': '# docs',
};

export function pullRequestEvent(
  action: string,
  number = 7,
  fork = false,
): { name: string; payload: Record<string, unknown> } {
  const head = {
    ref: 'feature/login',
    sha: 'b'.repeat(40),
    repo: repositoryJson(fork ? 'fork/shop' : 'octo/shop', 'octo/shop'),
  };
  return {
    name: 'pull_request',
    payload: {
      action,
      number,
      pull_request: {
        number,
        head,
        base: { ref: 'main', sha: 'a'.repeat(40), repo: repositoryJson('octo/shop', 'octo/shop') },
        merged: false,
      },
      repository: { full_name: 'octo/shop', name: 'shop', owner: { login: 'octo' } },
    },
  };
}

/** Writes the platform sees from now on: setup writes before the mark do not count. */
export function writesFrom(platform: Platform): () => LoggedRequest[] {
  const mark = platform.writes().length;
  return () => platform.writes().slice(mark);
}

/** Requests the platform sees from now on, reads included: what the runs after this call sent. */
export function requestsFrom(platform: Platform): () => LoggedRequest[] {
  const mark = platform.requestLog.length;
  return () => platform.requestLog.slice(mark);
}

/** The `plan` output of a sync action (dns-sync, cron-sync), parsed. */
export function planOf(result: ActionRunResult): {
  counts: Record<string, number>;
  items: { op: string; key: string }[];
} {
  return JSON.parse(result.outputs.plan ?? '{}');
}

/** A run that succeeded (its stdout shown when it did not) with at least `outputs` among its outputs. */
export function expectSucceeded(result: ActionRunResult, outputs: Record<string, string>): void {
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.outputs).toMatchObject(outputs);
}

/** A sync run again on the same file: it succeeds, and its outputs say nothing changed and `unchanged` items were kept. */
export function expectNothingChanged(
  result: ActionRunResult,
  unchanged: number,
  more: Record<string, string> = {},
): void {
  expectSucceeded(result, {
    changed: 'false',
    created: '0',
    updated: '0',
    deleted: '0',
    unchanged: String(unchanged),
    ...more,
  });
}

/** `run` (a dry run, or a plan): it must succeed having written nothing to `platform`. */
export async function expectSucceededWithoutWrites(
  platform: Platform,
  run: () => Promise<ActionRunResult>,
): Promise<ActionRunResult> {
  const writes = writesFrom(platform);
  const result = await run();
  expect(result.exitCode, `${result.stdout}${result.stderr}`).toBe(0);
  expect(writes()).toEqual([]);
  return result;
}

/** `run` must fail (exit 1) with an error containing (or matching) `message`, having written nothing to `platform`. */
export async function expectRefusedWithoutWrites(
  platform: Platform,
  run: () => Promise<ActionRunResult>,
  message: string | RegExp,
): Promise<ActionRunResult> {
  const writes = writesFrom(platform);
  const result = await run();
  expect(result.exitCode).toBe(1);
  if (typeof message === 'string') expect(result.errors.join('\n')).toContain(message);
  else expect(result.errors.join('\n')).toMatch(message);
  expect(writes()).toEqual([]);
  return result;
}

/** `rerun` (a sync on the file it already applied): it must succeed, change nothing and write nothing. */
export async function expectRerunChangesNothing(
  platform: Platform,
  rerun: () => Promise<ActionRunResult>,
  unchanged: number,
  more: Record<string, string> = {},
): Promise<ActionRunResult> {
  const writes = writesFrom(platform);
  const result = await rerun();
  expectNothingChanged(result, unchanged, more);
  expect(writes()).toEqual([]);
  return result;
}

/** The connection inputs every platform action takes: `world`'s platform, its full key unless `key` says. */
export function platformKeyInputs(
  world: { readonly platform: Platform },
  key = world.platform.fullKey,
): Record<'api-key' | 'api-url', string> {
  return { 'api-key': key, 'api-url': world.platform.url };
}

/** The deployments the platform holds for one project, oldest first. */
export function deploymentsOf(platform: Platform, projectId: string): DeploymentRecord[] {
  return [...platform.state.deployments.values()].filter((d) => d.projectId === projectId);
}

/** A run on a pull request event against `world`'s fake GitHub API. */
export function onPullRequest(
  world: { readonly github: { readonly url: string; readonly token: string } },
  action: string,
  number = 7,
): { event: ReturnType<typeof pullRequestEvent>; githubApiUrl: string; githubToken: string } {
  return {
    event: pullRequestEvent(action, number),
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
  };
}

/**
 * A sync action (dns-sync, cron-sync, project-sync…) run on one file: `text` written at `path` in a
 * fresh workspace, the `file` input naming it, with `world`'s full key unless `options.key` says.
 */
export function runSyncFile(
  world: { readonly platform: Platform },
  action: string,
  file: { readonly path: string; readonly text: string },
  inputs: Record<string, string>,
  { key, ...options }: { readonly key?: string } & Pick<ActionRunOptions, 'bundle'> = {},
): Promise<ActionRunResult> {
  return runAction({
    action,
    workspace: makeWorkspace({ [file.path]: file.text }),
    inputs: { ...platformKeyInputs(world, key), file: file.path, ...inputs },
    ...options,
  });
}
