import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readDnsSyncInputs } from '../../src/actions/dns-sync/inputs.ts';
import { type CaseSetup, DNS_FILE } from '../reliability/cases.ts';
import { DNS_SYNC_CASES } from '../reliability/cases-sync.ts';
import { dnsScenario } from '../reliability/fault-scenarios-sync.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { cancelCasesOf, leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  file: 'dns.yml',
  zone: 'example.com',
  'create-zone': 'true',
  prune: 'false',
  'dry-run': 'true',
  force: 'false',
  'expected-plan': '0123456789abcdef.a1b2c3',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readDnsSyncInputs(reader);
}

export const catalogue: ActionCatalogue = {
  action: 'dns-sync',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    return {
      inputs: { ...connection, file: 'dns.yml', zone: setup.zoneName },
      files: { 'dns.yml': DNS_FILE },
    };
  },
  successStatus: 'succeeded',
  badInputs: DNS_SYNC_CASES,
  leakScenarios: leakScenariosOf('dns-sync'),
  faultScenarios: [dnsScenario],
  cancelCases: cancelCasesOf('dns-sync'),
  metadata: { sample, parse },
};
