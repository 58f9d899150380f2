import { describe, expect, expectTypeOf, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import type { JsonRecord } from '../../src/api/decode.ts';
import { UnexpectedResponseError } from '../../src/api/errors.ts';
import { presignCdnUpload } from '../../src/api/resources/cdn.ts';
import {
  createDatabaseUser,
  type Database,
  deleteDatabase,
  getDatabase,
} from '../../src/api/resources/databases.ts';
import {
  createDnsZone,
  type DnsRecord,
  listDnsRecords,
  updateDnsRecord,
} from '../../src/api/resources/dns.ts';
import { attachDomain } from '../../src/api/resources/domains.ts';
import { endpoint, type PathArgs } from '../../src/api/resources/operation.ts';
import type { ListRequestOptions, RequestOptions } from '../../src/api/resources/records.ts';
import { getProjectRun } from '../../src/api/resources/runs.ts';
import { controlProjectService } from '../../src/api/resources/services.ts';
import { createTunnel } from '../../src/api/resources/tunnels.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { type Script, sendJson, testKey } from './helpers/server.ts';

const scripted = scriptedServer({ backoffBaseMs: 1 });
const clientFor = (script: Script, options: { maxAttempts?: number } = {}) =>
  scripted.client(script, options);

function requests(): { method: string; path: string; body: unknown }[] {
  return scripted.requests().map((r) => ({
    method: r.method,
    path: r.path,
    body: r.body.length === 0 ? undefined : JSON.parse(r.body.toString('utf8')),
  }));
}

describe('signatures built from the route table', () => {
  it('take one string per path parameter, then the body arguments, then options', () => {
    expectTypeOf<PathArgs<'getProjectRun'>>().toEqualTypeOf<[string, string]>();
    expectTypeOf<PathArgs<'listProjects'>>().toEqualTypeOf<[]>();
    expectTypeOf(getDatabase).parameters.toEqualTypeOf<[PlatformClient, string, RequestOptions?]>();
    expectTypeOf(getDatabase).returns.toEqualTypeOf<Promise<Database>>();
    expectTypeOf(deleteDatabase).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(updateDnsRecord).parameters.toEqualTypeOf<
      [PlatformClient, string, string, JsonRecord, RequestOptions?]
    >();
    expectTypeOf(listDnsRecords).parameters.toEqualTypeOf<[PlatformClient, string, ListRequestOptions?]>();
    expectTypeOf(listDnsRecords).returns.toEqualTypeOf<Promise<DnsRecord[]>>();
    expectTypeOf(createTunnel).parameters.toEqualTypeOf<
      [PlatformClient, { localPort: number; name?: string }, RequestOptions?]
    >();
    expectTypeOf(controlProjectService).parameters.toEqualTypeOf<
      [PlatformClient, string, string, 'start' | 'stop' | 'restart', RequestOptions?]
    >();
    // A call that misses a path parameter does not compile.
    // @ts-expect-error the run id is missing
    expectTypeOf(getProjectRun).toBeCallableWith(
      new PlatformClient({ apiUrl: 'https://p.example.com', apiKey: testKey() }),
      'p1',
    );
  });
});

describe('endpoint', () => {
  it('fills the path in template order and sends the body the arguments build', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, { id: 'r9', type: 'A', ttl: 60 }));
    const record = await updateDnsRecord(client, 'z 1', 'r9', { ttl: 60 });
    expect(requests()).toEqual([
      { method: 'PUT', path: '/api/v1/dns/zones/z%201/records/r9', body: { ttl: 60 } },
    ]);
    expect(record).toMatchObject({ id: 'r9', type: 'A', ttl: 60 });
  });

  it('finds options after optional body arguments that were left out', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 201, { id: 't1', localPort: 3000 }));
    const cancelled = new AbortController();
    cancelled.abort(new Error('stop here'));
    await expect(createTunnel(client, { localPort: 3000 }, { signal: cancelled.signal })).rejects.toThrow();
    expect(requests()).toEqual([]);
    await createTunnel(client, { localPort: 3000 });
    await createDatabaseUser(client, 'db1', { username: 'app' });
    expect(requests().map((r) => r.body)).toEqual([{ localPort: 3000 }, { username: 'app' }]);
  });

  it('gives an answer without an id the id the request named: the path id, or the body argument', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, { status: 'ok' }));
    expect((await getDatabase(client, 'db7')).id).toBe('db7');
    expect((await attachDomain(client, 'p1', 'www.example.com')).name).toBe('www.example.com');
    expect(
      (await createDatabaseUser(client, 'db7', { username: 'reader', extra: { role: 'ro' } })).username,
    ).toBe('reader');
    expect(requests().at(-1)?.body).toEqual({ username: 'reader', role: 'ro' });
  });

  it('refuses a create answer without the new id, naming the operation', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 201, { name: 'example.com' }));
    const error = await createDnsZone(client, { name: 'example.com' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(String(error)).toContain('The platform answered createDnsZone without a DNS zone id');
  });

  it('repeats a POST marked idempotent after a 503, and not one without the mark', async () => {
    const flaky: Script = (_req, res, n) => sendJson(res, n === 1 ? 503 : 200, n === 1 ? {} : { url: 'u' });
    const client = await clientFor(flaky, { maxAttempts: 3 });
    expect(await presignCdnUpload(client, 'b1', { key: 'a.txt' })).toEqual({ url: 'u' });
    expect(requests()).toHaveLength(2);
    await scripted.server().close();
    const second = await clientFor(flaky, { maxAttempts: 3 });
    const unmarked = endpoint('startCdnMultipartUpload', { body: (request: JsonRecord) => request });
    await expect(unmarked(second, 'b1', { key: 'a.txt' })).rejects.toThrow();
    expect(requests()).toHaveLength(1);
  });
});
