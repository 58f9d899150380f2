/**
 * A GitHub rate limit is no permission problem: the request is sent again after the wait GitHub asks
 * for (`retry-after`, `x-ratelimit-reset`) when that wait fits in the step's time, and otherwise the
 * failure says which limit and until when. Real octokit requests to the fake GitHub over loopback, on
 * an accelerated clock: a minute's wait costs well under a second.
 */
import { describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubWaits } from '../../src/github/client.ts';
import { gitHubFailureSentence, isPermissionFailure } from '../../src/github/failures.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { fakeGitHubPerTest } from './helpers.ts';

describe('GitHub rate limits', () => {
  const fakes = fakeGitHubPerTest();
  const time = useAcceleratedClock();
  const listComments = async (waits?: GitHubWaits) =>
    (await createGitHubClient(fakes.github.token, fakes.github.url, waits)).rest.issues.listComments({
      owner: 'octo',
      repo: 'shop',
      issue_number: 7,
    });
  const statuses = () => fakes.github.requestLog.map((request) => request.status);
  const waitsOf = () => time.clock.sleeps.filter((ms) => ms >= 1000);

  it.each([
    ['a spent primary limit (403, reset in 30 s)', { kind: 'primary', resetInSeconds: 30 }, 403, 30_000],
    ['a secondary limit with retry-after (403)', { kind: 'secondary', retryAfterSeconds: 5 }, 403, 5_000],
    ['a 429 with retry-after', { kind: 'secondary', status: 429, retryAfterSeconds: 7 }, 429, 7_000],
    ['a secondary limit without retry-after: a minute', { kind: 'secondary' }, 403, 60_000],
  ] as const)('%s is waited out, then the request is sent again', async (_title, fault, status, wait) => {
    fakes.github.limitNext(fault);
    const start = time.clock.now();
    const { data } = await listComments();
    expect(data).toEqual([]);
    expect(statuses()).toEqual([status, 200]);
    // Sent again no sooner than GitHub asked (the reset is a whole second, plus one to be sure)…
    expect(time.clock.now() - start).toBeGreaterThanOrEqual(wait);
    // …after one wait of about that long.
    expect(waitsOf()).toHaveLength(1);
    expect(waitsOf()[0]).toBeLessThanOrEqual(wait + 2_000);
  });

  it('a limit that lasts past the step is reported as a rate limit, not as a permission', async () => {
    fakes.github.limitNext({ kind: 'primary', resetInSeconds: 30 });
    const error = await listComments({ deadline: time.clock.now() + 10_000 }).catch((caught) => caught);
    expect(statuses()).toEqual([403]);
    expect(waitsOf()).toEqual([]);
    expect(isPermissionFailure(error)).toBe(false);
    const sentence = gitHubFailureSentence(error);
    expect(sentence).toMatch(
      /^GitHub answered 403 to GET \/repos\/octo\/shop\/issues\/7\/comments: the token's GitHub API rate limit is spent until \d\d:\d\d:\d\d UTC; the step could not wait that long; re-run the job after then/,
    );
    expect(sentence).not.toMatch(/cannot see or change|permission/);
  });

  it('an hour-long limit is not waited out even without a deadline; a real refusal stays a permission', async () => {
    fakes.github.limitNext({ kind: 'primary', resetInSeconds: 3600 });
    const limited = await listComments().catch((caught) => caught);
    expect(gitHubFailureSentence(limited)).toMatch(/rate limit is spent until/);
    expect(waitsOf()).toEqual([]);
    fakes.github.setPermissions({ issues: false });
    const refused = await listComments().catch((caught) => caught);
    expect(isPermissionFailure(refused)).toBe(true);
    expect(gitHubFailureSentence(refused)).toMatch(/the token cannot see or change this/);
    expect(statuses()).toEqual([403, 403]);
  });

  it('a wait ends with the job: cancelled, the request is not sent again', async () => {
    fakes.github.limitNext({ kind: 'secondary', retryAfterSeconds: 60 });
    const controller = new AbortController();
    const pending = listComments({ signal: controller.signal }).catch((caught) => caught);
    while (fakes.github.requestLog.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('cancelled'));
    const error = await pending;
    expect(gitHubFailureSentence(error)).toMatch(/secondary rate limit/);
    expect(statuses()).toEqual([403]);
  });
});
