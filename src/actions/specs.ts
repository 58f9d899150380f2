import { existsSync, readdirSync } from 'node:fs';
import type { ActionSpec } from './common/spec.ts';

const ACTIONS_DIR = new URL('.', import.meta.url);

/**
 * Names of the actions: every src/actions/<name>/ with a spec.ts and a run.ts. This is the one list:
 * the build bundles each (writing its entry), writes its action.yml and README table, and the tests
 * that cover every action read it; nothing else names the actions.
 */
export function actionNames(): string[] {
  return readdirSync(ACTIONS_DIR)
    .filter((name) => existsSync(new URL(`${name}/spec.ts`, ACTIONS_DIR)))
    .filter((name) => existsSync(new URL(`${name}/run.ts`, ACTIONS_DIR)))
    .sort();
}

/** Every action's spec; each src/actions/<name>/spec.ts exports it as `spec`. Build and tests only. */
export async function loadActionSpecs(): Promise<ActionSpec[]> {
  const specs: ActionSpec[] = [];
  for (const name of actionNames()) {
    const module = (await import(new URL(`${name}/spec.ts`, ACTIONS_DIR).href)) as { spec: ActionSpec };
    specs.push(module.spec);
  }
  return specs;
}
