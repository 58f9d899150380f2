/**
 * The sticky comment is ours only when the token's own account wrote it. Anyone
 * can post a comment that starts with our marker; editing it would put our report (preview URL
 * included) in a comment its author can change afterwards.
 */
import { describe, expect, it } from 'vitest';
import { runnerPort } from '../../src/actions/common/runner-port.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { isWrittenBy, tokenIdentity } from '../../src/github/identity.ts';
import { deployCommentMarker, upsertStickyComment } from '../../src/github/pr-comment.ts';
import type { FakeUser } from '../fakes/github/index.ts';
import { fakeGitHubPerTest } from './helpers.ts';

const marker = deployCommentMarker('web');
const where = { owner: 'acme', repo: 'site', issueNumber: 7, marker };
const MALLORY: FakeUser = { login: 'mallory', id: 666, type: 'User' };
const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
const OCTOCAT: FakeUser = { login: 'octocat', id: 583231, type: 'User' };

describe('the sticky comment counts only comments of the token’s own account', () => {
  const fakes = fakeGitHubPerTest();
  const access = () => ({ token: fakes.github.token, apiUrl: fakes.github.url, logger: runnerPort() });

  it('never edits another user’s comment that starts with our marker (GITHUB_TOKEN: the Actions bot)', async () => {
    const [planted] = fakes.github.seedComments('acme', 'site', 7, 1, {
      body: () => `${marker}\nDeployed to https://evil.example.com`,
      user: MALLORY,
    });
    const first = await upsertStickyComment({ ...access(), ...where, body: 'Deployed to pr-7' });
    expect(first).toEqual({ id: expect.any(Number), created: true });
    expect(first?.id).not.toBe(planted?.id);
    const second = await upsertStickyComment({ ...access(), ...where, body: 'Deployed again' });
    expect(second).toEqual({ id: first?.id, created: false });

    const comments = fakes.github.state.comments.map((comment) => [comment.user.login, comment.body]);
    expect(comments).toEqual([
      ['mallory', `${marker}\nDeployed to https://evil.example.com`],
      ['github-actions[bot]', `${marker}\nDeployed again`],
    ]);
    expect(fakes.github.requestLog.filter((entry) => entry.method === 'PATCH')).toHaveLength(1);
    // An installation token may not read /user; the GraphQL viewer named the bot.
    const asked = fakes.github.requestLog.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    expect(asked).toContain('GET /user 403');
    expect(asked).toContain('POST /graphql 200');
  });

  it('with a personal token, finds the comments of that user, not the bot’s', async () => {
    fakes.github.state.identity = { user: OCTOCAT, kind: 'user' };
    fakes.github.seedComments('acme', 'site', 7, 1, { body: () => `${marker}\nold bot`, user: ACTIONS_BOT });
    const [mine] = fakes.github.seedComments('acme', 'site', 7, 1, {
      body: () => `${marker}\nv1`,
      user: OCTOCAT,
    });
    const result = await upsertStickyComment({ ...access(), ...where, body: 'v2' });
    expect(result).toEqual({ id: mine?.id, created: false });
    expect(fakes.github.state.comments.map((comment) => comment.body)).toEqual([
      `${marker}\nold bot`,
      `${marker}\nv2`,
    ]);
    expect(fakes.github.requestLog.some((entry) => entry.path === '/graphql')).toBe(false);
  });

  it('writes nothing, with a warning, when GitHub cannot say who the token is', async () => {
    fakes.github.seedComments('acme', 'site', 7, 1, { body: () => `${marker}\nv1`, user: MALLORY });
    fakes.github.failNext(502, 10);
    const result = await upsertStickyComment({ ...access(), ...where, body: 'v2' });
    expect(result).toBeUndefined();
    expect(fakes.output.messagesOf('warning').join('\n')).toContain('GitHub answered 502');
    expect(
      fakes.github.requestLog.filter((entry) => entry.method !== 'GET' && entry.path !== '/graphql'),
    ).toEqual([]);
    expect(fakes.github.state.comments.map((comment) => comment.body)).toEqual([`${marker}\nv1`]);
  });

  it('asks who the token is once per client', async () => {
    const octokit = await createGitHubClient(fakes.github.token, fakes.github.url);
    const [a, b] = await Promise.all([tokenIdentity(octokit), tokenIdentity(octokit)]);
    expect(a).toEqual({ login: 'github-actions[bot]', id: 41898282 });
    expect(b).toBe(a);
    expect(fakes.github.requestLog.filter((entry) => entry.path === '/user')).toHaveLength(1);
  });
});

describe('isWrittenBy', () => {
  it('compares ids when both have one, else logins with the bot suffix and case set aside', () => {
    const bot = { login: 'github-actions[bot]', id: 41898282 };
    expect(isWrittenBy({ login: 'github-actions[bot]', id: 41898282 }, bot)).toBe(true);
    expect(isWrittenBy({ login: 'github-actions[bot]', id: 1 }, bot)).toBe(false);
    expect(isWrittenBy({ login: 'GitHub-Actions[bot]' }, { login: 'github-actions', id: undefined })).toBe(
      true,
    );
    expect(isWrittenBy({ login: 'github-actions-x[bot]' }, { login: 'github-actions', id: undefined })).toBe(
      false,
    );
    expect(isWrittenBy(null, bot)).toBe(false);
    expect(isWrittenBy({}, { login: 'x', id: undefined })).toBe(false);
  });
});
