/**
 * Fault-matrix scenarios of preview-sweep and project-sync. The sweep removes one closed pull
 * request's domain, database, env group attachment and env group, and keeps an open one's; project-sync
 * changes settings, routing and proxy rules and attaches a domain and an env group.
 */
import { makeWorkspace } from '../e2e/fixtures.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { Scenario } from './fault-harness.ts';
import { SLOW_ANSWERS } from './fault-kinds.ts';
import { connectionOf as key } from './world-setup.ts';

function differs(what: string, actual: readonly string[], expected: readonly string[]): string[] {
  const a = [...actual].sort().join(' | ');
  const e = [...expected].sort().join(' | ');
  return a === e ? [] : [`${what}: ${a}; expected ${e}`];
}

function repeated(keys: readonly string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index).map((key) => `${key} exists twice`);
}

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

export const previewSweepScenario: Scenario = {
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
        differs('left', left(), [
          'domain pr-8.preview.example.com',
          'database shop-pr-8',
          'group shop-pr-8 on 1',
        ]),
    };
  },
};

const PROJECT_FILE = `
settings:
  buildCommand: npm run build
routing: spa
proxy-rules:
  - prefix: /api
    origin: https://api.example.com
domains:
  - shop.example.com
env-groups:
  - observability
`;

/** A POST or PATCH whose answer is lost is never repeated: the run stops and says what it applied. */
const LOST = 'may or may not have taken effect';
const FIRST_WRITE = 'No change was applied: create shop.example.com domain failed: attachDomain';

export const projectSyncScenario: Scenario = {
  name: 'project-sync',
  failures: {
    '503 on each write': new RegExp(`${FIRST_WRITE} .*HTTP 503.* 4 not attempted .*Re-run to finish`),
    'HTML error pages (502)': new RegExp(`${FIRST_WRITE} .*HTTP 502.*HTML error page.* 4 not attempted`),
    [SLOW_ANSWERS]: new RegExp(`${FIRST_WRITE} .*${LOST}.*no response within`),
    'truncated JSON': new RegExp(`${FIRST_WRITE} .*${LOST}.*cut off or is not JSON`),
    'invalid JSON': new RegExp(`${FIRST_WRITE} .*${LOST}.*cut off or is not JSON`),
    'drop after-body: attachDomain': new RegExp(`${FIRST_WRITE} .*${LOST}`),
    'drop after-body: attachProjectEnvGroup': new RegExp(
      `Applied 1 of 5 project setting changes, then create grp_observability env group failed: .*${LOST}.* 3 not attempted`,
    ),
    'drop after-body: updateProject': new RegExp(
      `Applied 4 of 5 project setting changes, then update buildCommand setting failed: .*${LOST}`,
    ),
  },
  action: 'project-sync',
  reads: [
    'getProject',
    'getStaticRouting',
    'listProxyRules',
    'listDomains',
    'listEnvGroups',
    'listProjectEnvGroups',
  ],
  writes: ['attachDomain', 'attachProjectEnvGroup', 'setProxyRules', 'setStaticRouting', 'updateProject'],
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const group = world.platform.admin.addEnvGroup('grp_observability', 'observability');
    const state = world.platform.state;
    const record = () => state.projects.get(project.id)!;
    const domains = () => [...state.domains.values()].filter((domain) => domain.projectId === project.id);
    const facts = () => [
      `buildCommand ${record().buildCommand}`,
      `routing ${record().staticRouting}`,
      ...record().proxyRules.map((rule) => `proxy ${rule.prefix} ${rule.origin}`),
      ...domains().map((domain) => `domain ${domain.domain}`),
      ...group.projectIds.map((id) => `group on ${id}`),
    ];
    return {
      run: {
        workspace: makeWorkspace({ 'project.yml': PROJECT_FILE }),
        inputs: { ...key(world), file: 'project.yml', project: project.id },
      },
      duplicates: () => [
        ...repeated(record().proxyRules.map((rule) => `proxy rule ${rule.prefix}`)),
        ...repeated(group.projectIds.map((id) => `attachment of grp_observability to ${id}`)),
      ],
      missing: () =>
        differs('project', facts(), [
          'buildCommand npm run build',
          'routing spa',
          'proxy /api https://api.example.com',
          'domain shop.example.com',
          `group on ${project.id}`,
        ]),
    };
  },
};
