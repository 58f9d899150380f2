import type { ClientRequest, IncomingMessage } from 'node:http';
import { clockTimeout } from '../clock.ts';
import { agentFor } from './agents.ts';
import { takeEarlyAnswer } from './early-answer.ts';

export { closeSharedAgent } from './agents.ts';

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
  /**
   * A fresh sequence for each attempt; `onChunk` runs each time the sender takes the next chunk. The
   * sender is done with a chunk (it is in the kernel) before it asks for the next, so a source may
   * read every chunk into one reused buffer.
   */
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

/** A connection not made by then fails as not sent (safe to repeat), as a refused one does. */
const CONNECT_TIMEOUT_MS = 10_000;

class ConnectTimeoutError extends Error {
  override readonly name = 'ConnectTimeoutError';
  readonly code = 'CONNECT_TIMEOUT';
  constructor() {
    super(`no connection within ${CONNECT_TIMEOUT_MS} ms`);
  }
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
  const progress = req.onProgress ?? (() => {});
  const { request, response } = await exchange(req, progress);
  progress();
  try {
    const headers = headersOf(response);
    const text = await readCapped(response, req.maxBodyBytes, headers, progress);
    return { status: response.statusCode ?? 0, headers, text };
  } finally {
    // Past the cap, aborted, or answered before the body was all sent: the connection is dropped
    // rather than read to the end or handed to the next request half-written.
    if (!response.complete || !request.writableFinished) request.destroy();
  }
}

/** Sends the request (its body streamed with backpressure) and resolves with the answer's head. */
function exchange(
  req: HttpRequest,
  progress: () => void,
): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  const url = new URL(req.url);
  const { agent, request: send } = agentFor(url);
  const stream = typeof req.body === 'object' ? req.body : undefined;
  const text = typeof req.body === 'string' ? req.body : undefined;
  const headers: Record<string, string> = stream
    ? {
        ...req.headers,
        'content-type': stream.contentType,
        ...(stream.length === undefined ? {} : { 'content-length': String(stream.length) }),
      }
    : text === undefined
      ? { ...req.headers }
      : { ...req.headers, 'content-length': String(Buffer.byteLength(text)) };
  return new Promise((resolve, reject) => {
    const request = send(url, { method: req.method, headers, agent, signal: req.signal });
    // `on`, not `once`: the socket's errors reach the request even after its answer has come.
    request.on('error', reject);
    request.once('socket', (socket) => {
      if (!socket.connecting) return;
      const connect = clockTimeout(CONNECT_TIMEOUT_MS);
      connect.signal.addEventListener('abort', () => request.destroy(new ConnectTimeoutError()));
      socket.once('connect', connect.clear);
      socket.once('close', connect.clear);
    });
    if (!stream) {
      request.once('response', (response) => resolve({ request, response }));
      request.end(text);
      return;
    }
    // An answer before the last byte (a refusal) stops the sending; the answer is still read.
    let answered = false;
    request.once('response', (response) => {
      answered = true;
      resolve({ request, response });
    });
    writeBody(request, stream.chunks(progress, req.signal), () => answered).catch((error: unknown) => {
      // Once answered, the answer is what counts (a refusal may close the connection under the body).
      if (answered) return;
      // A failing source (the file changed under the upload) fails the exchange with its own error.
      reject(error);
      request.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/**
 * Writes the body a chunk at a time, asking for the next only once the last is in the kernel (its
 * write's callback): the file is read only as fast as the socket takes it, and the source may reuse
 * one buffer. Fresh buffers per chunk cost a page fault per 4 KiB on a VM: sending an 83 MB archive
 * took 16k faults and ~0.4 s of CPU that way, against ~400 faults and 60 ms with one reused buffer.
 */
async function writeBody(
  request: ClientRequest,
  chunks: AsyncIterable<Uint8Array>,
  answered: () => boolean,
): Promise<void> {
  // A request destroyed meanwhile (an error, an abort) may never call back a write it buffered:
  // its close wakes the wait instead.
  let wake: (() => void) | undefined;
  request.once('close', () => wake?.());
  for await (const chunk of chunks) {
    if (answered() || request.destroyed) return;
    await new Promise<void>((done, fail) => {
      wake = done;
      request.write(chunk, (error) => (error ? fail(error) : done()));
    });
    wake = undefined;
  }
  if (!answered() && !request.destroyed) request.end();
}

/** The answer's headers, a repeated one as a list (so a second `Link` or `Set-Cookie` is not merged). */
function headersOf(response: IncomingMessage): Headers {
  const headers: Headers = {};
  for (const [name, values] of Object.entries(response.headersDistinct)) {
    if (values === undefined) continue;
    headers[name] = values.length === 1 ? values[0] : values;
  }
  return headers;
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
