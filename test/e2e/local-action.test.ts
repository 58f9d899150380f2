/**
 * A client no one here wrote runs our actions: `@github/local-action` replaces @actions/core with its
 * own, imports the action's `run` (src/actions/<name>/run.ts) and calls it, then prints what the action
 * set under "Action Outputs". Our port writes through @actions/core when it runs on the process's own
 * environment and stdout, so those outputs are ours, read back from a tool we do not control.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../support/world.ts';
import { NODE24, REPO_ROOT } from './harness.ts';

const run = promisify(execFile);
const LOCAL_ACTION = join(REPO_ROOT, 'node_modules/.bin/local-action');

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(async () => {
  await world.close();
});

/** The rows of local-action's "Action Outputs" table: `│ 0 │ 'status' │ '200' │` → status → 200. */
function actionOutputs(stdout: string): Record<string, string> {
  const section = stdout.slice(stdout.indexOf('Action Outputs'));
  const outputs: Record<string, string> = {};
  for (const match of section.matchAll(/│\s*\d+\s*│\s*'([^']+)'\s*│\s*'(.*)'\s*│/g)) {
    outputs[match[1]!] = match[2]!;
  }
  return outputs;
}

describe('@github/local-action runs our actions', () => {
  it('runs the api action from its source and shows our outputs in its Action Outputs table', async () => {
    const project = world.platform.admin.createProject({ name: 'local-action' });
    const envFile = join(mkdtempSync(join(tmpdir(), 'local-action-')), '.env');
    writeFileSync(
      envFile,
      [
        `INPUT_API-KEY=${world.platform.fullKey}`,
        `INPUT_API-URL=${world.platform.url}`,
        'INPUT_METHOD=get',
        `INPUT_PATH=/projects/${project.id}`,
        'INPUT_API-RATE=15',
        'INPUT_ALLOW-INSECURE-HTTP=false',
        '',
      ].join('\n'),
    );
    const { stdout } = await run(
      NODE24,
      [LOCAL_ACTION, 'run', 'actions/api', '../../src/actions/api/run.ts', envFile],
      // local-action starts the action with the `node` it finds first on the PATH: Node 24's.
      { cwd: REPO_ROOT, env: { ...process.env, PATH: `${dirname(NODE24)}:${process.env.PATH}` } },
    );
    const outputs = actionOutputs(stdout);
    expect(outputs, stdout).toMatchObject({ status: '200', operation: 'getProject' });
    expect(JSON.parse(outputs.data!)).toMatchObject({ id: project.id, name: 'local-action' });
    // The key was masked through @actions/core, so local-action never printed it.
    expect(stdout).not.toContain(world.platform.fullKey);
  }, 180_000); // local-action compiles the action's TypeScript first: over a minute on a loaded 2-core machine
});
