import type { PlatformClient } from '../client.ts';
import { field, type JsonRecord, stringField, timestampField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
} from './records.ts';

export interface Email {
  readonly id: string;
  readonly to?: string;
  readonly subject?: string;
  readonly status?: string;
  readonly createdAt?: string;
  readonly raw: JsonRecord;
}

export function toEmail(value: unknown): Email {
  const raw = asRecord(value);
  const to = field(raw, 'to', 'recipient');
  return {
    id: idOf(raw, 'emailId', 'messageId') ?? '',
    raw,
    ...defined({
      to: Array.isArray(to) ? to.map(String).join(', ') : stringField(raw, 'to', 'recipient'),
      subject: stringField(raw, 'subject'),
      status: rawStatusOf(raw),
      createdAt: timestampField(raw, 'createdAt', 'sentAt'),
    }),
  };
}

export async function listEmails(client: PlatformClient, options?: ListRequestOptions): Promise<Email[]> {
  return (await listRecords(client, 'listEmails', {}, options)).map(toEmail);
}

/** `message` is e.g. `{ to, subject, text, html, from?, replyTo? }`. Not repeated after an ambiguous failure. */
export async function sendEmail(
  client: PlatformClient,
  message: JsonRecord,
  options?: RequestOptions,
): Promise<Email> {
  return toEmail(await client.call('sendEmail', callOptions(options, {}, { body: message })));
}
