import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ACTIONS = join(ROOT, 'src/actions');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The port plumbing: the only modules that may write an output by name, without the typed writer. */
const OUTPUT_PLUMBING = new Set([
  'src/port.ts',
  'src/actions/common/runner-port.ts',
  'src/actions/common/step-outcome.ts',
  'src/actions/common/outputs.ts',
  'src/actions/common/platform-action.ts',
]);

describe('run.ts is wiring', () => {
  const runs = readdirSync(ACTIONS)
    .map((name) => join(ACTIONS, name, 'run.ts'))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());

  it('finds every action run', () => {
    expect(runs.length).toBeGreaterThanOrEqual(13);
  });

  it.each(runs.map((path) => [relative(ROOT, path)]))('%s is under 60 lines', (path) => {
    const lines = readFileSync(join(ROOT, path), 'utf8').trimEnd().split('\n').length;
    expect(
      lines,
      `${path} has ${lines} lines: move steps to the action's steps.ts or report.ts, or its domain`,
    ).toBeLessThan(60);
  });

  it('no module but the port plumbing writes an output by name (outputs go through the typed writer)', () => {
    const writers = sourceFiles(join(ROOT, 'src'))
      .map((path) => relative(ROOT, path))
      .filter((path) => !OUTPUT_PLUMBING.has(path))
      .filter((path) => /\.setOutput\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(writers).toEqual([]);
  });

  it('no action pairs startGroup/endGroup by hand (the port has group(title, fn))', () => {
    const pairing = sourceFiles(ACTIONS)
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== 'src/actions/common/runner-port.ts')
      .filter((path) => /\b(startGroup|endGroup)\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(pairing).toEqual([]);
  });
});
