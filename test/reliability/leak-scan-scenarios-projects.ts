/**
 * The leak scan's projects runs: a pool of keys that is only counted, on a pull request whose files
 * GitHub lists, planned and refused (a manifest project the key cannot see).
 */
import { type Canary, canaryValue } from './leak-scan-helpers.ts';
import type { LeakContext, LeakScenario } from './leak-scan-scenarios.ts';

function pool({ world }: LeakContext): { inputs: Record<string, string>; canaries: Canary[] } {
  const keys = [world.platform.admin.issueKey('full'), world.platform.admin.issueKey('full')];
  return {
    inputs: { 'api-keys': keys.join('\n') },
    canaries: keys.map((value, index) => ({ label: `pool key ${index + 1}`, value })),
  };
}

export const PROJECTS_LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'projects',
    title: 'a plan for a pull request with a pool of keys',
    outcome: 'success',
    pullRequest: true,
    prepare: (context) => {
      context.world.github.state.diffs.push({
        owner: 'octo',
        repo: 'shop',
        pull: 7,
        files: [{ filename: 'site/index.html' }],
      });
      return {
        ...pool(context),
        files: { 'platform.yml': 'projects:\n  web:\n    project: shop\n    path: site\n' },
      };
    },
  },
  {
    // The checkout's token sits in .git/config: a root there is refused, and never printed.
    action: 'projects',
    title: "a manifest project whose path is the repository's .git",
    outcome: 'failure',
    prepare: (context) => {
      const token = canaryValue('extraheader');
      const keys = pool(context);
      return {
        ...keys,
        files: {
          'platform.yml': 'projects:\n  web:\n    project: shop\n    path: .git\n',
          '.git/config': `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${token}\n`,
        },
        canaries: [...keys.canaries, { label: 'checkout token', value: token, unmasked: true }],
      };
    },
  },
  {
    action: 'projects',
    title: 'a manifest project the key cannot see',
    outcome: 'failure',
    prepare: (context) => ({
      ...pool(context),
      files: { 'platform.yml': 'projects:\n  web:\n    project: elsewhere\n' },
    }),
  },
];
