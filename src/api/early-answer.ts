/**
 * One GET sent before the client is loaded, so a bundle's first request leaves while the rest of the
 * bundle still compiles (a deploy's project lookup: the answer comes back over the network
 * meanwhile). It goes through the process's shared pool (agents.ts), so the client's next request
 * reuses its connection; the client and the action's other modules are not needed for that. The client's first attempt at exactly that GET (same URL, same
 * Authorization) takes the answer instead of sending again. Nothing here logs or throws: an early GET
 * that fails, times out or answers 429 or 5xx is forgotten, and the attempt sends its own request, so
 * the client's retries, messages and redaction stay the only ones.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { agentFor } from './agents.ts';

interface EarlyAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/** Answers larger than this are not kept (a project is a few hundred bytes); the attempt asks again. */
const MAX_EARLY_BYTES = 1024 * 1024;
/** An early GET unanswered by then is dropped; the attempt's own request has its own timeout. */
const EARLY_TIMEOUT_MS = 30_000;
/** How long the bundle waits for the early GET to be written before loading the rest of itself. */
const WRITE_WAIT_MS = 20;

const pending = new Map<string, Promise<EarlyAnswer | undefined>>();

const keyOf = (url: string, authorization: string | undefined) => `${url}\n${authorization ?? ''}`;

/**
 * Sends `GET url` now with these headers (they must be the ones the client will send, Authorization
 * included) and keeps its answer for the first attempt at the same request. Only for a URL the
 * client's own rules accepted (parseApiUrl), since the headers carry the key.
 */
export function sendEarlyGet(
  url: string,
  headers: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const target = new URL(url);
  // The client's own pool: its connection is kept for the client's next request, and a proxy the
  // environment names is used as the client would use it.
  const { agent, request } = agentFor(target, env);
  const written = Promise.withResolvers<void>();
  const answer = new Promise<EarlyAnswer | undefined>((resolve) => {
    const sent = request(target, { method: 'GET', headers, agent, timeout: EARLY_TIMEOUT_MS }, (response) => {
      readAnswer(response).then(resolve, () => resolve(undefined));
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => {
      resolve(undefined);
      written.resolve();
    });
    sent.on('finish', () => written.resolve());
    sent.end();
  });
  pending.set(keyOf(url, headers.authorization), answer);
  // Compiling the rest of the bundle holds the thread: the request is written first, unless the
  // connection takes longer than that (a distant or TLS server), when compiling overlaps the wait.
  const cap = setTimeout(() => written.resolve(), WRITE_WAIT_MS);
  return written.promise.finally(() => clearTimeout(cap));
}

async function readAnswer(response: IncomingMessage): Promise<EarlyAnswer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_EARLY_BYTES) {
      response.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  const status = response.statusCode ?? 0;
  // What a retry would be asked to do again is not kept: the attempt sends the request itself.
  if (status === 429 || status >= 500 || status < 200) return undefined;
  return { status, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The early answer to this GET, once: undefined at once when none was sent for it (no wait, so a run
 * without a prelude schedules exactly as before); a promise of undefined when it failed (the caller
 * then sends the request itself). Stops waiting when `signal` aborts.
 */
export function takeEarlyAnswer(
  url: string,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<EarlyAnswer | undefined> | undefined {
  const key = keyOf(url, headers.authorization);
  const answer = pending.get(key);
  if (answer === undefined) return undefined;
  pending.delete(key);
  if (signal.aborted) return undefined;
  const { promise: aborted, resolve } = Promise.withResolvers<undefined>();
  signal.addEventListener('abort', () => resolve(undefined), { once: true });
  return Promise.race([answer, aborted]);
}
