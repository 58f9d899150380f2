import type { ApiBase } from './base-url.ts';
import { buildUrl, resolveNextUrl, withQuery } from './base-url.ts';
import type { CallOptions, RawResponse } from './client.ts';
import { asRecords, isRecord, type JsonRecord, unwrapList } from './decode.ts';
import { UnexpectedResponseError } from './errors.ts';
import type { Logger } from './logger.ts';
import { DEFAULT_MAX_PAGES, nextPage } from './pagination.ts';
import { listKeysFor } from './resource-names.ts';
import type { RouteRow } from './routes.ts';

export interface ListOptions {
  /** Pages fetched at most (default 100); the rest is dropped with a warning. */
  readonly maxPages?: number;
}

interface PageSource {
  readonly base: ApiBase;
  readonly logger: Logger;
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
    { operation: route.operation, method: route.method, pathTemplate: route.path },
    `${route.operation} returned something that is not a list (${keys}).`,
  );
}

export async function collectPages(
  source: PageSource,
  route: RouteRow,
  options: CallOptions,
  listOptions: ListOptions,
): Promise<JsonRecord[]> {
  const maxPages = listOptions.maxPages ?? DEFAULT_MAX_PAGES;
  const firstUrl = buildUrl(source.base, route.path, options.params, options.query);
  const visited = new Set<string>();
  const items: JsonRecord[] = [];
  let url: string | undefined = firstUrl;
  for (let page = 1; url !== undefined; page++) {
    visited.add(url);
    const response = await source.send(route, url, options);
    items.push(...pageItems(route, response.body));
    const next = nextPage(response.body, response.headers);
    if (!next) break;
    url =
      'url' in next
        ? resolveNextUrl(source.base, next.url)
        : withQuery(firstUrl, { ...options.query, cursor: next.cursor });
    if (url === undefined) {
      source.logger.warning(
        `${route.operation}: ignored a next-page link to another host; the list may be incomplete.`,
      );
    } else if (visited.has(url)) {
      url = undefined;
    } else if (page >= maxPages) {
      source.logger.warning(
        `${route.operation}: stopped after ${maxPages} pages; the list may be incomplete.`,
      );
      url = undefined;
    }
  }
  return items;
}
