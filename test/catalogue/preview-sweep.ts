import { readPreviewSweepInputs } from '../../src/actions/preview-sweep/inputs.ts';
import { call, setupCall } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, midApply } from '../reliability/cancel-cases.ts';
import { type BadInputCase, refusalsOf } from '../reliability/cases.ts';
import { differsAsSets, repeated } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { canaryValue } from '../reliability/leak-scan-helpers.ts';
import {
  created,
  type LeakContext,
  type LeakScenario,
  type Prepared,
} from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import type { GitHubWorld } from '../support/world.ts';
import { defineCatalogue } from './define.ts';

const PREVIEW_SWEEP_CASES: readonly BadInputCase[] = refusalsOf('preview-sweep', {
  'no template at all': {
    inputs: { 'project-name': '', domain: '', 'database-name': '' },
    input: 'project-name',
    fix: /to the templates your previews use/,
  },
  'a domain template without a project': {
    inputs: { 'project-name': '' },
    input: 'domain',
    fix: /needs "project-name" .* or "project"/,
  },
  'both project and project-name': {
    inputs: (s) => ({ project: s.projectId }),
    input: 'project',
    fix: /Give at most one of/,
  },
  'a database template that names one fixed database': {
    inputs: { 'database-name': 'shop-db' },
    input: 'database-name',
    fix: /neither \{pr\} nor \{branch\}.*e\.g\. shop-pr-\{pr\}/,
  },
  'a database template with {branch}': {
    inputs: { 'database-name': 'shop-{branch}' },
    input: 'database-name',
    fix: /only ever hold \{pr\}; use the same template as the preview step/,
  },
  'an unknown placeholder in the domain template': {
    inputs: { domain: 'pr-{number}.preview.example.com' },
    input: 'domain',
    fix: /only \{pr\}, \{branch\} and \{sha\} are allowed/,
  },
  'a negative max-deletions': {
    inputs: { 'max-deletions': '-1' },
    input: 'max-deletions',
    fix: /must be a whole number from 0/,
  },
  'force: yes': { inputs: { force: 'yes' }, input: 'force', fix: /true.*false/ },
  'an empty github-token': {
    inputs: { 'github-token': '' },
    input: 'github-token',
    fix: /pass a token that can read pull requests/,
  },
});

function seedPull(world: GitHubWorld, number: number, state: 'open' | 'closed'): void {
  world.github.seedPullRequest({ number, state });
}

/** A DELETE of the same thing answered 2xx twice would be a removal done twice. */
function deletedTwice(world: GitHubWorld, since: number): string[] {
  const done = world.platform.requestLog
    .slice(since)
    .filter((entry) => entry.method === 'DELETE' && entry.status >= 200 && entry.status < 300)
    .map((entry) => `DELETE ${entry.path}`);
  return repeated(done);
}

const previewSweepScenario: Scenario = {
  name: 'preview-sweep',
  // Every write is a DELETE, which the client repeats on a 5xx, a timeout or a lost answer, and a
  // 404 on the repeat counts as done: each fault row ends with exactly the closed PR's resources gone.
  failures: {},
  action: 'preview-sweep',
  reads: ['listProjects', 'listProjectEnvGroups', 'listDomains', 'listDatabases', 'listEnvGroups'],
  writes: ['detachDomain', 'deleteDatabase', 'detachProjectEnvGroup', 'deleteEnvGroup'],
  async prepare(world) {
    seedPull(world, 7, 'closed');
    seedPull(world, 8, 'open');
    const closed = world.platform.admin.createProject({ name: 'shop-pr-7' }).id;
    const open = world.platform.admin.createProject({ name: 'shop-pr-8' }).id;
    for (const [project, pr] of [
      [closed, 7],
      [open, 8],
    ] as const) {
      await setupCall(world.platform, 'POST', `/projects/${project}/domains`, {
        domain: `pr-${pr}.preview.example.com`,
      });
      await setupCall(world.platform, 'POST', '/databases', { name: `shop-pr-${pr}`, engine: 'postgres' });
      const group = await setupCall(world.platform, 'POST', '/env-groups', { name: `shop-pr-${pr}` });
      await setupCall(world.platform, 'POST', `/projects/${project}/env-groups`, { groupId: group.id });
    }
    const since = world.platform.requestLog.length;
    const state = world.platform.state;
    const left = () => [
      ...[...state.domains.values()].map((domain) => `domain ${domain.domain}`),
      ...[...state.databases.values()].map((database) => `database ${database.name}`),
      ...[...state.envGroups.values()].map((group) => `group ${group.name} on ${group.projectIds.length}`),
    ];
    return {
      run: {
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
        inputs: {
          ...key(world),
          'project-name': 'shop-pr-{pr}',
          domain: 'pr-{pr}.preview.example.com',
          'database-name': 'shop-pr-{pr}',
          'env-group-name': 'shop-pr-{pr}',
        },
      },
      duplicates: () => deletedTwice(world, since),
      // #8 is open: all it has stays; #7's domain, database and group are gone.
      missing: () =>
        differsAsSets('left', left(), [
          'domain pr-8.preview.example.com',
          'database shop-pr-8',
          'group shop-pr-8 on 1',
        ]),
    };
  },
};

