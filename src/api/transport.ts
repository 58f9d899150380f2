import { Agent, type FormData, request } from 'undici';
import packageJson from '../../package.json' with { type: 'json' };

export const USER_AGENT = `platform-actions/${packageJson.version}`;

export type Headers = Record<string, string | string[] | undefined>;

export interface HttpRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
  readonly signal: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

let agent: Agent | undefined;

/** One connection pool for the whole process, so keep-alive connections are shared by every client. */
export function sharedAgent(): Agent {
  agent ??= new Agent({
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

/** One HTTP exchange; the whole body is read, since API responses are small JSON or log text. */
export async function sendOnce(req: HttpRequest): Promise<HttpResponse> {
  const response = await request(req.url, {
    dispatcher: sharedAgent(),
    method: req.method as 'GET',
    headers: req.headers,
    body: req.body,
    signal: req.signal,
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, text };
}

export function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
