/**
 * vitest globalSetup of the e2e project: the bundle smoke tests run dist/, so rebuild it first when
 * the sources changed since the last full build (see scripts/source-stamp.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundlesAreFresh } from '../../scripts/source-stamp.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): void {
  if (bundlesAreFresh(root)) return;
  console.log('[e2e] dist/ is older than src/: rebuilding the bundles first (npm run build)');
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' });
}
