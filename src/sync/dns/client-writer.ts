import type { PlatformClient } from '../../api/client.ts';
import { createDnsRecord, deleteDnsRecord, updateDnsRecord } from '../../api/resources/dns.ts';
import type { DnsRecordWriter } from './provider.ts';

/** The DNS provider's calls made with the API client, so every request shares its pacing and retries. */
export function dnsClientWriter(client: PlatformClient): DnsRecordWriter {
  return {
    createRecord: (zoneId, body, signal) => createDnsRecord(client, zoneId, { ...body }, { signal }),
    updateRecord: (zoneId, recordId, body, signal) =>
      updateDnsRecord(client, zoneId, recordId, { ...body }, { signal }),
    deleteRecord: (zoneId, recordId, signal) => deleteDnsRecord(client, zoneId, recordId, { signal }),
  };
}
