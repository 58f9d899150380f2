export { type DnsFileResult, parseDnsFile, readDnsFile } from './file.ts';
export { type DecodedDnsRecords, decodePlatformDnsRecords, type IgnoredDnsRecord } from './platform.ts';
export { hasPriorityField, type PlatformDnsRecordBody, toPlatformDnsRecords } from './platform-body.ts';
export { type DnsRecordWriter, dnsRecordProvider } from './provider.ts';
export {
  type CurrentDnsRecord,
  DEFAULT_TTL,
  type DeclaredDnsRecord,
  DNS_RECORD_TYPES,
  type DnsRecord,
  type DnsRecordPart,
  type DnsRecordType,
  dnsRecordKey,
  dnsRecordsEqual,
  MAX_TTL,
  MIN_TTL,
  sameValues,
} from './record.ts';
export { MAX_TXT_BYTES } from './txt.ts';
export { type DnsZoneRef, decodeDnsZone, findDnsZone } from './zone.ts';
