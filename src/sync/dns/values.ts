import { isIPv4, isIPv6 } from 'node:net';
import { type Checked, invalid, valid } from '../checked.ts';
import { checkHostname } from './names.ts';
import type { DnsRecordType } from './record.ts';
import { checkTxtValue } from './txt.ts';

/**
 * Turns one declared (or platform) value into its canonical text, the form stored in DnsRecord.values
 * and compared as a set: A as given, AAAA compressed lower-case, host names lower-case without the
 * trailing dot, MX "preference exchange", SRV "priority weight port target", CAA `flags tag "value"`.
 * Structured types also accept that text form, so platform values decode through the same code.
 */
export function checkDnsValue(type: DnsRecordType, raw: unknown): Checked<string> {
  switch (type) {
    case 'A':
      return checkIPv4(raw);
    case 'AAAA':
      return checkIPv6(raw);
    case 'CNAME':
      return checkHostname(raw, { role: 'CNAME target' });
    case 'NS':
      return checkHostname(raw, { role: 'NS name server' });
    case 'TXT':
      return checkTxtValue(raw);
    case 'MX':
      return checkMx(raw);
    case 'SRV':
      return checkSrv(raw);
    case 'CAA':
      return checkCaa(raw);
  }
}

function checkIPv4(raw: unknown): Checked<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (isIPv4(text)) return valid(text);
  if (isIPv6(text))
    return invalid(`"${text}" is an IPv6 address; put it in an AAAA record, not an A record.`);
  return invalid(`"${String(raw)}" is not an IPv4 address; A records take addresses like 192.0.2.10.`);
}

function checkIPv6(raw: unknown): Checked<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  // The URL parser prints the compressed, lower-case form, so 2001:DB8:0::1 and 2001:db8::1 compare equal.
  if (isIPv6(text)) return valid(new URL(`http://[${text}]/`).hostname.slice(1, -1));
  if (isIPv4(text))
    return invalid(`"${text}" is an IPv4 address; put it in an A record, not an AAAA record.`);
  return invalid(`"${String(raw)}" is not an IPv6 address; AAAA records take addresses like 2001:db8::10.`);
}

function checkMx(raw: unknown): Checked<string> {
  const fields = fieldsOf(raw, ['preference', 'exchange']);
  const unknown = unknownField(fields, ['preference', 'priority', 'exchange', 'value'], 'MX');
  if (unknown !== undefined) return invalid(unknown);
  if (fields === undefined) {
    return invalid(
      'An MX value needs `preference` (or `priority`) and `exchange` (or `value`), e.g. { preference: 10, exchange: mail.example.com }.',
    );
  }
  const preference = checkNumber(fields.preference ?? fields.priority, 'MX preference', 65_535);
  if (!preference.ok) return preference;
  const exchange = checkHostname(fields.exchange ?? fields.value, { role: 'MX exchange', allowRoot: true });
  if (!exchange.ok) return exchange;
  return valid(`${preference.value} ${exchange.value}`);
}

function checkSrv(raw: unknown): Checked<string> {
  const fields = fieldsOf(raw, ['priority', 'weight', 'port', 'target']);
  const unknown = unknownField(fields, ['priority', 'weight', 'port', 'target'], 'SRV');
  if (unknown !== undefined) return invalid(unknown);
  if (fields === undefined) {
    return invalid(
      'An SRV value needs `priority`, `weight`, `port` and `target`, e.g. { priority: 10, weight: 5, port: 5060, target: sip.example.com }.',
    );
  }
  const numbers: number[] = [];
  for (const field of ['priority', 'weight', 'port'] as const) {
    const checked = checkNumber(fields[field], `SRV ${field}`, 65_535);
    if (!checked.ok) return checked;
    numbers.push(checked.value);
  }
  const target = checkHostname(fields.target, { role: 'SRV target', allowRoot: true });
  if (!target.ok) return target;
  return valid(`${numbers.join(' ')} ${target.value}`);
}

const CAA_TAGS = ['issue', 'issuewild', 'iodef'];

function checkCaa(raw: unknown): Checked<string> {
  const fields = typeof raw === 'string' ? caaTextFields(raw) : fieldsOf(raw, []);
  const unknown = unknownField(fields, ['flags', 'tag', 'value'], 'CAA');
  if (unknown !== undefined) return invalid(unknown);
  if (fields === undefined || fields.tag === undefined) {
    return invalid(
      'A CAA value needs `tag` and `value` (and optionally `flags`), e.g. { tag: issue, value: letsencrypt.org }.',
    );
  }
  const flags = checkNumber(fields.flags ?? 0, 'CAA flags', 255);
  if (!flags.ok) return flags;
  const tag = String(fields.tag).toLowerCase();
  if (!CAA_TAGS.includes(tag))
    return invalid(`CAA tag "${String(fields.tag)}" is not supported; use issue, issuewild or iodef.`);
  const value = typeof fields.value === 'string' ? fields.value.trim() : undefined;
  if (value === undefined) return invalid(`The CAA ${tag} value must be a string.`);
  const problem = tag === 'iodef' ? iodefProblem(value) : issuerProblem(value);
  return problem === undefined ? valid(`${flags.value} ${tag} "${value}"`) : invalid(problem);
}

/** `issue` takes a CA domain, optionally with `; key=value` parameters, or ";" alone to forbid issuance. */
function issuerProblem(value: string): string | undefined {
  const domain = value.split(';')[0]?.trim() ?? '';
  if (domain === '') return undefined;
  const checked = checkHostname(domain, { role: 'CAA issuer domain' });
  return checked.ok ? undefined : checked.error;
}

function iodefProblem(value: string): string | undefined {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https?:\/\/\S+$/.test(value)) return undefined;
  return `The CAA iodef value "${value}" must be a mailto: or http(s):// URL where violations are reported.`;
}

/** Splits the zone-file text form `0 issue "letsencrypt.org"` that platforms commonly return. */
function caaTextFields(text: string): Record<string, unknown> | undefined {
  const match = /^\s*(\d+)\s+([A-Za-z0-9]+)\s+(?:"((?:[^"\\]|\\.)*)"|(\S*))\s*$/.exec(text);
  if (match === null) return undefined;
  return { flags: Number(match[1]), tag: match[2], value: match[3] ?? match[4] ?? '' };
}

/** Object form as is; text form ("10 mail.example.com") split into the named fields in order. */
function fieldsOf(raw: unknown, order: readonly string[]): Record<string, unknown> | undefined {
  if (typeof raw === 'string' && order.length > 0) {
    const parts = raw.trim().split(/\s+/);
    if (parts.length !== order.length) return undefined;
    return Object.fromEntries(order.map((field, index) => [field, numeric(parts[index] ?? '')]));
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return raw as Record<string, unknown>;
}

function unknownField(
  fields: Record<string, unknown> | undefined,
  known: readonly string[],
  type: string,
): string | undefined {
  const extra = Object.keys(fields ?? {}).find((key) => !known.includes(key));
  return extra === undefined ? undefined : `Unknown ${type} field "${extra}"; use ${known.join(', ')}.`;
}

function numeric(text: string): unknown {
  return /^\d+$/.test(text) ? Number(text) : text;
}

function checkNumber(raw: unknown, what: string, max: number): Checked<number> {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= max) return valid(raw);
  return invalid(
    `The ${what} must be a whole number from 0 to ${max}, not ${JSON.stringify(raw) ?? 'nothing'}.`,
  );
}
