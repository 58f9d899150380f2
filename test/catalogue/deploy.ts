import { readKeyPool } from '../../src/actions/common/key-pool.ts';
import { readDeployInputs } from '../../src/actions/deploy/inputs.ts';
import { isManyMode } from '../../src/actions/deploy/many-inputs.ts';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import { type CancelCase, midBuild, says, statusCancelled } from '../reliability/cancel-cases.ts';
import {
  type BadInputCase,
  notABoolean,
  PROJECT_WRITER_REFUSALS,
  type Refusal,
  refusalsOf,
} from '../reliability/cases.ts';
import { deploymentsOf, differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SITE as LEAK_SITE, type LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { deployOnce, connectionOf as key } from '../reliability/world-setup.ts';
import { CHECK_SAMPLE, defineCatalogue } from './define.ts';

const SET_IT = /\b(set|give) (it|`\w+`|"\w+")\b/;

/** `source: deployment` and the post-deploy checks. */
const REDEPLOY_AND_CHECK_CASES: Readonly<Record<string, Refusal>> = {
  'source: deployment without a deployment': {
    inputs: { source: 'deployment' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy, or to `previous`/,
  },
  'a deployment with the upload source': {
    inputs: { deployment: 'previous' },
    input: 'deployment',
    fix: /remove it or set `source: deployment`/,
  },
  'deployment: previous of a project that was never live': {
    inputs: { source: 'deployment', deployment: 'previous' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy/,
  },
  'a deployment id the platform does not know': {
    inputs: { source: 'deployment', deployment: 'dpl_nosuch' },
    input: 'deployment',
    fix: /set it to the id of one of project \S+'s deployments, or to `previous`/,
  },
  'a 5,000-character deployment id, echoed cut to 60 characters': {
    inputs: { source: 'deployment', deployment: `dpl_${'x'.repeat(4_996)}` },
    input: 'deployment',
    // The sentence quotes the id's first 60 characters and an ellipsis, never the whole of it.
    fix: /^Input "deployment" is dpl_x{56}…, which the platform does not know; set it to the id of one of project \S+'s deployments, or to `previous`\.$/,
  },
  'a deployment of ..': {
    inputs: { source: 'deployment', deployment: '..' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy/,
  },
  ...Object.fromEntries(
    [
      'health',
      '//evil.example/health',
      '/../admin',
      '/a b',
      // Judged once %-decoded too.
      '/..%2fother/index.html',
      '/%2e%2e/other',
      '/a/%252e%252e/b',
      '/a%5c..%5cother',
      '/%2f%2fevil.example',
      '/50%off',
    ].map((path): [string, Refusal] => [
      `check-path ${path}`,
      {
        inputs: { 'check-path': `/\n${path}` },
        input: 'check-path',
        fix: /give paths of the live site such as \/health, one per line/,
      },
    ]),
  ),
  'check-status: ok': {
    inputs: { 'check-path': '/', 'check-status': 'ok' },
    input: 'check-status',
    fix: /must be a whole number from 100 to 599/,
  },
  'check-timeout: soon': {
    inputs: { 'check-path': '/', 'check-timeout': 'soon' },
    input: 'check-timeout',
    fix: /must be a duration such as 90s/,
  },
  'on-check-failure: revert': {
    inputs: { 'check-path': '/', 'on-check-failure': 'revert' },
    input: 'on-check-failure',
    fix: /must be one of fail, rollback/,
  },
  'check-contains without check-path': {
    inputs: { 'check-contains': 'Welcome' },
    input: 'check-contains',
    fix: /set `check-path` \(e\.g\. `check-path: \/`\) or remove it/,
  },
  'on-check-failure: rollback without check-path': {
    inputs: { 'on-check-failure': 'rollback' },
    input: 'on-check-failure',
    fix: /set `check-path`/,
  },
  'check-path with wait: false': {
    inputs: { 'check-path': '/', wait: 'false' },
    input: 'check-path',
    fix: /remove `wait: false` or remove `check-path`/,
  },
};

const DEPLOY_CASES: readonly BadInputCase[] = refusalsOf('deploy', {
  "a path that is the repository's .git": {
    inputs: { path: '.git' },
    files: { '.git/config': '[core]\n\tbare = false\n' },
    input: 'path',
    fix: /never deployed .*name the folder your build writes to/,
  },
  'a path outside the checkout': {
    inputs: { path: '..' },
    input: 'path',
    fix: /outside the checked-out repository .*deploy a folder inside the checkout/,
  },
  'an empty api-key': { inputs: { 'api-key': '' }, input: 'api-key', fix: /pass it from a secret/ },
  'an empty api-url': {
    inputs: { 'api-url': '' },
    input: 'api-url',
    fix: /set it to the platform API address/,
  },
  'an api-url that is not a URL': {
    inputs: { 'api-url': 'the platform' },
    input: 'api-url',
    fix: /set it to an absolute address such as https:\/\//,
  },
  'an ftp:// api-url': {
    inputs: { 'api-url': 'ftp://platform.example.com/api/v1' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'an api-url without a host': {
    inputs: { 'api-url': 'https://' },
    input: 'api-url',
    fix: /set it to an absolute address/,
  },
  'an api-url without a scheme': {
    inputs: { 'api-url': 'localhost:8080' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'an api-url with credentials in it': {
    inputs: (s) => ({ 'api-url': s.url.replace('http://', 'http://user:hunter2@') }),
    input: 'api-url',
    fix: /remove them and put the key in the `api-key` secret/,
  },
  'an empty project': { inputs: { project: '' }, input: 'project', fix: SET_IT },
  'a path that does not exist': {
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  'wait: yes': notABoolean('wait', 'yes'),
  'timeout: 5 minutes': {
    inputs: { timeout: '5 minutes' },
    input: 'timeout',
    fix: /must be a duration such as 90s, 15m/,
  },
  'a zero timeout': { inputs: { timeout: '0' }, input: 'timeout', fix: /must be a duration/ },
  'compression-level: 10': {
    inputs: { 'compression-level': '10' },
    input: 'compression-level',
    fix: /must be a whole number from 0 to 9/,
  },
  'an unknown source': {
    inputs: { source: 'git' },
    input: 'source',
    fix: /must be one of upload, repository/,
  },
  'a commit-sha that is not a hash': {
    inputs: { source: 'repository', 'commit-sha': 'HEAD~1' },
    input: 'commit-sha',
    fix: /must be a commit hash/,
  },
  'a branch with the upload source': {
    inputs: { branch: 'main' },
    input: 'branch',
    fix: /remove them or set `source: repository`/,
  },
  'comment: maybe': notABoolean('comment', 'maybe'),
  ...PROJECT_WRITER_REFUSALS,
  'a revoked key': {
    inputs: (s) => {
      const key = s.world.platform.admin.issueKey('full');
      s.world.platform.admin.revokeKey(key);
      return { 'api-key': key };
    },
    input: 'api-key',
    fix: /create a key in the platform dashboard and store it/,
  },
  ...REDEPLOY_AND_CHECK_CASES,
});

const deployScenario: Scenario = {
  name: 'deploy',
  action: 'deploy',
  reads: ['getDeployment', 'getDeploymentLogs'],
  writes: ['createUpload', 'createDeployment'],
  uploads: 'archive',
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    return {
      run: {
        workspace: makeWorkspace(SITE),
        inputs: { ...key(world), project: project.id, 'github-deployment': 'false', comment: 'false' },
      },
      duplicates: () => {
        const count = deploymentsOf(world, project.id).length;
        return count > 1 ? [`${count} deployments`] : [];
      },
      missing: () =>
        differs(
          'deployment statuses',
          deploymentsOf(world, project.id).map((d) => d.status),
          ['live'],
        ),
    };
  },
};

const quiet = { comment: 'false', 'github-deployment': 'false' };

/** The leak scan's runs of deploy: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'deploy',
    title: 'a redeploy of the previous live deployment',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      await deployOnce(world, projectId);
      return { inputs: { project: projectId, source: 'deployment', deployment: 'previous', ...quiet } };
    },
  },
  {
    action: 'deploy',
    title: 'a pull request deploy whose checks fail and roll it back',
    outcome: 'failure',
    pullRequest: true,
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      const checks = { 'check-path': '/\n/missing', 'check-timeout': '3s', 'on-check-failure': 'rollback' };
      return { inputs: { project: projectId, 'check-contains': 'shop', ...checks }, files: LEAK_SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a pull request deploy with its comment and GitHub deployment',
    outcome: 'success',
    pullRequest: true,
    prepare: ({ projectId }) => ({ inputs: { project: projectId }, files: LEAK_SITE }),
  },
  {
    action: 'deploy',
    title: 'a failed build whose log prints the key',
    outcome: 'failure',
    pullRequest: true,
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.failNextBuild(projectId, `npm ERR! could not log in with ${key}`);
      return { inputs: { project: projectId }, files: LEAK_SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a failed build whose log prints only the secret part of the key',
    outcome: 'failure',
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.failNextBuild(projectId, `token=${key.split('_pk_')[1]} rejected`);
      return { inputs: { project: projectId, ...quiet }, files: LEAK_SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    pullRequest: true,
    prepare: ({ projectId }) => ({ inputs: { project: projectId }, files: LEAK_SITE }),
  },
  {
    action: 'deploy',
    title: 'a platform answering 500 to the upload',
    outcome: 'failure',
    failing: 'createUpload',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, ...quiet }, files: LEAK_SITE }),
  },
  {
    action: 'deploy',
    title: 'a revoked key',
    outcome: 'failure',
    pullRequest: true,
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.revokeKey(key);
      return { inputs: { project: projectId }, files: LEAK_SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a GitHub token that may neither comment nor record deployments',
    outcome: 'success',
    pullRequest: true,
    prepare: ({ world, projectId }) => {
      world.github.setPermissions({ deployments: false, issues: false });
      return { inputs: { project: projectId }, files: LEAK_SITE };
    },
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midBuild(
    'deploy, mid-watch',
    'deploy',
    (world, project) => ({
      inputs: { ...key(world), project, 'github-deployment': 'false', comment: 'false' },
    }),
    (result, deploymentId) => [
      ...statusCancelled(result),
      ...says('summary', result.summary, new RegExp(deploymentId ?? 'none')),
    ],
  ),
];

export const catalogue = defineCatalogue({
  action: 'deploy',
  sample: {
    project: 'prj_1',
    source: 'repository',
    path: '.',
    exclude: 'docs/',
    branch: 'main',
    'commit-sha': 'abcdef1',
    wait: 'true',
    timeout: '10m',
    'upload-format': 'raw',
    'compression-level': '6',
    'github-token': 'ghs_x',
    environment: 'production',
    comment: 'true',
    'github-deployment': 'false',
    ...CHECK_SAMPLE,
    force: 'false',
    projects: '',
    manifest: 'platform.yml',
    concurrency: '4',
    'api-keys': '',
    previews: 'deploy',
  },
  readInputs(reader) {
    readDeployInputs(reader);
    // Manifest mode's own inputs (the sample is one project, so the mode stays off): read as that mode
    // reads them; test/e2e/deploy-many.test.ts runs the mode itself.
    if (isManyMode(reader)) throw new Error('the deploy sample is not in manifest mode');
    reader.required('manifest');
    reader.integer('concurrency', 1, 16);
    readKeyPool(reader.raw('api-keys'));
    reader.oneOf('previews', ['deploy', 'remove']);
  },
  baselineInputs: (setup) => ({ comment: 'false', 'github-deployment': 'false', project: setup.projectId }),
  baselineFiles: SITE,
  successStatus: 'live',
  badInputs: DEPLOY_CASES,
  faultScenarios: [deployScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
