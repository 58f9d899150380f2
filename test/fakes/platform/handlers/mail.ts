import { createdNow, newId, newSecret, nowIso } from '../ids.ts';
import { listReply, newestFirst } from '../pagination.ts';
import type { EmailRecord, MailDomainRecord, RequiredDnsRecord } from '../records-infra.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  checkEmail,
  conflict,
  created,
  emailList,
  found,
  invalid,
  objectBody,
  optionalString,
  requireHostname,
  requireString,
} from '../validate.ts';

const DEFAULT_SENDER = 'noreply@mail.platform.test';
const LOCAL_PART = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/;

function requiredRecords(domain: string): RequiredDnsRecord[] {
  return [
    { type: 'MX', name: domain, value: 'mx1.mail.platform.test', priority: 10, purpose: 'mx' },
    { type: 'TXT', name: domain, value: 'v=spf1 include:_spf.mail.platform.test ~all', purpose: 'spf' },
    {
      type: 'CNAME',
      name: `platform._domainkey.${domain}`,
      value: 'dkim.mail.platform.test',
      purpose: 'dkim',
    },
    { type: 'TXT', name: `_dmarc.${domain}`, value: 'v=DMARC1; p=none', purpose: 'dmarc' },
  ];
}

/**
 * Transactional e-mail and mail domains. A mail domain reads as 'verified' once a managed DNS zone
 * holds every record it requires, so clients can be tested on the DNS-then-verify flow.
 */
export function mailHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const verified = (domain: MailDomainRecord): boolean =>
    domain.dnsRecords.every((required) =>
      [...state.dnsRecords.values()].some(
        (record) =>
          record.fqdn === required.name &&
          record.type === required.type &&
          record.values.includes(required.value),
      ),
    );
  const present = (domain: MailDomainRecord): MailDomainRecord => {
    const status = verified(domain) ? 'verified' : 'pending_verification';
    if (status !== domain.status) {
      domain.status = status;
      domain.updatedAt = nowIso();
    }
    return domain;
  };
  const getDomain = (id: string): MailDomainRecord => present(found(state.mailDomains, 'mail domain', id));
  return {
    listEmails: (ctx) => listReply(newestFirst(state.emails.values()), ctx.query),
    sendEmail: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['from', 'to', 'cc', 'bcc', 'replyTo', 'subject', 'text', 'html']);
      const from = body.from === undefined ? DEFAULT_SENDER : checkEmail('from', body.from);
      const senderDomain = from.split('@')[1];
      if (
        from !== DEFAULT_SENDER &&
        ![...state.mailDomains.values()].some((domain) => domain.domain === senderDomain)
      ) {
        throw invalid(
          'from',
          `${senderDomain} is not set up for mail; add it with POST /mail/domains or omit "from"`,
        );
      }
      const text = optionalString(body, 'text', { min: 0 }) ?? null;
      const html = optionalString(body, 'html', { min: 0 }) ?? null;
      if (text === null && html === null) throw invalid('text', 'give "text", "html" or both');
      const email: EmailRecord = {
        id: newId('eml'),
        from,
        to: emailList(body, 'to', true),
        cc: emailList(body, 'cc', false),
        bcc: emailList(body, 'bcc', false),
        replyTo: body.replyTo === undefined ? null : checkEmail('replyTo', body.replyTo),
        subject: requireString(body, 'subject', { max: 998 }),
        text,
        html,
        status: 'sent',
        createdAt: nowIso(),
      };
      return created(state.emails, email);
    },
    listMailDomains: (ctx) => listReply([...state.mailDomains.values()].map(present), ctx.query),
    createMailDomain: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['domain']);
      const name = requireHostname(body, 'domain');
      if ([...state.mailDomains.values()].some((domain) => domain.domain === name)) {
        throw conflict(`${name} is already set up for mail`, 'already_exists', 'domain');
      }
      const domain: MailDomainRecord = {
        id: newId('md'),
        domain: name,
        status: 'pending_verification',
        dnsRecords: requiredRecords(name),
        ...createdNow(),
      };
      state.mailDomains.set(domain.id, domain);
      return { status: 201, body: present(domain) };
    },
    getMailDomain: (ctx) => ({ status: 200, body: getDomain(ctx.params.id!) }),
    listMailboxes: (ctx) => {
      const domain = getDomain(ctx.params.id!);
      return listReply(
        [...state.mailboxes.values()].filter((mailbox) => mailbox.domainId === domain.id),
        ctx.query,
      );
    },
    createMailbox: (ctx) => {
      const domain = getDomain(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['localPart', 'address', 'displayName', 'password']);
      let localPart = optionalString(body, 'localPart', { max: 64 })?.toLowerCase();
      if (localPart === undefined) {
        const address = checkEmail('address', body.address ?? requireString(body, 'localPart'));
        if (!address.endsWith(`@${domain.domain}`))
          throw invalid('address', `the address must end in @${domain.domain}`);
        localPart = address.slice(0, -(domain.domain.length + 1));
      }
      if (!LOCAL_PART.test(localPart))
        throw invalid('localPart', `"${localPart}" is not a valid mailbox name`);
      const address = `${localPart}@${domain.domain}`;
      if ([...state.mailboxes.values()].some((mailbox) => mailbox.address === address)) {
        throw conflict(`mailbox ${address} already exists`, 'already_exists', 'localPart');
      }
      const password = optionalString(body, 'password', { min: 12, max: 200 }) ?? newSecret(15);
      const mailbox = {
        id: newId('mbx'),
        domainId: domain.id,
        address,
        localPart,
        displayName: optionalString(body, 'displayName', { max: 200 }) ?? null,
        createdAt: nowIso(),
      };
      state.mailboxes.set(mailbox.id, mailbox);
      // A generated password is in this answer only.
      return { status: 201, body: body.password === undefined ? { ...mailbox, password } : mailbox };
    },
  };
}
