import { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import { issueAt, type SourceLocation, throwIfIssues, type ValidationIssue } from '../validation.ts';
import {
  entriesOf,
  itemsOf,
  parseSource,
  type SourceDocument,
  type SourceEntry,
  type SourceItem,
  scalarOf,
  shapeOf,
  unknownKeyIssues,
} from '../yaml-source.ts';
import { checkRecordName } from './names.ts';
import {
  DEFAULT_TTL,
  type DeclaredDnsRecord,
  DNS_RECORD_TYPES,
  type DnsRecordType,
  displayName,
  isDnsRecordType,
  MAX_TTL,
  MIN_TTL,
} from './record.ts';
import { checkDnsValue } from './values.ts';
import { type RecordHead, zoneIssues } from './zone-rules.ts';

export interface DnsFileResult {
  readonly records: readonly DeclaredDnsRecord[];
  readonly issues: readonly ValidationIssue[];
}

/** Reads a records file (octoDNS-style YAML, or JSON) and throws every problem at once. */
export function readDnsFile(text: string, file: string): DeclaredDnsRecord[] {
  const { records, issues } = parseDnsFile(text, file);
  throwIfIssues(issues);
  return [...records];
}

export function parseDnsFile(text: string, file: string): DnsFileResult {
  const source = parseSource(text, file);
  if (source.issues.length > 0) return { records: [], issues: source.issues };
  const { root } = source;
  if (root === null || (isScalar(root) && root.value === null)) return { records: [], issues: [] };
  if (!isMap(root)) {
    const message = `The DNS file must map record names to records, e.g. "www: { type: A, value: 192.0.2.10 }", but it holds ${shapeOf(root)}.`;
    return { records: [], issues: [issueAt(source.at(root), message)] };
  }
  const records: DeclaredDnsRecord[] = [];
  const heads: RecordHead[] = [];
  const issues: ValidationIssue[] = [];
  for (const entry of entriesOf(source, root, source.at(root))) {
    const name = checkRecordName(entry.key);
    if (!name.ok) {
      issues.push(issueAt(entry.keyAt, name.error));
      continue;
    }
    for (const [node, at] of recordNodes(source, entry, issues)) {
      const parsed = parseRecord(source, name.value, node, at);
      issues.push(...parsed.issues);
      if (parsed.head !== undefined) heads.push(parsed.head);
      if (parsed.record !== undefined) records.push(parsed.record);
    }
  }
  issues.push(...zoneIssues(heads));
  return { records: issues.length === 0 ? records : [], issues };
}

/** A name holds one record or a list of them (one per type). */
function recordNodes(
  source: SourceDocument,
  entry: SourceEntry,
  issues: ValidationIssue[],
): [YAMLMap, SourceLocation][] {
  const items = isSeq(entry.value)
    ? itemsOf(source, entry.value, entry.valueAt)
    : [{ node: entry.value, at: entry.valueAt }];
  const maps: [YAMLMap, SourceLocation][] = [];
  for (const { node, at } of items) {
    if (isMap(node)) maps.push([node, at]);
    else {
      issues.push(
        issueAt(
          at,
          `${displayName(entry.key.trim())} must hold a record (type, ttl, value or values) or a list of records, not ${shapeOf(node)}.`,
        ),
      );
    }
  }
  return maps;
}

interface ParsedRecord {
  readonly head?: RecordHead;
  readonly record?: DeclaredDnsRecord;
  readonly issues: ValidationIssue[];
}

const RECORD_KEYS = ['type', 'ttl', 'value', 'values', 'octodns'];

function parseRecord(source: SourceDocument, name: string, node: YAMLMap, at: SourceLocation): ParsedRecord {
  const entries = entriesOf(source, node, at);
  const field = (key: string): SourceEntry | undefined => entries.find((entry) => entry.key === key);
  const label = displayName(name);
  const issues = unknownKeyIssues(entries, RECORD_KEYS, `the record at ${label}`);
  const type = checkType(field('type'), label, at);
  if (!isTypeOk(type)) return { issues: [...issues, type] };
  const ttl = checkTtl(field('ttl'), `${label} ${type}`);
  if (typeof ttl !== 'number') issues.push(ttl);
  const values = checkValues(source, field('value'), field('values'), type, `${label} ${type}`, at);
  const head = { name, type, source: at };
  if (!Array.isArray(values)) return { head, issues: [...issues, ...values.issues] };
  if (issues.length > 0 || typeof ttl !== 'number') return { head, issues };
  return { head, issues, record: { name, type, ttl, values, source: at } };
}

function isTypeOk(type: DnsRecordType | ValidationIssue): type is DnsRecordType {
  return typeof type === 'string';
}

function checkType(
  entry: SourceEntry | undefined,
  label: string,
  at: SourceLocation,
): DnsRecordType | ValidationIssue {
  const supported = DNS_RECORD_TYPES.join(', ');
  if (entry === undefined)
    return issueAt(at, `The record at ${label} has no type; add "type:" with one of ${supported}.`);
  const raw = scalarOf(entry.value);
  const type = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (isDnsRecordType(type)) return type;
  return issueAt(
    entry.valueAt,
    `Record type ${shapeOf(entry.value)} at ${label} is not supported; use one of ${supported}.`,
  );
}

function checkTtl(entry: SourceEntry | undefined, label: string): number | ValidationIssue {
  if (entry === undefined) return DEFAULT_TTL;
  const ttl = scalarOf(entry.value);
  if (typeof ttl === 'number' && Number.isInteger(ttl) && ttl >= MIN_TTL && ttl <= MAX_TTL) return ttl;
  return issueAt(
    entry.valueAt,
    `The ttl of ${label} is ${shapeOf(entry.value)}; use whole seconds from ${MIN_TTL} to ${MAX_TTL} (or leave it out for ${DEFAULT_TTL}).`,
  );
}

function checkValues(
  source: SourceDocument,
  value: SourceEntry | undefined,
  values: SourceEntry | undefined,
  type: DnsRecordType,
  label: string,
  at: SourceLocation,
): string[] | { issues: ValidationIssue[] } {
  if (value !== undefined && values !== undefined) {
    return {
      issues: [issueAt(values.keyAt, `${label} has both value and values; keep one (values for several).`)],
    };
  }
  const given = value ?? values;
  if (given === undefined)
    return { issues: [issueAt(at, `${label} has no value; add "value:" (or "values:" with a list).`)] };
  const items = valueItems(source, given, value === undefined);
  if (items === undefined) {
    return {
      issues: [
        issueAt(
          given.valueAt,
          `The values of ${label} must be a non-empty list, not ${shapeOf(given.value)}.`,
        ),
      ],
    };
  }
  if (type === 'CNAME' && items.length > 1) {
    return {
      issues: [
        issueAt(
          given.valueAt,
          `${label} has ${items.length} values, but a CNAME points at exactly one name.`,
        ),
      ],
    };
  }
  const issues: ValidationIssue[] = [];
  const seen = new Map<string, SourceLocation>();
  for (const { node, at: itemAt } of items) {
    const plain = source.plain(node);
    const checked = plain === null ? invalidEmpty : checkDnsValue(type, plain);
    if (!checked.ok) issues.push(issueAt(itemAt, `${label}: ${checked.error}`));
    else if (seen.has(checked.value)) {
      issues.push(
        issueAt(
          itemAt,
          `${label} lists "${checked.value}" twice (also at line ${seen.get(checked.value)?.line}); remove one.`,
        ),
      );
    } else seen.set(checked.value, itemAt);
  }
  return issues.length > 0 ? { issues } : [...seen.keys()];
}

const invalidEmpty = { ok: false, error: 'a value is empty; fill it in or remove it.' } as const;

function valueItems(source: SourceDocument, entry: SourceEntry, isList: boolean): SourceItem[] | undefined {
  if (!isList) return [{ node: entry.value, at: entry.valueAt }];
  if (!isSeq(entry.value) || entry.value.items.length === 0) return undefined;
  return itemsOf(source, entry.value, entry.valueAt);
}
