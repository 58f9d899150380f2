import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readPreviewDomainInputs } from '../../src/actions/preview-domain/inputs.ts';
import { SITE } from '../e2e/fixtures.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import { PREVIEW_DOMAIN_CASES } from '../reliability/cases-deploy.ts';
import { previewDomainScenario } from '../reliability/fault-scenarios-deploy-env.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
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
};

/** Reads the inputs the way the entry does, for a pull request's synchronize event. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  // `project` is read too: exactly one of it and `project-name` may be given.
  readPreviewDomainInputs(reader, {
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
  });
}

export const catalogue: ActionCatalogue = {
  action: 'preview-domain',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    const quiet = { comment: 'false', 'github-deployment': 'false' };
    // A per-commit domain: a push event has no {pr}, and a fixed domain is refused.
    return {
      inputs: { ...connection, ...quiet, project: setup.projectId, domain: 'preview-{sha}.example.com' },
      files: SITE,
    };
  },
  successStatus: 'succeeded',
  badInputs: PREVIEW_DOMAIN_CASES,
  leakScenarios: leakScenariosOf('preview-domain'),
  faultScenarios: [previewDomainScenario],
  cancelCases: cancelCasesOf('preview-domain'),
  metadata: { sample, parse },
};
