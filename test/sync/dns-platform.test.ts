import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { readDnsFile } from '../../src/sync/dns/file.ts';
import { decodePlatformDnsRecords } from '../../src/sync/dns/platform.ts';
import { toPlatformDnsRecords } from '../../src/sync/dns/platform-body.ts';
import { type DnsRecordWriter, dnsRecordProvider } from '../../src/sync/dns/provider.ts';
import type { CurrentDnsRecord } from '../../src/sync/dns/record.ts';
import { findDnsZone } from '../../src/sync/dns/zone.ts';
import { apply, checkSafety, plan } from '../../src/sync/engine/index.ts';

const zone = { id: 'z1', name: 'example.com' };

function fakeWriter(): DnsRecordWriter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    createRecord: async (_zone, body) =>
      calls.push(`POST ${body.name} ${body.type} ${body.values.join(',')}`),
    updateRecord: async (_zone, id, body) => calls.push(`PUT ${id} ${body.values.join(',')}`),
    deleteRecord: async (_zone, id) => calls.push(`DELETE ${id}`),
  };
}

function current(name: string, type: CurrentDnsRecord['type'], values: string[], ids = [`${name}-${type}`]) {
  const parts = ids.map((id) => ({ id, priority: undefined }));
  return { name, type, ttl: 3600, values, parts } satisfies CurrentDnsRecord;
}

describe('DNS platform records', () => {
  it('decodes tolerant shapes and merges one-record-per-value platforms into sets', () => {
    const { records, ignored } = decodePlatformDnsRecords(
      [
        { id: 'r1', name: '@', type: 'A', ttl: 300, value: '192.0.2.1', values: ['192.0.2.1', '192.0.2.2'] },
        { record_id: 7, host: 'www.example.com.', type: 'cname', content: 'Target.example.net.' },
        { id: 'r3', name: 'example.com', type: 'MX', ttl: 3600, value: 'mx1.example.com', priority: 10 },
        { id: 'r4', name: 'example.com', type: 'MX', ttl: 3600, data: '20 mx2.example.com' },
        { id: 'r5', name: '@', type: 'SOA', value: 'ns1 hostmaster 1 2 3 4 5' },
        { id: 'r6', name: '_sip._tcp', type: 'SRV', priority: 1, value: '5 5060 sip.example.com' },
        { id: 'r7', name: 'caa', type: 'CAA', values: ['0 issue letsencrypt.org'] },
        'garbage',
      ],
      'example.com',
    );
    const part = (id: string, priority?: number) => ({ id, priority });
    expect(records).toEqual([
      { name: '', type: 'A', ttl: 300, values: ['192.0.2.1', '192.0.2.2'], parts: [part('r1')] },
      { name: 'www', type: 'CNAME', ttl: undefined, values: ['target.example.net'], parts: [part('7')] },
      {
        name: '',
        type: 'MX',
        ttl: 3600,
        values: ['10 mx1.example.com', '20 mx2.example.com'],
        parts: [part('r3', 10), part('r4', 20)],
      },
      {
        name: '_sip._tcp',
        type: 'SRV',
        ttl: undefined,
        values: ['1 5 5060 sip.example.com'],
        parts: [part('r6', 1)],
      },
      {
        name: 'caa',
        type: 'CAA',
        ttl: undefined,
        values: ['0 issue "letsencrypt.org"'],
        parts: [part('r7')],
      },
    ]);
    expect(ignored.map((record) => record.reason)).toEqual(['type SOA is not synced', 'not an object']);
  });

  it('builds one body per set, or per priority for MX and SRV, with @ for the apex', () => {
    const [apexMx, srv, www] = readDnsFile(
      [
        "'@':",
        '  type: MX',
        "  values: ['20 b.example.com', '10 a.example.com', '20 c.example.com']",
        '_sip._tcp: { type: SRV, value: { priority: 1, weight: 5, port: 5060, target: sip.example.com } }',
        'www: { type: A, ttl: 60, values: [192.0.2.1, 192.0.2.2] }',
      ].join('\n'),
      'dns.yml',
    );
    if (apexMx === undefined || srv === undefined || www === undefined) throw new Error('records missing');
    const mx = { name: '@', type: 'MX', ttl: 3600 };
    expect(toPlatformDnsRecords(apexMx)).toEqual([
      { ...mx, values: ['a.example.com'], value: 'a.example.com', priority: 10 },
      { ...mx, values: ['b.example.com', 'c.example.com'], value: 'b.example.com', priority: 20 },
    ]);
    expect(toPlatformDnsRecords(srv)).toEqual([
      {
        name: '_sip._tcp',
        type: 'SRV',
        ttl: 3600,
        values: ['5 5060 sip.example.com'],
        value: '5 5060 sip.example.com',
        priority: 1,
      },
    ]);
    expect(toPlatformDnsRecords(www)).toEqual([
      { name: 'www', type: 'A', ttl: 60, values: ['192.0.2.1', '192.0.2.2'], value: '192.0.2.1' },
    ]);
  });

  it('round-trips: a declared record and its decoded platform body compare equal', () => {
    const declared = readDnsFile(
      [
        "'@': { type: CAA, value: { tag: issue, value: letsencrypt.org } }",
        "v6: { type: AAAA, value: '2001:DB8::1' }",
        'mx: { type: MX, values: ["10 a.example.com", "20 b.example.com", "20 c.example.com"] }',
        '_x._udp: { type: SRV, values: ["1 2 3 a.example.com", "1 2 4 b.example.com"] }',
      ].join('\n'),
      'dns.yml',
    );
    const bodies = declared
      .flatMap((record) => toPlatformDnsRecords(record))
      .map((body, index) => ({ id: `r${index}`, ...body }));
    const provider = dnsRecordProvider(fakeWriter(), zone);
    const { records } = decodePlatformDnsRecords(bodies, zone.name);
    expect(plan(provider, declared, records, { prune: true }).counts.unchanged).toBe(4);
  });
});

