/** What the sweep tests that drive `sweepPreviews` directly share: one real sweep against a world. */
import { PlatformClient } from '../../src/api/client.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import type { SweepTemplates } from '../../src/preview/sweep/inventory.ts';
import { TemplateMatcher } from '../../src/preview/sweep/matcher.ts';
import type { PullRequests } from '../../src/preview/sweep/pulls.ts';
import { type SweepOutcome, sweepPreviews } from '../../src/preview/sweep/sweep.ts';
import type { GitHubWorld } from '../support/world.ts';

/** The database template of the preview workflow, `shop-pr-{pr}`. */
export const databaseTemplate = () =>
  new TemplateMatcher('shop-pr-{pr}', { input: 'database-name', allowed: ['pr'] });

/**
 * A sweep that removes (not a dry run, at most 10, not forced) what `templates` match in `world`, asking
 * GitHub about octo/shop's pull requests through `Pulls` (a subclass that stages what GitHub answers).
 */
export async function sweepWith(
  world: GitHubWorld,
  Pulls: typeof PullRequests,
  templates: Partial<SweepTemplates>,
): Promise<SweepOutcome> {
  const octokit = await createGitHubClient(world.github.token, world.github.url);
  return sweepPreviews({
    client: new PlatformClient({ apiUrl: world.platform.url, apiKey: world.platform.fullKey }),
    pulls: new Pulls(octokit, { owner: 'octo', repo: 'shop' }),
    templates: {
      project: undefined,
      domain: undefined,
      database: undefined,
      envGroup: undefined,
      ...templates,
    },
    maxDeletions: 10,
    force: false,
    dryRun: false,
  });
}
