import { type Checked, invalid, valid } from '../checked.ts';

/**
 * Record names and target host names. Names are case-insensitive in DNS, so both are lower-cased;
 * underscores are allowed because service labels (_dmarc, _sip._tcp, DKIM selectors) need them.
 */

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const MAX_NAME_LENGTH = 253;

/** A record name from the file's keys: relative to the zone, '' or '@' for the apex, `*` leftmost. */
export function checkRecordName(raw: string): Checked<string> {
  const name = raw.trim().toLowerCase();
  if (name === '' || name === '@') return valid('');
  if (name.endsWith('.')) {
    return invalid(
      `Record name "${raw}" ends with a dot; names are relative to the zone, so write "www" for www.<zone> and '@' for the zone itself.`,
    );
  }
  const labels = name.split('.');
  const badLabel = labels.find((label, index) => !(label === '*' && index === 0) && !LABEL.test(label));
  if (badLabel !== undefined || name.length > MAX_NAME_LENGTH) {
    return invalid(
      `Record name "${raw}" is not a valid DNS name; use labels of 1-63 letters, digits, hyphens or underscores separated by dots (a "*" may only be the first label).`,
    );
  }
  return valid(name);
}

export interface HostnameRules {
  /** What the name is, for messages: 'CNAME target', 'MX exchange'. */
  readonly role: string;
  /** Null MX (RFC 7505) and "no service" SRV use a lone '.'. */
  readonly allowRoot?: boolean;
}

/**
 * A fully qualified host name; the trailing dot is optional and dropped, since the platform API takes
 * names without it. A single label is refused: it is nearly always a name meant relative to the zone.
 */
export function checkHostname(raw: unknown, rules: HostnameRules): Checked<string> {
  if (typeof raw !== 'string' || raw.trim() === '') {
    return invalid(`The ${rules.role} must be a host name such as host.example.com.`);
  }
  const text = raw.trim().toLowerCase();
  if (text === '.') {
    return rules.allowRoot ? valid('.') : invalid(`The ${rules.role} cannot be "."; give a host name.`);
  }
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = name.split('.');
  if (/^[0-9.]+$/.test(name) || name.includes(':')) {
    return invalid(
      `The ${rules.role} "${raw}" is an IP address, but it must be a host name; point it at a name, or use an A/AAAA record.`,
    );
  }
  if (name.length > MAX_NAME_LENGTH || !labels.every((label) => LABEL.test(label))) {
    return invalid(
      `The ${rules.role} "${raw}" is not a valid host name; use letters, digits and hyphens in dot-separated labels, like host.example.com.`,
    );
  }
  if (labels.length < 2) {
    return invalid(
      `The ${rules.role} "${raw}" is not fully qualified; write the whole name, e.g. ${name}.example.com.`,
    );
  }
  return valid(name);
}
