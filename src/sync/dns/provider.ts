import type { PlanItem, SyncProvider } from '../engine-types.ts';
import { type PlatformDnsRecordBody, toPlatformDnsRecord } from './platform.ts';
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
    freesName: (current) => [nameSide(current.name, current.type === 'CNAME')],
    needsName: (desired) => [nameSide(desired.name, desired.type !== 'CNAME')],
    requiresForce: apexNsReason,
    keepWhenUndeclared: (current) => isApexNs(current),
    create: async (desired, signal) => {
      await writer.createRecord(zone.id, toPlatformDnsRecord(desired), signal);
    },
    update: async (desired, current, signal) => {
      const [first, ...rest] = current.ids;
      if (first === undefined) throw new Error(`${dnsRecordKey(current)} has no platform id to update.`);
      await writer.updateRecord(zone.id, first, toPlatformDnsRecord(desired), signal);
      // A set the platform kept as one record per value now lives in the first record.
      for (const id of rest) await writer.deleteRecord(zone.id, id, signal);
    },
    delete: async (current, signal) => {
      for (const id of current.ids) await writer.deleteRecord(zone.id, id, signal);
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
