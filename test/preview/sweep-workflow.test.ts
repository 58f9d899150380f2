import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { spec } from '../../src/actions/preview-sweep/spec.ts';
import { REPO_ROOT } from '../e2e/harness.ts';

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { inputs?: Record<string, unknown> } | null>;
  permissions?: Record<string, string>;
  jobs: Record<
    string,
    { permissions?: Record<string, string>; steps?: Step[]; with?: Record<string, unknown> }
  >;
}

const read = (path: string) => parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as Workflow;
const reusable = read('.github/workflows/preview-sweep.yml');
const example = read('examples/workflows/preview-sweep.yml');
const previewExample = read('examples/workflows/preview.yml');

describe('the preview-sweep workflows', () => {
  it('hands every workflow input to the action under its own name, and only inputs the action has', () => {
    const step = reusable.jobs.sweep!.steps!.find((s) => s.id === 'sweep')!;
    expect(step.uses).toBe('platform-actions/platform-actions/actions/preview-sweep@main');
    const given = step.with!;
    for (const name of Object.keys(given)) expect(Object.keys(spec.inputs)).toContain(name);
    for (const name of Object.keys(reusable.on.workflow_call!.inputs!)) {
      expect(given[name], name).toBe(`\${{ inputs.${name} }}`);
    }
  });

  it('asks for no permission but reading pull requests', () => {
    expect(reusable.permissions).toEqual({ 'pull-requests': 'read' });
    expect(example.jobs.sweep!.permissions).toEqual({ 'pull-requests': 'read' });
  });

  it('runs on a schedule in the example, with the preview example’s own templates', () => {
    expect(Object.keys(example.on)).toEqual(['schedule', 'workflow_dispatch']);
    const sweepWith = example.jobs.sweep!.with!;
    const previewWith = previewExample.jobs.preview!.with!;
    expect(sweepWith['project-name']).toBe(previewWith['project-name']);
    expect(sweepWith.domain).toBe(previewWith.domain);
  });
});
