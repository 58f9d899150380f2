import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handTypedOutputs, type Write, writesIn } from './report-writes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [relative(ROOT, path).split(sep).join('/')] : [];
  });
}

/** An action's presentation room, and the plumbing every action shares (the port, the failure path). */
const ALLOWED = [/^src\/actions\/[^/]+\/report\.ts$/, /^src\/actions\/common\//];

const allowed = (path: string) => ALLOWED.some((rule) => rule.test(path));

function offenders(files: readonly string[], read: (path: string) => string): string[] {
  return files
    .filter((path) => !allowed(path))
    .flatMap((path) => writesIn(path, read(path)).map((write) => `${path}:${write.line} ${write.call}`));
}

const SRC = sourceFiles(join(ROOT, 'src'));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const shown = (path: string, writes: readonly Write[]) => writes.map((w) => `${path}:${w.line} ${w.call}`);

describe("an action's outputs and summary are written in its report.ts", () => {
  it('reads the source of every action', () => {
    expect(SRC.filter((path) => /^src\/actions\/[^/]+\/run\.ts$/.test(path)).length).toBeGreaterThanOrEqual(
      13,
    );
  });

  it('no module but an action report.ts and src/actions/common writes an output or the summary', () => {
    expect(offenders(SRC, read)).toEqual([]);
  });

  it('finds a write planted in a run.ts, through the port or the typed writer', () => {
    const path = 'src/actions/api/run.ts';
    const planted = `${read(path)}
export async function planted(port: ActionPort, { outputs: writer }: { outputs: Outputs<'status'> }) {
  writer.set('status', 'x');
  port.setOutput('status', 'x');
  await port.appendSummary('x');
}`;
    expect(offenders([path], () => planted)).toEqual([
      `${path}:${planted.split('\n').length - 3} writer.set`,
      `${path}:${planted.split('\n').length - 2} port.setOutput`,
      `${path}:${planted.split('\n').length - 1} port.appendSummary`,
    ]);
    // The same writes are the report's to make.
    expect(offenders(['src/actions/api/report.ts'], () => planted)).toEqual([]);
    const helper = 'export const early = (sink: OutputsOf<typeof spec>) => sink.setAll({ status: "x" });';
    expect(offenders(['src/actions/api/steps.ts'], () => helper)).toEqual([
      'src/actions/api/steps.ts:1 sink.setAll',
    ]);
  });

  it('output names come from the spec, never typed by hand', () => {
    expect(SRC.flatMap((path) => shown(path, handTypedOutputs(path, read(path))))).toEqual([]);
    expect(handTypedOutputs('x.ts', "type O = Outputs<'url' | 'status'>;")).toHaveLength(1);
    expect(handTypedOutputs('x.ts', "type O = Outputs<keyof (typeof spec)['outputs']>;")).toEqual([]);
  });
});
