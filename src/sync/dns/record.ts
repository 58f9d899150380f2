import type { SourceLocation } from '../validation.ts';

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA', 'NS'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

export const DEFAULT_TTL = 3600;
export const MIN_TTL = 1;
/** One week, as octoDNS and most providers cap it. */
export const MAX_TTL = 604_800;

/**
 * One record set: every value of one type at one name. `name` is relative to the zone and '' at the
 * apex; `values` are in canonical text form (see values.ts), so two sets compare as plain strings.
 */
export interface DnsRecord {
  readonly name: string;
  readonly type: DnsRecordType;
  readonly ttl: number;
  readonly values: readonly string[];
}

/** A record set read from the user's file, with where it was declared. */
export interface DeclaredDnsRecord extends DnsRecord {
  readonly source: SourceLocation;
}

/** A record set on the platform: possibly several platform records merged, ttl unknown if not sent. */
export interface CurrentDnsRecord {
  readonly name: string;
  readonly type: DnsRecordType;
  readonly ttl: number | undefined;
  readonly values: readonly string[];
  /** The platform records making up this set: one, or one per MX/SRV priority, or one per value. */
  readonly parts: readonly DnsRecordPart[];
}

interface DnsRecordPart {
  readonly id: string;
  /** The MX/SRV priority this platform record holds; undefined for other types. */
  readonly priority: number | undefined;
}

export function isDnsRecordType(type: string): type is DnsRecordType {
  return (DNS_RECORD_TYPES as readonly string[]).includes(type);
}

/** '@' for the apex, as zone files and dashboards show it. */
export function displayName(name: string): string {
  return name === '' ? '@' : name;
}

export function dnsRecordKey(record: { readonly name: string; readonly type: string }): string {
  return `${displayName(record.name)} ${record.type}`;
}

/** Values are a set: order in the file or in the platform's answer means nothing. */
function sameValues(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

export function dnsRecordsEqual(desired: DnsRecord, current: CurrentDnsRecord): boolean {
  const ttlMatches = current.ttl === undefined || current.ttl === desired.ttl;
  return ttlMatches && sameValues(desired.values, current.values);
}

export function describeDnsRecord(record: DnsRecord | CurrentDnsRecord): string {
  const values = [...record.values].sort().join(', ');
  return record.ttl === undefined ? values : `${values} (ttl ${record.ttl})`;
}
