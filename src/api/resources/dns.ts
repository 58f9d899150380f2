import { field, type JsonRecord, numberField, stringField } from '../decode.ts';
import { createWithId, endpoint, listing, readById, updateById } from './operation.ts';
import { asRecord, defined, idOf, recordDecoder } from './records.ts';

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

export const toDnsZone: (value: unknown, fallbackId?: string) => DnsZone = recordDecoder(
  ['zoneId'],
  (raw) => ({
    name: stringField(raw, 'name', 'domain', 'zone'),
  }),
);

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

export const listDnsZones = listing('listDnsZones', toDnsZone);

/** The body is e.g. `{ name: "example.com" }`. */
export const createDnsZone = endpoint('createDnsZone', createWithId(toDnsZone, 'DNS zone'));

export const getDnsZone = endpoint('getDnsZone', readById(toDnsZone));

export const deleteDnsZone = endpoint('deleteDnsZone');

export const listDnsRecords = listing('listDnsRecords', toDnsRecord);

/** `record` is e.g. `{ name, type, ttl, values }`: src/sync/dns owns the exact body. */
export const createDnsRecord = endpoint('createDnsRecord', {
  body: (record: JsonRecord) => record,
  decode: toDnsRecord,
});

export const updateDnsRecord = endpoint('updateDnsRecord', updateById(toDnsRecord));

export const deleteDnsRecord = endpoint('deleteDnsRecord');
