import type { DnsRecord, DnsRecordType } from './record.ts';

/**
 * What one platform record holds, as sent to POST /dns/zones/{id}/records and PUT .../{recordId}.
 * The platform keeps MX and SRV priority in a `priority` field of the record, one per record, with
 * the rest of the value in `values` ("mail.example.com"; SRV "weight port target"); other types keep
 * their whole set in one record. `value` repeats the first value; '@' names the apex.
 */
export interface PlatformDnsRecordBody {
  readonly name: string;
  readonly type: DnsRecordType;
  readonly ttl: number;
  readonly values: string[];
  readonly value: string;
  readonly priority?: number;
}

export function hasPriorityField(type: DnsRecordType): boolean {
  return type === 'MX' || type === 'SRV';
}

/**
 * The platform records one record set becomes: the one place that knows the platform's record shape.
 * An MX or SRV set becomes one record per distinct priority, lowest first.
 */
export function toPlatformDnsRecords(record: DnsRecord): PlatformDnsRecordBody[] {
  const common = { name: record.name === '' ? '@' : record.name, type: record.type, ttl: record.ttl };
  if (!hasPriorityField(record.type)) {
    const values = [...record.values];
    return [{ ...common, values, value: values[0] ?? '' }];
  }
  const byPriority = new Map<number, string[]>();
  for (const value of record.values) {
    const [priority = '0', ...rest] = value.split(' ');
    const group = byPriority.get(Number(priority)) ?? [];
    group.push(rest.join(' '));
    byPriority.set(Number(priority), group);
  }
  return [...byPriority]
    .sort(([a], [b]) => a - b)
    .map(([priority, values]) => ({ ...common, values, value: values[0] ?? '', priority }));
}
