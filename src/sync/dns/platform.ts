import { checkRecordName } from './names.ts';
import { hasPriorityField } from './platform-body.ts';
import { type CurrentDnsRecord, type DnsRecordType, dnsRecordKey, isDnsRecordType } from './record.ts';
import { checkDnsValue } from './values.ts';

/** A platform record that is not synced, with why; shown to the user but never touched. */
interface IgnoredDnsRecord {
  readonly raw: unknown;
  readonly reason: string;
}

export interface DecodedDnsRecords {
  readonly records: CurrentDnsRecord[];
  readonly ignored: IgnoredDnsRecord[];
}

type Fields = Record<string, unknown>;

/**
 * Reads the platform's record list tolerantly (name/host, value/values/content/data, priority,
 * snake or camel case). Records of one (name, type) are merged into one set, so a platform that stores
 * a record per value syncs like one that stores sets. SOA and types this sync does not manage are
 * returned as ignored, never planned, so they are never pruned.
 */
export function decodePlatformDnsRecords(raws: readonly unknown[], zoneName?: string): DecodedDnsRecords {
  const merged = new Map<string, CurrentDnsRecord>();
  const ignored: IgnoredDnsRecord[] = [];
  for (const raw of raws) {
    const decoded = decodeOne(raw, zoneName);
    if (typeof decoded === 'string') {
      ignored.push({ raw, reason: decoded });
      continue;
    }
    const key = dnsRecordKey(decoded);
    const earlier = merged.get(key);
    merged.set(key, earlier === undefined ? decoded : mergeSets(earlier, decoded));
  }
  return { records: [...merged.values()], ignored };
}

function mergeSets(a: CurrentDnsRecord, b: CurrentDnsRecord): CurrentDnsRecord {
  return {
    ...a,
    ttl: a.ttl ?? b.ttl,
    values: [...new Set([...a.values, ...b.values])],
    parts: [...a.parts, ...b.parts],
  };
}

function decodeOne(raw: unknown, zoneName: string | undefined): CurrentDnsRecord | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const fields = raw as Fields;
  const type = text(pick(fields, 'type', 'record_type', 'recordType'))?.toUpperCase() ?? '';
  if (!isDnsRecordType(type)) return `type ${type || '(none)'} is not synced`;
  const id = text(pick(fields, 'id', 'recordId', 'record_id', 'uuid'));
  if (id === undefined) return 'it has no id';
  const name = relativeName(text(pick(fields, 'name', 'host', 'hostname', 'subdomain')) ?? '', zoneName);
  if (name === undefined) return 'its name is not a valid record name';
  const values: string[] = [];
  for (const value of rawValues(fields, type)) {
    const checked = checkDnsValue(type, value);
    if (!checked.ok) return `value ${JSON.stringify(value)} cannot be read (${checked.error})`;
    values.push(checked.value);
  }
  const ttl = Number(pick(fields, 'ttl', 'TTL'));
  const priority = hasPriorityField(type) ? Number(values[0]?.split(' ')[0]) : undefined;
  return {
    name,
    type,
    ttl: Number.isInteger(ttl) && ttl > 0 ? ttl : undefined,
    values: [...new Set(values)],
    parts: [{ id, priority }],
  };
}

/** Values as the platform gives them, with a separate MX/SRV priority folded into the text form. */
function rawValues(fields: Fields, type: DnsRecordType): unknown[] {
  const many = pick(fields, 'values', 'records', 'contents');
  const one = pick(fields, 'value', 'content', 'data', 'target');
  const list = Array.isArray(many) && many.length > 0 ? many : one === undefined || one === null ? [] : [one];
  const priority = pick(fields, 'priority', 'preference', 'prio');
  if (!hasPriorityField(type) || priority === undefined || priority === null) return list;
  const needed = type === 'MX' ? 2 : 4;
  return list.map((value) =>
    typeof value === 'string' && value.trim().split(/\s+/).length === needed - 1
      ? `${String(priority)} ${value}`
      : value,
  );
}

/** The platform may answer '@', '', the full name, or the full name with a dot; the file uses relative. */
function relativeName(name: string, zoneName: string | undefined): string | undefined {
  let relative = name.trim().toLowerCase().replace(/\.$/, '');
  const zone = zoneName?.trim().toLowerCase().replace(/\.$/, '');
  if (zone !== undefined && zone !== '') {
    if (relative === zone) relative = '';
    else if (relative.endsWith(`.${zone}`)) relative = relative.slice(0, -zone.length - 1);
  }
  const checked = checkRecordName(relative);
  return checked.ok ? checked.value : undefined;
}

function pick(fields: Fields, ...names: string[]): unknown {
  for (const name of names) if (fields[name] !== undefined) return fields[name];
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
