import type { RequestBodies } from '../engine/types.ts';
import { toPlatformDnsRecords } from './platform-body.ts';
import type { DeclaredDnsRecord } from './record.ts';

/**
 * The bodies dns-sync's writes send (one per value), located at the record's entry, for the plan's
 * body check. An update may reuse records or create some; either way each body is one of these.
 */
export const dnsRequestBodies: RequestBodies<DeclaredDnsRecord> = {
  requestsOf: (record) =>
    toPlatformDnsRecords(record).map((body) => ({ operation: 'createDnsRecord', body })),
  locate: (record) => record.source,
};
