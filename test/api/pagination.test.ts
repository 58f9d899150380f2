import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { UnexpectedResponseError } from '../../src/api/errors.ts';
import { IncompleteListError, isPartialList } from '../../src/api/incomplete-list.ts';
import { linkHeaderNext, nextPage } from '../../src/api/pagination.ts';
import { captureLogger, rejectionOf } from './helpers/fakes.ts';
import { type RecordedRequest, sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

describe('nextPage', () => {
  it.each([
    [
      'next as an absolute URL',
      { data: [], next: 'https://h/api/v1/x?cursor=2' },
      { url: 'https://h/api/v1/x?cursor=2' },
    ],
    ['next as a path', { items: [], next: '/api/v1/x?page=2' }, { url: '/api/v1/x?page=2' }],
    ['next as a cursor', { items: [], next: 'abc' }, { cursor: 'abc' }],
    ['nextCursor', { items: [], nextCursor: 'c2' }, { cursor: 'c2' }],
    ['next_cursor', { items: [], next_cursor: 'c2' }, { cursor: 'c2' }],
    ['cursor + hasMore', { items: [], cursor: 'c2', hasMore: true }, { cursor: 'c2' }],
    ['cursor + has_more', { items: [], cursor: 'c2', has_more: true }, { cursor: 'c2' }],
    ['meta.next_cursor', { data: [], meta: { next_cursor: 'c3' } }, { cursor: 'c3' }],
    ['pagination.next', { data: [], pagination: { next: 'https://h/n' } }, { url: 'https://h/n' }],
    ['links.next.href', { data: [], links: { next: { href: '/api/v1/x?p=2' } } }, { url: '/api/v1/x?p=2' }],
  ])('follows %s', (_label, body, expected) => {
    expect(nextPage(body, {})).toEqual(expected);
  });

  it.each([
    ['no hint', { items: [] }],
    ['next: null', { items: [], next: null }],
    ['a cursor without hasMore (could be the current one)', { items: [], cursor: 'c1' }],
    ['hasMore false beside a cursor', { items: [], nextCursor: 'c2', hasMore: false }],
    ['a bare array', []],
  ])('stops on %s', (_label, body) => {
    expect(nextPage(body, {})).toBeUndefined();
  });

  it('reads a Link header with several relations', () => {
    const link = '<https://h/api/v1/x?page=1>; rel="prev", <https://h/api/v1/x?page=3>; rel="next last"';
    expect(linkHeaderNext({ link })).toBe('https://h/api/v1/x?page=3');
    expect(nextPage([{ id: 1 }], { link })).toEqual({ url: 'https://h/api/v1/x?page=3' });
    expect(linkHeaderNext({ link: '<https://h/x>; rel=prev' })).toBeUndefined();
  });
});

function linkTo(link: string | undefined): Record<string, string> {
  return link === undefined ? {} : { link };
}

describe('client.list', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  type PageScript = (
    req: RecordedRequest,
    page: number,
    origin: string,
  ) => { body: unknown; headers?: Record<string, string> };

  async function listWith(pages: PageScript, maxPages?: number) {
    server = await startServer((req, res, n) => {
      const { body, headers } = pages(req, n, server!.origin);
      sendJson(res, 200, body, headers);
    });
    const logger = captureLogger();
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey(), logger });
    const items = await client.list(
      'listDeployments',
      { params: { id: 'p1' }, query: { limit: 2 } },
      maxPages === undefined ? {} : { maxPages },
    );
    return { items, logger, requests: server.requests };
  }

  it('follows next URLs', async () => {
    const { items, requests } = await listWith((_q, n, origin) => ({
      body: {
        data: [{ id: `d${n}` }],
        next: n < 3 ? `${origin}/api/v1/projects/p1/deployments?page=${n + 1}` : null,
      },
    }));
    expect(items.map((i) => i.id)).toEqual(['d1', 'd2', 'd3']);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/projects/p1/deployments?limit=2',
      '/api/v1/projects/p1/deployments?page=2',
      '/api/v1/projects/p1/deployments?page=3',
    ]);
  });

  it('sends nextCursor back as ?cursor=, keeping the other query parameters', async () => {
    const { items, requests } = await listWith((_q, n) => ({
      body: { deployments: [{ id: `d${n}` }], nextCursor: n < 2 ? `c${n + 1}` : undefined },
    }));
    expect(items.map((i) => i.id)).toEqual(['d1', 'd2']);
    expect(requests[1]?.url).toBe('/api/v1/projects/p1/deployments?limit=2&cursor=c2');
  });

  it('follows cursor + has_more', async () => {
    const { items } = await listWith((_q, n) => ({
      body: { items: [{ id: `d${n}` }], cursor: `c${n}`, has_more: n < 4 },
    }));
    expect(items).toHaveLength(4);
  });

  it('follows a Link header', async () => {
    const { items, requests } = await listWith((_q, n) => ({
      body: [{ id: `d${n}` }],
      headers: linkTo(n < 2 ? `</api/v1/projects/p1/deployments?page=${n + 1}>; rel="next"` : undefined),
    }));
    expect(items).toHaveLength(2);
    expect(requests[1]?.url).toBe('/api/v1/projects/p1/deployments?page=2');
  });

  it('stops at a page cap the caller asked for, and marks the list as partial', async () => {
    const { items, logger, requests } = await listWith(
      (_q, n) => ({ body: { data: [{ id: n }], nextCursor: `c${n + 1}` } }),
      5,
    );
    expect(items).toHaveLength(5);
    expect(requests).toHaveLength(5);
    expect(logger.warnings).toEqual([]);
    expect(logger.debugs.join('\n')).toMatch(/read the 5 page\(s\) asked for/);
    expect(isPartialList(items)).toBe(true);
  });

  it('fails past the default cap of 100 pages rather than answer short, and marks a capped list', async () => {
    const error = await rejectionOf(
      listWith((_q, n) => ({ body: { data: [{ id: n }], nextCursor: `c${n + 1}` } })),
    );
    expect(error).toBeInstanceOf(IncompleteListError);
    expect((error as IncompleteListError).facts).toMatchObject({ reason: 'page-cap', itemsRead: 100 });
    expect(server?.requests).toHaveLength(100);
    await server?.close();
    const { items } = await listWith(
      (_q, n) => ({ body: { data: [{ id: n }], nextCursor: `c${n + 1}` } }),
      3,
    );
    expect(isPartialList(items)).toBe(true);
  });

  it('refuses a platform that answers the next page with one already read', async () => {
    const error = await rejectionOf(listWith(() => ({ body: { data: [{ id: 1 }], nextCursor: 'same' } })));
    expect((error as IncompleteListError).facts).toMatchObject({ reason: 'not-advancing', itemsRead: 1 });
  });

  it('never follows a next link to another host, and refuses the list instead of answering part of it', async () => {
    const error = await rejectionOf(
      listWith(() => ({
        body: { data: [{ id: 1 }], next: 'https://elsewhere.example.net/api/v1/steal?cursor=2' },
      })),
    );
    expect(server?.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(IncompleteListError);
    expect(error.message).toMatch(/points at another host/);
    expect(error.message).not.toContain('elsewhere');
  });

  it('accepts an empty body, a map of records, and bare values', async () => {
    expect((await listWith(() => ({ body: {} }))).items).toEqual([]);
    await server?.close();
    expect(
      (await listWith(() => ({ body: { d1: { status: 'live' }, d2: { status: 'failed' } } }))).items,
    ).toEqual([
      { key: 'd1', status: 'live' },
      { key: 'd2', status: 'failed' },
    ]);
    await server?.close();
    expect((await listWith(() => ({ body: ['a', 'b'] }))).items).toEqual([{ value: 'a' }, { value: 'b' }]);
  });

  it('refuses a response that is not a list', async () => {
    const error = await rejectionOf(listWith(() => ({ body: { id: 'x', name: 'y' } })));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(/not a list \(id, name\)/);
  });
});
