import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { IncompleteListError, isPartialList } from '../../src/api/incomplete-list.ts';
import { pageHints } from '../../src/api/pagination.ts';
import { createDeployment, listDeploymentsTimed } from '../../src/api/resources/deployments.ts';
import {
  PAGINATION_FORMS,
  type PaginationForm,
  type Platform,
  REFUSED_FORMS,
} from '../fakes/platform/index.ts';
import { startWorld, type World } from '../support/world.ts';
import { rejectionOf } from './helpers/fakes.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

describe('pageHints', () => {
  it.each([
    [
      'page with totalPages',
      { items: [], page: 2, pageSize: 20, totalItems: 45, totalPages: 3 },
      {},
      { page: 2, pageSize: 20, total: 45, totalPages: 3 },
    ],
    [
      'meta.total_count with per_page',
      { data: [], meta: { page: 1, per_page: 20, total_count: 45 } },
      {},
      { page: 1, pageSize: 20, total: 45 },
    ],
    [
      'meta.pagination.pageCount',
      { data: [], meta: { pagination: { page: 1, pageSize: 20, pageCount: 3, total: 45 } } },
      {},
      { page: 1, pageSize: 20, totalPages: 3, total: 45 },
    ],
    [
      'pagination.last_page',
      { data: [], pagination: { current_page: 3, last_page: 3 } },
      {},
      { page: 3, totalPages: 3 },
    ],
    [
      'offset, limit and total',
      { results: [], offset: 40, limit: 20, total: 45 },
      {},
      { offset: 40, pageSize: 20, total: 45 },
    ],
    ['X-Total-Count', [], { 'x-total-count': '45' }, { total: 45 }],
    [
      'GitLab headers',
      [],
      { 'x-page': '1', 'x-per-page': '20', 'x-total': '45', 'x-total-pages': '3', 'x-next-page': '2' },
      { page: 1, pageSize: 20, total: 45, totalPages: 3, nextPageNumber: 2 },
    ],
    ['an empty X-Next-Page (the last page)', [], { 'x-page': '3', 'x-next-page': '' }, { page: 3 }],
    ['a negative or fractional count (not one)', { data: [], total: -1, page: 1.5 }, {}, {}],
  ])('reads %s', (_label, body, headers, expected) => {
    const { next: _next, ...hints } = pageHints(body, headers);
    expect(hints).toEqual(expected);
  });
});

const PROJECTS = 45;

async function worldWith(form: PaginationForm, refuseUnknownQuery = false): Promise<World> {
  const world = await startWorld({ rateLimit: 1000, pagination: { form, pageSize: 20, refuseUnknownQuery } });
  for (let n = 1; n <= PROJECTS; n++) world.platform.admin.createProject({ name: `site-${n}` });
  return world;
}

function clientOf(platform: Platform): PlatformClient {
  return new PlatformClient({ apiUrl: platform.url, apiKey: platform.readKey, ratePerSecond: 500 });
}

describe('client.list against every pagination form of the local platform (page size 20)', () => {
  let world: World | undefined;
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  const followable = PAGINATION_FORMS.filter((form) => !REFUSED_FORMS.includes(form));

  it.each(followable)('reads all %s pages, each item once and in order', async (form) => {
    world = await worldWith(form);
    const names = (await clientOf(world.platform).list('listProjects', { query: { limit: 100 } })).map(
      (project) => project.name,
    );
    expect(names).toEqual(Array.from({ length: PROJECTS }, (_, n) => `site-${n + 1}`));
    const pages = world.platform.requestLog.filter((entry) => entry.operation === 'listProjects').length;
    expect(pages).toBe(form === 'one-page' ? 1 : 3);
  });

  it('refuses a list whose total says there is more but that offers no way to page 2', async () => {
    world = await worldWith('total-only');
    const error = await rejectionOf(clientOf(world.platform).list('listProjects'));
    expect(error).toBeInstanceOf(IncompleteListError);
    expect((error as IncompleteListError).facts).toEqual({
      reason: 'no-way-on',
      itemsRead: 20,
      pagesRead: 1,
      total: PROJECTS,
    });
    expect(error.message).toMatch(
      /^listProjects \(GET \/projects\) could not be read whole: the platform says it holds 45 item\(s\), but only 20 item\(s\) in 1 page\(s\)/,
    );
  });

  // A next page already read means the list never ends: whatever was read is not the whole of it.
  it.each([
    ['repeating-cursor', 40, 2],
    ['cyclic-pages', 45, 3],
  ] as const)(
    'refuses %s: a next page already read is no end of the list',
    async (form, itemsRead, pagesRead) => {
      world = await worldWith(form);
      const error = await rejectionOf(
        clientOf(world.platform).list('listProjects', { query: { limit: 100 } }),
      );
      expect(error).toBeInstanceOf(IncompleteListError);
      expect((error as IncompleteListError).facts).toMatchObject({
        reason: 'repeating',
        itemsRead,
        pagesRead,
      });
      expect(error.message).toMatch(/its next page is one already read/);
      const asked = world.platform.requestLog.filter((entry) => entry.operation === 'listProjects');
      expect(asked).toHaveLength(pagesRead);
    },
  );

  it('refuses two pages whose last links back to the first (2 → 1), before counting page 1 twice', async () => {
    world = await startWorld({ rateLimit: 1000, pagination: { form: 'cyclic-pages', pageSize: 20 } });
    for (let n = 1; n <= 30; n++) world.platform.admin.createProject({ name: `site-${n}` });
    const error = await rejectionOf(clientOf(world.platform).list('listProjects'));
    expect((error as IncompleteListError).facts).toMatchObject({ reason: 'repeating', itemsRead: 30 });
  });

  it('asks again without a page-size parameter the platform refuses, once per client', async () => {
    world = await worldWith('page-numbers', true);
    const client = clientOf(world.platform);
    expect(await client.list('listProjects', { query: { limit: 100 } })).toHaveLength(PROJECTS);
    expect(await client.list('listProjects', { query: { limit: 100 } })).toHaveLength(PROJECTS);
    const asked = world.platform.requestLog.filter((entry) => entry.operation === 'listProjects');
    expect(asked.map((entry) => `${entry.status} ${entry.query}`)).toEqual([
      '400 ?limit=100',
      '200 ',
      '200 ?page=2',
      '200 ?page=3',
      '200 ',
      '200 ?page=2',
      '200 ?page=3',
    ]);
  });
});

