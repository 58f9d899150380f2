import { describe, expect, it } from 'vitest';
import { ACTIONS, baseline, catalogueOf } from '../catalogue/index.ts';
import { inWorld } from '../reliability/cases.ts';
import { makeWorkspace } from './fixtures.ts';
import { runAction } from './harness.ts';

/**
 * The smoke test of every bundle: dist/<name>/index.js run as the runner runs it (a child process, its
 * inputs in INPUT_* variables, its outputs in GITHUB_OUTPUT), one ordinary success each: the valid
 * baseline of the action's own catalogue (test/catalogue/<name>.ts), in a world of its own. CI runs
 * this file on Linux, Windows and macOS (`npm run test:smoke` selects every `*.smoke.test.ts`). The
 * actions are those of src/actions/specs.ts, so a new action is smoke-tested with nothing to add here.
 */

describe('every bundle, as the runner runs it', () => {
  it.each(ACTIONS)('dist/%s/index.js succeeds against the local platform', (action) =>
    inWorld(async (setup) => {
      const base = baseline(action, setup);
      const result = await runAction({
        action,
        bundle: true,
        workspace: makeWorkspace(
          Object.keys(base.files).length > 0 ? base.files : { 'README.md': 'smoke\n' },
        ),
        inputs: base.inputs,
        ...(base.github
          ? { githubApiUrl: setup.world.github.url, githubToken: setup.world.github.token }
          : {}),
      });
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.errors).toEqual([]);
      expect(result.outputs.status).toBe(catalogueOf(action).successStatus);
    }),
  );
});
