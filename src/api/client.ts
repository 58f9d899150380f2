import type { FormData } from 'undici';
import { ConfigurationError } from '../errors.ts';
import type { AttemptDeps, RequestPlan, Stats } from './attempts.ts';
import { type ApiBase, buildUrl, parseApiUrl, type QueryValue } from './base-url.ts';
import { type Clock, realClock } from './clock.ts';
import { decodeBody, type JsonRecord, unwrap } from './decode.ts';
import { UnexpectedResponseError } from './errors.ts';
import { collectPages, type ListOptions } from './list.ts';
import { type Logger, scrubbingLogger, silentLogger } from './logger.ts';
import { defaultBurst, sharedBucketFor, TokenBucket } from './rate-limiter.ts';
import { notFoundSubject, singularKeysFor } from './resource-names.ts';
import {
  DEFAULT_BACKOFF,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_CONNECT_ATTEMPTS,
  isIdempotent,
} from './retry.ts';
import { type OperationName, type RouteRow, routeFor } from './routes.ts';
import { checkApiKey, keyFingerprint, redactor } from './secrets.ts';
import { settle } from './settle.ts';
import { type Headers, headerValue, USER_AGENT } from './transport.ts';
import { uploadedSourceUrl, zipFormData } from './upload.ts';

export interface PlatformClientOptions {
  /** The `api-url` input: with or without `/api/v1`. */
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly logger?: Logger;
  /** Pace of all requests made with this key in this process (default 15/s; the platform allows 20). */
  readonly ratePerSecond?: number;
  /** Attempts per request, the first included (default 6). */
  readonly maxAttempts?: number;
  /** Attempts before a refused connection means the platform is down (default 3). */
  readonly maxConnectAttempts?: number;
  /** Per attempt (default 30 s). */
  readonly requestTimeoutMs?: number;
  /** Epoch ms after which no retry starts (default: 5 minutes after each call starts). */
  readonly deadline?: number;
  readonly signal?: AbortSignal;
  readonly userAgent?: string;
  /** Fake time for tests; with it the client paces itself with its own bucket instead of the shared one. */
  readonly clock?: Clock;
  readonly sleep?: Clock['sleep'];
  readonly random?: () => number;
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
}

export interface CallOptions {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Marks a POST/PATCH as safe to repeat after an ambiguous failure. */
  readonly idempotent?: boolean;
  readonly signal?: AbortSignal;
  /** Epoch ms; the earlier of this and the client's deadline applies. */
  readonly deadline?: number;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Decoded JSON (not unwrapped), the text for non-JSON bodies, undefined when empty. */
  readonly body: unknown;
  readonly text: string;
}

export interface UploadResult {
  readonly sourceUrl: string;
  readonly raw: unknown;
}

const DEFAULT_CALL_BUDGET_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const warnedKeys = new Set<string>();

/** The one way the toolkit talks to the platform: paced, retried, decoded, and never leaking the key. */
export class PlatformClient {
  readonly base: ApiBase;
  /** Scrubs the key out of every line; resource modules log through it. */
  readonly logger: Logger;
  readonly #apiKey: string;
  readonly #scrub: (text: string) => string;
  readonly #options: PlatformClientOptions;
  readonly #clock: Clock;
  readonly #deps: AttemptDeps;
  readonly #stats: Stats = { requests: 0, retries: 0, rateLimited: 0 };

