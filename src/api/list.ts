import type { ApiBase } from './base-url.ts';
import { buildUrl, resolveNextUrl, withQuery } from './base-url.ts';
import type { CallOptions, RawResponse } from './call.ts';
import { asRecords, isRecord, type JsonRecord, unwrapList } from './decode.ts';
import { PlatformApiError, UnexpectedResponseError } from './errors.ts';
import { IncompleteListError, type IncompleteListFacts, markPartial } from './incomplete-list.ts';
import type { Logger } from './logger.ts';
import { DEFAULT_MAX_PAGES, PAGE_SIZE_PARAMS, type PageHints, pageHints } from './pagination.ts';
import { listKeysFor } from './resource-names.ts';
import type { RouteRow } from './routes.ts';

export interface ListOptions {
  /**
   * Pages fetched at most. Given, the list is cut there on purpose (with a warning, and marked so
   * `isPartialList` tells); left out, a list longer than 100 pages fails rather than answer short.
   */
  readonly maxPages?: number;
  /** The items of one answer, for a list that is not an array of records (variable names). */
  readonly itemsOf?: (body: unknown) => unknown[];
}

export interface PageSource {
  readonly base: ApiBase;
  readonly logger: Logger;
  /** Page-size parameters this platform refused (a 400 naming one): never sent to it again. */
  readonly refusedQueryParams: Set<string>;
  send(route: RouteRow, url: string, options: CallOptions): Promise<RawResponse>;
}

/**
 * Items of one page. Besides the array forms of `unwrapList`, a map of records keyed by id is accepted
 * (each item gets its key as `key`); anything else on a list route means we misunderstood the platform.
 */
function pageItems(route: RouteRow, body: unknown): JsonRecord[] {
  if (body === undefined || (isRecord(body) && Object.keys(body).length === 0)) return [];
  const list = unwrapList(body, listKeysFor(route));
  if (list) return asRecords(list);
  if (isRecord(body) && Object.values(body).every(isRecord)) {
    return Object.entries(body).map(([key, value]) => ({ key, ...(value as JsonRecord) }));
  }
  const keys = isRecord(body) ? Object.keys(body).slice(0, 10).join(', ') : typeof body;
  throw new UnexpectedResponseError(
    identityOf(route),
    `${route.operation} returned something that is not a list (${keys}).`,
  );
}

function identityOf(route: RouteRow) {
  return { operation: route.operation, method: route.method, pathTemplate: route.path };
}

/** A 400 naming a page-size parameter we sent: the platform refuses parameters it does not know. */
function refusedParam(error: unknown, url: string): string | undefined {
  if (!(error instanceof PlatformApiError) || error.status !== 400) return undefined;
  const sent = [...new URL(url).searchParams.keys()].filter((name) => PAGE_SIZE_PARAMS.includes(name));
  const said = `${error.field ?? ''} ${error.platformMessage ?? ''} ${error.code ?? ''}`;
  return sent.find((name) => error.field === name || new RegExp(`\\b${name}\\b`).test(said));
}

function withoutParams(url: string, names: ReadonlySet<string>): string {
  const parsed = new URL(url);
  for (const name of names) parsed.searchParams.delete(name);
  return parsed.toString();
}

async function fetchPage(source: PageSource, route: RouteRow, url: string, options: CallOptions) {
  const sent = withoutParams(url, source.refusedQueryParams);
  try {
    return { response: await source.send(route, sent, options), url: sent };
  } catch (error) {
    const refused = refusedParam(error, sent);
    if (refused === undefined) throw error;
    source.refusedQueryParams.add(refused);
    source.logger.debug(`${route.operation}: the platform refused "${refused}"; asking again without it.`);
    const again = withoutParams(sent, source.refusedQueryParams);
    return { response: await source.send(route, again, options), url: again };
  }
}

/** The request for page `page` / at `offset`: the first request with that one parameter set. */
function numberedUrl(firstUrl: string, name: 'page' | 'offset', value: number): string {
  return withQuery(firstUrl, { [name]: value });
}

interface Progress {
  readonly items: number;
  readonly pages: number;
  readonly onPage: number;
  /** The page size we asked for, when the platform took our `limit`. */
  readonly asked: number | undefined;
}

type Step = { url: string } | { done: true } | { refuse: IncompleteListFacts['reason'] };

