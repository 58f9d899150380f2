/**
 * A test repository of many projects: a manifest of `count` keys (`app-01`, …), each a platform
 * project of the same name deployed from `apps/<key>`, and a workspace holding them.
 */

import type { GitHubWorld } from '../support/world.ts';
import { makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { type ActionRunResult, type GitHubEvent, runAction } from './harness.ts';

export const OWNER = 'octo';
export const REPO = 'shop';
export const BEFORE = '1'.repeat(40);
export const AFTER = '2'.repeat(40);

export function keyOf(index: number): string {
  return `app-${String(index + 1).padStart(2, '0')}`;
}

export function manifestOf(count: number): string {
  const lines = ['projects:'];
  for (let index = 0; index < count; index++) {
    const key = keyOf(index);
    lines.push(`  ${key}:`, `    project: ${key}`, `    path: apps/${key}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The platform projects and a workspace with the manifest and a small site per project. */
export function manyProjects(
  world: GitHubWorld,
  count: number,
): { workspace: string; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  const files: Record<string, string> = { 'platform.yml': manifestOf(count) };
  for (let index = 0; index < count; index++) {
    const key = keyOf(index);
    ids.set(key, world.platform.admin.createProject({ name: key }).id);
    files[`apps/${key}/index.html`] = `<h1>${key}</h1>`;
  }
  return { workspace: makeWorkspace(files), ids };
}

export function pushEvent(
  options: { before?: string; after?: string; created?: boolean; forced?: boolean; deleted?: boolean } = {},
): GitHubEvent {
  return {
    name: 'push',
    payload: {
      ref: 'refs/heads/main',
      before: options.before ?? BEFORE,
      after: options.after ?? AFTER,
      created: options.created ?? false,
      forced: options.forced ?? false,
      deleted: options.deleted ?? false,
      repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
    },
  };
}

/** A push whose comparison GitHub answers with these files. */
export function seedPush(
  world: GitHubWorld,
  files: readonly string[],
  status: 'ahead' | 'diverged' = 'ahead',
): void {
  world.github.state.diffs.push({
    owner: OWNER,
    repo: REPO,
    base: BEFORE,
    head: AFTER,
    status,
    files: files.map((filename) => ({ filename })),
  });
}

export interface MatrixEntry {
  readonly key: string;
  readonly project: string;
  readonly path: string;
  readonly projects: string;
  readonly 'api-rate': string;
}

export function matrixOf(result: ActionRunResult): MatrixEntry[] {
  return (JSON.parse(result.outputs.matrix ?? '{"include":[]}') as { include: MatrixEntry[] }).include;
}

/** `action` run on `event` in `workspace`, against `world`'s platform (full key) and its fake GitHub. */
export function runOnRepo(
  world: GitHubWorld,
  action: string,
  workspace: string,
  event: GitHubEvent,
  inputs: Record<string, string> = {},
  bundle = false,
): Promise<ActionRunResult> {
  return runAction({
    action,
    inputs: { ...platformKeyInputs(world), ...inputs },
    event,
    workspace,
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    bundle,
  });
}
