import { readDnsSyncInputs } from '../../src/actions/dns-sync/inputs.ts';
import { DNS_FILE } from '../reliability/cases.ts';
import { DNS_SYNC_CASES } from '../reliability/cases-sync.ts';
import { dnsScenario } from '../reliability/fault-scenarios-sync.ts';
import { defineCatalogue, syncSample } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'dns-sync',
  sample: { ...syncSample('dns.yml'), zone: 'example.com', 'create-zone': 'true' },
  readInputs: readDnsSyncInputs,
  baselineInputs: (setup) => ({ file: 'dns.yml', zone: setup.zoneName }),
  baselineFiles: { 'dns.yml': DNS_FILE },
  successStatus: 'succeeded',
  badInputs: DNS_SYNC_CASES,
  faultScenarios: [dnsScenario],
});