/**
 * Pull request 7 is closed and left a project, a domain, a database and a per-PR env group with a
 * secret value: what a sweep lists and removes (it reads no values, and none may show).
 */
async function closedPreview({ world }: LeakContext): Promise<Prepared> {
  world.github.seedPullRequest({
    number: 7,
    title: 'A closed preview',
    state: 'closed',
    headRef: 'feature/login',
  });
  const project = world.platform.admin.createProject({ name: 'shop-pr-7' }).id;
  await call(world.platform, 'POST', `/projects/${project}/domains`, {
    body: { domain: 'pr-7.preview.example.com' },
  });
  await created(world, '/databases', { name: 'shop-pr-7', engine: 'postgres', plan: 'starter' });
  const group = await created(world, '/env-groups', { name: 'shop-pr-7' });
  const secret = canaryValue('group');
  await call(world.platform, 'POST', `/env-groups/${group}/vars`, {
    body: { name: 'API_TOKEN', value: secret },
  });
  await call(world.platform, 'POST', `/projects/${project}/env-groups`, { body: { groupId: group } });
  return {
    inputs: {
      'project-name': 'shop-pr-{pr}',
      domain: 'pr-{pr}.preview.example.com',
      'database-name': 'shop-pr-{pr}',
      'env-group-name': 'shop-pr-{pr}',
    },
    // The sweep is never given the value (so it masks nothing); it must not show it either.
    canaries: [{ label: 'env group value', value: secret, unmasked: true }],
  };
}

/** The leak scan's runs of preview-sweep: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'preview-sweep',
    title: "a sweep of a closed pull request's preview, whose env group holds a secret",
    outcome: 'success',
    prepare: (context) => closedPreview(context),
  },
  {
    action: 'preview-sweep',
    title: 'a read key that may not remove the preview',
    outcome: 'failure',
    key: 'read',
    prepare: (context) => closedPreview(context),
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midApply({
    name: 'preview-sweep, mid-apply with slow deletes',
    action: 'preview-sweep',
    marker: 'applied: delete shop-pr-',
    changes: 'preview resource changes',
    slowed: 'deleteDatabase',
    async prepare(world) {
      // Twelve closed pull requests' databases, and an open one's that must stay.
      for (let number = 1; number <= 13; number++) {
        world.github.seedPullRequest({ number, state: number === 13 ? 'open' : 'closed' });
        await call(world.platform, 'POST', '/databases', {
          body: { name: `shop-pr-${number}`, engine: 'postgres' },
        });
      }
      const names = () => [...world.platform.state.databases.values()].map((database) => database.name);
      return {
        run: {
          githubApiUrl: world.github.url,
          githubToken: world.github.token,
          inputs: { ...key(world), 'database-name': 'shop-pr-{pr}', 'max-deletions': '20' },
        },
        applied: () => 13 - names().length,
        problems: () =>
          names().includes('shop-pr-13') ? [] : ["the open pull request's database was removed"],
      };
    },
  }),
];

export const catalogue = defineCatalogue({
  action: 'preview-sweep',
  sample: {
    'project-name': 'shop-pr-{pr}',
    domain: 'pr-{pr}-{branch}.preview.example.com',
    'database-name': 'shop-pr-{pr}',
    'env-group-name': 'shop-{branch}',
    'max-deletions': '10',
    force: 'false',
    'dry-run': 'true',
    'github-token': 'ghs_x',
    'expected-plan': '0123456789abcdef.a1b2c3',
  },
  // `project` is read too: at most one of it and `project-name`.
  readInputs: readPreviewSweepInputs,
  // Nothing on the platform matches the templates, so the baseline asks GitHub nothing.
  baselineInputs: () => ({
    'project-name': 'shop-pr-{pr}',
    domain: 'pr-{pr}.preview.example.com',
    'database-name': 'shop-pr-{pr}',
  }),
  successStatus: 'succeeded',
  badInputs: PREVIEW_SWEEP_CASES,
  readKeyEnough: 'a sweep with a read key and nothing to remove has nothing to refuse: it plans and succeeds',
  faultScenarios: [previewSweepScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
