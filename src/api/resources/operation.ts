import type { PlatformClient } from '../client.ts';
import type { JsonRecord } from '../decode.ts';
import { decodeLogLines, type LogLine } from '../logs.ts';
import { type OperationName, pathParams, type RouteRow, routeFor } from '../routes.ts';
import {
  callOptions,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
} from './records.ts';

/**
 * The one place that turns a row of the route table into a typed resource function: its path
 * parameters become the first arguments (in the template's order), then the body's one input (a
 * value or a params object) when the spec builds a body, and `options` comes last. So
 * `getProjectRun` is `(client, projectId: string, runId: string, options?) => Promise<ProjectRun>`
 * because its route is `/projects/{id}/runs/{runId}`, and a route change shows up as a type error at
 * every caller. Where `options` is depends only on whether there is a body, never on how many
 * parameters a builder declares.
 */

/** One string per `{param}` of a path template, in order. */
type StringPerParam<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [string, ...StringPerParam<Rest>]
  : [];

/** The path arguments of an operation: one string per `{param}` of its route, in order. */
export type PathArgs<O extends OperationName> = StringPerParam<
  Extract<RouteRow, { readonly operation: O }>['path']
>;

/** The typed record made of an answer; `fallbackId` is the argument the spec's `fallbackId` points at. */
export type Decode<T> = (value: unknown, fallbackId: string | undefined, client: PlatformClient) => T;

/** The argument a body builder takes, if any: none when the operation sends no body. */
type BodyArg<Input> = [Input] extends [never] ? [] : [input: Input];

export interface EndpointSpec<Input, T> {
  /** The JSON body, from the one argument that follows the path ones (several fields: a params object). */
  readonly body?: (input: Input) => unknown;
  /** Without it the function resolves to nothing (deletes and other answers with nothing to read). */
  readonly decode?: Decode<T>;
  /**
   * What names the object the answer describes, and so is its id when the answer has none: 'path',
   * the last path parameter (a read or an update), or what the body's input says (the domain
   * attachDomain attaches).
   */
  readonly fallbackId?: 'path' | ((input: Input) => string | undefined);
  /** The answer must carry an id for the caller to go on; names the object in the error ("deployment"). */
  readonly requireId?: string;
  /** Marks a POST or PATCH as safe to repeat (a presign), or a PUT as not (one that starts a redeploy). */
  readonly idempotent?: boolean;
}

export type Endpoint<O extends OperationName, Input, T> = (
  client: PlatformClient,
  ...args: [...PathArgs<O>, ...BodyArg<Input>, options?: RequestOptions]
) => Promise<T>;

export type Listing<O extends OperationName, T> = (
  client: PlatformClient,
  ...args: [...PathArgs<O>, options?: ListRequestOptions]
) => Promise<T[]>;

// The specs most operations share.

/** A read of one object: the answer is decoded with the path's id as its id when it has none. */
export function readById<T>(decode: Decode<T>): EndpointSpec<never, T> {
  return { decode, fallbackId: 'path' };
}

/** A create whose body is the caller's JSON and whose answer must carry the new object's id. */
export function createWithId<T extends { readonly id: string }>(
  decode: Decode<T>,
  what: string,
): EndpointSpec<JsonRecord, T> {
  return { body: (body) => body, decode, requireId: what };
}

/** An update whose body is the caller's JSON (the changes), decoded like readById. */
export function updateById<T>(decode: Decode<T>): EndpointSpec<JsonRecord, T> {
  return { body: (changes) => changes, decode, fallbackId: 'path' };
}

export function endpoint<O extends OperationName, Input = never, T = void>(
  operation: O,
  spec: EndpointSpec<Input, T> = {},
): Endpoint<O, Input, T> {
  const names = pathParams(routeFor(operation).path);
  const { body, fallbackId } = spec;
  return async (client, ...args) => {
    const params = paramsOf(names, args);
    const input = args[names.length] as Input;
    const options = args[names.length + (body === undefined ? 0 : 1)] as RequestOptions | undefined;
    const extra = {
      ...(body === undefined ? {} : { body: body(input) }),
      ...(spec.idempotent === undefined ? {} : { idempotent: spec.idempotent }),
    };
    const answer = await client.call(operation, callOptions(options, params, extra));
    if (spec.decode === undefined) return undefined as T;
    const fallback =
      fallbackId === 'path'
        ? params[names.at(-1) ?? '']
        : fallbackId === undefined
          ? undefined
          : fallbackId(input);
    const decoded = spec.decode(answer, fallback, client);
    if (spec.requireId !== undefined) requireId(operation, idField(decoded), spec.requireId);
    return decoded;
  };
}

/** Every page of a collection, each record decoded (or the records as they are). */
export function listing<O extends OperationName, T = JsonRecord>(
  operation: O,
  decode?: Decode<T>,
): Listing<O, T> {
  const names = pathParams(routeFor(operation).path);
  return async (client, ...args) => {
    const options = args[names.length] as ListRequestOptions | undefined;
    const records = await listRecords(client, operation, paramsOf(names, args), options);
    return decode === undefined
      ? (records as T[])
      : records.map((record) => decode(record, undefined, client));
  };
}

/** Build or runtime logs, text or JSON, as lines. */
export function logLines<O extends OperationName>(operation: O): Endpoint<O, never, LogLine[]> {
  const names = pathParams(routeFor(operation).path);
  return async (client, ...args) => {
    const options = args[names.length] as RequestOptions | undefined;
    const response = await client.callRaw(operation, callOptions(options, paramsOf(names, args)));
    return decodeLogLines(response.body);
  };
}

function paramsOf(names: readonly string[], args: readonly unknown[]): Record<string, string> {
  return Object.fromEntries(names.map((name, index) => [name, args[index] as string]));
}

function idField(decoded: unknown): string | undefined {
  const id = (decoded as { readonly id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
