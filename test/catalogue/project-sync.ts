import { readProjectSyncInputs } from '../../src/actions/project-sync/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, midApply, twelve } from '../reliability/cancel-cases.ts';
import {
  type BadInputCase,
  notABoolean,
  PROJECT_FILE,
  READ_ONLY_KEY,
  type Refusal,
  refusalsOf,
} from '../reliability/cases.ts';
import { differsAsSets, repeated } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SLOW_ANSWERS } from '../reliability/fault-kinds.ts';
import { canaryValue } from '../reliability/leak-scan-helpers.ts';
import { type LeakScenario, syncOf } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

const PRIMARY_FILE = 'domains:\n  - name: shop.example.com\n    primary: true\n';

const PROJECT_SYNC_CASES: readonly BadInputCase[] = refusalsOf('project-sync', {
  'no project': {
    inputs: { project: '' },
    input: 'project',
    fix: /set it to the id or name of the project the file configures/,
  },
  'an unknown project': {
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /is neither the id nor the name of a project the key can see .*: check the id or name/,
  },
  'allow-primary-change: yes': notABoolean('allow-primary-change', 'yes'),
  'proxy-wait: soon': {
    inputs: { 'proxy-wait': 'soon' },
    input: 'proxy-wait',
    fix: /a duration such as 90s/,
  },
  'a setting the project does not have': {
    files: { 'project.yml': 'settings:\n  buildComand: npm run build\n' },
    input: 'file',
    names: /project\.yml:2: /,
    fix: /the project's settings are name, repository, .*buildCommand/,
  },
  'a proxy origin that is not a URL': {
    files: { 'project.yml': 'proxy-rules:\n  - { prefix: /api, origin: api.example.com }\n' },
    input: 'file',
    names: /project\.yml:2: /,
    fix: /origin must be an http or https URL/,
  },
  'overrides that are not YAML': {
    inputs: { overrides: 'routing: [spa' },
    input: 'overrides',
    names: /input "overrides":\d+: /,
    fix: /YAML syntax error/,
  },
  'a primary domain without allow-primary-change': {
    files: { 'project.yml': PRIMARY_FILE },
    input: 'allow-primary-change',
    names: /changes the primary \(production\) domain from none to shop\.example\.com/,
    fix: /set `allow-primary-change: true` to allow it/,
  },
  'a read-only key': READ_ONLY_KEY,
  // Prefixes and origins are checked offline, at their line.
  ...Object.fromEntries(
    ['/..', '/../admin', '/api/../..', '/%2e%2e', '/api?x=1', '/api#frag'].map(
      (prefix): [string, Refusal] => [
        `a proxy prefix ${prefix}`,
        {
          files: {
            'project.yml': `proxy-rules:\n  - { prefix: "${prefix}", origin: "https://api.example.com" }\n`,
          },
          input: 'file',
          names: /project\.yml:2: /,
          fix: /A proxy rule prefix must be a plain path that starts with \/ \(e\.g\. \/api\)/,
        },
      ],
    ),
  ),
  'a proxy origin with credentials': {
    files: {
      'project.yml':
        'proxy-rules:\n  - { prefix: /api, origin: "https://svc:Pr0xyPassw0rd-77x@api.example.com" }\n',
    },
    input: 'file',
    names: /project\.yml:2: Proxy rule \/api: origin https:\/\/\*\*\*@api\.example\.com carries credentials/,
    fix: /remove them from the file/,
  },
});

const FAULT_PROJECT_FILE = `
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

const projectSyncScenario: Scenario = {
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
        workspace: makeWorkspace({ 'project.yml': FAULT_PROJECT_FILE }),
        inputs: { ...key(world), file: 'project.yml', project: project.id },
      },
      duplicates: () => [
        ...repeated(record().proxyRules.map((rule) => `proxy rule ${rule.prefix}`)),
        ...repeated(group.projectIds.map((id) => `attachment of grp_observability to ${id}`)),
      ],
      missing: () =>
        differsAsSets('project', facts(), [
          'buildCommand npm run build',
          'routing spa',
          'proxy /api https://api.example.com',
          'domain shop.example.com',
          `group on ${project.id}`,
        ]),
    };
  },
};

const WITH_DOMAIN_AND_RESTART = `${PROJECT_FILE}domains:\n  - shop.example.com\nrestart:\n  - web\n`;

/** The leak scan's runs of project-sync: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'project-sync',
    title: 'a sync that attaches a domain, waits for its proxy status and restarts a service',
    outcome: 'success',
    prepare: syncOf('project.yml', WITH_DOMAIN_AND_RESTART),
  },
  {
    action: 'project-sync',
    title: 'a platform answering 500 to the proxy-rules write',
    outcome: 'failure',
    failing: 'setProxyRules',
    prepare: syncOf('project.yml', PROJECT_FILE),
  },
  {
    action: 'project-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: syncOf('project.yml', PROJECT_FILE),
  },
  // A proxy origin's credentials, in the file (refused without repeating them) and
  // in a rule made on the platform itself (the plan shows it as https://***@…). Never masked: never shown.
  {
    action: 'project-sync',
    title: 'a proxy origin with credentials in the file',
    outcome: 'failure',
    prepare: ({ projectId }) => {
      const password = canaryValue('proxyfile');
      return {
        inputs: { file: 'project.yml', project: projectId },
        files: {
          'project.yml': `proxy-rules:\n  - { prefix: /api, origin: "https://svc:${password}@api.example.com" }\n`,
        },
        canaries: [{ label: 'proxy origin password (file)', value: password, unmasked: true }],
      };
    },
  },
  {
    action: 'project-sync',
    title: 'a proxy rule with credentials made on the platform, replaced by the file',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      const password = canaryValue('proxyplatform');
      await call(world.platform, 'PUT', `/projects/${projectId}/proxy-rules`, {
        body: { rules: [{ prefix: '/api', origin: `https://svc:${password}@old.example.com` }] },
      });
      return {
        inputs: { file: 'project.yml', project: projectId },
        files: { 'project.yml': PROJECT_FILE },
        canaries: [{ label: 'proxy origin password (platform)', value: password, unmasked: true }],
      };
    },
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midApply({
    name: 'project-sync, mid-apply with slow writes',
    action: 'project-sync',
    marker: 'applied: create d00.example.com',
    changes: 'project setting changes',
    slowed: 'attachDomain',
    file: {
      name: 'project.yml',
      text: `domains:\n${twelve((i) => `  - d${String(i).padStart(2, '0')}.example.com`)}\n`,
    },
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      const domains = () => [...world.platform.state.domains.values()];
      return {
        run: { inputs: { ...key(world), project: project.id } },
        applied: () => domains().filter((domain) => domain.projectId === project.id).length,
      };
    },
  }),
];

export const catalogue = defineCatalogue({
  action: 'project-sync',
  sample: {
    ...syncSample('platform/project.yml'),
    project: 'prj_1',
    overrides: 'routing: spa',
    'allow-primary-change': 'false',
    'proxy-wait': '30s',
  },
  readInputs: readProjectSyncInputs,
  ...syncBaseline('project.yml', PROJECT_FILE, (setup) => ({ project: setup.projectId })),
  successStatus: 'succeeded',
  badInputs: PROJECT_SYNC_CASES,
  faultScenarios: [projectSyncScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
