import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { OperationName } from '../../../src/api/routes.ts';

/** What a route handler of the local platform sees. */
export interface HandlerContext {
  readonly operation: OperationName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON body (already camelCased under the snake profile), or undefined when there was none. */
  readonly body: unknown;
  /** The raw request body; empty for streamed operations (see `incoming`). */
  readonly rawBody: Buffer;
  readonly headers: IncomingMessage['headers'];
  /** The API key that made the call (already checked for the route's W mark). */
  readonly key: ApiKeyRecord | undefined;
  /** Origin of the emulator, e.g. http://127.0.0.1:43210 (no /api/v1). */
  readonly origin: string;
  /** The unread request stream, for operations that stream their body (POST /uploads); maybe paced by a fault. */
  readonly incoming: Readable;
  /** Full URL of the request, for building `next` links. */
  readonly url: URL;
}

/** A page of a list; the shape profile decides how it is written out. */
export interface ListPage {
  items: unknown[];
  nextCursor: string | null;
}

export interface Reply {
  status: number;
  /** Serialised as JSON unless `text` is given. Ignored when `list` is given. */
  body?: unknown;
  /** A list result: written as `{ data, nextCursor }` (canonical) or per the shape profile. */
  list?: ListPage;
  /** The whole list behind `list`, for a platform started with a `pagination` form of its own. */
  collection?: { readonly items: readonly unknown[]; readonly identity: (item: unknown) => string };
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => Reply | Promise<Reply>;
export type Handlers = Partial<Record<OperationName, Handler>>;

export interface ApiKeyRecord {
  readonly id: string;
  readonly secret: string;
  readonly kind: 'full' | 'read';
  /** How it came to be: issued by the emulator's admin (the "dashboard") or minted by sign-in. */
  readonly origin: 'dashboard' | 'sign-in';
  readonly createdAt: string;
  revoked: boolean;
}

/** Thrown by handlers; the server turns it into `{ error: { code, message, field? } }`. */
export class PlatformHttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    field?: string,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.headers = headers;
  }
}
