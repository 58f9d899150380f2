import { readPreviewDomainInputs } from '../../src/actions/preview-domain/inputs.ts';
import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, midBuild, says } from '../reliability/cancel-cases.ts';
import { type BadInputCase, notABoolean, PROJECT_WRITER_REFUSALS, refusalsOf } from '../reliability/cases.ts';
import { deploymentsOf, differs } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import {
  SITE as LEAK_SITE,
  type LeakContext,
  type LeakScenario,
  type Prepared,
} from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

const PREVIEW_DOMAIN_CASES: readonly BadInputCase[] = refusalsOf('preview-domain', {
  'an empty domain': { inputs: { domain: '' }, input: 'domain', fix: /set it to a template such as/ },
  'a domain that is not a host name': {
    inputs: { domain: 'preview site' },
    input: 'domain',
    fix: /e\.g\. pr-7\.example\.com/,
  },
  'both project and project-name': {
    inputs: { 'project-name': 'shop-pr-{pr}' },
    input: 'project',
    fix: /Give exactly one of/,
  },
  'an unknown mode': {
    inputs: { mode: 'sideways' },
    input: 'mode',
    fix: /must be one of attach, detach, auto/,
  },
  'a path that does not exist': {
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  'primary: 1': notABoolean('primary', '1'),
  'an invalid timeout': { inputs: { timeout: '10 mins' }, input: 'timeout', fix: /must be a duration/ },
  ...PROJECT_WRITER_REFUSALS,
  'a fixed domain, the same for every pull request': {
    inputs: { domain: 'shop.example.com' },
    input: 'domain',
    fix: /has no \{pr\}, \{branch\} or \{sha\}.*e\.g\. pr-\{pr\}\.preview\.example\.com/,
  },
  'a project-name template without a placeholder': {
    inputs: { project: '', 'project-name': 'shop' },
    input: 'project-name',
    fix: /has no \{pr\}, \{branch\} or \{sha\}.*e\.g\. shop-pr-\{pr\}/,
  },
});

const previewDomainScenario: Scenario = {
  name: 'preview-domain (deploy)',
  failures: failedPost('attachDomain', 'slow'),
  action: 'preview-domain',
  reads: ['getProject', 'listDomains', 'getDeployment'],
  writes: ['createUpload', 'createDeployment', 'attachDomain'],
  uploads: 'archive',
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const domains = () =>
      [...world.platform.state.domains.values()].filter((d) => d.projectId === project.id);
    return {
      run: {
        workspace: makeWorkspace(SITE),
        event: pullRequestEvent('synchronize', 7),
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
        inputs: { ...key(world), project: project.id, domain: 'pr-{pr}.preview.example.com' },
      },
      duplicates: () => {
        const count = deploymentsOf(world, project.id).length;
        return [
          ...(count > 1 ? [`${count} deployments`] : []),
          ...(domains().length > 1 ? [`${domains().length} domains`] : []),
          ...(world.github.state.comments.length > 1
            ? [`${world.github.state.comments.length} comments`]
            : []),
        ];
      },
      missing: () => [
        ...differs(
          'deployments',
          deploymentsOf(world, project.id).map((d) => d.status),
          ['live'],
        ),
        ...differs(
          'domains',
          domains().map((d) => d.domain),
          ['pr-7.preview.example.com'],
        ),
      ],
    };
  },
};

/** A preview-domain run that deploys LEAK_SITE to the scenario's project at pr-<number>.preview.example.com. */
const previewOfSite = ({ projectId }: LeakContext): Prepared => ({
  inputs: { project: projectId, domain: 'pr-{pr}.preview.example.com' },
  files: LEAK_SITE,
});

/** The leak scan's runs of preview-domain: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'preview-domain',
    title: 'a preview project created from production with from-project',
    outcome: 'success',
    pullRequest: true,
    prepare: async ({ world, projectId }) => {
      await call(world.platform, 'PUT', `/projects/${projectId}/proxy-rules`, {
        body: { rules: [{ prefix: '/api', origin: 'https://api.example.com' }] },
      });
      return {
        inputs: {
          'project-name': 'shop-pr-{pr}',
          'from-project': projectId,
          domain: 'pr-{pr}.preview.example.com',
          deploy: 'false',
        },
      };
    },
  },
  {
    action: 'preview-domain',
    title: 'a pull request preview with its comment and GitHub deployment',
    outcome: 'success',
    pullRequest: true,
    prepare: previewOfSite,
  },
  {
    action: 'preview-domain',
    title: 'a platform answering 500 to the domain attach',
    outcome: 'failure',
    pullRequest: true,
    failing: 'attachDomain',
    prepare: previewOfSite,
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midBuild(
    'preview-domain with deploy, mid-watch',
    'preview-domain',
    (world, project) => ({
      event: pullRequestEvent('synchronize', 7),
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
      inputs: { ...key(world), project, domain: 'pr-{pr}.preview.example.com' },
    }),
    (result, deploymentId, world) => [
      ...says('summary', result.summary, new RegExp(deploymentId ?? 'none'), /cancel/i),
      // A deploy that did not go live leaves the domain as it was: not attached.
      ...(world.platform.state.domains.size === 0
        ? []
        : ['the domain was attached although the deploy was cancelled']),
    ],
  ),
];

/** The pull request's synchronize event the sample is parsed for. */
const SYNCHRONIZE = {
  eventName: 'pull_request',
  branch: 'feature/login',
  commitSha: 'b'.repeat(40),
  pullRequest: {
    number: 7,
    action: 'synchronize',
    headSha: 'b'.repeat(40),
    headRef: 'feature/login',
    baseRef: 'main',
    isFork: false,
    merged: false,
  },
};

export const catalogue = defineCatalogue({
  action: 'preview-domain',
  sample: {
    'project-name': 'shop-pr-{pr}',
    'from-project': 'prj_shop',
    'env-groups': 'grp_1, grp_2',
    domain: 'pr-{pr}-{branch}.preview.example.com',
    mode: 'auto',
    deploy: 'true',
    path: 'site',
    exclude: 'docs/',
    wait: 'true',
    timeout: '10m',
    'upload-format': 'multipart',
    'compression-level': '0',
    primary: 'false',
    'github-token': 'ghs_x',
    comment: 'true',
    'github-deployment': 'true',
  },
  // `project` is read too: exactly one of it and `project-name` may be given.
  readInputs: (reader) => readPreviewDomainInputs(reader, SYNCHRONIZE),
  // A per-commit domain: a push event has no {pr}, and a fixed domain is refused.
  baselineInputs: (setup) => ({
    comment: 'false',
    'github-deployment': 'false',
    project: setup.projectId,
    domain: 'preview-{sha}.example.com',
  }),
  baselineFiles: SITE,
  successStatus: 'succeeded',
  badInputs: PREVIEW_DOMAIN_CASES,
  faultScenarios: [previewDomainScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
