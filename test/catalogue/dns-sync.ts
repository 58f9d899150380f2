import { readDnsSyncInputs } from '../../src/actions/dns-sync/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type CancelCase, midApply, twelve } from '../reliability/cancel-cases.ts';
import { type BadInputCase, DNS_FILE, READ_ONLY_KEY, refusalsOf } from '../reliability/cases.ts';
import { differsAsSets, repeated, seeded } from '../reliability/fault-checks.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SLOW_ANSWERS } from '../reliability/fault-kinds.ts';
import { created, type LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf as key } from '../reliability/world-setup.ts';
import { defineCatalogue, syncBaseline, syncSample } from './define.ts';

const DNS_SYNC_CASES: readonly BadInputCase[] = refusalsOf('dns-sync', {
  'an empty zone': { inputs: { zone: '' }, input: 'zone', fix: /set it to the zone id or its domain name/ },
  'an unknown zone': { inputs: { zone: 'nowhere.example' }, input: 'zone', fix: /set `create-zone: true`/ },
  'an invalid DNS record': {
    files: { 'dns.yml': 'www:\n  type: A\n  value: not-an-address\n' },
    input: 'file',
    names: /dns\.yml:3: /,
    fix: /A records take addresses like/,
  },
  'a records file that is not YAML': {
    files: { 'dns.yml': 'www: [192.0.2.1\n' },
    input: 'file',
    names: /dns\.yml:\d+: /,
    fix: /YAML syntax error: .* end with a \]/,
  },
  'an api-url on another scheme': {
    inputs: { 'api-url': 'ws://platform.example.com' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'a read-only key': READ_ONLY_KEY,
});

/** `api` is updated (ttl), `www` created, `old` deleted; the apex NS records are the zone's own. */
const FAULT_DNS_FILE = `
api: { type: A, ttl: 600, value: 192.0.2.10 }
www: { type: CNAME, value: example.com. }
`;

const dnsScenario: Scenario = {
  name: 'dns-sync',
  failures: {
    '503 on each write': /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*HTTP 503/,
    'HTML error pages (502)':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]:
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*may or may not have taken effect/,
    'truncated JSON':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*cut off or is not JSON/,
    'invalid JSON':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*cut off or is not JSON/,
    'drop after-body: createDnsRecord':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*may or may not have taken effect/,
  },
  action: 'dns-sync',
  reads: ['listDnsZones', 'listDnsRecords'],
  writes: ['createDnsRecord', 'updateDnsRecord', 'deleteDnsRecord'],
  async prepare(world) {
    const zoneId = await seeded(world, '/dns/zones', { name: 'example.com' });
    await seeded(world, `/dns/zones/${zoneId}/records`, {
      name: 'api',
      type: 'A',
      ttl: 300,
      value: '192.0.2.10',
    });
    await seeded(world, `/dns/zones/${zoneId}/records`, {
      name: 'old',
      type: 'A',
      ttl: 300,
      value: '192.0.2.99',
    });
    const records = () =>
      [...world.platform.state.dnsRecords.values()]
        .filter((record) => record.zoneId === zoneId && record.type !== 'NS')
        .map((record) => `${record.name} ${record.type} ${record.ttl} ${record.values.join(',')}`);
    return {
      run: {
        workspace: makeWorkspace({ 'dns.yml': FAULT_DNS_FILE }),
        inputs: { ...key(world), file: 'dns.yml', zone: 'example.com', prune: 'true' },
      },
      duplicates: () => repeated(records().map((record) => record.split(' ').slice(0, 2).join(' '))),
      missing: () =>
        differsAsSets('records', records(), ['api A 600 192.0.2.10', 'www CNAME 3600 example.com']),
    };
  },
};

/** The leak scan's runs of dns-sync: one that succeeds, one that fails. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'dns-sync',
    title: 'a sync that creates the zone',
    outcome: 'success',
    prepare: () => ({
      inputs: { file: 'dns.yml', zone: 'shop.example', 'create-zone': 'true' },
      files: { 'dns.yml': DNS_FILE },
    }),
  },
  {
    action: 'dns-sync',
    title: 'a platform answering 500 to a record write',
    outcome: 'failure',
    failing: 'createDnsRecord',
    prepare: async ({ world }) => {
      await created(world, '/dns/zones', { name: 'shop.example' });
      return { inputs: { file: 'dns.yml', zone: 'shop.example' }, files: { 'dns.yml': DNS_FILE } };
    },
  },
];

const CANCEL_CASES: readonly CancelCase[] = [
  midApply({
    name: 'dns-sync, mid-apply with slow writes',
    action: 'dns-sync',
    marker: 'applied: create host01',
    changes: 'DNS record changes',
    slowed: 'createDnsRecord',
    file: {
      name: 'dns.yml',
      text: twelve((i) => `host${String(i).padStart(2, '0')}: { type: A, value: 192.0.2.${i + 1} }`),
    },
    async prepare(world) {
      const zone = await call(world.platform, 'POST', '/dns/zones', { body: { name: 'example.com' } });
      const records = () => [...world.platform.state.dnsRecords.values()];
      return {
        run: { inputs: { ...key(world), zone: 'example.com' } },
        applied: () => records().filter((r) => r.zoneId === zone.json.id && r.type === 'A').length,
      };
    },
  }),
];

export const catalogue = defineCatalogue({
  action: 'dns-sync',
  sample: { ...syncSample('dns.yml'), zone: 'example.com', 'create-zone': 'true' },
  readInputs: readDnsSyncInputs,
  ...syncBaseline('dns.yml', DNS_FILE, (setup) => ({ zone: setup.zoneName })),
  successStatus: 'succeeded',
  badInputs: DNS_SYNC_CASES,
  faultScenarios: [dnsScenario],
  leakScenarios: LEAK_SCENARIOS,
  cancelCases: CANCEL_CASES,
});
