import { field, type JsonRecord, stringField, timestampField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { endpoint, listing } from './operation.ts';
import { asRecord, defined, idOf } from './records.ts';

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

export const listEmails = listing('listEmails', toEmail);

/** `message` is e.g. `{ to, subject, text, html, from?, replyTo? }`. Not repeated after an ambiguous failure. */
export const sendEmail = endpoint('sendEmail', { body: (message: JsonRecord) => message, decode: toEmail });
