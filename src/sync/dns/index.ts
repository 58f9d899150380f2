export { readDnsFile } from './file.ts';
export { decodePlatformDnsRecords } from './platform.ts';

export { dnsRecordProvider } from './provider.ts';
export type { DeclaredDnsRecord } from './record.ts';

export { type DnsZoneRef, findDnsZone } from './zone.ts';
