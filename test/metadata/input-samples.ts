import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readDeployInputs } from '../../src/actions/deploy/inputs.ts';

type AnyReader = InputReader<string>;

const connection = { 'api-key': 'plat_pk_sampleKey123', 'api-url': 'http://127.0.0.1:9/api/v1' };

/** Valid values for every input of each action, so its parser reads them all. */
export const SAMPLE_INPUTS: Record<string, Record<string, string>> = {
  deploy: {
    ...connection,
    project: 'prj_1',
    source: 'repository',
    path: '.',
    exclude: 'docs/',
    branch: 'main',
    'commit-sha': 'abcdef1',
    wait: 'true',
    timeout: '10m',
    'github-token': 'ghs_x',
    environment: 'production',
    comment: 'true',
    'github-deployment': 'false',
  },
};

/** How each action's entry parses its inputs: the same functions the entries call. */
export const INPUT_PARSERS: Record<string, (reader: AnyReader) => void> = {
  deploy: (reader) => {
    readConnection(reader, { isForkPullRequest: false });
    readDeployInputs(reader);
  },
};