describe('DNS provider', () => {
  const declare = (text: string) => readDnsFile(text, 'dns.yml');

  it('compares values as a set and the ttl exactly', () => {
    const provider = dnsRecordProvider(fakeWriter(), zone);
    const desired = declare('www: { type: A, values: [192.0.2.2, 192.0.2.1] }');
    const same = plan(provider, desired, [current('www', 'A', ['192.0.2.1', '192.0.2.2'])], { prune: true });
    expect(same.counts.unchanged).toBe(1);
    const ttl = plan(provider, desired, [{ ...current('www', 'A', ['192.0.2.1', '192.0.2.2']), ttl: 300 }], {
      prune: true,
    });
    expect(ttl.items[0]).toMatchObject({
      op: 'update',
      before: '192.0.2.1, 192.0.2.2 (ttl 300)',
      after: '192.0.2.1, 192.0.2.2 (ttl 3600)',
    });
    const fewer = plan(provider, desired, [current('www', 'A', ['192.0.2.1'])], { prune: true });
    expect(fewer.counts.update).toBe(1);
  });

  it('deletes the CNAME before creating the A record that replaces it', async () => {
    const writer = fakeWriter();
    const provider = dnsRecordProvider(writer, zone);
    const desired = declare('www: { type: A, value: 192.0.2.1 }\nnew: { type: TXT, value: hi }');
    const existing = [current('www', 'CNAME', ['host.example.net']), current('old', 'TXT', ['bye'])];
    const report = await apply(provider, plan(provider, desired, existing, { prune: true }));
    expect(report.ok).toBe(true);
    expect(writer.calls).toEqual([
      'DELETE www-CNAME',
      'POST new TXT hi',
      'POST www A 192.0.2.1',
      'DELETE old-TXT',
    ]);
  });

  it('folds a split platform set into one record on update and deletes every part on delete', async () => {
    const writer = fakeWriter();
    const provider = dnsRecordProvider(writer, zone);
    const existing = [
      current('www', 'A', ['192.0.2.1', '192.0.2.2'], ['a', 'b']),
      current('x', 'A', ['192.0.2.9'], ['c', 'd']),
    ];
    await apply(
      provider,
      plan(provider, declare('www: { type: A, value: 192.0.2.3 }'), existing, { prune: true }),
    );
    expect(writer.calls).toEqual(['PUT a 192.0.2.3', 'DELETE b', 'DELETE c', 'DELETE d']);
  });

  it('updates MX sets per priority: reuses same-priority records, adds new ones, removes the rest last', async () => {
    const writer = fakeWriter();
    const provider = dnsRecordProvider(writer, zone);
    const { records } = decodePlatformDnsRecords(
      [
        { id: 'm10', name: '@', type: 'MX', ttl: 3600, values: ['a.example.com'], priority: 10 },
        { id: 'm20', name: '@', type: 'MX', ttl: 3600, values: ['b.example.com'], priority: 20 },
      ],
      zone.name,
    );
    const desired = declare("'@': { type: MX, values: ['10 a.example.com', '30 c.example.com'] }");
    await apply(provider, plan(provider, desired, records, { prune: true }));
    expect(writer.calls).toEqual(['PUT m10 a.example.com', 'POST @ MX c.example.com', 'DELETE m20']);
  });

  it('needs force for any apex NS change, however small the plan', () => {
    const provider = dnsRecordProvider(fakeWriter(), zone);
    const existing = [current('', 'NS', ['ns1.host.net', 'ns2.host.net'])];
    const changed = plan(
      provider,
      declare("'@': { type: NS, values: [ns1.other.net, ns2.other.net] }"),
      existing,
      {
        prune: true,
      },
    );
    const refusal = checkSafety(provider, changed, { force: false });
    expect(refusal?.message).toMatch(
      /update the zone's apex NS records \(ns1\.host\.net, ns2\.host\.net \(ttl 3600\) →/,
    );
    expect(refusal?.message).toMatch(/`force: true`/);
    expect(checkSafety(provider, changed, { force: true })).toBeUndefined();
  });

  it('never prunes apex NS records the file leaves out, but does prune sub-zone NS', () => {
    const provider = dnsRecordProvider(fakeWriter(), zone);
    const existing = [current('', 'NS', ['ns1.host.net']), current('dev', 'NS', ['ns1.dev.net'])];
    const planned = plan(provider, declare('www: { type: A, value: 192.0.2.1 }'), existing, { prune: true });
    expect(planned.items.map((item) => `${item.op} ${item.key}`)).toEqual([
      'unmanaged @ NS',
      'delete dev NS',
      'create www A',
    ]);
    expect(checkSafety(provider, planned, { force: false })).toBeUndefined();
  });
});

describe('DNS zone lookup', () => {
  const zones = [{ id: 'z1', name: 'example.com' }, { zoneId: 'z2', domain: 'Example.ORG.' }, { nope: true }];

  it('finds a zone by id or by name, ignoring case and a trailing dot', () => {
    expect(findDnsZone(zones, 'z1')).toEqual({ id: 'z1', name: 'example.com' });
    expect(findDnsZone(zones, 'example.org.')).toEqual({ id: 'z2', name: 'example.org' });
    expect(findDnsZone(zones, 'EXAMPLE.COM')).toEqual({ id: 'z1', name: 'example.com' });
  });

  it('names the input and the zones there are when nothing matches', () => {
    expect(() => findDnsZone(zones, 'example.net')).toThrow(ConfigurationError);
    expect(() => findDnsZone(zones, 'example.net')).toThrow(
      'Input "zone" is "example.net", which matches no DNS zone of this account by id or name: use one of: example.com (z1), example.org (z2), or create the zone first.',
    );
  });
});
