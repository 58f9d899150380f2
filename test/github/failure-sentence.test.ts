/**
 * A failed GitHub request is GitHub's failure (or the token's), never "a bug in platform-actions":
 * the sentence names what GitHub answered, the route without its query, and the user's fix. Real
 * octokit requests to the fake GitHub over loopback, so the errors are the ones a run meets.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { gitHubFailureSentence } from '../../src/github/failures.ts';
import { fakeGitHubPerTest } from './helpers.ts';

async function failureOf(request: () => Promise<unknown>): Promise<unknown> {
  try {
    await request();
  } catch (error) {
    return error;
  }
  throw new Error('the request succeeded');
}

/** A loopback port nothing listens on: taken, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise<void>((closed) => server.close(() => closed()));
  return port;
}

describe('a failed GitHub request becomes a sentence with the fix', () => {
  const fakes = fakeGitHubPerTest();
  const search = async (token = fakes.github.token, apiUrl = fakes.github.url) =>
    (await createGitHubClient(token, apiUrl)).rest.search.issuesAndPullRequests({
      q: 'repo:acme/site secret-words',
    });

  it('a 5xx: GitHub answered it, on which route, and to re-run (the query stays out)', async () => {
    fakes.github.failNext(502);
    const sentence = gitHubFailureSentence(await failureOf(() => search()));
    expect(sentence).toMatch(
      /^GitHub answered 502 to GET \/search\/issues \(.*\): this is GitHub's side; re-run the job/,
    );
    expect(sentence).not.toContain('secret-words');
  });

  it('a refused token: 401 and which input fixes it, without the token', async () => {
    const sentence = gitHubFailureSentence(await failureOf(() => search('ghs_notthetoken')));
    expect(sentence).toMatch(
      /^GitHub refused the token for GET \/search\/issues \(401\): pass a valid `github-token`/,
    );
    expect(sentence).not.toContain('ghs_notthetoken');
  });

  it('no answer at all: could not reach GitHub, and what to check', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const sentence = gitHubFailureSentence(await failureOf(() => search(fakes.github.token, unreachable)));
    expect(sentence).toMatch(/^Could not reach GitHub for GET \/search\/issues \(.+\): re-run the job/);
  });

  it('is no sentence for an error that is not a GitHub request', () => {
    expect(gitHubFailureSentence(new TypeError('x is undefined'))).toBeUndefined();
    expect(
      gitHubFailureSentence(Object.assign(new Error('odd'), { request: 'not a request' })),
    ).toBeUndefined();
  });
});
