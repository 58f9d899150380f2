import type { DeclaredDnsRecord, DnsRecordType } from '../../../src/sync/dns/record.ts';
import { checkDnsValue } from '../../../src/sync/dns/values.ts';

/**
 * A zone of `count` record sets as a user's file, as the records read from it, and as the platform
 * lists it, shaped so a plan of it has every operation: a third of the names are A records whose
 * address changed (update), a third CNAMEs that match (unchanged), a third TXT records the file
 * names differently (create + delete). Shared by the large-plan tests and bench/dns-plan.ts.
 */
export interface LargeZone {
  readonly fileText: string;
  /** What readDnsFile makes of fileText, built directly: reading 30,000 lines of YAML takes seconds. */
  readonly declared: DeclaredDnsRecord[];
  readonly platformRecords: unknown[];
}

export function largeZone(count: number): LargeZone {
  const lines: string[] = [];
  const declared: DeclaredDnsRecord[] = [];
  const platformRecords: unknown[] = [];
  const declare = (name: string, type: DnsRecordType, ttl: number, value: string, line: number) => {
    const checked = checkDnsValue(type, value);
    if (!checked.ok) throw new Error(`large zone: ${checked.error}`);
    declared.push({ name, type, ttl, values: [checked.value], source: { file: 'dns.yml', line, column: 1 } });
  };
  for (let i = 0; i < count; i++) {
    const id = `rec-${i}`;
    if (i % 3 === 0) {
      lines.push(`host${i}: { type: A, ttl: 300, value: 192.0.2.${i % 250} }`);
      declare(`host${i}`, 'A', 300, `192.0.2.${i % 250}`, i + 1);
      platformRecords.push({ id, name: `host${i}`, type: 'A', ttl: 300, value: `198.51.100.${i % 250}` });
    } else if (i % 3 === 1) {
      lines.push(`alias${i}: { type: CNAME, value: target${i}.example.net. }`);
      declare(`alias${i}`, 'CNAME', 3600, `target${i}.example.net.`, i + 1);
      platformRecords.push({
        id,
        name: `alias${i}`,
        type: 'CNAME',
        ttl: 3600,
        value: `target${i}.example.net`,
      });
    } else {
      const spf = `v=spf1 include:_spf${i}.example.com ~all`;
      lines.push(`txt${i}: { type: TXT, value: "${spf}" }`);
      declare(`txt${i}`, 'TXT', 3600, spf, i + 1);
      platformRecords.push({ id, name: `old${i}`, type: 'TXT', ttl: 3600, value: `retired ${i}` });
    }
  }
  return { fileText: `${lines.join('\n')}\n`, declared, platformRecords };
}
