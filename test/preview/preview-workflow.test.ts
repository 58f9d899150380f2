import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';
import { runStepScript, type StepRun } from '../support/workflow-step.ts';

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string;
  permissions?: unknown;
  concurrency?: { group: string; 'cancel-in-progress': string | boolean };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

/** A GitHub expression as written in a workflow: `${{ text }}`. */
const expression = (text: string) => `\${{ ${text} }}`;
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const preview = parse(read('.github/workflows/preview.yml')) as Workflow;
const deploy = parse(read('.github/workflows/deploy.yml')) as Workflow;

/** Runs the gate step's script as the runner would, with the env its expressions would give; it must exit 0. */
function gate(env: Record<string, string>): StepRun {
  const run = runStepScript(preview.jobs.gate!.steps.find((s) => s.id === 'check')!.run!, env);
  expect(run.status, run.stderr).toBe(0);
  return run;
}

const SAME_REPO = {
  EVENT_NAME: 'pull_request',
  ACTION: 'synchronize',
  HEAD_REPOSITORY: 'octo/shop',
  REPOSITORY: 'octo/shop',
  HAS_API_KEY: 'true',
};

describe('the reusable preview workflow', () => {
  it('is only called, never triggered by pull_request_target', () => {
    expect(Object.keys(preview.on)).toEqual(['workflow_call']);
    for (const file of ['.github/workflows/preview.yml', 'examples/workflows/preview.yml']) {
      expect(read(file)).not.toMatch(/^\s*pull_request_target\s*:/m);
    }
  });

  it('asks for exactly the permissions it needs, and none in the gate', () => {
    expect(preview.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      deployments: 'write',
    });
    expect(preview.jobs.gate!.permissions).toEqual({});
    // deploy.yml's job environment records the GitHub deployment, so it needs no deployments permission.
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

  it('serialises the runs of one pull request, and a reopen waits for the cleanup instead of cancelling it', () => {
    const job = preview.jobs.preview!;
    expect(job.needs).toBe('gate');
    expect(job.if).toBe("needs.gate.outputs.run == 'true'");
    expect(job.concurrency?.group).toContain('github.event.pull_request.number');
    // A merge queue run is never cancelled by a later one: its preview is removed at its own end.
    expect(job.concurrency?.['cancel-in-progress']).toBe(
      expression("github.event_name != 'merge_group' && github.event.action != 'reopened'"),
    );
    const action = job.steps.find((s) => s.uses?.includes('/actions/preview-domain@'));
    expect(action?.with?.mode).toBe('auto');
    expect(action?.with?.['api-key']).toBe(expression('secrets.api-key'));
    // Nothing to check out for the cleanup.
    expect(job.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.if).toBe(
      "github.event.action != 'closed'",
    );
  });

  it.each(['opened', 'synchronize', 'reopened', 'closed'])(
    'runs for a same-repository %s event',
    (action) => {
      const result = gate({ ...SAME_REPO, ACTION: action });
      expect(result.outputs).toBe('run=true\n');
      expect(result.summary).toBe('');
    },
  );

  it('skips a fork pull request with a notice and a summary, without failing', () => {
    const result = gate({ ...SAME_REPO, HEAD_REPOSITORY: 'someone/shop', HAS_API_KEY: 'false' });
    expect(result.outputs).toBe('run=false\n');
    expect(result.stdout).toMatch(/^::notice title=Preview skipped::This pull request comes from a fork/m);
    expect(result.summary).toMatch(
      /### Preview skipped\n\nThis pull request comes from a fork \(someone\/shop\)/,
    );
  });

  it('treats a deleted fork as a fork', () => {
    expect(gate({ ...SAME_REPO, HEAD_REPOSITORY: '' }).summary).toContain('a deleted repository');
  });

  it.each([
    [{ EVENT_NAME: 'pull_request_target' }, /pull_request events only/],
    [{ ACTION: 'labeled' }, /Nothing to do for a pull request labeled event/],
    [{ HAS_API_KEY: 'false' }, /The api-key secret is empty/],
  ])('skips %j', (change, message) => {
    const result = gate({ ...SAME_REPO, ...change });
    expect(result.outputs).toBe('run=false\n');
    expect(result.summary).toMatch(message);
  });
});
