/**
 * A test repository of many projects: a manifest of `count` keys (`app-01`, …), each a platform
 * project of the same name deployed from `apps/<key>`, and a workspace holding them.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeDiff } from '../fakes/github/state.ts';
import type { GitHubWorld } from '../support/world.ts';
import { makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { type ActionRunResult, type GitHubEvent, runAction } from './harness.ts';

export const OWNER = 'octo';
export const REPO = 'shop';
export const BEFORE = '1'.repeat(40);
export const AFTER = '2'.repeat(40);
/** Two more commits, NEWER after OLDER: a live deployment of one, a deploy of the other. */
export const NEWER = 'c'.repeat(40);
export const OLDER = 'a'.repeat(40);

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

/** What GitHub answers for a comparison (`base...head`) or a pull request's files of OWNER/REPO. */
export function seedDiff(
  world: GitHubWorld,
  diff: Omit<FakeDiff, 'owner' | 'repo' | 'files'>,
  files: readonly string[] = [],
): void {
  world.github.state.diffs.push({
    owner: OWNER,
    repo: REPO,
    ...diff,
    files: files.map((filename) => ({ filename })),
  });
}

/** A push whose comparison GitHub answers with these files. */
export function seedPush(
  world: GitHubWorld,
  files: readonly string[],
  status: 'ahead' | 'diverged' = 'ahead',
): void {
  seedDiff(world, { base: BEFORE, head: AFTER, status }, files);
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

/** The inputs deploy-many.yml gives the leg of `entry`: the entry's own, and no comment (the report's). */
export function legInputs(entry: MatrixEntry, githubDeployment: boolean): Record<string, string> {
  return {
    projects: entry.projects,
    project: entry.project,
    'api-rate': entry['api-rate'],
    comment: 'false',
    'github-deployment': String(githubDeployment),
  };
}

/** A folder for the legs' results, as the report job downloads them. */
export function resultsFolder(): string {
  return mkdtempSync(join(tmpdir(), 'platform-results-'));
}

/** What deploy-many.yml's keep step does after a leg: its `results` (`[]` when unset) into the folder. */
export function keepResults(folder: string, entry: Pick<MatrixEntry, 'key'>, leg: ActionRunResult): void {
  writeFileSync(join(folder, `${entry.key}.json`), leg.outputs.results || '[]');
}

/**
 * deploy-many.yml's matrix job: `deploy` runs the leg of each entry `plan` planned (all at once, as
 * the runner starts them, unless `inTurn`), and each leg's results are kept for the report.
 */
export async function runLegs(
  plan: ActionRunResult,
  deploy: (entry: MatrixEntry, index: number) => Promise<ActionRunResult>,
  { inTurn = false } = {},
): Promise<{ legs: ActionRunResult[]; results: string }> {
  const results = resultsFolder();
  const leg = async (entry: MatrixEntry, index: number) => {
    const run = await deploy(entry, index);
    keepResults(results, entry, run);
    return run;
  };
  const entries = matrixOf(plan);
  const legs: ActionRunResult[] = [];
  if (inTurn) for (const [index, entry] of entries.entries()) legs.push(await leg(entry, index));
  else legs.push(...(await Promise.all(entries.map(leg))));
  return { legs, results };
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

/**
 * The deploy action on a push of `sha` (GITHUB_SHA too), with no comment, recording its GitHub
 * Deployment as the workflow's token would: what the superseded and auto_inactive checks read back.
 */
export function deployPushAt(
  world: GitHubWorld,
  workspace: string,
  sha: string,
  inputs: Record<string, string>,
): Promise<ActionRunResult> {
  return runAction({
    action: 'deploy',
    workspace,
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    env: { GITHUB_SHA: sha },
    event: pushEvent({ after: sha }),
    inputs: { ...platformKeyInputs(world), comment: 'false', ...inputs },
  });
}
