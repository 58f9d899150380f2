import { request } from 'undici';
import { clockTimeout, currentClock } from '../clock.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { formatDuration } from '../render/deploy-status.ts';

export interface LiveCheckSpec {
  /** Paths appended to the live URL, each starting with `/` (validated by the inputs). */
  readonly paths: readonly string[];
  readonly status: number;
  readonly contains?: string;
  /** How long all the paths together may retry before the ones still failing count as failed. */
  readonly timeoutMs: number;
}

export interface LiveCheckOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Epoch ms when the step's `timeout` runs out: no attempt outlasts it, nor `timeoutMs`. */
  readonly stepDeadline?: number;
}

export interface LiveCheckResult {
  readonly path: string;
  readonly url: string;
  readonly passed: boolean;
  /** What the last attempt got: `200`, `200 without the text`, `connection failed: …`. */
  readonly got: string;
  readonly attempts: number;
  /** From the start of the checks to this path's last attempt. */
  readonly elapsedMs: number;
}

/** First wait between attempts of one path, doubled each time up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 10_000;
/** What a last try just before the deadline is left to be answered in, at most. */
const LAST_TRY_MS = 1_000;
/** One attempt's bound: a site that hangs must not use the whole check-timeout on one try. */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** Only this much of a body is searched for `contains`: a check reads a page, not a download. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The live URL and a path, joined as text so the URL's own path (e.g. `/sites/<project>`) is kept. */
export function checkUrl(liveUrl: string, path: string): string {
  const base = new URL(liveUrl);
  base.search = '';
  base.hash = '';
  return `${base.href.replace(/\/+$/, '')}${path}`;
}

async function readCapped(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const room = MAX_BODY_BYTES - size;
    chunks.push(Buffer.from(chunk.subarray(0, room)));
    size += Math.min(chunk.length, room);
    if (size >= MAX_BODY_BYTES) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One GET, given `boundMs` at most: undefined when it passes, else what it got instead. */
async function attempt(url: string, spec: LiveCheckSpec, signal: AbortSignal | undefined, boundMs: number) {
  const timeout = clockTimeout(boundMs);
  try {
    const response = await request(url, {
      method: 'GET',
      headers: { 'cache-control': 'no-cache' },
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const needsBody = response.statusCode === spec.status && spec.contains !== undefined;
    const body = needsBody ? await readCapped(response.body) : '';
    if (!needsBody) await response.body.dump();
    if (response.statusCode !== spec.status) return `${response.statusCode}`;
    if (spec.contains !== undefined && !body.includes(spec.contains))
      return `${response.statusCode} without the text`;
    return undefined;
  } catch (error) {
    if (signal?.aborted) throw error;
    return timeout.signal.aborted
      ? `no answer in ${formatDuration(boundMs)}`
      : `request failed: ${errorMessage(error)}`;
  } finally {
    timeout.clear();
  }
}

async function checkPath(
  liveUrl: string,
  path: string,
  spec: LiveCheckSpec,
  startedAt: number,
  deadline: number,
  options: LiveCheckOptions,
): Promise<LiveCheckResult> {
  const clock = currentClock();
  const url = checkUrl(liveUrl, path);
  let delay = FIRST_RETRY_DELAY_MS;
  let last: Omit<LiveCheckResult, 'path' | 'url' | 'passed'> = {
    got: "not checked: no time was left of `check-timeout` or the step's `timeout`",
    attempts: 0,
    elapsedMs: clock.now() - startedAt,
  };
  let lastTry = false;
  for (let attempts = 1; ; attempts++) {
    const boundMs = Math.min(ATTEMPT_TIMEOUT_MS, deadline - clock.now());
    if (boundMs <= 0) return { path, url, passed: false, ...last };
    const failure = await attempt(url, spec, options.signal, boundMs);
    const elapsedMs = clock.now() - startedAt;
    if (failure === undefined) return { path, url, passed: true, got: `${spec.status}`, attempts, elapsedMs };
    last = { got: failure, attempts, elapsedMs };
    const left = deadline - clock.now();
    if (left <= 0 || lastTry) return { path, url, passed: false, ...last };
    options.logger.info(`Check of ${path} got ${failure}; trying again.`);
    // A wait that reaches the deadline ends early enough for one last try to be answered in.
    lastTry = delay >= left;
    await clock.sleep(lastTry ? left - Math.min(LAST_TRY_MS, left / 2) : delay, options.signal);
    delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
  }
}

/**
 * Fetches each path of the live site until it answers as expected or `timeoutMs` has passed, on the
 * one clock (a new deployment may take a moment to be served everywhere). The paths are checked side
 * by side within the one window, so each gets all of it and the checks end within `timeoutMs` (and
 * the step's deadline) however many paths never answer; every attempt is bounded by what is left
 * of both. The results come back in the order given.
 */
export async function runLiveChecks(
  liveUrl: string,
  spec: LiveCheckSpec,
  options: LiveCheckOptions,
): Promise<LiveCheckResult[]> {
  const startedAt = currentClock().now();
  const deadline = Math.min(startedAt + spec.timeoutMs, options.stepDeadline ?? Number.POSITIVE_INFINITY);
  return Promise.all(
    spec.paths.map(async (path) => {
      const result = await checkPath(liveUrl, path, spec, startedAt, deadline, options);
      options.logger.info(
        `Check ${path}: ${result.passed ? 'passed' : `failed, got ${result.got}`} after ${result.attempts} attempt(s).`,
      );
      return result;
    }),
  );
}

/** What a path was expected to answer, for messages and the summary. */
export function expectation(spec: Pick<LiveCheckSpec, 'status' | 'contains'>): string {
  return spec.contains === undefined ? `${spec.status}` : `${spec.status} containing "${spec.contains}"`;
}
