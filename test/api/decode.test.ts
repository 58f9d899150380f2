import { describe, expect, it } from 'vitest';
import {
  asRecords,
  decodeBody,
  field,
  numberField,
  stringField,
  timestampField,
  unwrap,
  unwrapList,
} from '../../src/api/decode.ts';
import { listKeysFor, singularKeysFor } from '../../src/api/resource-names.ts';
import { routeFor } from '../../src/api/routes.ts';

describe('field', () => {
  it('tries each name as given, in camelCase and in snake_case', () => {
    expect(field({ liveUrl: 'a' }, 'liveUrl', 'url')).toBe('a');
    expect(field({ live_url: 'b' }, 'liveUrl', 'url')).toBe('b');
    expect(field({ url: 'c' }, 'liveUrl', 'url')).toBe('c');
    expect(field({ source_tarball_url: 'd' }, 'sourceTarballUrl')).toBe('d');
    expect(field({ createdAt: 'e' }, 'created_at')).toBe('e');
  });

  it('prefers earlier names and skips null', () => {
    expect(field({ url: 'u', liveUrl: 'l' }, 'liveUrl', 'url')).toBe('l');
    expect(field({ liveUrl: null, url: 'u' }, 'liveUrl', 'url')).toBe('u');
    expect(field('not an object', 'x')).toBeUndefined();
  });

  it('reads ids given as numbers, numbers given as strings, and epoch timestamps', () => {
    expect(stringField({ id: 42 }, 'id')).toBe('42');
    expect(numberField({ size: '1024' }, 'size')).toBe(1024);
    expect(timestampField({ created_at: 1_700_000_000 }, 'createdAt')).toBe('2023-11-14T22:13:20.000Z');
    expect(timestampField({ createdAt: 1_700_000_000_000 }, 'createdAt')).toBe('2023-11-14T22:13:20.000Z');
  });
});

describe('identifiers and times in every form the wire may use', () => {
  it('reads an id given as an integer or a string as the same text', () => {
    expect(stringField({ id: 1234 }, 'id')).toBe('1234');
    expect(stringField({ id: '1234' }, 'id')).toBe('1234');
    expect(stringField({ project_id: 77 }, 'projectId')).toBe('77');
    expect(stringField({ id: Number.NaN }, 'id')).toBeUndefined();
  });

  it('reads ISO text, epoch seconds and epoch milliseconds, as numbers or digit strings', () => {
    const iso = '2023-11-14T22:13:20.000Z';
    for (const value of [
      iso,
      1_700_000_000,
      1_700_000_000_000,
      '1700000000',
      '1700000000000',
      1_700_000_000.0,
    ]) {
      expect(timestampField({ createdAt: value }, 'createdAt'), String(value)).toBe(iso);
    }
    expect(timestampField({ createdAt: 'yesterday' }, 'createdAt')).toBe('yesterday');
    expect(timestampField({ createdAt: true }, 'createdAt')).toBeUndefined();
  });
});

describe('unwrap (single records)', () => {
  const record = { id: 'd1', status: 'live' };

  it.each([
    ['bare', record],
    ['data', { data: record }],
    ['result', { result: record }],
    ['data with metadata beside it', { success: true, data: record, meta: { requestId: 'r' } }],
    ['nested envelopes', { data: { result: record } }],
    ['singular resource name', { deployment: record }],
    ['data then singular name', { data: { deployment: record } }],
  ])('accepts a %s record', (_label, body) => {
    expect(unwrap(body, singularKeysFor(routeFor('getDeployment')))).toEqual(record);
  });

  it('leaves a record that merely has a `data` field alone (e.g. a DNS record)', () => {
    const dns = { id: 'r1', type: 'TXT', name: '@', data: 'v=spf1' };
    expect(unwrap(dns)).toEqual(dns);
  });

  it('does not unwrap a named scalar answer', () => {
    expect(unwrap({ signedUrl: 'https://x' }, singularKeysFor(routeFor('getCdnAssetSignedUrl')))).toEqual({
      signedUrl: 'https://x',
    });
  });
});

describe('unwrapList', () => {
  const items = [{ id: 'a' }, { id: 'b' }];
  const keys = listKeysFor(routeFor('listDeployments'));

  it.each([
    ['bare array', items],
    ['data', { data: items }],
    ['result', { result: items }],
    ['items', { items, total: 2 }],
    ['results', { results: items }],
    ['plural resource name', { deployments: items, next_cursor: null }],
    ['data.items', { data: { items } }],
    ['data.<plural>', { data: { deployments: items } }],
    ['the only array-valued property', { whatever: items, count: 2 }],
  ])('finds the items in a %s', (_label, body) => {
    expect(unwrapList(body, keys)).toEqual(items);
  });

  it.each([
    ['listProjects', 'projects'],
    ['listDnsRecords', 'records'],
    ['listDnsZones', 'zones'],
    ['listCdnBuckets', 'buckets'],
    ['listCdnBucketAssets', 'assets'],
    ['listCronJobs', 'jobs'],
    ['listCronJobRuns', 'runs'],
    ['listProjectEnv', 'variables'],
    ['listDomains', 'domains'],
    ['listEnvGroups', 'envGroups'],
    ['listEnvGroups', 'env_groups'],
    ['listRepoHostInstallations', 'installations'],
  ] as const)('%s accepts items under %s even beside other arrays', (operation, key) => {
    const body = { [key]: items, warnings: ['w'] };
    expect(unwrapList(body, listKeysFor(routeFor(operation)))).toEqual(items);
  });

  it('gives up on a record without a list', () => {
    expect(unwrapList({ id: 'x' })).toBeUndefined();
    expect(unwrapList('text')).toBeUndefined();
  });

  it('turns bare values into records', () => {
    expect(asRecords(['A', { id: 'b' }])).toEqual([{ value: 'A' }, { id: 'b' }]);
  });
});

describe('decodeBody', () => {
  it('parses JSON by content type or by shape, and keeps text as text', () => {
    expect(decodeBody('{"a":1}', 'application/json; charset=utf-8').body).toEqual({ a: 1 });
    expect(decodeBody('{"a":1}', 'application/vnd.api+json').body).toEqual({ a: 1 });
    expect(decodeBody('[1,2]', undefined).body).toEqual([1, 2]);
    expect(decodeBody('line one\nline two', 'text/plain')).toEqual({
      body: 'line one\nline two',
      isJson: false,
    });
    expect(decodeBody('', 'application/json').body).toBeUndefined();
    expect(decodeBody('{broken', 'application/json')).toEqual({ body: '{broken', isJson: false });
  });
});