  constructor(options: PlatformClientOptions) {
    this.base = parseApiUrl(options.apiUrl);
    checkTuning(options);
    const { key, shapeWarning } = checkApiKey(options.apiKey);
    this.#apiKey = key;
    this.#scrub = redactor(key);
    this.logger = scrubbingLogger(options.logger ?? silentLogger, this.#scrub);
    this.#options = options;
    const fingerprint = keyFingerprint(key);
    if (shapeWarning && !warnedKeys.has(fingerprint)) {
      warnedKeys.add(fingerprint);
      this.logger.warning(shapeWarning);
    }
    const fake = options.clock ?? (options.sleep ? realClock : undefined);
    this.#clock = { ...(options.clock ?? realClock), ...(options.sleep ? { sleep: options.sleep } : {}) };
    const rate = options.ratePerSecond ?? undefined;
    const bucket = fake
      ? new TokenBucket({ ratePerSecond: rate ?? 15, burst: defaultBurst(rate ?? 15), clock: this.#clock })
      : sharedBucketFor(key, rate);
    this.#deps = {
      clock: this.#clock,
      bucket,
      logger: this.logger,
      scrub: this.#scrub,
      origin: this.base.origin,
      apiRoot: this.base.root,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      maxConnectAttempts: options.maxConnectAttempts ?? DEFAULT_MAX_CONNECT_ATTEMPTS,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      backoff: {
        baseDelayMs: options.backoffBaseMs ?? DEFAULT_BACKOFF.baseDelayMs,
        maxDelayMs: options.backoffMaxMs ?? DEFAULT_BACKOFF.maxDelayMs,
        random: options.random ?? DEFAULT_BACKOFF.random,
      },
      stats: this.#stats,
    };
  }

  /** The response body with any envelope removed: JSON, or text for text/plain. */
  async call(operation: OperationName, options: CallOptions = {}): Promise<unknown> {
    const route = routeFor(operation);
    const raw = await this.callRaw(operation, options);
    return unwrap(raw.body, singularKeysFor(route));
  }

  async callRaw(operation: OperationName, options: CallOptions = {}): Promise<RawResponse> {
    const route = routeFor(operation);
    const url = buildUrl(this.base, route.path, options.params, options.query);
    return this.send(route, url, options);
  }

  /** Every item of a list operation, following whatever pagination the platform uses. */
  async list(
    operation: OperationName,
    options: CallOptions = {},
    listOptions: ListOptions = {},
  ): Promise<JsonRecord[]> {
    const route = routeFor(operation);
    return collectPages(this, route, options, listOptions);
  }

  /** POST /uploads: streams a zip from disk as multipart `file` (source.zip, application/zip). */
  async upload(
    filePath: string,
    options: { filename?: string; signal?: AbortSignal } = {},
  ): Promise<UploadResult> {
    const route = routeFor('createUpload');
    const form = await zipFormData(filePath, options.filename);
    const url = buildUrl(this.base, route.path);
    const response = await this.send(
      route,
      url,
      { idempotent: true, ...(options.signal ? { signal: options.signal } : {}) },
      form,
    );
    const sourceUrl = uploadedSourceUrl(response.body);
    if (!sourceUrl) {
      throw new UnexpectedResponseError(
        { operation: route.operation, method: route.method, pathTemplate: route.path },
        `The upload succeeded but the response carried no source URL (looked for sourceTarballUrl, url, uploadUrl, sourceUrl; got ${describeShape(response.body)}).`,
        this.#scrub,
      );
    }
    return { sourceUrl, raw: response.body };
  }

  stats(): Stats {
    return { ...this.#stats };
  }

  /** Sends to an explicit URL (a pagination link) under a route's rules. Internal to src/api. */
  async send(route: RouteRow, url: string, options: CallOptions, form?: FormData): Promise<RawResponse> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#apiKey}`,
      'user-agent': this.#options.userAgent ?? USER_AGENT,
      accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
    };
    let body: string | FormData | undefined = form;
    if (form === undefined && options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const plan: RequestPlan = {
      identity: { operation: route.operation, method: route.method, pathTemplate: route.path },
      write: route.write,
      url,
      headers,
      ...(body === undefined ? {} : { body }),
      idempotent: isIdempotent(route.method, options.idempotent),
      deadline: this.#deadline(options.deadline),
      signals: [this.#options.signal, options.signal].filter((s): s is AbortSignal => s !== undefined),
      notFound: notFoundSubject(route, options.params ?? {}, options.query ?? {}),
    };
    const response = await settle(plan, this.#deps);
    const decoded = decodeBody(response.text, headerValue(response.headers, 'content-type'));
    return { status: response.status, headers: response.headers, body: decoded.body, text: response.text };
  }

  #deadline(callDeadline: number | undefined): number {
    const candidates = [this.#options.deadline, callDeadline].filter((d): d is number => d !== undefined);
    return candidates.length > 0 ? Math.min(...candidates) : this.#clock.now() + DEFAULT_CALL_BUDGET_MS;
  }
}

function checkTuning(options: PlatformClientOptions): void {
  const positive: [string, number | undefined][] = [
    ['ratePerSecond', options.ratePerSecond],
    ['maxAttempts', options.maxAttempts],
    ['maxConnectAttempts', options.maxConnectAttempts],
    ['requestTimeoutMs', options.requestTimeoutMs],
  ];
  for (const [name, value] of positive) {
    if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
      throw new ConfigurationError(`${name} must be a positive number (got ${value}).`);
    }
  }
}

/** Top-level keys only: values may be anything, including secrets the platform echoed. */
export function describeShape(body: unknown): string {
  if (body === undefined) return 'an empty body';
  if (Array.isArray(body)) return `an array of ${body.length}`;
  if (typeof body === 'object' && body !== null)
    return `an object with keys ${Object.keys(body).slice(0, 10).join(', ') || '(none)'}`;
  return `a ${typeof body}`;
}
