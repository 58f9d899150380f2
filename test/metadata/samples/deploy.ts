import { readConnection } from '../../../src/actions/common/connection.ts';
import type { InputReader } from '../../../src/actions/common/inputs.ts';
import { readDeployInputs } from '../../../src/actions/deploy/inputs.ts';
import { SAMPLE_CONNECTION } from './connection.ts';

/** Valid values for every input, so the parser reads them all. */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
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
  'check-path': '/\n/health',
  'check-status': '200',
  'check-contains': 'Welcome',
  'check-timeout': '30s',
  'on-check-failure': 'rollback',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readDeployInputs(reader);
}
