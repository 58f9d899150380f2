import { expect } from 'vitest';
import * as api from '../../src/api/index.ts';
import { pollUntil } from '../support/poll.ts';
import { type ContractWorld, expectApiError, idOf, word } from './helpers.ts';

/** A managed database through its whole life: provisioned, users, stop/start/restart, stats, logs, deleted. */
export async function databaseSteps(world: ContractWorld): Promise<void> {
  const { full, read } = world;
  const created = await api.createDatabase(full, { name: 'orders', engine: 'postgres', plan: 'standard' });
  expect(created.id).toMatch(idOf(world, 'db'));
  expect(created).toMatchObject({ name: 'orders', engine: 'postgres' });
  expect(word(created.status)).toBe('provisioning');
  const id = created.id;
  const running = await pollUntil(
    `database ${id}`,
    () => api.getDatabase(read, id),
    (db) => word(db.status) === 'running',
  );
  expect(running).toMatchObject({ id, name: 'orders' });
  expect((await api.listDatabases(read)).map((db) => db.id)).toEqual([id]);

  const user = await api.createDatabaseUser(full, id, { username: 'app' });
  expect(user.username).toBe('app');
  expect(user.password).toMatch(/^\S{12,}$/);
  expect(api.field(user.raw, 'connectionString')).toBe(
    `postgresql://app:${user.password}@${api.field(running.raw, 'host')}:5432/orders`,
  );

  expect(word((await api.stopDatabase(full, id)).status)).toBe('stopped');
  expect(word((await api.stopDatabase(full, id)).status)).toBe('stopped');
  await expectApiError(api.restartDatabase(full, id), 409, 'invalid_state');
  expect(word((await api.startDatabase(full, id)).status)).toBe('running');
  expect(word((await api.restartDatabase(full, id)).status)).toBe('restarting');
  await pollUntil(
    `database ${id} restart`,
    () => api.getDatabase(read, id),
    (db) => word(db.status) === 'running',
  );

  const stats = await api.getDatabaseStats(read, id);
  expect(String(api.field(stats, 'databaseId'))).toBe(id);
  expect(api.field(stats, 'cpuLimit')).toBe(4);
  expect(api.field(stats, 'connections')).toBe(2);
  const logs = (await api.getDatabaseLogs(read, id)).map((line) => line.text);
  expect(logs).toEqual(
    expect.arrayContaining(['created user app', 'received shutdown request; database stopped', 'restarting']),
  );
  expect(logs[0]).toBe('provisioning postgres 17 (standard)');

  await api.deleteDatabaseUser(full, id, 'app');
  expect(api.field((await api.getDatabase(read, id)).raw, 'users')).toEqual([]);
  await api.deleteDatabase(full, id);
  const missing = await expectApiError(api.getDatabase(read, id), 404, 'not_found');
  expect(missing.message).toContain(`Database "${id}" was not found`);
  expect(await api.listDatabases(read)).toEqual([]);
}

export async function emailSteps(world: ContractWorld): Promise<void> {
  const sent = await api.sendEmail(world.full, {
    to: 'ops@example.com',
    subject: 'Deployed',
    text: 'The contract site is live.',
  });
  expect(sent.id).toMatch(idOf(world, 'eml'));
  expect(sent).toMatchObject({ to: 'ops@example.com', subject: 'Deployed' });
  expect(word(sent.status)).toBe('sent');
  const listed = await api.listEmails(world.read);
  expect(listed.map((email) => [email.id, email.subject])).toEqual([[sent.id, 'Deployed']]);
}

/**
 * Mail domain verified through managed DNS: the records the mail domain asks for are created in a
 * zone, which verifies it; records are listed a page at a time, updated and deleted; the zone goes.
 */
export async function dnsAndMailSteps(world: ContractWorld): Promise<void> {
  const { full, read, platform } = world;
  const domain = `${world.shapes}-mail.com`;
  const mail = await api.createMailDomain(full, { domain });
  expect(mail.id).toMatch(idOf(world, 'md'));
  expect(mail).toMatchObject({ name: domain });
  expect(word(mail.status)).toBe('pending_verification');
  expect(mail.dnsRecords.map((record) => api.field(record, 'purpose'))).toEqual([
    'mx',
    'spf',
    'dkim',
    'dmarc',
  ]);

  const zone = await api.createDnsZone(full, { name: domain });
  expect(zone.id).toMatch(idOf(world, 'zone'));
  expect(zone.name).toBe(domain);
  expect(await api.getDnsZone(read, zone.id)).toMatchObject({ id: zone.id, name: domain });
  expect((await api.listDnsZones(read)).map((z) => z.id)).toEqual([zone.id]);

  for (const required of mail.dnsRecords) {
    const record = await api.createDnsRecord(full, zone.id, {
      name: api.field(required, 'name') as string,
      type: api.field(required, 'type') as string,
      values: [api.field(required, 'value') as string],
      ...(api.field(required, 'priority') === undefined ? {} : { priority: api.field(required, 'priority') }),
    });
    expect(record.id).toMatch(idOf(world, 'rec'));
    expect(record.values).toEqual([api.field(required, 'value')]);
  }
  const before = platform.requestLog.length;
  const paged = await api.listDnsRecords(read, zone.id, { query: { limit: 1 } });
  expect(paged.map((record) => record.type).sort()).toEqual(['CNAME', 'MX', 'TXT', 'TXT']);
  expect(paged.find((record) => record.type === 'MX')?.priority).toBe(10);
  // One record per page: the client followed each profile's way of saying "there is more".
  const pages = platform.requestLog.slice(before).filter((entry) => entry.operation === 'listDnsRecords');
  expect(pages).toHaveLength(4);
  const verified = await api.getMailDomain(read, mail.id);
  expect(word(verified.status)).toBe('verified');

  const a = await api.createDnsRecord(full, zone.id, {
    name: 'www',
    type: 'A',
    ttl: 600,
    values: ['192.0.2.1', '192.0.2.2'],
  });
  expect(a).toMatchObject({ name: 'www', type: 'A', ttl: 600, values: ['192.0.2.1', '192.0.2.2'] });
  const moved = await api.updateDnsRecord(full, zone.id, a.id, { values: ['192.0.2.3'], ttl: 300 });
  expect(moved).toMatchObject({ id: a.id, name: 'www', ttl: 300, values: ['192.0.2.3'] });
  await api.deleteDnsRecord(full, zone.id, a.id);
  const remaining = await api.listDnsRecords(read, zone.id);
  expect(remaining.map((record) => record.id)).not.toContain(a.id);
  expect(remaining).toHaveLength(4);

  const mailbox = await api.createMailbox(full, mail.id, { localPart: 'hello' });
  expect(mailbox.id).toMatch(idOf(world, 'mbx'));
  expect(mailbox.address).toBe(`hello@${domain}`);
  expect(mailbox.password).toBeDefined();
  const boxes = await api.listMailboxes(read, mail.id);
  expect(boxes.map((box) => [box.id, box.address, box.password])).toEqual([
    [mailbox.id, `hello@${domain}`, undefined],
  ]);
  const domains = await api.listMailDomains(read);
  expect(domains.map((d) => [d.id, word(d.status)])).toEqual([[mail.id, 'verified']]);

  await api.deleteDnsZone(full, zone.id);
  expect(await api.listDnsZones(read)).toEqual([]);
  expect(word((await api.getMailDomain(read, mail.id)).status)).toBe('pending_verification');
}
