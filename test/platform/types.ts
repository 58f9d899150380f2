import type { IncomingMessage } from 'node:http';
import type { OperationName } from '../../src/api/routes.ts';

/** What a route handler of the local platform sees. */
export interface HandlerContext {
  readonly operation: OperationName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON body, or undefined when there was none. */
  readonly body: unknown;
  /** The raw request body (multipart uploads, storage PUTs). */
  readonly rawBody: Buffer;
  readonly headers: IncomingMessage['headers'];
  /** The API key that made the call (already checked for the route's W mark). */
  readonly key: ApiKeyRecord | undefined;
  /** Origin of the emulator, e.g. http://127.0.0.1:43210 (no /api/v1). */
  readonly origin: string;
}

export interface Reply {
  status: number;
  /** Serialised as JSON unless `text` is given. */
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => Reply | Promise<Reply>;
export type Handlers = Partial<Record<OperationName, Handler>>;

export interface ApiKeyRecord {
  readonly id: string;
  readonly secret: string;
  readonly kind: 'full' | 'read';
  revoked: boolean;
}

/** Thrown by handlers; the server turns it into `{ error: { code, message, field? } }`. */
export class PlatformHttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}
