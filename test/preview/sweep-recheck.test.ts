/**
 * The re-check of a pull request right before its first removal comes after other
 * pull requests' removals. When it fails, the error says what was removed and what was kept, never
 * "so nothing was removed".
 */
import { describe, expect, it } from 'vitest';
import { TemplateMatcher } from '../../src/preview/sweep/matcher.ts';
import { PullRequests } from '../../src/preview/sweep/pulls.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { databaseTemplate, sweepWith } from './sweep-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

/** GitHub fails the re-check of #8, after #7's database is gone. */
class OutageAtRecheckOf8 extends PullRequests {
  override async stillClosed(number: number): Promise<boolean> {
    if (number === 8) world.github.failNext(502, 10);
    return super.stillClosed(number);
  }
}

describe('a sweep whose re-check fails after removals', () => {
  it('says what it removed before and what it kept', async () => {
    for (const number of [7, 8]) {
      world.github.seedPullRequest({ number, state: 'closed' });
    }
    await setupCall(world.platform, 'POST', '/databases', { name: 'shop-pr-7', engine: 'postgres' });
    await setupCall(world.platform, 'POST', '/env-groups', { name: 'shop-pr-8' });
    const outcome = await sweepWith(world, OutageAtRecheckOf8, {
      database: databaseTemplate(),
      envGroup: new TemplateMatcher('shop-pr-{pr}', { input: 'env-group-name' }),
    });
    expect(outcome.result.ok).toBe(false);
    expect(outcome.result.report?.applied.map((item) => item.current?.name)).toEqual(['shop-pr-7']);
    const [failed] = outcome.result.report?.failed ?? [];
    expect(failed?.error).toContain(
      'Could not ask GitHub again whether pull request #8 is still closed (GitHub answered 502',
    );
    expect(failed?.error).toContain(
      'Kept: env group shop-pr-8 and everything planned after it. Removed before it: database shop-pr-7.',
    );
    expect(failed?.error).not.toContain('nothing was removed');
    expect([...world.platform.state.databases.values()]).toEqual([]);
    expect([...world.platform.state.envGroups.values()].map((group) => group.name)).toEqual(['shop-pr-8']);
  });
});