/** Where the list goes on from an answer, whatever form it pages in. */
function nextStep(source: PageSource, firstUrl: string, hints: PageHints, progress: Progress): Step {
  if (hints.hasMore === false) return { done: true };
  if (hints.next) {
    if ('cursor' in hints.next) return { url: withQuery(firstUrl, { cursor: hints.next.cursor }) };
    const url = resolveNextUrl(source.base, hints.next.url);
    return url === undefined ? { refuse: 'other-host' } : { url };
  }
  if (hints.nextPageNumber !== undefined) return { url: numberedUrl(firstUrl, 'page', hints.nextPageNumber) };
  const size = hints.pageSize ?? progress.asked;
  // Without a total or a page count, only a full page (or one of unknown size) can have a next.
  const mayGoOn =
    hints.hasMore === true || (progress.onPage > 0 && (size === undefined || progress.onPage >= size));
  if (hints.offset !== undefined) {
    const end = hints.offset + progress.onPage;
    const more = hints.total === undefined ? mayGoOn : end < hints.total;
    return more ? { url: numberedUrl(firstUrl, 'offset', end) } : { done: true };
  }
  if (hints.page !== undefined) {
    const more =
      hints.totalPages !== undefined
        ? hints.page < hints.totalPages
        : hints.total !== undefined
          ? progress.items < hints.total
          : mayGoOn;
    return more ? { url: numberedUrl(firstUrl, 'page', hints.page + 1) } : { done: true };
  }
  const saysMore =
    (hints.total !== undefined && progress.items < hints.total) ||
    (hints.totalPages !== undefined && progress.pages < hints.totalPages) ||
    hints.hasMore === true;
  return saysMore ? { refuse: 'no-way-on' } : { done: true };
}

/** A page asked for by number or offset that came back as another: the platform ignored the parameter. */
function advanced(
  asked: string,
  hints: PageHints,
  page: readonly JsonRecord[],
  previous: string | undefined,
) {
  const query = new URL(asked).searchParams;
  const page_ = query.get('page');
  const offset = query.get('offset');
  if (page_ !== null && hints.page !== undefined && hints.page !== Number(page_)) return false;
  if (offset !== null && hints.offset !== undefined && hints.offset !== Number(offset)) return false;
  return previous === undefined || page.length === 0 || JSON.stringify(page[0]) !== previous;
}

/**
 * Whether a page's first item opened a page already read: a link back to page 1 under another URL
 * (`?page=1` after the bare first request) is still a cycle, and its items must not count twice.
 */
function readBefore(page: readonly JsonRecord[], firsts: ReadonlySet<string>): boolean {
  return page.length > 0 && firsts.has(JSON.stringify(page[0]));
}

export async function collectPages(
  source: PageSource,
  route: RouteRow,
  options: CallOptions,
  listOptions: ListOptions,
): Promise<JsonRecord[]> {
  const maxPages = listOptions.maxPages ?? DEFAULT_MAX_PAGES;
  let firstUrl = buildUrl(source.base, route.path, options.params, options.query);
  const visited = new Set<string>();
  const items: JsonRecord[] = [];
  let hints: PageHints = {};
  let previousFirst: string | undefined;
  const firsts = new Set<string>();
  const fail = (reason: IncompleteListFacts['reason'], pages: number): never => {
    const { total, totalPages } = hints;
    throw new IncompleteListError(identityOf(route), {
      reason,
      itemsRead: items.length,
      pagesRead: pages,
      ...(total === undefined ? {} : { total }),
      ...(totalPages === undefined ? {} : { totalPages }),
    });
  };
  let url = firstUrl;
  for (let pages = 1; ; pages++) {
    visited.add(url);
    const fetched = await fetchPage(source, route, url, options);
    if (pages === 1) firstUrl = fetched.url;
    const page = listOptions.itemsOf
      ? asRecords(listOptions.itemsOf(fetched.response.body))
      : pageItems(route, fetched.response.body);
    hints = pageHints(fetched.response.body, fetched.response.headers);
    if (pages > 1 && !advanced(fetched.url, hints, page, previousFirst)) fail('not-advancing', pages - 1);
    if (readBefore(page, firsts)) fail('repeating', pages - 1);
    items.push(...page);
    previousFirst = page.length > 0 ? JSON.stringify(page[0]) : previousFirst;
    if (previousFirst !== undefined) firsts.add(previousFirst);
    const asked = Number(new URL(fetched.url).searchParams.get('limit')) || undefined;
    const step = nextStep(source, firstUrl, hints, {
      items: items.length,
      pages,
      onPage: page.length,
      asked,
    });
    if ('refuse' in step) fail(step.refuse, pages);
    // A next page already read (a repeated cursor, a cycle of links) is no end: the list never ends.
    if ('url' in step && visited.has(step.url)) fail('repeating', pages);
    if ('done' in step) {
      if (hints.total !== undefined && items.length < hints.total) fail('short', pages);
      if (hints.totalPages !== undefined && (hints.page ?? pages) < hints.totalPages) fail('short', pages);
      return items;
    }
    if (pages >= maxPages) {
      if (listOptions.maxPages === undefined) fail('page-cap', pages);
      // The caller asked for the first pages only (it knows the list goes on): nothing to warn about.
      source.logger.debug(`${route.operation}: read the ${maxPages} page(s) asked for; the list goes on.`);
      return markPartial(items);
    }
    url = (step as { url: string }).url;
  }
}

/** The record of a listing named exactly `name`, or undefined: the first when several share it. */
export async function findNamed<T extends { readonly name?: string | undefined }>(
  listing: Promise<readonly T[]>,
  name: string,
): Promise<T | undefined> {
  return (await listing).find((record) => record.name === name);
}
