import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HttpMethod, matchRoute, type OperationName, type RouteRow } from '../../../src/api/routes.ts';
import { platformNow } from './clock.ts';
import type { AppliedFault, FaultInjector } from './faults.ts';
import { errorBody, gatewayHtml, isJsonContentType, readBody, send, sendJson } from './http-util.ts';
import { fullKeyRequired, identify } from './keys.ts';
import { pageInForm } from './pagination-forms.ts';
import type { RateLimiter } from './rate-limit.ts';
import { isWriteOperation, type LoggedRequest } from './request-log.ts';
import type { Runtime } from './runtime.ts';
import { normaliseRequestBody, shapeItems, shapeList, shapeSingle } from './shapes.ts';
import { cutReader, flipReader, slowReader } from './slow-read.ts';
import { type HandlerContext, type Handlers, PlatformHttpError, type Reply } from './types.ts';
import { bodyFromWire, paramsFromWire, queryFromWire, toWire } from './wire-forms.ts';

export interface ApiParts {
  runtime: Runtime;
  handlers: Handlers;
  faults: FaultInjector;
  limiter: RateLimiter;
  requestLog: LoggedRequest[];
}

/** Operations that read their own body as a stream (large multipart uploads). */
const STREAMED = new Set<OperationName>(['createUpload']);
const JSON_BODY_LIMIT = 64 * 1024 * 1024;
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Outgoing {
  status: number;
  payload: string;
  headers: Record<string, string>;
}

/**
 * One API request: route → fault → body → auth → rate limit → scope → handler → shape → fault.
 * Infrastructure faults come before auth because a gateway in front of the API would answer them.
 */
export async function handleApiRequest(
  parts: ApiParts,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  apiPath: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const entry: LoggedRequest = {
    at: parts.runtime.timers.clock.now(),
    method,
    path: apiPath,
    query: url.search,
    status: 0,
    keyKind: 'none',
    write: method !== 'GET',
    handled: false,
    durationMs: 0,
  };
  parts.requestLog.push(entry);
  let fault: AppliedFault | undefined;
  let out: Outgoing;
  try {
    const match = matchRoute(method, apiPath);
    if (!match) throw unmatched(method, apiPath);
    const { route } = match;
    entry.operation = route.operation;
    entry.write = isWriteOperation(route.operation, method, route.write);
    fault = parts.faults.take({ operation: route.operation, method, path: apiPath });
    if (fault) entry.fault = fault.label;
    if (fault?.drop === 'before-body') {
      req.socket.destroy();
      return finish(entry);
    }
    if (fault?.status !== undefined) {
      req.resume();
      out = faultReply(fault);
    } else {
      const reply = await process(parts, req, url, route, match.params, entry, fault);
      out = render(parts, reply, url);
    }
  } catch (error) {
    if (clientHungUp(req, fault)) {
      // Not a crash: the sender broke off its body; the answer goes nowhere, the socket being gone.
      entry.bodyAborted = true;
      out = errorReply(
        new PlatformHttpError(499, 'client_closed_request', 'the client closed the request mid-body'),
      );
    } else {
      // Refused before the body was read (auth, scope): drain it so the connection stays usable.
      if (!req.complete) req.resume();
      out = errorReply(error);
    }
  }
  entry.status = out.status;
  deliver(res, out, fault);
  finish(entry);
}

async function process(
  parts: ApiParts,
  req: IncomingMessage,
  url: URL,
  route: RouteRow,
  params: Record<string, string>,
  entry: LoggedRequest,
  fault: AppliedFault | undefined,
): Promise<Reply> {
  const { runtime } = parts;
  const streamed = STREAMED.has(route.operation);
  const caller = identify(runtime.state, req.headers);
  entry.keyKind = caller.kind;
  const signIn = route.group === 'auth';
  if (caller.problem && !signIn) {
    req.resume();
    throw caller.problem;
  }
  const rawBody = streamed ? Buffer.alloc(0) : await readBody(req, JSON_BODY_LIMIT);
  if (fault?.delayMs) await runtime.timers.sleep(fault.delayMs);
  const wait = parts.limiter.take(caller.key ? caller.key.id : `ip:${req.socket.remoteAddress}`);
  if (wait > 0) throw rateLimited(wait, runtime.options.rateLimit);
  // §5 to the letter: a read key permits GET requests only, W mark or not (POST /cron/preview too).
  const needsFullKey = route.write || (req.method !== 'GET' && !signIn);
  if (needsFullKey && caller.kind !== 'full') throw fullKeyRequired();
  const handler = parts.handlers[route.operation];
  if (!handler) throw new PlatformHttpError(501, 'not_implemented', `${route.operation} is not implemented`);
  const { wire } = runtime.options;
  const ctx: HandlerContext = {
    operation: route.operation,
    params: paramsFromWire(wire, runtime.idNumbers, params),
    query: queryFromWire(wire, runtime.idNumbers, url.searchParams),
    body: bodyFromWire(
      wire,
      runtime.idNumbers,
      parseJsonBody(rawBody, req.headers['content-type'], runtime.options.shapes),
    ),
    rawBody,
    headers: req.headers,
    key: caller.key,
    origin: runtime.origin,
    incoming: fault?.readBytesPerSecond
      ? slowReader(req, fault.readBytesPerSecond, runtime.timers)
      : fault?.cutRequestAfterBytes !== undefined
        ? cutReader(req, fault.cutRequestAfterBytes)
        : fault?.flipRequestByteAt !== undefined
          ? flipReader(req, fault.flipRequestByteAt)
          : req,
    url,
  };
  entry.handled = true;
  return handler(ctx);
}

