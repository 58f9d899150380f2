/**
 * An action is registered by existing: src/actions/<name>/ with a spec.ts and a run.ts is bundled,
 * given its action.yml and README table, and covered by the tests that walk every action. Nothing
 * else may be needed, and a half-made folder may not be skipped silently.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entrySource } from '../../scripts/gen-metadata.ts';
import { actionNames, loadActionSpecs } from '../../src/actions/specs.ts';
import { REPO_ROOT } from '../e2e/harness.ts';

const ACTIONS_DIR = join(REPO_ROOT, 'src/actions');
/** Folders of shared code, not actions. */
const SHARED = ['common'];

describe('actions are discovered from src/actions/', () => {
  it('finds every action folder, and every folder but the shared ones is a whole action', () => {
    const folders = readdirSync(ACTIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name))
      .map((entry) => entry.name)
      .sort();
    expect(actionNames()).toEqual(folders);
    expect(actionNames()).toContain('compute-scale');
  });

  it('names each spec after its folder, so action.yml, dist/ and the README table line up', async () => {
    const specs = await loadActionSpecs();
    expect(specs.map((spec) => spec.name)).toEqual(actionNames());
  });

  it('keeps no hand-written bundle entry: the build writes each from the action name', () => {
    for (const name of actionNames()) {
      expect(existsSync(join(ACTIONS_DIR, name, 'index.ts')), name).toBe(false);
      expect(entrySource(name)).toContain(`import { run } from '../../src/actions/${name}/run.ts';`);
      expect(entrySource(name)).toContain('await runBundle(run);');
    }
  });
});
