import { notFound, paginate, type Reply, type Route, type RouteContext } from './http.ts';
import type { FakeGitHubState, PermissionScope } from './state.ts';

/**
 * The kinds of route every kind of record has (a page of a list, one by its key, create, edit), with
 * GitHub's answers to each, so that a route module says only what it selects or builds and how GitHub
 * renders it.
 */

type Json<T> = (record: T, context: RouteContext) => unknown;

/** A kind of record as GitHub serves it: the permission its routes need and how one is rendered. */
interface RecordKind<T> {
  readonly scope: PermissionScope;
  readonly json: Json<T>;
}

export function recordKind<T>(scope: PermissionScope, json: Json<T>): RecordKind<T> {
  return { scope, json };
}

/** What a route's own rule answers instead of going on: a bad filter, a missing field. */
export interface Refusal {
  readonly refused: Reply;
}

function route(
  method: Route['method'],
  path: string,
  scope: PermissionScope,
  handle: Route['handle'],
): Route {
  return { method, path, scope, handle };
}

/** A GET of a list, paginated as GitHub does. */
export function listRoute<T>(
  { scope, json }: RecordKind<T>,
  path: string,
  select: (context: RouteContext) => readonly T[] | Refusal,
): Route {
  return route('GET', path, scope, (context) => {
    const selected = select(context);
    if ('refused' in selected) return selected.refused;
    const { page, headers } = paginate(selected, context.url);
    return { status: 200, body: page.map((record) => json(record, context)), headers };
  });
}

/** A GET of one record, a 404 when `find` finds none. */
export function readRoute<T>(
  { scope, json }: RecordKind<T>,
  path: string,
  find: (context: RouteContext) => T | undefined,
): Route {
  return route('GET', path, scope, (context) => {
    const record = find(context);
    return record === undefined ? notFound() : { status: 200, body: json(record, context) };
  });
}

/** A POST that keeps the record `make` builds from the request in `records`: 201 and the record. */
export function createRoute<T>(
  { scope, json }: RecordKind<T>,
  path: string,
  make: (context: RouteContext) => T | Refusal,
  records: (state: FakeGitHubState) => T[],
): Route {
  return route('POST', path, scope, (context) => {
    const made = make(context);
    if (isRefusal(made)) return made.refused;
    records(context.state).push(made);
    return { status: 201, body: json(made, context) };
  });
}

/** A PATCH of one record (404 when `find` finds none) that `edit` changes in place or refuses. */
export function updateRoute<T extends { updatedAt: string }>(
  { scope, json }: RecordKind<T>,
  path: string,
  find: (context: RouteContext) => T | undefined,
  edit: (record: T, context: RouteContext) => Refusal | undefined,
): Route {
  return route('PATCH', path, scope, (context) => {
    const record = find(context);
    if (record === undefined) return notFound();
    const refusal = edit(record, context);
    if (refusal) return refusal.refused;
    record.updatedAt = new Date().toISOString();
    return { status: 200, body: json(record, context) };
  });
}

function isRefusal(value: unknown): value is Refusal {
  return value !== null && typeof value === 'object' && 'refused' in value;
}
