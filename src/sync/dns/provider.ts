import type { PlanItem, SyncProvider } from '../engine/types.ts';
import { type PlatformDnsRecordBody, toPlatformDnsRecords } from './platform-body.ts';
import {
  type CurrentDnsRecord,
  type DnsRecord,
  describeDnsRecord,
  displayName,
  dnsRecordKey,
  dnsRecordsEqual,
} from './record.ts';
import type { DnsZoneRef } from './zone.ts';

/** The record calls the provider makes; the action adapts the API client to this. */
export interface DnsRecordWriter {
  createRecord(zoneId: string, body: PlatformDnsRecordBody, signal?: AbortSignal): Promise<unknown>;
  updateRecord(
    zoneId: string,
    recordId: string,
    body: PlatformDnsRecordBody,
    signal?: AbortSignal,
  ): Promise<unknown>;
  deleteRecord(zoneId: string, recordId: string, signal?: AbortSignal): Promise<unknown>;
}

/**
 * DNS record sets of one zone, keyed `name type`. A CNAME shares its name with nothing, so deleting one
 * frees the name for other types and deleting other types frees it for a CNAME; the engine uses that
 * to delete before creating when a name changes type. Apex NS records hold the zone's delegation: any
 * change to them needs `force`, and they are never pruned when the file does not declare them.
 */
export function dnsRecordProvider(
  writer: DnsRecordWriter,
  zone: DnsZoneRef,
): SyncProvider<DnsRecord, CurrentDnsRecord> {
  return {
    kind: 'DNS record',
    keyOfDesired: dnsRecordKey,
    keyOfCurrent: dnsRecordKey,
    equals: dnsRecordsEqual,
    describe: describeDnsRecord,
    label: (record) => ({ name: displayName(record.name), detail: record.type }),
    detailHeading: 'Type',
    freesName: (current) => [nameSide(current.name, current.type === 'CNAME')],
    needsName: (desired) => [nameSide(desired.name, desired.type !== 'CNAME')],
    requiresForce: apexNsReason,
    keepWhenUndeclared: (current) => isApexNs(current),
    create: async (desired, signal) => {
      for (const body of toPlatformDnsRecords(desired)) await writer.createRecord(zone.id, body, signal);
    },
    update: async (desired, current, signal) => {
      const unused = [...current.parts];
      for (const body of toPlatformDnsRecords(desired)) {
        // Reuse the platform record of the same priority, so an unchanged MX host is not recreated.
        const index = unused.findIndex((part) => part.priority === body.priority);
        const [reused] = index >= 0 ? unused.splice(index, 1) : [];
        if (reused === undefined) await writer.createRecord(zone.id, body, signal);
        else await writer.updateRecord(zone.id, reused.id, body, signal);
      }
      // Removed last, so the set never has fewer answers than it needs mid-way.
      for (const part of unused) await writer.deleteRecord(zone.id, part.id, signal);
    },
    delete: async (current, signal) => {
      for (const part of current.parts) await writer.deleteRecord(zone.id, part.id, signal);
    },
  };
}

/** `www|cname` is held by a CNAME at www; `www|other` by any other type there. */
function nameSide(name: string, cname: boolean): string {
  return `${name}|${cname ? 'cname' : 'other'}`;
}

function isApexNs(record: { readonly name: string; readonly type: string }): boolean {
  return record.name === '' && record.type === 'NS';
}

function apexNsReason(item: PlanItem<DnsRecord, CurrentDnsRecord>): string | undefined {
  const subject = item.desired ?? item.current;
  if (subject === undefined || !isApexNs(subject)) return undefined;
  return `it would ${item.op} the zone's apex NS records (${item.before ?? 'none'} → ${item.after ?? 'none'}), which decide who answers for the whole zone`;
}
