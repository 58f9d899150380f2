import { issueAt, type SourceLocation, type ValidationIssue } from '../validation.ts';
import { displayName } from './record.ts';

/** The part of a declared record the zone-wide rules need; collected even when its values are bad. */
export interface RecordHead {
  readonly name: string;
  readonly type: string;
  readonly source: SourceLocation;
}

/** SRV owner names are `_service._proto`, optionally under a sub-name (RFC 2782). */
const SRV_NAME = /^_[a-z0-9-]+\._[a-z0-9-]+(?:\.|$)/;

/** Rules that span records: one set per (name, type), and a CNAME alone at its name and off the apex. */
export function zoneIssues(heads: readonly RecordHead[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const firstByKey = new Map<string, RecordHead>();
  for (const head of heads) {
    const key = `${head.name} ${head.type}`;
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, head);
    else {
      issues.push(
        issueAt(
          head.source,
          `${displayName(head.name)} has a second ${head.type} record (the first is at line ${first.source.line}); put all ${head.type} values of a name in one record's values list.`,
        ),
      );
    }
    if (head.type === 'SRV' && !SRV_NAME.test(head.name)) {
      issues.push(
        issueAt(
          head.source,
          `SRV record name "${displayName(head.name)}" must start with _service._protocol, e.g. _sip._tcp or _sip._tcp.office.`,
        ),
      );
    }
  }
  const othersByName = new Map<string, RecordHead[]>();
  for (const head of heads) {
    if (head.type === 'CNAME') continue;
    const group = othersByName.get(head.name);
    if (group === undefined) othersByName.set(head.name, [head]);
    else group.push(head);
  }
  for (const cname of heads.filter((head) => head.type === 'CNAME')) {
    if (cname.name === '') {
      issues.push(
        issueAt(
          cname.source,
          'A CNAME cannot be at the zone apex (@), where the zone needs its NS and SOA records; use A/AAAA records there instead.',
        ),
      );
      continue;
    }
    // Indexed by name: comparing every CNAME with every record took seconds for a large zone.
    const others = othersByName.get(cname.name) ?? [];
    if (others.length > 0) {
      const listed = others.map((other) => `${other.type} at line ${other.source.line}`).join(', ');
      issues.push(
        issueAt(
          cname.source,
          `${cname.name} has a CNAME and other records (${listed}); a CNAME must be the only record at its name, so remove one or the other.`,
        ),
      );
    }
  }
  return issues;
}
