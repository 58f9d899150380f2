/**
 * The command line (dist/cli/index.js) run as a person or another CI system runs it: a fresh
 * environment with no GitHub variables, the key in PLATFORM_API_KEY, against the local platform and,
 * for merge request notes, the fake GitLab.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionRun } from '../../src/actions/common/platform-action.ts';
import { actionNames, loadActionSpecs } from '../../src/actions/specs.ts';
import { type CommandTable, runCli } from '../../src/cli/main.ts';
import { type FakeGitLab, startFakeGitLab } from '../fakes/gitlab/index.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { startWorld, type World } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, SITE } from './fixtures.ts';
import { NODE24, REPO_ROOT } from './harness.ts';

const CLI = join(REPO_ROOT, 'dist/cli/index.js');

let world: World;
// Seeded as `npm run platform` seeds it: the projects (prj_shop) the README's commands name.
worldPerTest({}, (started) => {
  world = started;
  seedDemo(world.platform);
});

let gitlab: FakeGitLab | undefined;
afterEach(async () => {
  await gitlab?.close();
  gitlab = undefined;
});

interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Only what a fresh shell has, plus `env`: no GITHUB_*, RUNNER_* or INPUT_* from the test runner. */
function cli(
  args: readonly string[],
  options: {
    cwd?: string;
    env?: Record<string, string>;
    onStderr?: (text: string, child: ChildProcess) => void;
  } = {},
): Promise<CliResult> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env };
  return new Promise((resolve, reject) => {
    const child = spawn(NODE24, [CLI, ...args], {
      cwd: options.cwd ?? makeWorkspace({}),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      options.onStderr?.(stderr, child);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The same command line in this process: src/cli/main.ts's runCli with every action's spec and run,
 * as the build's generated entry wires them. The bundle (a Node start and a 2 MB parse per call) runs
 * in the cases that are about the bundle: the deploy a person runs, its help, and Ctrl-C.
 */
async function cliHere(
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const specs = await loadActionSpecs();
  const table: CommandTable = Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      {
        spec,
        load: async () => ((await import(`../../src/actions/${spec.name}/run.ts`)) as { run: ActionRun }).run,
      },
    ]),
  );
  let stdout = '';
  let stderr = '';
  const code = await runCli(table, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env },
    cwd: options.cwd ?? makeWorkspace({}),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    signal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

/** The flags a command's help lists, before its global flags. */
function flagsIn(help: string): string[] {
  return [...help.split('Global flags:')[0]!.matchAll(/^ {2}--([a-z0-9-]+)/gm)].map((match) => match[1]!);
}

const keyEnv = (key = world.platform.fullKey) => ({
  PLATFORM_API_KEY: key,
  PLATFORM_API_URL: world.platform.url,
});

describe('the command line, run as a user runs it', () => {
  it('deploys the working tree and prints only the outputs as JSON on stdout', async () => {
    const cwd = makeWorkspace(SITE);
    const result = await cli(['deploy', '--project', 'prj_shop', '--json'], { cwd, env: keyEnv() });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const outputs = JSON.parse(lines[0]!) as Record<string, string>;
    expect(outputs.status).toBe('live');
    expect(outputs.url).toMatch(/^https?:\/\//);
    expect(result.stderr).not.toContain('::');
    expect(`${result.stdout}${result.stderr}`).not.toContain(world.platform.fullKey);
    const served = await fetch(outputs.url!);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('<h1>Shop</h1>');
  });

  it('refuses a bad flag with exit 2, one sentence naming it, and no request', async () => {
    const result = await cliHere(['deploy', '--projct', 'prj_shop'], { env: keyEnv() });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      'error: Unknown option "--projct" for deploy (did you mean --project?): run "platform-actions help deploy" for its options.',
    ]);
    expect(world.platform.requestLog).toHaveLength(0);
  });

  it('says where the key goes when PLATFORM_API_KEY is not set', async () => {
    const result = await cliHere(['deploy', '--project', 'prj_shop'], {
      env: { PLATFORM_API_URL: world.platform.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'error: Input "api-key" is empty: set PLATFORM_API_KEY in the environment',
    );
    expect(world.platform.requestLog).toHaveLength(0);
  });

  it('exits 2 on a missing required input, before any request', async () => {
    const result = await cliHere(['dns-sync', '--file', 'dns.yml'], { env: keyEnv() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'error: Input "zone" is required: set it to the zone id or its domain name',
    );
    expect(world.platform.requestLog).toHaveLength(0);
  });

  it('plans DNS on a dry run, then applies exactly that plan with --expected-plan', async () => {
    await fetch(`${world.platform.url}/api/v1/dns/zones`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.platform.fullKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'example.com' }),
    });
    const cwd = makeWorkspace({
      'dns.yml': 'www: { type: A, value: 192.0.2.7 }\napi: { type: A, value: 192.0.2.8 }\n',
    });
    const before = world.platform.writes().length;
    const plan = await cliHere(
      ['dns-sync', '--zone', 'example.com', '--file', 'dns.yml', '--dry-run', '--json'],
      {
        cwd,
        env: keyEnv(world.platform.readKey),
      },
    );
    expect(plan.code, plan.stderr).toBe(0);
    expect(world.platform.writes()).toHaveLength(before);
    const planned = JSON.parse(plan.stdout) as Record<string, string>;
    expect(planned).toMatchObject({ changed: 'true', created: '2' });
    const stale = await cliHere(
      ['dns-sync', '--zone', 'example.com', '--file', 'dns.yml', '--expected-plan', '0123456789abcdef'],
      {
        cwd,
        env: keyEnv(),
      },
    );
    expect(stale.code).toBe(3);
    expect(world.platform.writes()).toHaveLength(before);
    const apply = await cliHere(
      [
        'dns-sync',
        '--zone',
        'example.com',
        '--file',
        'dns.yml',
        `--expected-plan=${planned['plan-id']}`,
        '--json',
      ],
      { cwd, env: keyEnv() },
    );
    expect(apply.code, apply.stderr).toBe(0);
    expect(JSON.parse(apply.stdout)).toMatchObject({ created: '2', 'plan-id': planned['plan-id'] });
  });

  it('env-sync never prints a value, given in the environment', async () => {
    const value = 'sk_live_never_shown_4821';
    const result = await cliHere(['env-sync', '--project', 'prj_shop', '--no-wait', '--json'], {
      env: { ...keyEnv(), PLATFORM_VARIABLES: `STRIPE_KEY=${value}\nMODE=live\n` },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(`${result.stdout}${result.stderr}`).not.toContain(value);
    expect(`${result.stdout}${result.stderr}`).not.toContain('add-mask');
  });

  it('keeps one merge request note on GitLab, edited by the next run, never one planted by another user', async () => {
    gitlab = await startFakeGitLab();
    const planted = gitlab.addNote('7', '5', '<!-- platform-actions:gitlab:deploy:prj_shop -->\nplanted');
    const env = {
      ...keyEnv(),
      CI: 'true',
      GITLAB_CI: 'true',
      CI_API_V4_URL: gitlab.apiUrl,
      CI_PROJECT_ID: '7',
      CI_MERGE_REQUEST_IID: '5',
      CI_COMMIT_SHA: 'a'.repeat(40),
      CI_COMMIT_REF_NAME: 'feature',
      CI_JOB_URL: 'https://gitlab.example/acme/shop/-/jobs/99',
      GITLAB_TOKEN: gitlab.token,
    };
    const cwd = makeWorkspace(SITE);
    const first = await cliHere(['deploy', '--project', 'prj_shop'], { cwd, env });
    expect(first.code, first.stderr).toBe(0);
    const second = await cliHere(['deploy', '--project', 'prj_shop'], { cwd, env });
    expect(second.code, second.stderr).toBe(0);
    const notes = gitlab.notes.get('7!5') ?? [];
    const ours = notes.filter((note) => note.author.id === gitlab!.bot.id);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain('<!-- platform-actions:gitlab:deploy:prj_shop -->');
    expect(ours[0]!.body).toContain('live');
    expect(planted.body).toBe('<!-- platform-actions:gitlab:deploy:prj_shop -->\nplanted');
    const writes = gitlab.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => request.method);
    expect(writes).toEqual(['POST', 'PUT']);
    expect(JSON.stringify(gitlab.requests)).not.toContain(world.platform.fullKey);
  });

  it('says why there is no note with only the job token, which GitLab does not let write notes', async () => {
    gitlab = await startFakeGitLab();
    const result = await cliHere(['deploy', '--project', 'prj_shop'], {
      cwd: makeWorkspace(SITE),
      env: {
        ...keyEnv(),
        GITLAB_CI: 'true',
        CI_API_V4_URL: gitlab.apiUrl,
        CI_PROJECT_ID: '7',
        CI_MERGE_REQUEST_IID: '5',
        CI_JOB_TOKEN: gitlab.jobToken,
      },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('GitLab does not let CI_JOB_TOKEN write notes');
    expect(gitlab.requests).toHaveLength(0);
  });

  it('has a subcommand for every action, and the bundle prints the flags its spec declares', async () => {
    const help = await cli(['help']);
    expect(help.code).toBe(0);
    const listed = [...help.stdout.matchAll(/^ {2}([a-z-]+) {2,}/gm)]
      .map((match) => match[1])
      .filter((name) => name !== 'help');
    expect(listed).toEqual(actionNames());
    // Every command's flags against its spec: test/cli/cli-parts.test.ts, in process; here the bundle's.
    const deploy = await cli(['help', 'deploy']);
    expect(deploy.code).toBe(0);
    expect(flagsIn(deploy.stdout)).toEqual(
      Object.keys((await loadActionSpecs()).find((spec) => spec.name === 'deploy')!.inputs),
    );
  });
});

describe('the command line, interrupted', () => {
  it('stops on Ctrl-C as a cancelled job does, reports it, and exits 130', async () => {
    // A build that outlasts the test, so the interrupt lands while the deploy is being followed.
    const slow = await startWorld({ build: { buildingMs: 600_000 } });
    try {
      seedDemo(slow.platform);
      let sent = false;
      const result = await cli(['deploy', '--project', 'prj_shop'], {
        cwd: makeWorkspace(SITE),
        env: { PLATFORM_API_KEY: slow.platform.fullKey, PLATFORM_API_URL: slow.platform.url },
        onStderr: (text, child) => {
          if (sent || !text.includes('Build log of deployment')) return;
          sent = true;
          child.kill('SIGINT');
        },
      });
      expect(sent).toBe(true);
      expect(result.code, result.stderr).toBe(130);
      expect(result.stderr).toContain('Received SIGINT');
      expect(result.stdout).toMatch(/^status=cancelled$/m);
    } finally {
      await slow.close();
    }
  });
});

describe('the command line summary file', () => {
  it('writes the summary to --summary-file, since only GitHub has a step summary', async () => {
    const cwd = makeWorkspace(SITE);
    const result = await cliHere(['deploy', '--project', 'prj_shop', '--summary-file', 'summary.md'], {
      cwd,
      env: keyEnv(),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'summary.md'), 'utf8')).toMatch(/live/i);
    expect(result.stdout).toMatch(/^status=live$/m);
  });
});
