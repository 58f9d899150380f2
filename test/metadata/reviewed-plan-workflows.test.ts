import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';
import { type FakeGitHub, startFakeGitHub } from '../fakes/github/index.ts';
import { ACTIONS_BOT } from '../fakes/github/state.ts';

/** sync.yml passes the plan shown on the merged pull request to the apply; drift.yml only plans. */
interface Step {
  readonly id?: string;
  readonly uses?: string;
  readonly if?: string;
  readonly with?: Record<string, string | number | boolean>;
}
interface Job {
  readonly needs?: string | string[];
  readonly if?: string;
  readonly permissions?: Record<string, string>;
  readonly outputs?: Record<string, string>;
  readonly steps: Step[];
}
interface Workflow {
  readonly jobs: Record<string, Job>;
}
const workflow = (name: string) =>
  parse(readFileSync(join(REPO_ROOT, '.github/workflows', name), 'utf8')) as Workflow;
const expression = (text: string) => `\${{ ${text} }}`;
const SYNCS = {
  'env-sync': 'env',
  'dns-sync': 'dns',
  'cron-sync': 'cron',
  'project-sync': 'project',
} as const;
const actionStep = (job: Job, name: string) =>
  job.steps.find((step) => step.uses?.includes(`/actions/${name}@`))!;

describe('sync.yml applies exactly the plan shown on the merged pull request', () => {
  const sync = workflow('sync.yml');
  const find = sync.jobs['reviewed-plan']!.steps.find((step) => step.id === 'find')!;
  const comment = sync.jobs.comment!.steps[0]!;

  it('gives every sync the reviewed plan id as expected-plan, and records every id in the plan comment', () => {
    for (const [job, key] of Object.entries(SYNCS)) {
      expect(sync.jobs[job]!.needs).toContain('reviewed-plan');
      expect(actionStep(sync.jobs[job]!, job).with?.['expected-plan']).toBe(
        expression(`needs.reviewed-plan.outputs.${key}`),
      );
      expect(sync.jobs[job]!.outputs?.['plan-id']).toBe(expression('steps.sync.outputs.plan-id'));
    }
    expect(String(comment.with?.script)).toContain('platform-config-sync-plan-ids');
    expect(find.if).toBe("needs.gate.outputs.dry-run == 'false' && github.event_name == 'push'");
  });

  describe('the reviewed-plan script, against the fake GitHub', () => {
    let github: FakeGitHub;
    beforeEach(async () => {
      github = await startFakeGitHub();
    });
    afterEach(async () => {
      await github.close();
    });

    const MERGE_SHA = 'b'.repeat(40);
    const IDS = { dns: '0123456789abcdef.a1b2c3', env: 'fedcba9876543210' };
    const body = (ids: object) =>
      `<!-- platform-config-sync-plan -->\n## Platform config plan\n\n<!-- platform-config-sync-plan-ids ${JSON.stringify(ids)} -->\n`;

    /** Runs the step's script as actions/github-script does: github, context and core in scope. */
    async function runScript(): Promise<{ outputs: Record<string, string>; said: string[] }> {
      const outputs: Record<string, string> = {};
      const said: string[] = [];
      const core = {
        setOutput: (name: string, value: string) => {
          outputs[name] = value;
        },
        info: (text: string) => said.push(text),
        warning: (text: string) => said.push(`warning: ${text}`),
      };
      const octokit = getOctokit(github.token, { baseUrl: github.url, request: { fetch: globalThis.fetch } });
      const context = { repo: { owner: 'octo', repo: 'shop' }, sha: MERGE_SHA };
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
      await new AsyncFunction('github', 'context', 'core', String(find.with?.script))(octokit, context, core);
      return { outputs, said };
    }

    function mergedPull(): void {
      github.state.pulls.push({
        owner: 'octo',
        repo: 'shop',
        number: 7,
        title: 'Add a record',
        state: 'closed',
        headSha: 'c'.repeat(40),
        headRef: 'dns',
        baseRef: 'main',
        headRepoFullName: 'octo/shop',
        mergedAt: new Date().toISOString(),
        mergeCommitSha: MERGE_SHA,
      });
    }

    function commentBy(user: typeof ACTIONS_BOT, text: string): void {
      const now = new Date().toISOString();
      github.state.comments.push({
        id: github.state.comments.length + 100,
        owner: 'octo',
        repo: 'shop',
        issueNumber: 7,
        body: text,
        user,
        createdAt: now,
        updatedAt: now,
      });
    }

    it('outputs the ids of our own plan comment on the merged pull request', async () => {
      mergedPull();
      commentBy(ACTIONS_BOT, body(IDS));
      const { outputs } = await runScript();
      expect(outputs).toEqual(IDS);
    });

    it('ignores a comment by anyone else, even one that copies our marker and ids', async () => {
      mergedPull();
      commentBy({ login: 'mallory', id: 66, type: 'User' }, body({ dns: 'aaaaaaaaaaaaaaaa' }));
      const { outputs, said } = await runScript();
      expect(outputs).toEqual({});
      expect(said.join('\n')).toContain('has no plan comment of ours with plan ids');
    });

    it('outputs nothing for a push that merged no pull request', async () => {
      const { outputs, said } = await runScript();
      expect(outputs).toEqual({});
      expect(said.join('\n')).toContain(`No pull request was merged by ${MERGE_SHA}`);
    });
  });
});

describe('drift.yml plans with the read key and keeps the issue', () => {
  const drift = workflow('drift.yml');

  it('runs every sync as a dry run with the read key only', () => {
    for (const job of Object.keys(SYNCS)) {
      const step = actionStep(drift.jobs[job]!, job);
      expect(step.with?.['dry-run']).toBe(true);
      expect(step.with?.['api-key']).toBe(expression('secrets.read-api-key'));
      expect(drift.jobs[job]!.permissions).toBeUndefined();
    }
  });

  it('reports every plan job to drift-report, which alone may write, and only issues', () => {
    const report = drift.jobs.report!;
    expect(report.needs).toEqual(Object.keys(SYNCS));
    expect(report.if).toBe(expression('!cancelled()'));
    expect(report.permissions).toEqual({ issues: 'write' });
    expect(actionStep(report, 'drift-report').with?.needs).toBe(expression('toJSON(needs)'));
  });
});
