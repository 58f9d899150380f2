import { describe, expect, it } from 'vitest';
import { mergeGroupOf, queuePullNumber } from '../../src/github/merge-group.ts';
import { mergeGroupEvent } from '../fakes/github/events.ts';

describe('the merge queue ref', () => {
  it('names the pull request of gh-readonly-queue/<base>/pr-<N>-<sha>, whatever slashes the base has', () => {
    const sha = 'ab12'.repeat(10);
    expect(queuePullNumber(`refs/heads/gh-readonly-queue/main/pr-42-${sha}`)).toBe(42);
    expect(queuePullNumber(`refs/heads/gh-readonly-queue/release/pr-7-x/pr-9-${sha}`)).toBe(9);
    expect(queuePullNumber('refs/heads/main')).toBeUndefined();
    expect(queuePullNumber(`refs/heads/gh-readonly-queue/main/pr-0-${sha}`)).toBeUndefined();
  });

  it("reads GitHub's merge_group payload; a payload without both commits is none", () => {
    const { event } = mergeGroupEvent({ baseSha: '1'.repeat(40), headSha: '2'.repeat(40), pull: 9 });
    expect(mergeGroupOf(event.payload)).toMatchObject({
      baseSha: '1'.repeat(40),
      headSha: '2'.repeat(40),
      baseRef: 'refs/heads/main',
      pullNumber: 9,
    });
    expect(mergeGroupOf({ merge_group: { head_sha: '2'.repeat(40), head_ref: 'x' } })).toBeUndefined();
  });
});
