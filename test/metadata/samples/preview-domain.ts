import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readPreviewDomainInputs } from '../../../src/actions/preview-domain/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
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
