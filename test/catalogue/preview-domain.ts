import { readPreviewDomainInputs } from '../../src/actions/preview-domain/inputs.ts';
import { SITE } from '../e2e/fixtures.ts';
import { PREVIEW_DOMAIN_CASES } from '../reliability/cases-deploy.ts';
import { previewDomainScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { defineCatalogue } from './define.ts';

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
});
