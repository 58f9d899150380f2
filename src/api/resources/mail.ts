import { field, isRecord, type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { createWithId, endpoint, listing, readById } from './operation.ts';
import { asRecord, defined, idOf } from './records.ts';

export interface MailDomain {
  readonly id: string;
  readonly name?: string;
  readonly status?: string;
  /** The DNS records the domain needs (MX, SPF, DKIM...), as the platform lists them. */
  readonly dnsRecords: JsonRecord[];
  readonly raw: JsonRecord;
}

export interface Mailbox {
  readonly id: string;
  /** `<local_part>@<mail_domain>`. */
  readonly address?: string;
  /** Only in the create response when the platform generated it: a secret, never log it. */
  readonly password?: string;
  readonly raw: JsonRecord;
}

function dnsRecordsOf(raw: JsonRecord): JsonRecord[] {
  const records = field(raw, 'dnsRecords', 'requiredRecords', 'records', 'dns');
  if (Array.isArray(records)) return records.filter(isRecord);
  // A map such as { mx: {...}, spf: {...} } keeps its key as `purpose`.
  if (isRecord(records)) {
    return Object.entries(records).map(([purpose, record]) => ({ purpose, ...asRecord(record) }));
  }
  return [];
}

export function toMailDomain(value: unknown, fallbackId?: string): MailDomain {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'domainId', 'mailDomainId') ?? fallbackId ?? '',
    dnsRecords: dnsRecordsOf(raw),
    raw,
    ...defined({ name: stringField(raw, 'domain', 'name'), status: rawStatusOf(raw) }),
  };
}

export function toMailbox(value: unknown): Mailbox {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'mailboxId') ?? stringField(raw, 'address', 'email') ?? '',
    raw,
    ...defined({ address: stringField(raw, 'address', 'email'), password: stringField(raw, 'password') }),
  };
}

export const listMailDomains = listing('listMailDomains', toMailDomain);

/** The body is e.g. `{ domain: "example.com" }`. */
export const createMailDomain = endpoint('createMailDomain', createWithId(toMailDomain, 'mail domain'));

export const getMailDomain = endpoint('getMailDomain', readById(toMailDomain));

export const listMailboxes = listing('listMailboxes', toMailbox);

/** `request` is e.g. `{ localPart: "hello" }` or `{ address: "hello@example.com", password? }`. */
export const createMailbox = endpoint('createMailbox', {
  body: (request: JsonRecord) => request,
  decode: toMailbox,
});
