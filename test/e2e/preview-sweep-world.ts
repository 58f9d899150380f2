/** What the preview-sweep e2e files share: a pull request on the fake GitHub, the databases, one run. */
import type { GitHubWorld } from '../support/world.ts';
import { platformKeyInputs } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

/** Pull request #`number` of octo/shop, from `headRepo`'s `headRef` (a fork when it is another repository). */
export function seedPull(
  world: GitHubWorld,
  number: number,
  state: 'open' | 'closed',
  headRef: string,
  headRepo = 'octo/shop',
): void {
  world.github.seedPullRequest({ number, state, headRef, headRepoFullName: headRepo });
}

/** The names of the databases on the platform, sorted. */
export const databaseNamesOf = (world: GitHubWorld): string[] =>
  [...world.platform.state.databases.values()].map((d) => d.name).sort();

/** preview-sweep against `world`'s platform (full key unless `key` says) and its fake GitHub. */
export function runSweep(
  world: GitHubWorld,
  inputs: Record<string, string>,
  key = world.platform.fullKey,
): Promise<ActionRunResult> {
  return runAction({
    action: 'preview-sweep',
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    inputs: { ...platformKeyInputs(world, key), ...inputs },
  });
}
