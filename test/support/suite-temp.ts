/**
 * vitest globalSetup of the whole run: every temporary file the suite makes (a test's workspace, an
 * action run's runner files, the local platform's data) goes under one fresh directory, and the run
 * removes it at its end, whatever a test left. The workers and what they start see it as TMPDIR,
 * which os.tmpdir() reads. Without it each run left thousands of directories in /tmp (about half a
 * gigabyte), from tests and helpers that had no reason to keep them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'platform-actions-suite-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
