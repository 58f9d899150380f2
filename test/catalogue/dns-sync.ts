import { readDnsSyncInputs } from '../../src/actions/dns-sync/inputs.ts';
import { DNS_FILE } from '../reliability/cases.ts';
import { DNS_SYNC_CASES } from '../reliability/cases-sync.ts';
import { dnsScenario } from '../reliability/fault-scenarios-sync.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

export const catalogue = defineCatalogue({
  action: 'dns-sync',
  sample: { ...syncSample('dns.yml'), zone: 'example.com', 'create-zone': 'true' },
  readInputs: readDnsSyncInputs,
  ...syncBaseline('dns.yml', DNS_FILE, (setup) => ({ zone: setup.zoneName })),
  successStatus: 'succeeded',
  badInputs: DNS_SYNC_CASES,
  faultScenarios: [dnsScenario],
});
