import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeWorkspace, platformKeyInputs } from '../e2e/fixtures.ts';
import { REPO_ROOT, runAction } from '../e2e/harness.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { runStepScript } from '../support/workflow-step.ts';
import { startWorld, type World } from '../support/world.ts';

/** What a team adopting the reusable workflows relies on: environments, the inputs it needs, and keys. */

interface Step {
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string | number | boolean>;
}
interface Job {
  readonly environment?: { readonly name: string; readonly url: string } | string;
  readonly outputs?: Record<string, string>;
  readonly steps: Step[];
}
interface Workflow {
  readonly on: {
    workflow_call: {
      inputs: Record<string, { type: string; description?: string; default?: unknown }>;
      secrets: Record<string, unknown>;
      outputs: Record<string, { value: string }>;
    };
  };
  readonly jobs: Record<string, Job>;
}

const expression = (text: string) => `\${{ ${text} }}`;
const workflow = (name: string) =>
  parse(readFileSync(join(REPO_ROOT, '.github/workflows', name), 'utf8')) as Workflow;

describe('deploy.yml', () => {
  const deploy = workflow('deploy.yml');
  const job = deploy.jobs.deploy!;
  const step = job.steps.find((candidate) => candidate.id === 'deploy')!;

  it('runs in a job-level environment, so its protection rules, reviewers and secrets apply', () => {
    expect(job.environment).toEqual({
      name: expression('inputs.environment'),
      url: expression('steps.deploy.outputs.url'),
    });
  });

  it.each([
    'exclude',
    'timeout',
    'source',
    'api-rate',
    'path',
    'project',
    'environment',
    'check-path',
    'check-status',
    'check-contains',
    'check-timeout',
    'on-check-failure',
  ])('takes the input %s and passes it to the deploy action', (input) => {
    expect(deploy.on.workflow_call.inputs).toHaveProperty(input);
    expect(step.with?.[input]).toBe(expression(`inputs.${input}`));
  });

  it.each(['status', 'url', 'deployment-id', 'checks', 'rolled-back-to', 'rollback-deployment-id'])(
    'outputs %s from the deploy step',
    (output) => {
      expect(deploy.on.workflow_call.outputs[output]?.value).toBe(
        expression(`jobs.deploy.outputs.${output}`),
      );
      expect(job.outputs?.[output]).toBe(expression(`steps.deploy.outputs.${output}`));
    },
  );

  it('leaves the GitHub deployment to the job environment instead of recording each deploy twice', () => {
    expect(step.with?.['github-deployment']).toBe('false');
  });

  it('takes the key from the caller or from the environment secret PLATFORM_API_KEY the job can read', () => {
    const secrets = deploy.on.workflow_call.secrets as Record<string, { required?: boolean }>;
    expect(secrets['api-key']?.required).toBe(false);
    expect(secrets.PLATFORM_API_KEY?.required).toBe(false);
    expect(step.with?.['api-key']).toBe(expression('secrets.api-key || secrets.PLATFORM_API_KEY'));
    // Both are secret names GitHub accepts for a repository or environment secret, as the docs say.
    expect('PLATFORM_API_KEY').toMatch(/^[A-Z_][A-Z0-9_]*$/);
  });

  it('says the project may be given by id or name, as the action takes it', () => {
    expect(deploy.on.workflow_call.inputs.project?.description).toMatch(/id .*name/);
  });

  it('declares each check input as the deploy action does, with the same defaults', async () => {
    const { CHECK_INPUTS } = await import('../../src/actions/common/deploy-spec.ts');
    for (const [name, input] of Object.entries(CHECK_INPUTS)) {
      const declared = deploy.on.workflow_call.inputs[name] as { default?: unknown } | undefined;
      expect(declared, name).toBeDefined();
      expect(String(declared?.default ?? ''), name).toBe('default' in input ? input.default : '');
    }
  });
});

