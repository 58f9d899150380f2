import { describe, expect, it } from 'vitest';
import { type GitHubWorld, startWorld, type World } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { expectSucceeded, platformKeyInputs } from './fixtures.ts';
import { runAction, runnerCommandLines } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true, lifecycle: { runMs: 300 } }, (started) => {
  world = started;
});

/** The run action on a project of `on`'s platform (the test's world unless given), with the full key. */
function runCommand(projectId: string, inputs: Record<string, string>, on: World = world) {
  return runAction({ action: 'run', inputs: { ...platformKeyInputs(on), project: projectId, ...inputs } });
}

function runsOf(projectId: string) {
  return [...world.platform.state.runs.values()].filter((run) => run.projectId === projectId);
}

describe('run action, run as the runner runs it', () => {
  it('runs a command in the sandbox, streams its output once, and succeeds with exit code 0', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const result = await runCommand(project.id, { command: 'echo migrating && echo 3 migrations applied' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('succeeded');
    expect(result.outputs['exit-code']).toBe('0');
    const [run] = runsOf(project.id);
    expect(runsOf(project.id)).toHaveLength(1);
    expect(result.outputs['run-id']).toBe(run!.id);
    expect(run!.status).toBe('succeeded');
    expect(result.stdout).toContain(`::group::Output of run ${run!.id}`);
    // Every poll returns the whole output; each line is printed once all the same.
    const printed = result.stdout.split('\n');
    expect(printed.filter((line) => line === '3 migrations applied')).toHaveLength(1);
    expect(printed.filter((line) => line === 'migrating')).toHaveLength(1);
    expect(printed).toContain('$ echo migrating && echo 3 migrations applied');
    expect(result.summary).toContain(run!.id);
    expect(result.summary).toContain('succeeded');
    expect(result.errors).toEqual([]);
  });

  it("prints output lines that look like workflow commands as text, never as the runner's commands", async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const result = await runCommand(project.id, {
      command: 'echo "::error::planted" && echo "::add-mask::migrating"',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.stdout).toContain('::error::planted');
    const commands = runnerCommandLines(result.stdout);
    expect(
      commands.filter(
        (line) => line.startsWith('::error::planted') || line.startsWith('::add-mask::migrating'),
      ),
    ).toEqual([]);
    // The pause's token is new for each print, so a line of the output can't end it.
    const tokens = [...result.stdout.matchAll(/^::stop-commands::([0-9a-f]{32})$/gm)].map((m) => m[1]);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('fails with exit 1 when the command fails, with the output tail in an annotation and the summary', async () => {
    const project = world.platform.admin.createProject({ name: 'broken' });
    const lines = Array.from({ length: 60 }, (_, i) => `echo step-${i + 1}`).join(' && ');
    const result = await runCommand(project.id, { command: `${lines} && exit 3` });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('failed');
    expect(result.outputs['exit-code']).toBe('3');
    const tail = result.errors.find((error) => error.includes('step-60'));
    expect(tail).toBeDefined();
    // The last 50 lines: step-11 .. step-60, not the command echo nor step-10.
    expect(tail).toContain('step-11');
    expect(tail).not.toMatch(/step-10\b/);
    expect(result.errors.some((error) => /failed with exit code 3/.test(error))).toBe(true);
    expect(result.summary).toContain('step-60');
    expect(result.summary).toContain('Output tail');
    expect(result.summary).toMatch(/failed with exit code 3/);
  });

  it('refuses a command the sandbox does not allow, listing what it allows, and writes nothing', async () => {
    const project = world.platform.admin.createProject({ name: 'refused' });
    const result = await runCommand(project.id, { command: 'curl https://example.com' });
    expect(result.exitCode).toBe(1);
    const error = result.errors.join('\n');
    expect(error).toMatch(/Input "command": "curl" is not a command the platform's sandbox runs/);
    expect(error).toContain('`npm`');
    expect(error).toContain('`node`');
    expect(world.platform.writes()).toEqual([]);
    expect(runsOf(project.id)).toHaveLength(0);
  });

  it('runs a command in a live service container with `service`', async () => {
    const project = world.platform.admin.createProject({ name: 'live' });
    const ok = await runCommand(project.id, { command: 'echo cache cleared', service: 'web' });
    expectSucceeded(ok, { status: 'succeeded', 'exit-code': '0', 'run-id': '' });
    expect(ok.stdout).toContain('cache cleared');
    expect(world.platform.requestLog.map((r) => r.operation)).toContain('execProjectService');
    expect(runsOf(project.id)).toHaveLength(0);

    const failed = await runCommand(project.id, { command: 'echo about to fail && exit 2', service: 'web' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ status: 'failed', 'exit-code': '2' });
    expect(failed.errors.some((e) => e.includes('about to fail'))).toBe(true);
    expect(failed.errors.some((e) => /service web failed with exit code 2/.test(e))).toBe(true);
  });

  it('adopts the run an unanswered POST started instead of running the command twice', async () => {
    const project = world.platform.admin.createProject({ name: 'flaky' });
    world.platform.faults.add({ operation: 'createProjectRun', times: 1, drop: 'after-body' });
    const result = await runCommand(project.id, { command: 'npm run migrate' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(runsOf(project.id)).toHaveLength(1);
    expect(result.outputs['run-id']).toBe(runsOf(project.id)[0]!.id);
    expect(result.stdout).toMatch(/Adopted run/);
  });

  it('times out with a message on how to raise `timeout`', async () => {
    const slow = await startWorld({ github: true, lifecycle: { runMs: 60_000 } });
    try {
      const project = slow.platform.admin.createProject({ name: 'slow' });
      const result = await runCommand(project.id, { command: 'npm run seed', timeout: '2s' }, slow);
      expect(result.exitCode).toBe(1);
      expect(result.outputs.status).toBe('timed-out');
      expect(result.outputs['exit-code']).toBe('');
      expect(result.errors.join('\n')).toMatch(/Raise the `timeout` input/);
      expect(result.durationMs).toBeLessThan(15_000);
    } finally {
      await slow.close();
    }
  });
});
