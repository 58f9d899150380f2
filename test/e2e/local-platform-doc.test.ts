import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../fakes/platform/demo.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';
import { FAST_BUILD } from '../support/world.ts';
import { NODE24, REPO_ROOT } from './harness.ts';

/**
 * docs/local-platform.md's "Run the examples against it" block, run as a reader pastes it into bash,
 * against a platform seeded as `npm run platform` seeds it (its --write-env file): every command of
 * the block exits 0, and each action it names reports success.
 */

const DOC = readFileSync(join(REPO_ROOT, 'docs/local-platform.md'), 'utf8');

function runExamplesBlock(): string {
  const section = DOC.slice(DOC.indexOf('## Run the examples against it'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/local-platform.md has no sh block under "Run the examples against it"');
  return block;
}

let platform: Platform;
let tmp: string;
beforeAll(async () => {
  platform = await startPlatform({ build: FAST_BUILD });
  seedDemo(platform);
  tmp = mkdtempSync(join(tmpdir(), 'local-platform-doc-'));
  writeFileSync(
    join(tmp, 'platform.env'),
    `PLATFORM_URL=${platform.url}\nPLATFORM_FULL_KEY=${platform.fullKey}\nPLATFORM_READ_KEY=${platform.readKey}\nPLATFORM_PROJECT=prj_shop\n`,
  );
});
afterAll(async () => {
  await platform.close();
});

describe('docs/local-platform.md', () => {
  it.skipIf(process.platform === 'win32')(
    'runs every command of its examples block with exit 0',
    async () => {
      // Its files in /tmp go to a directory of this test's own; node_modules/.bin/node is the pinned Node.
      const script = `set -e\n${runExamplesBlock().replaceAll('/tmp/', `${tmp}/`)}`;
      expect(script).toContain('run_action project-sync');
      // Not spawnSync: the platform answers from this process, whose event loop must keep running.
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('bash', ['-c', script], {
          cwd: REPO_ROOT,
          env: { ...process.env, PATH: `${dirname(NODE24)}:${process.env.PATH ?? ''}` },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
        });
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
        });
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
      expect(errors).toEqual([]);
      // The deploy, the four syncs, the dry run and the preview each ran to the end.
      expect(run.stdout.match(/^::error|^::warning::Received/gm)).toBeNull();
      expect(platform.state.projects.get('prj_shop')?.staticRouting).toBe('spa');
      expect([...platform.state.projects.values()].some((project) => project.name === 'shop-pr-7')).toBe(
        true,
      );
    },
  );
});
