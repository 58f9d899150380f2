/**
 * A pull request reopened between the sweep's plan and its removals gets its preview back from the
 * preview workflow; a sweep working from the plan's "closed" would undo that. The provider asks
 * GitHub again right before a pull request's first removal, and keeps what an open one owns.
 */
import { describe, expect, it } from 'vitest';
import { PullRequests } from '../../src/preview/sweep/pulls.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { databaseTemplate, sweepWith } from './sweep-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

/** GitHub as the sweep sees it, with the pull request reopened by someone just before the removals. */
class ReopenedBeforeRemoval extends PullRequests {
  override async stillClosed(number: number): Promise<boolean> {
    const pull = world.github.state.pulls.find((candidate) => candidate.number === number);
    if (pull) Object.assign(pull, { state: 'open' });
    return super.stillClosed(number);
  }
}

describe('a sweep whose pull request is reopened after the plan', () => {
  it('asks GitHub again before removing, keeps everything, and says why', async () => {
    world.github.seedPullRequest({ number: 7, title: 'Login', state: 'closed', headRef: 'feature/login' });
    const created = await call(world.platform, 'POST', '/databases', {
      body: { name: 'shop-pr-7', engine: 'postgres', plan: 'starter' },
    });
    expect(created.status).toBe(201);
    const outcome = await sweepWith(world, ReopenedBeforeRemoval, { database: databaseTemplate() });
    expect(outcome.result.plan.counts.delete).toBe(1);
    expect(outcome.result.ok).toBe(false);
    const [failed] = outcome.result.report?.failed ?? [];
    expect(failed?.error).toMatch(/#7 was reopened after the sweep planned to remove its database shop-pr-7/);
    expect([...world.platform.state.databases.values()].map((db) => db.name)).toEqual(['shop-pr-7']);
    expect(world.platform.requestLog.filter((entry) => entry.method === 'DELETE')).toEqual([]);
  });
});
