/**
 * The catalogues of every action, found from the action list itself (src/actions/<name>/spec.ts):
 * an action without test/catalogue/<name>.ts has `undefined` here, which the meta-test names.
 */
import { existsSync } from 'node:fs';
import { actionNames } from '../../src/actions/specs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type ActionRunResult, type GitHubEvent, runAction } from '../e2e/harness.ts';
import { type CaseSetup, type InputPatch, patchOf } from '../reliability/cases.ts';
import type { ActionCatalogue } from './types.ts';

export const ACTIONS: readonly string[] = actionNames();

async function load(action: string): Promise<ActionCatalogue | undefined> {
  const file = new URL(`./${action}.ts`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return ((await import(file.href)) as { catalogue: ActionCatalogue }).catalogue;
}

/** Each action's catalogue, or undefined where it has none (the meta-test fails naming it). */
export const FOUND: ReadonlyMap<string, ActionCatalogue | undefined> = new Map(
  await Promise.all(ACTIONS.map(async (action) => [action, await load(action)] as const)),
);

/** The catalogues that exist, in action order. */
export const CATALOGUES: readonly ActionCatalogue[] = [...FOUND.values()].filter(
  (found): found is ActionCatalogue => found !== undefined,
);

export function catalogueOf(action: string): ActionCatalogue {
  const found = FOUND.get(action);
  if (!found) throw new Error(`no test catalogue for ${action}: add test/catalogue/${action}.ts`);
  return found;
}

export function baseline(action: string, setup: CaseSetup) {
  return catalogueOf(action).baseline(setup);
}

/** The action's valid baseline with the case's inputs, files and event laid over it. */
export function runCase(
  setup: CaseSetup,
  action: string,
  options: { inputs?: InputPatch; files?: Record<string, string>; event?: GitHubEvent } = {},
): Promise<ActionRunResult> {
  const base = baseline(action, setup);
  return runAction({
    action,
    workspace: makeWorkspace({ ...base.files, ...options.files }),
    inputs: { ...base.inputs, ...patchOf(options.inputs, setup) },
    ...(options.event ? { event: options.event } : {}),
    ...(base.github ? { githubApiUrl: setup.world.github.url, githubToken: setup.world.github.token } : {}),
  });
}