function parseJsonBody(
  raw: Buffer,
  contentType: string | undefined,
  profile: Runtime['options']['shapes'],
): unknown {
  if (raw.length === 0) return undefined;
  if (!isJsonContentType(contentType)) {
    throw new PlatformHttpError(
      415,
      'unsupported_media_type',
      `request bodies must be JSON with "Content-Type: application/json" (got ${contentType ?? 'no Content-Type'})`,
    );
  }
  try {
    return normaliseRequestBody(profile, JSON.parse(raw.toString('utf8')));
  } catch {
    throw new PlatformHttpError(400, 'invalid_json', 'the request body is not valid JSON');
  }
}

function unmatched(method: string, apiPath: string): PlatformHttpError {
  const allowed = METHODS.filter((other) => other !== method && matchRoute(other, apiPath));
  if (allowed.length > 0) {
    return new PlatformHttpError(
      405,
      'method_not_allowed',
      `${method} is not allowed on ${apiPath}`,
      undefined,
      {
        allow: allowed.join(', '),
      },
    );
  }
  return new PlatformHttpError(404, 'route_not_found', `no endpoint ${method} ${apiPath}`);
}

function rateLimited(waitSeconds: number, limit: number): PlatformHttpError {
  return new PlatformHttpError(
    429,
    'rate_limited',
    `more than ${limit} requests per second with one key; retry after ${waitSeconds} s`,
    undefined,
    { 'retry-after': String(waitSeconds) },
  );
}

function render(parts: ApiParts, reply: Reply, url: URL): Outgoing {
  const profile = parts.runtime.options.shapes;
  const headers = { ...reply.headers };
  if (reply.text !== undefined) {
    return {
      status: reply.status,
      payload: reply.text,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
    };
  }
  if (reply.status === 204) return { status: 204, payload: '', headers };
  const { wire } = parts.runtime.options;
  const { idNumbers } = parts.runtime;
  let body: unknown;
  const { pagination } = parts.runtime.options;
  if (reply.collection && pagination) {
    const { items: original, identity } = reply.collection;
    const items = toWire(wire, idNumbers, [...original]) as unknown[];
    // Identities come from the stored records: numeric ids on the wire would change them.
    const ids = new Map(items.map((item, index) => [item, identity(original[index])]));
    const collection = { items, identity: (item: unknown) => ids.get(item) ?? '' };
    const shaped = pageInForm(collection, url.searchParams, url, pagination, (page) =>
      shapeItems(profile, page),
    );
    body = shaped.body;
    Object.assign(headers, shaped.headers);
  } else if (reply.list) {
    const items = toWire(wire, idNumbers, reply.list.items) as typeof reply.list.items;
    const shaped = shapeList(profile, { ...reply.list, items }, url);
    body = shaped.body;
    Object.assign(headers, shaped.headers);
  } else {
    body = shapeSingle(profile, toWire(wire, idNumbers, reply.body ?? {}));
  }
  return {
    status: reply.status,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  };
}

export function errorReply(error: unknown): Outgoing {
  if (error instanceof PlatformHttpError) {
    return {
      status: error.status,
      payload: JSON.stringify(errorBody(error.code, error.message, error.field)),
      headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
    };
  }
  console.error('[platform] handler crashed:', error);
  const message = error instanceof Error ? error.message : String(error);
  return {
    status: 500,
    payload: JSON.stringify(errorBody('internal_error', `the emulator failed: ${message}`)),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}

function faultReply(fault: AppliedFault): Outgoing {
  const status = fault.status!;
  const headers: Record<string, string> = {};
  if (status === 429 && fault.retryAfter !== null) {
    const seconds = fault.retryAfter ?? 1;
    headers['retry-after'] = fault.retryAfterDate
      ? new Date(platformNow() + seconds * 1000).toUTCString()
      : String(seconds);
  }
  if (fault.html) {
    return { status, payload: gatewayHtml(status), headers: { ...headers, 'content-type': 'text/html' } };
  }
  const code = status === 429 ? 'rate_limited' : status >= 500 ? 'service_unavailable' : 'injected_fault';
  return {
    status,
    payload: JSON.stringify(errorBody(code, `injected fault: status ${status}`)),
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  };
}

/** Writes the response, or breaks it the way the fault says (the request was processed either way). */
function deliver(res: ServerResponse, out: Outgoing, fault: AppliedFault | undefined): void {
  // The platform's own time, as its records' dates are: a client that reads the clock skew from it
  // must see the same clock the platform writes `createdAt` with, virtual or real.
  if (!res.headersSent) res.setHeader('date', new Date(platformNow()).toUTCString());
  if (fault?.drop === 'after-body') {
    res.socket?.destroy();
    return;
  }
  if (fault?.drop === 'mid-body') {
    const bytes = Buffer.from(out.payload);
    res.writeHead(out.status, { ...out.headers, 'content-length': bytes.length });
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
    return;
  }
  let payload = out.payload;
  if (fault?.truncateJson) payload = payload.slice(0, Math.floor(payload.length / 2));
  if (fault?.invalidJson) payload = 'this is not JSON {"id": oops';
  if (out.status === 204) {
    sendJson(res, 204, undefined, out.headers);
    return;
  }
  send(res, out.status, payload, out.headers);
}

/** The body ended early because the client went away, not because a fault of ours cut it. */
function clientHungUp(req: IncomingMessage, fault: AppliedFault | undefined): boolean {
  return !req.complete && req.destroyed && fault?.cutRequestAfterBytes === undefined;
}

function finish(entry: LoggedRequest): void {
  entry.durationMs = platformNow() - entry.at;
}
