import type { PlatformClient } from '../client.ts';
import { field, type JsonRecord, numberField, stringField } from '../decode.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
} from './records.ts';

export interface DnsZone {
  readonly id: string;
  /** The zone's domain, e.g. example.com. */
  readonly name?: string;
  readonly raw: JsonRecord;
}

export interface DnsRecord {
  readonly id: string;
  readonly name?: string;
  readonly type?: string;
  /** One or more values; a single `value`/`content`/`data` becomes a one-element list. */
  readonly values: string[];
  readonly ttl?: number;
  readonly priority?: number;
  readonly raw: JsonRecord;
}

export function toDnsZone(value: unknown, fallbackId?: string): DnsZone {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'zoneId') ?? fallbackId ?? '',
    raw,
    ...defined({ name: stringField(raw, 'name', 'domain', 'zone') }),
  };
}

function valuesOf(raw: JsonRecord): string[] {
  const list = field(raw, 'values', 'records', 'contents');
  if (Array.isArray(list)) return list.map(String);
  const single = stringField(raw, 'value', 'content', 'data', 'target', 'rdata');
  return single === undefined ? [] : [single];
}

export function toDnsRecord(value: unknown, fallbackId?: string): DnsRecord {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'recordId') ?? fallbackId ?? '',
    values: valuesOf(raw),
    raw,
    ...defined({
      name: stringField(raw, 'name', 'host', 'hostname'),
      type: stringField(raw, 'type', 'recordType')?.toUpperCase(),
      ttl: numberField(raw, 'ttl'),
      priority: numberField(raw, 'priority', 'preference'),
    }),
  };
}

export async function listDnsZones(client: PlatformClient, options?: ListRequestOptions): Promise<DnsZone[]> {
  return (await listRecords(client, 'listDnsZones', {}, options)).map((r) => toDnsZone(r));
}

/** `zone` is e.g. `{ name: "example.com" }`. */
export async function createDnsZone(
  client: PlatformClient,
  zone: JsonRecord,
  options?: RequestOptions,
): Promise<DnsZone> {
  const created = toDnsZone(await client.call('createDnsZone', callOptions(options, {}, { body: zone })));
  requireId('createDnsZone', created.id, 'DNS zone');
  return created;
}

export async function getDnsZone(
  client: PlatformClient,
  zoneId: string,
  options?: RequestOptions,
): Promise<DnsZone> {
  return toDnsZone(await client.call('getDnsZone', callOptions(options, { id: zoneId })), zoneId);
}

export async function deleteDnsZone(
  client: PlatformClient,
  zoneId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteDnsZone', callOptions(options, { id: zoneId }));
}

export async function listDnsRecords(
  client: PlatformClient,
  zoneId: string,
  options?: ListRequestOptions,
): Promise<DnsRecord[]> {
  return (await listRecords(client, 'listDnsRecords', { id: zoneId }, options)).map((r) => toDnsRecord(r));
}

/** `record` is e.g. `{ name, type, ttl, values }`: src/sync/dns owns the exact body. */
export async function createDnsRecord(
  client: PlatformClient,
  zoneId: string,
  record: JsonRecord,
  options?: RequestOptions,
): Promise<DnsRecord> {
  return toDnsRecord(
    await client.call('createDnsRecord', callOptions(options, { id: zoneId }, { body: record })),
  );
}

export async function updateDnsRecord(
  client: PlatformClient,
  zoneId: string,
  recordId: string,
  record: JsonRecord,
  options?: RequestOptions,
): Promise<DnsRecord> {
  const body = await client.call(
    'updateDnsRecord',
    callOptions(options, { id: zoneId, recordId }, { body: record }),
  );
  return toDnsRecord(body, recordId);
}

export async function deleteDnsRecord(
  client: PlatformClient,
  zoneId: string,
  recordId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteDnsRecord', callOptions(options, { id: zoneId, recordId }));
}
