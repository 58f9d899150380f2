import { PlatformError, type RequestIdentity } from './errors.ts';

/**
 * Why a list could not be read whole:
 * - `no-way-on`: an answer says or implies there is more (a total, a page count, a full numbered page)
 *   but gives no next link, cursor or page number the client can follow;
 * - `not-advancing`: the page asked for next came back as one already read (the platform ignored it);
 * - `repeating`: the next page named is one already read (a cursor or link that repeats, pages that
 *   cycle 3 → 2): the list never ends, so what was read cannot be all of it;
 * - `other-host`: the next link points at another host, which would receive the API key;
 * - `short`: the pages ended before the total or page count they stated;
 * - `page-cap`: more pages than the client reads (its `maxPages`).
 */
type IncompleteReason = 'no-way-on' | 'not-advancing' | 'repeating' | 'other-host' | 'short' | 'page-cap';

export interface IncompleteListFacts {
  readonly reason: IncompleteReason;
  readonly itemsRead: number;
  readonly pagesRead: number;
  /** The list's size as an answer stated it, when one did. */
  readonly total?: number;
  readonly totalPages?: number;
}

function said(facts: IncompleteListFacts): string {
  const parts = [
    facts.total === undefined ? undefined : `${facts.total} item(s)`,
    facts.totalPages === undefined ? undefined : `${facts.totalPages} page(s)`,
  ].filter(Boolean);
  return parts.length > 0 ? `the platform says it holds ${parts.join(' in ')}, but ` : '';
}

const WHY: Record<IncompleteReason, string> = {
  'no-way-on':
    'its answer gives no next link, cursor, page number or offset to ask for the rest, and the client does not guess one',
  'not-advancing': 'asked for the next page, it answered a page already read (it ignores the page asked for)',
  repeating:
    'its next page is one already read (a cursor or link that repeats, or pages that cycle), so the list never ends',
  'other-host': 'its next-page link points at another host, which is never sent the API key',
  short: 'its pages ended before that',
  'page-cap': 'the client reads at most that many pages of one list',
};

/**
 * A list read only in part. Nothing may be concluded from the part (that something is missing, what to
 * delete or replace), so the read fails instead of answering short.
 */
export class IncompleteListError extends PlatformError {
  override readonly name: string = 'IncompleteListError';
  readonly facts: IncompleteListFacts;
  constructor(identity: RequestIdentity, facts: IncompleteListFacts) {
    super(
      identity,
      `${identity.operation} (${identity.method} ${identity.pathTemplate}) could not be read whole: ${said(facts)}only ${facts.itemsRead} item(s) in ${facts.pagesRead} page(s) could be read, because ${WHY[facts.reason]}. Nothing was decided on part of the list; if the platform pages its lists in a form not read here, report it with one answer of this list.`,
    );
    this.facts = facts;
  }
}

const partialLists = new WeakSet<readonly unknown[]>();

/** Marks a list its caller cut short on purpose (an explicit `maxPages`). */
export function markPartial<T extends readonly unknown[]>(items: T): T {
  partialLists.add(items);
  return items;
}

/** True for a list cut short on purpose: never the ground for a delete, a replace or a "not found". */
export function isPartialList(items: readonly unknown[]): boolean {
  return partialLists.has(items);
}
