import { createReadStream } from 'node:fs';
import { Agent, request } from 'undici';
import { classifyNetworkError, mayRetryStatus, parseRetryAfter, retryDelay } from '../api/retry.ts';
import { currentClock } from '../clock.ts';
import { Semaphore } from '../concurrency.ts';
import { HttpStatusError } from '../errors.ts';

/**
 * PUTs of object bytes to presigned storage URLs. They go to storage, not the API, so they do not
 * count against the API's 20 requests/s; `concurrency` bounds them instead. A PUT of the same bytes
 * to the same URL is idempotent, so it is retried under the API client's policy (src/api/retry.ts):
 * the same retryable statuses and Retry-After, and no retry where the address itself is wrong.
 * Bodies are streamed from disk (a byte range for multipart parts), opened anew for every attempt.
 */
export interface ByteRange {
  readonly path: string;
  /** First byte. */
  readonly start: number;
  readonly length: number;
}

export interface StorageOptions {
  readonly concurrency: number;
  readonly maxAttempts?: number;
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
  readonly signal?: AbortSignal;
  /** Told about each retry, for the log. */
  readonly onRetry?: (what: string, attempt: number, reason: string, delayMs: number) => void;
}

/** `status` is undefined for a network failure. */
export class StorageError extends HttpStatusError {
  override readonly name = 'StorageError';
}

export interface StorageStats {
  requests: number;
  retries: number;
  bytes: number;
}

/** A PUT is idempotent: repeating it after any retryable answer stores the same bytes. */
const retryable = (status: number | undefined) => status !== undefined && mayRetryStatus(status, true);

export class StorageUploader {
  readonly stats: StorageStats = { requests: 0, retries: 0, bytes: 0 };
  readonly #agent: Agent;
  readonly #slots: Semaphore;
  readonly #options: StorageOptions;

  constructor(options: StorageOptions) {
    this.#options = options;
    this.#slots = new Semaphore(options.concurrency);
    this.#agent = new Agent({ connections: options.concurrency, keepAliveTimeout: 10_000 });
  }

  /** Uploads `range` to `url`; returns the ETag storage answered (quotes removed), if any. */
  put(
    what: string,
    url: string,
    headers: Readonly<Record<string, string>>,
    range: ByteRange,
  ): Promise<string | undefined> {
    return this.#slots.use(() => this.#putWithRetries(what, url, headers, range));
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }

  async #putWithRetries(
    what: string,
    url: string,
    headers: Readonly<Record<string, string>>,
    range: ByteRange,
  ) {
    const { signal } = this.#options;
    const maxAttempts = this.#options.maxAttempts ?? 5;
    const backoff = {
      baseDelayMs: this.#options.backoffBaseMs ?? 500,
      maxDelayMs: this.#options.backoffMaxMs ?? 10_000,
      random: Math.random,
    };
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      let failure: StorageError;
      let retryAfter: number | undefined;
      try {
        this.stats.requests++;
        const response = await request(url, {
          method: 'PUT',
          dispatcher: this.#agent,
          headers: { ...headers, 'content-length': String(range.length) },
          body: range.length === 0 ? '' : createReadStream(range.path, rangeOf(range)),
          ...(signal ? { signal } : {}),
        });
        const text = await response.body.text();
        if (response.statusCode < 300) {
          this.stats.bytes += range.length;
          const etag = response.headers.etag;
          return (Array.isArray(etag) ? etag[0] : etag)?.replace(/^(W\/)?"|"$/g, '');
        }
        failure = new StorageError(
          `storage answered HTTP ${response.statusCode} to the PUT of ${what}${detail(text)}`,
          response.statusCode,
        );
        if (!retryable(response.statusCode)) throw failure;
        retryAfter = parseRetryAfter(response.headers['retry-after'], currentClock().now());
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof StorageError && !retryable(error.status)) throw error;
        if (error instanceof StorageError) failure = error;
        else {
          failure = new StorageError(`the PUT of ${what} failed: ${reasonOf(error)}`);
          if (classifyNetworkError(error).kind === 'fatal') throw failure;
        }
      }
      if (attempt >= maxAttempts) {
        throw new StorageError(`${failure.message} (gave up after ${attempt} attempts)`, failure.status);
      }
      const delay = retryDelay(attempt, retryAfter, backoff);
      this.stats.retries++;
      this.#options.onRetry?.(what, attempt, failure.message, delay);
      await currentClock().sleep(delay, signal);
    }
  }
}

function rangeOf(range: ByteRange): { start: number; end: number } {
  return { start: range.start, end: range.start + range.length - 1 };
}

function detail(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return '';
  return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed}`;
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}
