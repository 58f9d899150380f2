/**
 * In sync.yml, the plan comment job finds "its" comment with an inline
 * github-script. Run as github-script runs it (an Octokit as `github`, `context`, `core`) against the
 * fake GitHub, it must edit only a comment of the token's own account that starts with the marker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createGitHubClient } from '../../src/github/client.ts';
import { REPO_ROOT } from '../e2e/harness.ts';
import type { FakeUser } from '../fakes/github/index.ts';
import { fakeGitHubPerTest } from './helpers.ts';

interface Workflow {
  jobs: Record<string, { steps: { uses?: string; with?: { script?: string } }[] }>;
}

const MARKER = '<!-- platform-config-sync-plan -->';
const MALLORY: FakeUser = { login: 'mallory', id: 666, type: 'User' };
const sync = parse(readFileSync(join(REPO_ROOT, '.github/workflows/sync.yml'), 'utf8')) as Workflow;
const script = sync.jobs.comment!.steps.find((step) => step.uses?.startsWith('actions/github-script@'))!.with!
  .script!;

type Script = (github: unknown, context: unknown, core: unknown) => Promise<void>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => Script;

describe('sync.yml’s plan comment', () => {
  const fakes = fakeGitHubPerTest();

  async function runScript(): Promise<void> {
    const github = await createGitHubClient(fakes.github.token, fakes.github.url);
    const context = {
      repo: { owner: 'octo', repo: 'shop' },
      serverUrl: 'https://github.com',
      runId: 1,
      payload: { pull_request: { number: 7 } },
    };
    await new AsyncFunction('github', 'context', 'core', script)(github, context, { info: () => {} });
  }

  it('leaves a comment by someone else that starts with the marker, and keeps one of its own', async () => {
    fakes.github.seedComments('octo', 'shop', 7, 1, { body: () => `${MARKER}\nplanted`, user: MALLORY });
    // The bot's own comment that only quotes the marker further down is not the plan comment either.
    fakes.github.seedComments('octo', 'shop', 7, 1, {
      body: () => `Earlier note\n${MARKER}`,
      user: fakes.github.state.identity.user,
    });
    await runScript();
    await runScript();
    const comments = fakes.github.state.comments;
    expect(comments).toHaveLength(3);
    expect(comments[0]).toMatchObject({ body: `${MARKER}\nplanted`, user: MALLORY });
    expect(comments[1]?.body).toBe(`Earlier note\n${MARKER}`);
    expect(comments[2]?.user.login).toBe('github-actions[bot]');
    expect(comments[2]?.body.startsWith(`${MARKER}\n## Platform config plan`)).toBe(true);
    const writes = fakes.github.requestLog.filter((e) => e.method !== 'GET' && e.path !== '/graphql');
    expect(writes.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /repos/octo/shop/issues/7/comments',
      `PATCH /repos/octo/shop/issues/comments/${comments[2]?.id}`,
    ]);
  });

  it('with a personal token, edits that user’s comment', async () => {
    fakes.github.state.identity = { user: MALLORY, kind: 'user' };
    const [mine] = fakes.github.seedComments('octo', 'shop', 7, 1, {
      body: () => `${MARKER}\nv1`,
      user: MALLORY,
    });
    await runScript();
    expect(fakes.github.state.comments).toHaveLength(1);
    expect(mine?.body).toContain('## Platform config plan');
  });
});
