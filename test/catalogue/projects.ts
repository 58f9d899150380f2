import { readProjectsInputs } from '../../src/actions/projects/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type CancelCase, statusCancelled } from '../reliability/cancel-cases.ts';
import { type BadInputCase, MANIFEST_FILE, refusalsOf } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { type Canary, canaryValue } from '../reliability/leak-scan-helpers.ts';
import type { LeakContext, LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

const PROJECTS_CASES: readonly BadInputCase[] = refusalsOf('projects', {
  'a manifest that is not there': {
    inputs: { manifest: 'apps/platform.yml' },
    input: 'manifest',
    fix: /add it .* or set `manifest` to its path/,
  },
  'a manifest path outside the repository': {
    inputs: { manifest: '../platform.yml' },
    input: 'manifest',
    fix: /relative to the repository root, inside it/,
  },
  'a project path that climbs out of the repository': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: shop\n    path: ../other\n' },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": path "\.\.\/other"/,
    fix: /relative to the repository root, inside it/,
  },
  "a project path that is the repository's .git": {
    files: {
      'platform.yml': 'projects:\n  web:\n    project: shop\n    path: .git\n',
      '.git/config': '[core]\n\tbare = false\n',
    },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": path "\.git" is inside a `\.git` directory/,
    fix: /name the folder your build writes to/,
  },
  'two keys for one platform project': {
    files: { 'platform.yml': `${MANIFEST_FILE}  store:\n    project: shop\n    path: site\n` },
    input: 'manifest',
    names:
      /platform\.yml:5: Project "store": project "shop" is platform project \S+, which "web" \(line 2\) deploys too/,
    fix: /keep one key for it/,
  },
  'a watch of negations only': {
    files: {
      'platform.yml': 'projects:\n  web:\n    project: shop\n    path: site\n    watch: "!site/**/*.md"\n',
    },
    input: 'manifest',
    names: /platform\.yml:5: Project "web": watch holds only negations/,
    fix: /put the globs of the files it is built from first/,
  },
  'a watch glob that is absolute': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: shop\n    watch: [/etc/**]\n' },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": watch "\/etc\/\*\*"/,
    fix: /relative to the repository root/,
  },
  'a misspelt key in a project': {
    files: { 'platform.yml': `${MANIFEST_FILE}    wacth: [site/**]\n` },
    input: 'manifest',
    names: /platform\.yml:5: Unknown key "wacth"/,
    fix: /use one of project, path, watch/,
  },
  'a manifest project the platform does not have': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: no-such-shop\n' },
    input: 'manifest',
    names: /platform\.yml:2: Project "web": project "no-such-shop"/,
    fix: /set it to the id or name of a project this key can see/,
  },
  'a key the manifest does not declare': {
    inputs: { projects: 'web, nope' },
    input: 'projects',
    fix: /use keys of its `projects:` \(web\) or `all`/,
  },
  'a max-parallel of 0': {
    inputs: { 'max-parallel': '0' },
    input: 'max-parallel',
    fix: /whole number from 1 to 256/,
  },
  'a rate budget above the platform limit': {
    inputs: { 'rate-budget': '25' },
    input: 'rate-budget',
    fix: /from 1 to 20/,
  },
  'a key twice in the pool': {
    inputs: (s) => ({ 'api-keys': `${s.fullKey}\n${s.fullKey}` }),
    input: 'api-keys',
    fix: /give each key of the pool once/,
  },
  'report mode with a plan whose keys the manifest could not hold': {
    inputs: { results: 'results', planned: '{"include":[{"key":"web @a","projects":"web"}]}' },
    input: 'planned',
    fix: /set it to the projects job's `matrix` output/,
  },
  'report mode without the results directory': {
    inputs: { results: 'no-such-dir' },
    input: 'results',
    fix: /set it to where the legs' result artifacts were downloaded/,
  },
});

function pool({ world }: LeakContext): { inputs: Record<string, string>; canaries: Canary[] } {
  const keys = [world.platform.admin.issueKey('full'), world.platform.admin.issueKey('full')];
  return {
    inputs: { 'api-keys': keys.join('\n') },
    canaries: keys.map((value, index) => ({ label: `pool key ${index + 1}`, value })),
  };
}

/** The leak scan's runs of projects: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
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

/**
 * The plan under faults: it only reads (the project list, to resolve the manifest's names), so every
 * row ends with the plan made and not one write on the platform.
 */
const planUnderFaults: Scenario = {
  name: 'projects (plan)',
  action: 'projects',
  reads: ['listProjects'],
  writes: [],
  async prepare(world) {
    world.platform.admin.createProject({ name: 'shop' });
    return {
      run: {
        workspace: makeWorkspace({ 'platform.yml': MANIFEST_FILE }),
        inputs: connectionOf(world),
      },
      duplicates: () =>
        world.platform.writes().map((write) => `a write from a plan: ${JSON.stringify(write)}`),
      missing: () => [],
    };
  },
};

/**
 * SIGINT while the plan waits for the project list (answered after a minute): the run ends cancelled,
 * and hands no matrix on to the jobs that deploy, so a cancelled plan deploys nothing.
 */
const cancelWhileListing: CancelCase = {
  name: 'projects, planning while the project list is slow',
  action: 'projects',
  marker: 'Deploying 1: web',
  async prepare(world) {
    world.platform.admin.createProject({ name: 'shop' });
    world.platform.faults.add({ operation: 'listProjects', delayMs: 60_000 });
    return {
      run: { workspace: makeWorkspace({ 'platform.yml': MANIFEST_FILE }), inputs: connectionOf(world) },
      check: (result) => [
        ...statusCancelled(result),
        ...(result.outputs.matrix === undefined
          ? []
          : [`a cancelled plan set the matrix ${result.outputs.matrix}`]),
      ],
    };
  },
};

export const catalogue = defineCatalogue({
  action: 'projects',
  sample: {
    manifest: 'platform.yml',
    projects: 'web, api',
    'max-parallel': '8',
    'rate-budget': '18',
    'api-keys': 'plat_pk_aaaaaaaaaaaaaaaaaaaaaaaa\nplat_pk_bbbbbbbbbbbbbbbbbbbbbbbb',
    results: 'results',
    planned: '{"include":[{"key":"web","projects":"web"}]}',
    'deploy-result': 'failure',
    'github-token': 'ghs_x',
    comment: 'true',
  },
  readInputs: readProjectsInputs,
  // The harness's default push names no `before`, so it plans every project without asking GitHub.
  baselineInputs: () => ({}),
  baselineFiles: { 'platform.yml': MANIFEST_FILE },
  successStatus: 'planned',
  badInputs: PROJECTS_CASES,
  readKeyEnough: "it only reads (the manifest's projects)",
  faultScenarios: [planUnderFaults],
  cancelCases: [cancelWhileListing],
  leakScenarios: LEAK_SCENARIOS,
});
