import type { PlatformClient } from '../client.ts';
import { field, isRecord, type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
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

export async function listMailDomains(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<MailDomain[]> {
  return (await listRecords(client, 'listMailDomains', {}, options)).map((r) => toMailDomain(r));
}

/** `request` is e.g. `{ domain: "example.com" }`. */
export async function createMailDomain(
  client: PlatformClient,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<MailDomain> {
  const created = toMailDomain(
    await client.call('createMailDomain', callOptions(options, {}, { body: request })),
  );
  requireId('createMailDomain', created.id, 'mail domain');
  return created;
}

export async function getMailDomain(
  client: PlatformClient,
  domainId: string,
  options?: RequestOptions,
): Promise<MailDomain> {
  return toMailDomain(await client.call('getMailDomain', callOptions(options, { id: domainId })), domainId);
}

export async function listMailboxes(
  client: PlatformClient,
  domainId: string,
  options?: ListRequestOptions,
): Promise<Mailbox[]> {
  return (await listRecords(client, 'listMailboxes', { id: domainId }, options)).map(toMailbox);
}

/** `request` is e.g. `{ localPart: "hello" }` or `{ address: "hello@example.com", password? }`. */
export async function createMailbox(
  client: PlatformClient,
  domainId: string,
  request: JsonRecord,
  options?: RequestOptions,
): Promise<Mailbox> {
  return toMailbox(
    await client.call('createMailbox', callOptions(options, { id: domainId }, { body: request })),
  );
}
