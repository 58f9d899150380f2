import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGitHub, startFakeGitHub } from '../index.ts';

describe('fake GitHub', () => {
  let github: FakeGitHub;
  beforeEach(async () => {
    github = await startFakeGitHub({ token: 'ghs_test' });
  });
  afterEach(() => github.close());

  const call = (path: string, init: RequestInit = {}, authorization = 'Bearer ghs_test') =>
    fetch(`${github.url}${path}`, {
      ...init,
      headers: { authorization, 'content-type': 'application/json', ...init.headers },
    });

  it('listens on loopback and requires the token, as "token" or "Bearer"', async () => {
    expect(github.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await call('/repos/a/b/issues/1/comments', {}, 'token ghs_test')).status).toBe(200);
    const wrong = await call('/repos/a/b/issues/1/comments', {}, 'token nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Bad credentials' });
    expect((await fetch(`${github.url}/repos/a/b/issues/1/comments`)).status).toBe(401);
    expect(github.requestLog.map((entry) => entry.status)).toEqual([200, 401, 401]);
  });

  it('pages comments with GitHub Link headers', async () => {
    github.seedComments('a', 'b', 1, 150);
    const first = await call('/repos/a/b/issues/1/comments?per_page=100');
    const firstPage = (await first.json()) as { id: number }[];
    expect(firstPage).toHaveLength(100);
    expect(first.headers.get('link')).toBe(
      `<${github.url}/repos/a/b/issues/1/comments?per_page=100&page=2>; rel="next", ` +
        `<${github.url}/repos/a/b/issues/1/comments?per_page=100&page=2>; rel="last"`,
    );
    const second = await call('/repos/a/b/issues/1/comments?per_page=100&page=2');
    expect((await second.json()) as unknown[]).toHaveLength(50);
    expect(second.headers.get('link')).toBe(
      `<${github.url}/repos/a/b/issues/1/comments?per_page=100&page=1>; rel="prev", ` +
        `<${github.url}/repos/a/b/issues/1/comments?per_page=100&page=1>; rel="first"`,
    );
    const defaultPage = await call('/repos/a/b/issues/1/comments');
    expect((await defaultPage.json()) as unknown[]).toHaveLength(30);
  });

  it('answers 403 with GitHub\'s body when a permission is off, and lets reads through on "read"', async () => {
    github.setPermissions({ issues: false });
    const refused = await call('/repos/a/b/issues/1/comments');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Resource not accessible by integration',
      status: '403',
    });
    github.setPermissions({ issues: 'read' });
    expect((await call('/repos/a/b/issues/1/comments')).status).toBe(200);
    const write = await call('/repos/a/b/issues/1/comments', { method: 'POST', body: '{"body":"x"}' });
    expect(write.status).toBe(403);
    expect(write.headers.get('x-accepted-github-permissions')).toBe('issues=write');
  });

  it('creates, reads and edits comments', async () => {
    const created = await call('/repos/a/b/issues/3/comments', { method: 'POST', body: '{"body":"hi"}' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await call(`/repos/a/b/issues/comments/${id}`, { method: 'PATCH', body: '{"body":"edited"}' });
    const read = await call(`/repos/a/b/issues/comments/${id}`);
    expect(await read.json()).toMatchObject({ id, body: 'edited', user: { login: 'github-actions[bot]' } });
    expect((await call('/repos/a/b/issues/comments/999999')).status).toBe(404);
    expect((await call('/repos/a/b/issues/3/comments', { method: 'POST', body: '{}' })).status).toBe(422);
    expect((await call('/repos/a/b/issues/3/comments', { method: 'POST', body: '{oops' })).status).toBe(400);
  });

  it('filters deployments and applies auto_inactive only to non-transient, non-production environments', async () => {
    const deploy = async (environment: string, ref: string, transient = false) => {
      const body = JSON.stringify({ ref, environment, transient_environment: transient });
      const { id } = (await (await call('/repos/a/b/deployments', { method: 'POST', body })).json()) as {
        id: number;
      };
      await call(`/repos/a/b/deployments/${id}/statuses`, { method: 'POST', body: '{"state":"success"}' });
      return id;
    };
    const stagingOld = await deploy('staging', 'main');
    const stagingNew = await deploy('staging', 'main');
    const prodOld = await deploy('production', 'main');
    await deploy('production', 'main');
    const previewOld = await deploy('preview', 'feature', true);
    await deploy('preview', 'feature', true);

    expect(github.deploymentStates(stagingOld)).toEqual(['success', 'inactive']);
    expect(github.deploymentStates(stagingNew)).toEqual(['success']);
    expect(github.deploymentStates(prodOld)).toEqual(['success']);
    expect(github.deploymentStates(previewOld)).toEqual(['success']);

    const listed = (await (await call('/repos/a/b/deployments?environment=staging')).json()) as {
      id: number;
    }[];
    expect(listed.map((d) => d.id)).toEqual([stagingNew, stagingOld]);
    const byRef = (await (await call('/repos/a/b/deployments?ref=feature')).json()) as unknown[];
    expect(byRef).toHaveLength(2);
    const statuses = (await (await call(`/repos/a/b/deployments/${stagingOld}/statuses`)).json()) as {
      state: string;
    }[];
    expect(statuses.map((s) => s.state)).toEqual(['inactive', 'success']);
    const bad = await call(`/repos/a/b/deployments/${stagingOld}/statuses`, {
      method: 'POST',
      body: '{"state":"done"}',
    });
    expect(bad.status).toBe(422);
  });

  it('answers 422 to an issue or comment body over 65,536 characters, as GitHub does', async () => {
    const post = (path: string, body: Record<string, unknown>, method = 'POST') =>
      call(path, { method, body: JSON.stringify(body) });
    const fits = 'x'.repeat(65_536);
    const tooLong = `${fits}x`;
    const issue = await post('/repos/a/b/issues', { title: 't', body: fits });
    expect(issue.status).toBe(201);
    const refused = await post('/repos/a/b/issues', { title: 't', body: tooLong });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toContain('body is too long');
    expect((await post('/repos/a/b/issues/1', { body: tooLong }, 'PATCH')).status).toBe(422);
    const comment = await post('/repos/a/b/issues/1/comments', { body: fits });
    expect(comment.status).toBe(201);
    expect((await post('/repos/a/b/issues/1/comments', { body: tooLong })).status).toBe(422);
    const { id } = (await comment.json()) as { id: number };
    expect((await post(`/repos/a/b/issues/comments/${id}`, { body: tooLong }, 'PATCH')).status).toBe(422);
    expect(github.state.issues.map((i) => i.body.length)).toEqual([65_536]);
  });

  it('serves seeded pull requests', async () => {
    github.seedPullRequest({
      owner: 'a',
      repo: 'b',
      number: 5,
      title: 'Feature',
      state: 'open',
      headSha: 'f'.repeat(40),
      headRef: 'feature',
      baseRef: 'main',
      headRepoFullName: 'fork/b',
    });
    const pull = await call('/repos/a/b/pulls/5');
    expect(await pull.json()).toMatchObject({
      number: 5,
      head: { sha: 'f'.repeat(40), repo: { full_name: 'fork/b' } },
    });
    expect((await call('/repos/a/b/pulls/6')).status).toBe(404);
  });

  it('lists pull requests by state, newest first, in pages, behind the pull_requests permission', async () => {
    for (const number of [1, 2, 3, 4, 5]) {
      github.seedPullRequest({
        owner: 'a',
        repo: 'b',
        number,
        title: `PR ${number}`,
        state: number % 2 === 0 ? 'closed' : 'open',
        headSha: 'f'.repeat(40),
        headRef: `branch-${number}`,
        baseRef: 'main',
        headRepoFullName: 'a/b',
      });
    }
    const numbers = async (path: string) =>
      ((await (await call(path)).json()) as { number: number }[]).map((pull) => pull.number);
    expect(await numbers('/repos/a/b/pulls')).toEqual([5, 3, 1]);
    expect(await numbers('/repos/a/b/pulls?state=closed')).toEqual([4, 2]);
    expect(await numbers('/repos/A/B/pulls?state=all&per_page=2&page=2')).toEqual([3, 2]);
    const page = await call('/repos/a/b/pulls?state=all&per_page=2');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect((await call('/repos/a/b/pulls?state=merged')).status).toBe(422);
    expect(await call('/repos/a/b/pulls/4').then((r) => r.json())).toMatchObject({
      state: 'closed',
      head: { ref: 'branch-4' },
    });

    github.setPermissions({ pull_requests: false });
    const refused = await call('/repos/a/b/pulls/4');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-accepted-github-permissions')).toBe('pull_requests=read');
    github.setPermissions({ pull_requests: 'read' });
    expect((await call('/repos/a/b/pulls?state=all')).status).toBe(200);
  });

  it('answers injected failures for the next requests only', async () => {
    github.failNext(502, 2);
    expect((await call('/repos/a/b/issues/1/comments')).status).toBe(502);
    expect((await call('/repos/a/b/issues/1/comments')).status).toBe(502);
    expect((await call('/repos/a/b/issues/1/comments')).status).toBe(200);
    // Without the token a request is refused before any injected failure is spent.
    github.failNext(500);
    expect((await call('/repos/a/b/issues/1/comments', {}, 'token nope')).status).toBe(401);
    expect((await call('/repos/a/b/issues/1/comments')).status).toBe(500);
  });

  it('says whose the token is: 403 on /user and the bot as GraphQL viewer for an installation token', async () => {
    expect((await call('/user')).status).toBe(403);
    const viewer = await call('/graphql', {
      method: 'POST',
      body: '{"query":"query { viewer { login databaseId } }"}',
    });
    expect(await viewer.json()).toEqual({
      data: { viewer: { login: 'github-actions[bot]', databaseId: 41898282, __typename: 'Bot' } },
    });
    const created = await call('/repos/a/b/issues/1/comments', { method: 'POST', body: '{"body":"x"}' });
    expect(await created.json()).toMatchObject({ user: { login: 'github-actions[bot]', id: 41898282 } });

    github.state.identity = { user: { login: 'octocat', id: 583231, type: 'User' }, kind: 'user' };
    expect(await call('/user').then((r) => r.json())).toEqual({ login: 'octocat', id: 583231, type: 'User' });
    const other = await call('/graphql', { method: 'POST', body: '{"query":"query { repository { id } }"}' });
    expect(await other.json()).toMatchObject({ errors: [{ message: expect.stringContaining('viewer') }] });
  });

  it('can answer a pull request number with another one’s record, as a caching proxy might', async () => {
    for (const number of [7, 8]) {
      github.seedPullRequest({
        owner: 'a',
        repo: 'b',
        number,
        title: `PR ${number}`,
        state: number === 7 ? 'closed' : 'open',
        headSha: 'c'.repeat(40),
        headRef: `branch-${number}`,
        baseRef: 'main',
        headRepoFullName: 'a/b',
      });
    }
    github.state.misansweredPulls.set(8, 7);
    expect(await call('/repos/a/b/pulls/8').then((r) => r.json())).toMatchObject({
      number: 7,
      state: 'closed',
    });
  });
});
