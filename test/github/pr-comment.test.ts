import { beforeEach, describe, expect, it } from 'vitest';
import { runnerPort } from '../../src/actions/common/runner-port.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import {
  deployCommentMarker,
  renderDeployComment,
  upsertStickyComment,
} from '../../src/github/pr-comment.ts';
import { forgetAllSecrets, registerSecret } from '../../src/secrets/redact.ts';
import { startFakeGitHub } from '../fakes/github/index.ts';
import { fakeGitHubPerTest } from './helpers.ts';

const marker = deployCommentMarker('site');
const where = { owner: 'acme', repo: 'site', issueNumber: 7, marker };

describe('upsertStickyComment', () => {
  const fakes = fakeGitHubPerTest();

  const access = () => ({ token: fakes.github.token, apiUrl: fakes.github.url, logger: runnerPort() });

  it('creates the comment on the first run and edits that same comment on the next', async () => {
    const first = await upsertStickyComment({ ...access(), ...where, body: 'Deploying…' });
    expect(first).toEqual({ id: expect.any(Number), created: true });

    const second = await upsertStickyComment({ ...access(), ...where, body: 'Deployed!' });
    expect(second).toEqual({ id: first?.id, created: false });

    expect(fakes.github.state.comments).toHaveLength(1);
    expect(fakes.github.state.comments[0]?.body).toBe(`${marker}\nDeployed!`);
    const patches = fakes.github.requestLog.filter((entry) => entry.method === 'PATCH');
    expect(patches.map((entry) => entry.path)).toEqual([`/repos/acme/site/issues/comments/${first?.id}`]);
  });

  it('finds its comment past the first page of a busy pull request', async () => {
    fakes.github.seedComments('acme', 'site', 7, 150);
    const first = await upsertStickyComment({ ...access(), ...where, body: 'v1' });
    expect(first?.created).toBe(true);

    const second = await upsertStickyComment({ ...access(), ...where, body: 'v2' });
    expect(second).toEqual({ id: first?.id, created: false });
    expect(fakes.github.state.comments.filter((comment) => comment.body.startsWith(marker))).toHaveLength(1);
    const pagesRead = fakes.github.requestLog
      .filter((entry) => entry.method === 'GET' && entry.path.endsWith('/issues/7/comments'))
      .map((entry) => entry.query.page ?? '1');
    expect(pagesRead).toEqual(['1', '2', '1', '2']);
    const commentReads = fakes.github.requestLog.filter((entry) => entry.path.endsWith('/comments'));
    expect(commentReads.every((entry) => entry.method !== 'GET' || entry.query.per_page === '100')).toBe(
      true,
    );
  });

  it('keeps one comment per project and ignores replies that quote the marker', async () => {
    fakes.github.seedComments('acme', 'site', 7, 1, { body: () => `> ${marker}\n> Deployed!\n\nNice` });
    await upsertStickyComment({ ...access(), ...where, body: 'site' });
    await upsertStickyComment({ ...access(), ...where, marker: deployCommentMarker('docs'), body: 'docs' });
    await upsertStickyComment({ ...access(), ...where, body: 'site again' });
    const bodies = fakes.github.state.comments.map((comment) => comment.body);
    expect(bodies).toEqual([
      `> ${marker}\n> Deployed!\n\nNice`,
      `${marker}\nsite again`,
      `${deployCommentMarker('docs')}\ndocs`,
    ]);
  });

  it('does not write when the body is unchanged', async () => {
    await upsertStickyComment({ ...access(), ...where, body: 'same' });
    await upsertStickyComment({ ...access(), ...where, body: 'same' });
    // The GraphQL viewer query (who the token is) is a POST that writes nothing.
    const writes = fakes.github.requestLog.filter((e) => e.method !== 'GET' && e.path !== '/graphql');
    expect(writes.map((entry) => entry.method)).toEqual(['POST']);
  });

  it('warns and resolves to undefined when the token may not comment', async () => {
    fakes.github.setPermissions({ issues: 'read' });
    const result = await upsertStickyComment({ ...access(), ...where, body: 'x' });
    expect(result).toBeUndefined();
    const warnings = fakes.output.messagesOf('warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('pull-requests: write');
    expect(warnings[0]).toContain('GitHub answered 403: Resource not accessible by integration');

    fakes.github.setPermissions({ issues: false });
    await expect(upsertStickyComment({ ...access(), ...where, body: 'x' })).resolves.toBeUndefined();
    expect(fakes.github.state.comments).toHaveLength(0);
  });

  it('warns instead of throwing when GitHub cannot be reached at all', async () => {
    const gone = await startFakeGitHub();
    const url = gone.url;
    await gone.close();
    const result = await upsertStickyComment({
      token: 't',
      apiUrl: url,
      logger: runnerPort(),
      ...where,
      body: 'x',
    });
    expect(result).toBeUndefined();
    const warnings = fakes.output.messagesOf('warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ECONNREFUSED');
    expect(warnings[0]).not.toContain('permissions');
  });

  it('reaches the API named by GITHUB_API_URL when given only a token, and never leaks it', async () => {
    const before = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = fakes.github.url;
    try {
      const octokit = await createGitHubClient(fakes.github.token);
      await upsertStickyComment({
        octokit,
        logger: runnerPort(),
        ...where,
        body: `token is ${fakes.github.token}`,
      });
    } finally {
      if (before === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = before;
    }
    expect(fakes.github.state.comments[0]?.body).toBe(`${marker}\ntoken is ***`);
    expect(fakes.github.requestLog[0]?.authorization).toBe(`token ${fakes.github.token}`);
  });
});

describe('renderDeployComment', () => {
  beforeEach(() => forgetAllSecrets());

  it('shows status, URL, commit and a link to the run, and nothing secret', () => {
    registerSecret('sk_secret_value');
    const body = renderDeployComment({
      project: 'site',
      status: 'success',
      url: 'https://pr-7.site.example.app',
      previewDomainUrl: 'https://feature-x.site.example.app',
      commitSha: 'c'.repeat(40),
      runUrl: 'https://github.com/acme/site/actions/runs/1?k=sk_secret_value',
      deploymentId: 'dep_9',
    });
    expect(body).toContain('### Deploy of site');
    expect(body).toContain('| Status | ✅ Deployed |');
    expect(body).toContain('| URL | [https://pr-7.site.example.app](https://pr-7.site.example.app) |');
    expect(body).toContain('| Preview domain | [https://feature-x.site.example.app]');
    expect(body).toContain(`| Commit | ${'c'.repeat(40)} |`);
    expect(body).toContain('| Deployment | dep_9 |');
    expect(body).toContain('| Run | [Logs](https://github.com/acme/site/actions/runs/1?k=***) |');
    expect(body).not.toContain('sk_secret_value');
  });

  it('shows a failure without a URL', () => {
    const body = renderDeployComment({ project: 'site', status: 'failure', commitSha: 'abc1234' });
    expect(body).toContain('| Status | ❌ Failed |');
    expect(body).not.toContain('| URL |');
  });
});
