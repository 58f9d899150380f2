import { isIPv4, isIPv6 } from 'node:net';
import type { DnsRecordType } from './records-infra.ts';
import { isHostname } from './validate.ts';

/** Per-type checks of DNS record values; each returns why a value is wrong, or undefined. */

export const DNS_TYPES: DnsRecordType[] = ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA', 'NS'];

const host = (value: string) => isHostname(value.toLowerCase().replace(/\.$/, ''));

export function checkDnsValue(type: DnsRecordType, value: string): string | undefined {
  switch (type) {
    case 'A':
      return isIPv4(value) ? undefined : `"${value}" is not an IPv4 address`;
    case 'AAAA':
      return isIPv6(value) ? undefined : `"${value}" is not an IPv6 address`;
    case 'CNAME':
    case 'NS':
      return host(value) ? undefined : `"${value}" is not a host name`;
    case 'MX':
      // A lone "." is a null MX (RFC 7505): the domain accepts no mail.
      return value === '.' || host(value) ? undefined : `"${value}" is not a host name or "."`;
    case 'TXT':
      return value.length <= 4096 ? undefined : 'TXT values are limited to 4096 characters';
    case 'SRV': {
      const parts = value.split(/\s+/);
      const [weight, port, target] = parts;
      const number = (text: string | undefined) =>
        text !== undefined && /^\d+$/.test(text) && Number(text) <= 65535;
      return parts.length === 3 && number(weight) && number(port) && (target === '.' || host(target ?? ''))
        ? undefined
        : `"${value}" is not "weight port target" (priority goes in the priority field)`;
    }
    case 'CAA':
      // Flags are one octet (RFC 8659); 128 is the critical bit, the rest are reserved but valid.
      return /^(\d{1,3})\s+(issue|issuewild|iodef)\s+"[^"]*"$/.test(value) &&
        Number.parseInt(value, 10) <= 255
        ? undefined
        : `"${value}" is not a CAA value like 0 issue "letsencrypt.org"`;
  }
}

/** MX and SRV need a priority; other types must not have one. */
export function needsPriority(type: DnsRecordType): boolean {
  return type === 'MX' || type === 'SRV';
}
