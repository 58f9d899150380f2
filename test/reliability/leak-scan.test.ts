/**
 * The secret-leak scan. Every action runs with a canary API key (a full key the
 * platform issued, so its secret is random), canary env values (one line, several lines, inside a
 * URL), the fake GitHub's random token, and ACTIONS_STEP_DEBUG on; successful runs and runs made to
 * fail. No canary may show anywhere outside the `::add-mask::` lines: stdout, stderr, the summary,
 * the outputs, PR comments, GitHub deployments and their statuses.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, CATALOGUES } from '../catalogue/index.ts';
import { makeWorkspace, pullRequestEvent } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useFileAcceleratedClock } from '../support/clocks.ts';
import { startWorld } from '../support/world.ts';
import { type Canary, expectNoLeaks, findLeaks } from './leak-scan-helpers.ts';
import type { LeakScenario } from './leak-scan-scenarios.ts';

/** Every action's leak scenarios, from its catalogue (test/catalogue/<name>.ts). */
const LEAK_SCENARIOS: readonly LeakScenario[] = CATALOGUES.flatMap((catalogue) => catalogue.leakScenarios);

const DEBUG = { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' };

// Builds, polls and provisioning run on virtual time, ten times faster than real.
useFileAcceleratedClock({ factor: 10 });

async function scan(scenario: LeakScenario): Promise<void> {
  const world = await startWorld({ github: true, lifecycle: { databaseProvisionMs: 50, runMs: 50 } });
  try {
    const { platform, github } = world;
    const key = platform.admin.issueKey(scenario.key ?? 'full');
    const context = { world, key, projectId: platform.admin.createProject({ name: 'shop' }).id };
    if (scenario.failing) platform.faults.add({ operation: scenario.failing, status: 500 });
    const prepared = await scenario.prepare(context);
    const result = await runAction({
      action: scenario.action,
      inputs: { 'api-key': key, 'api-url': platform.url, ...prepared.inputs },
      workspace: makeWorkspace(prepared.files ?? {}),
      env: DEBUG,
      githubApiUrl: github.url,
      githubToken: github.token,
      ...(scenario.pullRequest ? { event: pullRequestEvent('opened', 7) } : {}),
    });
    const keyCanary: Canary = { label: 'api key', value: key };
    const given = [...(prepared.canaries ?? []), ...(scenario.after?.(context) ?? [])];
    const canaries: Canary[] = [keyCanary, { label: 'GitHub token', value: github.token }, ...given];
    const context_ = `${result.stdout}\n${result.stderr}`;
    if (scenario.outcome === 'success') expect(result.exitCode, context_).toBe(0);
    else expect(result.exitCode, context_).not.toBe(0);
    // Step debug really was on: the client logs each request at debug level.
    if (scenario.outcome === 'success') expect(result.stdout).toContain('::debug::');
    const reports = !['preview-database', 'projects'].includes(scenario.action);
    if (scenario.pullRequest && scenario.outcome === 'success' && reports) {
      // Either GitHub got a comment and a deployment, or the run warned that the token may not make them.
      const reported = github.state.comments.length + github.state.deployments.length;
      expect(reported > 0 || result.warnings.length > 0).toBe(true);
    }
    expectNoLeaks(result, world, canaries, [keyCanary, ...given]);
  } finally {
    await world.close();
  }
}

describe('the leak scan covers every action, succeeding and failing', () => {
  it('has a successful and a failing scenario for each action', () => {
    for (const action of ACTIONS) {
      const outcomes = new Set(LEAK_SCENARIOS.filter((s) => s.action === action).map((s) => s.outcome));
      expect([action, ...outcomes]).toEqual([action, 'success', 'failure']);
    }
  });

  it('finds a canary where one leaked, so a clean scan means something', async () => {
    const world = await startWorld({ github: true });
    try {
      const canary = { label: 'planted', value: 'cnryplanted0123456789\nsecond-line-0123' };
      const result = {
        exitCode: 1,
        signal: null,
        stdout: '::add-mask::cnryplanted0123456789\nusing second-line-0123\n',
        stderr: '',
        outputs: {},
        summary: 'key cnryplanted0123456789',
        errors: [],
        warnings: [],
        durationMs: 0,
      };
      expect(findLeaks(result, world, [canary]).map((f) => f.where)).toEqual(['summary', 'stdout']);
    } finally {
      await world.close();
    }
  });
});

describe.concurrent('no canary shows anywhere but the masks, with step debug on', () => {
  it.each(LEAK_SCENARIOS)('$action: $title ($outcome)', (scenario) => scan(scenario));
});

describe('a read-key plan publishes nothing derived from the values', () => {
  it('env-sync without digest-key: the plan id, outputs and summary of PIN=4820 and PIN=4821 are the same', async () => {
    const world = await startWorld({ github: true });
    try {
      const { platform } = world;
      const project = platform.admin.createProject({ name: 'shop' }).id;
      const published = async (pin: string) => {
        const result = await runAction({
          action: 'env-sync',
          inputs: {
            'api-key': platform.readKey,
            'api-url': platform.url,
            project,
            variables: `PIN=${pin}\n`,
            'dry-run': 'true',
          },
          workspace: makeWorkspace({}),
        });
        expect(result.exitCode, result.stdout).toBe(0);
        return { outputs: result.outputs, summary: result.summary };
      };
      // A guess that could be confirmed against the published id would make it a brute-force oracle.
      const [a, b] = [await published('4820'), await published('4821')];
      expect(a.outputs['plan-id']).toMatch(/^[0-9a-f]{16}/);
      expect(b).toEqual(a);
    } finally {
      await world.close();
    }
  });
});