describe('sync.yml', () => {
  const sync = workflow('sync.yml');
  const gateStep = sync.jobs.gate!.steps.find((candidate) => candidate.id === 'mode')!;

  /** Runs the gate as the runner would, with the env its expressions would give. */
  const gate = (env: Record<string, string>) => runStepScript(gateStep.run!, env);
  const PUSH_TO_MAIN = {
    EVENT_NAME: 'push',
    REF: 'refs/heads/main',
    DEFAULT_BRANCH: 'main',
    REPOSITORY: 'octo/shop',
    HAS_API_KEY: 'true',
    HAS_READ_API_KEY: 'true',
    HAS_ENV_SECRETS: 'false',
  };
  const PULL_REQUEST = {
    ...PUSH_TO_MAIN,
    EVENT_NAME: 'pull_request',
    REF: 'refs/pull/7/merge',
    HEAD_REPOSITORY: 'octo/shop',
  };

  it('takes a read key for plans, a full key for applies, and secret env values', () => {
    expect(Object.keys(sync.on.workflow_call.secrets).sort()).toEqual([
      'api-key',
      'env-digest-key',
      'env-secrets',
      'read-api-key',
    ]);
    for (const name of ['env-sync', 'dns-sync', 'cron-sync']) {
      const action = sync.jobs[name]!.steps.find((candidate) =>
        candidate.uses?.includes(`/actions/${name}@`),
      );
      expect(action?.with?.['api-key']).toBe(
        expression(
          "needs.gate.outputs.dry-run == 'true' && (secrets.read-api-key || secrets.api-key) || secrets.api-key",
        ),
      );
    }
  });

  it('plans a pull request with only the read key', () => {
    const result = gate({ ...PULL_REQUEST, HAS_API_KEY: 'false' });
    expect(result.status).toBe(0);
    expect(result.outputs).toContain('run=true\ndry-run=true\n');
  });

  it('fails an apply that only has the read key, naming the secret to set', () => {
    const result = gate({ ...PUSH_TO_MAIN, HAS_API_KEY: 'false' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('needs a full key, but only the read-api-key secret is set');
  });

  it('applies on the default branch with the full key, and runs env-sync for env-secrets alone', () => {
    const result = gate({ ...PUSH_TO_MAIN, HAS_ENV_SECRETS: 'true' });
    expect(result.outputs).toBe('run=true\ndry-run=false\nenv-secrets=true\n');
    expect(sync.jobs['env-sync']).toMatchObject({
      if: "needs.gate.outputs.run == 'true' && (inputs.env-file != '' || needs.gate.outputs.env-secrets == 'true')",
    });
  });

  it('still skips, without failing, when no key at all is passed (forks, Dependabot)', () => {
    const result = gate({ ...PULL_REQUEST, HAS_API_KEY: 'false', HAS_READ_API_KEY: 'false' });
    expect(result.status).toBe(0);
    expect(result.outputs).toContain('run=false');
  });

  describe('env-secrets against the local platform', () => {
    let world: World;
    beforeEach(async () => {
      world = await startWorld();
      seedDemo(world.platform);
    });
    afterEach(async () => {
      await world.close();
    });

    it('are merged with env-file by the env-sync step, win a clash, and never reach the log', async () => {
      const step = sync.jobs['env-sync']!.steps.find((candidate) =>
        candidate.uses?.includes('/actions/env-sync@'),
      )!;
      expect(step.with).toMatchObject({
        'env-file': expression('inputs.env-file'),
        variables: expression('secrets.env-secrets'),
      });
      const secret = "STRIPE_KEY='sk_live_4f8a#9b2c'\nLOG_LEVEL=debug\n";
      const result = await runAction({
        action: 'env-sync',
        workspace: makeWorkspace({ 'config/production.env': 'LOG_LEVEL=info\nREGION=eu\n' }),
        inputs: {
          ...platformKeyInputs(world),
          project: 'prj_shop',
          'env-file': 'config/production.env',
          variables: secret,
          'dry-run': 'false',
        },
      });
      expect(result.exitCode, result.stdout).toBe(0);
      const stored = world.platform.state.env.get('prj_shop') ?? new Map();
      // The action's own digest variable aside (it remembers what was declared), exactly the merged set.
      const declared = [...stored].filter(([name]) => !name.startsWith('PLATFORM_ENV_DIGEST_'));
      expect(Object.fromEntries(declared.map(([name, { value }]) => [name, value]))).toEqual({
        LOG_LEVEL: 'debug',
        REGION: 'eu',
        STRIPE_KEY: 'sk_live_4f8a#9b2c',
      });
      // The runner is told to mask the value; nothing else the step printed carries it.
      expect(result.stdout).toContain('::add-mask::sk_live_4f8a#9b2c');
      const printed = result.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      expect(`${printed}${result.summary}${JSON.stringify(result.outputs)}`).not.toContain('sk_live_4f8a');
    });
  });
});
