/**
 * `fetch` over Node's own http client, for Octokit and GitLab's notes. undici's fetch (Octokit's
 * default, and Node's global one) parses answers with llhttp compiled to WebAssembly, which V8
 * re-compiles with TurboFan on a helper thread from the third answer on (~120 ms of CPU and ~35 MB a
 * run; the exit waits for it): a preview deploy that comments on its pull request paid that for a
 * handful of requests. Node's http parses natively, and the transport's agents honour the proxy the
 * environment names, which the global fetch does not.
 *
 * It does what Octokit asks of fetch: a method, string or byte body, headers, a signal, redirects
 * followed (the Authorization header dropped when one leaves the origin, as fetch does), and a
 * `Response` whose `url` is the last one asked. A network failure is a `TypeError` with the cause,
 * as fetch throws it, so Octokit reports the cause's message.
 */
import type { IncomingMessage } from 'node:http';
import { agentFor } from './agents.ts';

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** Statuses whose Response may not have a body. */
const NULL_BODY: ReadonlySet<number> = new Set([101, 204, 205, 304]);

interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly rawHeaders: readonly string[];
  readonly location: string | undefined;
  readonly body: Buffer;
}

export async function nodeHttpFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  let url = new URL(String(input));
  let method = (init.method ?? 'GET').toUpperCase();
  let body = bodyBytes(init.body);
  let headers = headerRecord(init.headers);
  for (let redirects = 0; ; redirects++) {
    const answer = await exchange(url, method, headers, body, init.signal ?? undefined);
    const follow =
      REDIRECTS.has(answer.status) && answer.location !== undefined && init.redirect !== 'manual';
    if (!follow) return responseOf(answer, url);
    if (init.redirect === 'error' || redirects >= MAX_REDIRECTS)
      throw new TypeError('fetch failed', {
        cause: new Error(`redirected from ${url.origin}${url.pathname}`),
      });
    const next = new URL(answer.location!, url);
    if (next.origin !== url.origin) headers = without(headers, ['authorization', 'cookie']);
    if (answer.status === 303 || (method === 'POST' && (answer.status === 301 || answer.status === 302))) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
      headers = without(headers, ['content-type', 'content-length']);
    }
    url = next;
  }
}

function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Uint8Array | undefined,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  // The platform client's pools: keep-alive, and the proxy the environment names, if any.
  const { agent, request } = agentFor(url);
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(url, {
      method,
      agent,
      headers: body === undefined ? headers : { ...headers, 'content-length': String(body.length) },
      ...(signal ? { signal } : {}),
    });
    const fail = (error: Error) =>
      reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }));
    sent.on('error', fail);
    sent.once('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          rawHeaders: response.rawHeaders,
          location: response.headers.location,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.end(body);
  });
}

function responseOf(answer: Answer, url: URL): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
    headers.append(answer.rawHeaders[index]!, answer.rawHeaders[index + 1]!);
  }
  const response = new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
  // A constructed Response has no URL of its own; fetch's is the last one asked.
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('nodeHttpFetch sends string or byte bodies only');
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers ?? {}).entries());
}

function without(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}
