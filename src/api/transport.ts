import { Readable } from 'node:stream';
import type { Agent, Dispatcher } from 'undici';
import dispatchRequest from 'undici/lib/api/api-request.js';
// The agent and its request method by path, not undici's index: the index loads all of undici
// (fetch, WebSocket, caches, mocks), which cost the deploy bundle ~16 MB of RSS and ~10 ms of
// start-up before its first request, for nothing the transport uses.
import AgentClass from 'undici/lib/dispatcher/agent.js';
import { takeEarlyAnswer } from './early-answer.ts';

export { USER_AGENT } from './request-headers.ts';

export type Headers = Record<string, string | string[] | undefined>;

/**
 * A body streamed from disk with a length stated by the caller: undici's FormData over a file-backed
 * Blob took its length from the Blob, which is wrong from 4 GiB on, so uploads state their own.
 */
export interface StreamBody {
  readonly contentType: string;
  /**
   * Exactly the bytes `chunks` yields: sent as Content-Length. Undefined while the bytes are still
   * being made (a zip uploaded as it is packed): the body is then sent chunked. Read once per attempt.
   */
  readonly length: number | undefined;
  /** A fresh sequence for each attempt; `onChunk` runs each time the sender takes the next chunk. */
  chunks(onChunk: () => void, signal: AbortSignal): AsyncIterable<Uint8Array>;
}

/** Where a request goes and what it carries: a plan's (request-plan.ts) and each attempt's. */
export interface RequestTarget {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or a file streamed from disk (an upload: its timeout is about progress). */
  readonly body?: string | StreamBody;
}

export interface HttpRequest extends RequestTarget {
  readonly method: string;
  readonly signal: AbortSignal;
  /** The most bytes of an answer to read: past it the body is destroyed, not read to the end. */
  readonly maxBodyBytes: number;
  /** Runs whenever bytes move either way, for a timeout that is about progress. */
  readonly onProgress?: () => void;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** An answer larger than the request's `maxBodyBytes`; `announced` when its Content-Length said so. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  readonly limit: number;
  readonly announced: number | undefined;
  constructor(limit: number, announced?: number) {
    super(`response body larger than ${limit} bytes`);
    this.limit = limit;
    this.announced = announced;
  }
}

let agent: Agent | undefined;

/** One connection pool for the whole process, so keep-alive connections are shared by every client. */
function sharedAgent(): Agent {
  agent ??= new AgentClass({
    connections: 32,
    keepAliveTimeout: 10_000,
    connect: { timeout: 10_000 },
  });
  return agent;
}

/** Lets a process (or a test file) exit without waiting for idle keep-alive sockets. */
export async function closeSharedAgent(): Promise<void> {
  const current = agent;
  agent = undefined;
  await current?.close();
}

/** One HTTP exchange; the body is read whole (API answers are JSON or log text), up to the cap. */
export async function sendOnce(req: HttpRequest): Promise<HttpResponse> {
  // A bundle's first GET may have left before this module loaded (see early-answer.ts).
  const early =
    req.method === 'GET' && req.body === undefined
      ? takeEarlyAnswer(req.url, req.headers, req.signal)
      : undefined;
  if (early !== undefined) {
    const answer = await early;
    if (answer !== undefined && Buffer.byteLength(answer.text) <= req.maxBodyBytes) {
      req.onProgress?.();
      return answer;
    }
  }
  const stream = typeof req.body === 'object' ? req.body : undefined;
  const text = typeof req.body === 'string' ? req.body : undefined;
  const progress = req.onProgress ?? (() => {});
  const length = stream?.length;
  const url = new URL(req.url);
  const response = await dispatchRequest.call(sharedAgent(), {
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method: req.method as Dispatcher.HttpMethod,
    headers: stream
      ? {
          ...req.headers,
          'content-type': stream.contentType,
          ...(length === undefined ? {} : { 'content-length': String(length) }),
        }
      : req.headers,
    // Byte mode with a small buffer: the file is read only as fast as the socket takes it.
    body: stream
      ? Readable.from(stream.chunks(progress, req.signal), { objectMode: false, highWaterMark: 64 * 1024 })
      : text,
    signal: req.signal,
  });
  progress();
  const answer = await readCapped(response.body, req.maxBodyBytes, response.headers, progress);
  return { status: response.statusCode, headers: response.headers, text: answer };
}

type Body = AsyncIterable<Buffer> & { destroy(error?: Error): unknown };

async function readCapped(
  body: Body,
  limit: number,
  headers: Headers,
  progress: () => void,
): Promise<string> {
  const announced = Number(headerValue(headers, 'content-length'));
  if (announced > limit) {
    body.destroy();
    throw new BodyTooLargeError(limit, announced);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop destroys the stream: undici drops the connection instead of reading on.
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
    progress();
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
