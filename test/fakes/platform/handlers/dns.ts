import { checkDnsValue, DNS_TYPES, needsPriority } from '../dns-values.ts';
import { createdNow, newId, nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { DnsRecord, DnsRecordType, DnsZoneRecord } from '../records-infra.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  type Body,
  checkInteger,
  conflict,
  created,
  found,
  invalid,
  notFound,
  objectBody,
  oneOf,
  requireHostname,
  requireString,
} from '../validate.ts';

const RECORD_FIELDS = ['name', 'type', 'ttl', 'value', 'values', 'priority'];
const RELATIVE_NAME =
  /^(\*\.)?([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

function relativeName(raw: string, zone: string): string {
  const name = raw.toLowerCase().replace(/\.$/, '');
  if (name === '@' || name === '' || name === zone) return '@';
  const relative = name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name;
  if (!RELATIVE_NAME.test(relative)) throw invalid('name', `"${raw}" is not a valid record name in ${zone}`);
  return relative;
}

function valuesOf(body: Body, type: DnsRecordType): string[] {
  const raw = body.values ?? (body.value === undefined ? undefined : [body.value]);
  if (!Array.isArray(raw) || raw.length === 0)
    throw invalid('value', 'give "value" (a string) or "values" (an array of strings)');
  if (type === 'CNAME' && raw.length > 1) throw invalid('values', 'a CNAME record has exactly one value');
  return raw.map((value, index) => {
    const field = body.values === undefined ? 'value' : `values[${index}]`;
    if (typeof value !== 'string' || value === '')
      throw invalid(field, `"${field}" must be a non-empty string`);
    const problem = checkDnsValue(type, value);
    if (problem) throw invalid(field, `${problem} (type ${type})`);
    return value;
  });
}

/** Managed DNS: zones and their records, validated per type. */
export function dnsHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const getZone = (id: string): DnsZoneRecord => found(state.dnsZones, 'DNS zone', id);
  const recordsOf = (zoneId: string) =>
    [...state.dnsRecords.values()].filter((record) => record.zoneId === zoneId);
  const getRecord = (zone: DnsZoneRecord, id: string): DnsRecord => {
    const record = state.dnsRecords.get(id);
    if (!record || record.zoneId !== zone.id) throw notFound(`DNS record ${id} in zone`, zone.id);
    return record;
  };
  const countRecords = (zone: DnsZoneRecord) => {
    zone.recordCount = recordsOf(zone.id).length;
    zone.updatedAt = nowIso();
  };
  /** Builds a record from fields, falling back to `base` for those not given (PUT merges). */
  const build = (zone: DnsZoneRecord, body: Body, base?: DnsRecord): DnsRecord => {
    allowOnly(body, RECORD_FIELDS);
    const type = body.type === undefined && base ? base.type : oneOf('type', body.type, DNS_TYPES);
    const name =
      body.name === undefined && base
        ? base.name
        : relativeName(requireString(body, 'name', { max: 253 }), zone.name);
    const values =
      body.value === undefined && body.values === undefined && base ? base.values : valuesOf(body, type);
    // One second to one week: the range the sync's file format (and octoDNS) accepts.
    const ttl = body.ttl === undefined ? (base?.ttl ?? 3600) : checkInteger('ttl', body.ttl, 1, 604_800);
    let priority =
      body.priority === undefined
        ? (base?.priority ?? null)
        : checkInteger('priority', body.priority, 0, 65535);
    if (needsPriority(type) && priority === null)
      throw invalid('priority', `a ${type} record needs a priority`);
    if (!needsPriority(type)) priority = null;
    if (type === 'CNAME' && name === '@') throw invalid('name', 'a CNAME record cannot be at the zone apex');
    const clash = recordsOf(zone.id).find(
      (other) => other.id !== base?.id && other.name === name && (type === 'CNAME' || other.type === 'CNAME'),
    );
    if (clash)
      throw conflict(
        `${name} already has a ${clash.type} record; a CNAME cannot share its name`,
        'conflict',
        'name',
      );
    const now = nowIso();
    return {
      id: base?.id ?? newId('rec'),
      zoneId: zone.id,
      name,
      fqdn: name === '@' ? zone.name : `${name}.${zone.name}`,
      type,
      ttl,
      value: values[0]!,
      values,
      priority,
      createdAt: base?.createdAt ?? now,
      updatedAt: now,
    };
  };
  return {
    listDnsZones: (ctx) => listReply([...state.dnsZones.values()], ctx.query),
    createDnsZone: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['name']);
      const name = requireHostname(body, 'name');
      if ([...state.dnsZones.values()].some((zone) => zone.name === name)) {
        throw conflict(`zone ${name} already exists`, 'already_exists', 'name');
      }
      const zone: DnsZoneRecord = {
        id: newId('zone'),
        name,
        status: 'active',
        nameservers: ['ns1.platform-dns.test', 'ns2.platform-dns.test'],
        recordCount: 0,
        ...createdNow(),
      };
      return created(state.dnsZones, zone);
    },
    getDnsZone: (ctx) => ({ status: 200, body: getZone(ctx.params.id!) }),
    deleteDnsZone: (ctx) => {
      const zone = getZone(ctx.params.id!);
      for (const record of recordsOf(zone.id)) state.dnsRecords.delete(record.id);
      state.dnsZones.delete(zone.id);
      return { status: 204 };
    },
    listDnsRecords: (ctx) => {
      const zone = getZone(ctx.params.id!);
      const type = ctx.query.get('type');
      return listReply(
        recordsOf(zone.id).filter((record) => !type || record.type === type.toUpperCase()),
        ctx.query,
      );
    },
    createDnsRecord: (ctx) => {
      const zone = getZone(ctx.params.id!);
      const record = build(zone, objectBody(ctx.body));
      state.dnsRecords.set(record.id, record);
      countRecords(zone);
      return { status: 201, body: record };
    },
    updateDnsRecord: (ctx) => {
      const zone = getZone(ctx.params.id!);
      const current = getRecord(zone, ctx.params.recordId!);
      const record = build(zone, objectBody(ctx.body), current);
      state.dnsRecords.set(record.id, record);
      zone.updatedAt = record.updatedAt;
      return { status: 200, body: record };
    },
    deleteDnsRecord: (ctx) => {
      const zone = getZone(ctx.params.id!);
      state.dnsRecords.delete(getRecord(zone, ctx.params.recordId!).id);
      countRecords(zone);
      return { status: 204 };
    },
  };
}