describe('client.list on numbered pages without a total', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function listFrom(answer: (page: number) => unknown) {
    server = await startServer((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://h').searchParams.get('page') ?? '1');
      sendJson(res, 200, answer(page));
    });
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    return client.list('listProjects');
  }

  it('keeps a page-size parameter when the 400 is about something else', async () => {
    server = await startServer((_req, res) => {
      sendJson(res, 400, { error: { code: 'invalid_parameter', message: 'bad "status"', field: 'status' } });
    });
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    const error = await rejectionOf(client.list('listProjects', { query: { limit: 100, status: 'x' } }));
    expect(error.message).toMatch(/HTTP 400/);
    expect(server.requests).toHaveLength(1);
    expect(client.refusedQueryParams.size).toBe(0);
  });

  it('asks for the next page after a full one, and stops at a short one', async () => {
    const items = await listFrom((page) => ({
      data: Array.from({ length: page < 3 ? 2 : 1 }, (_, n) => ({ id: `p${page}-${n}` })),
      page,
      per_page: 2,
    }));
    expect(items.map((item) => item.id)).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1', 'p3-0']);
  });

  it('follows hasMore on numbered pages even when a page is short', async () => {
    const items = await listFrom((page) => ({
      data: [{ id: `p${page}` }],
      page,
      per_page: 2,
      has_more: page < 3,
    }));
    expect(items.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('refuses a full numbered page whose next page number the platform ignores', async () => {
    const error = await rejectionOf(
      listFrom(() => ({ data: [{ id: 'a' }, { id: 'b' }], page: 1, per_page: 2 })),
    );
    expect((error as IncompleteListError).facts).toMatchObject({ reason: 'not-advancing', itemsRead: 2 });
  });

  it('refuses pages that end before the page count they state', async () => {
    const error = await rejectionOf(
      listFrom((page) => ({ data: page === 1 ? [{ id: 'a' }] : [], page: 1, totalPages: 3 })),
    );
    expect(error).toBeInstanceOf(IncompleteListError);
  });
});

describe('a list cut at the pages asked for', () => {
  it('stays marked partial through the deployment listing, so the lost-create check cannot conclude from it', async () => {
    const world = await startWorld({ rateLimit: 1000, pagination: { form: 'page-numbers', pageSize: 20 } });
    try {
      const project = world.platform.admin.createProject({ name: 'many-deploys', repository: 'octo/shop' });
      const client = new PlatformClient({
        apiUrl: world.platform.url,
        apiKey: world.platform.fullKey,
        ratePerSecond: 500,
      });
      for (let n = 0; n < 45; n++) await createDeployment(client, project.id, { branch: 'main' });
      const cut = await listDeploymentsTimed(client, project.id, { maxPages: 2 });
      expect(cut.deployments).toHaveLength(40);
      expect(isPartialList(cut.deployments)).toBe(true);
      const whole = await listDeploymentsTimed(client, project.id);
      expect(whole.deployments).toHaveLength(45);
      expect(isPartialList(whole.deployments)).toBe(false);
    } finally {
      await world.close();
    }
  });
});
