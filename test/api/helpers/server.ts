import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** The raw request target, e.g. `/api/v1/projects/a%20b?x=1` (not decoded). */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** Arrival time, ms since the server started. */
  readonly at: number;
}

/** Answers one request (writing to `res`, or not at all); `n` counts from 1. Its return value is ignored. */
export type Script = (req: RecordedRequest, res: ServerResponse, n: number) => unknown;

export interface TestServer {
  readonly origin: string;
  /** `origin/api/v1`, what users put in api-url. */
  readonly apiUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a random port, answering by script after reading the whole body. */
export async function startServer(script: Script, port = 0): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const started = performance.now();
  const server: Server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://x');
      const req: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
        at: performance.now() - started,
      };
      requests.push(req);
      Promise.resolve(script(req, res, requests.length)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 599, { error: { message: String(error) } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${actual}`;
  return {
    origin,
    apiUrl: `${origin}/api/v1`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Closes the connection without answering: the request was received, its outcome is unknown to the client. */
export function dropConnection(res: ServerResponse): void {
  res.socket?.destroy();
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(text);
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fresh well-formed key, so tests never share the process-wide rate-limit bucket. */
export function testKey(): string {
  return `test_pk_${randomBytes(8).toString('hex')}`;
}

export const CANARY_KEY = 'plat_pk_CANARY123secret';
