/**
 * The README's first command, `npm start` (scripts/demo.ts): the local platform in-process, the deploy
 * bundle, then the same deploy from the command line, and the live page fetched. A run that hangs
 * or ends without the last line is a README that lies.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { NODE24, REPO_ROOT } from './harness.ts';

it('npm start deploys with the action and the command line, and says the page is served', async () => {
  const child = spawn(NODE24, [join(REPO_ROOT, 'scripts/demo.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A hung demo must not outlive its test.
  onTestFinished(() => {
    child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output).toBe(0);
  expect(output).toMatch(
    /npx platform-actions deploy --project \S+ --path examples\/site --json\n {2}→ \{"status":"live"/,
  );
  expect(output.trim().endsWith('Demo deploy is live and served.')).toBe(true);
}, 120_000);
