import { ambientClock, type Clock } from '../clock.ts';
import { ConfigurationError } from '../errors.ts';
import { type ApiBase, buildUrl, insecureHttpWarning, parseApiUrl } from './base-url.ts';
import type { CallOptions, RawResponse } from './call.ts';
import { decodeBody, type JsonRecord, unwrap } from './decode.ts';
import { looksLikeWebPage } from './error-body.ts';
import { HtmlAnswerError, UnexpectedResponseError } from './errors.ts';
import { collectPages, type ListOptions } from './list.ts';
import { type Logger, scrubbingLogger, silentLogger } from './logger.ts';
import {
  DEFAULT_RATE_PER_SECOND,
  defaultBurst,
  PLATFORM_LIMIT_PER_SECOND,
  sharedBucketFor,
  TokenBucket,
} from './rate-limiter.ts';
import { apiRequestHeaders } from './request-headers.ts';
import type { AttemptDeps, RequestPlan, Stats } from './request-plan.ts';
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
import { CLIENT_TERMS, type SettingTerms } from './terms.ts';
import { headerValue, type StreamBody } from './transport.ts';
import { uploadedSourceUrl } from './upload.ts';
import { fileUploadBody, type GrowingArchive, type UploadForm } from './upload-body.ts';

export interface PlatformClientOptions {
  /** The platform's address: with or without `/api/v1`. */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** Plain http:// to a host other than this machine is accepted. */
  readonly allowInsecureHttp?: boolean;
  /** How the caller names these settings in what its errors tell people (default: the option names). */
  readonly terms?: SettingTerms;
  readonly logger?: Logger;
  /** Pace of all requests made with this key in this process (default 15/s; the platform allows 20). */
  readonly ratePerSecond?: number;
  /**
   * The platform's limit per key per second (default 20, the documented one). Requests in flight plus
   * those answered in the last second stay below it, whatever the pace; a platform that allows more
   * (or a local one started with a higher `rateLimit`) lets a faster `ratePerSecond` really run faster.
   */
  readonly platformLimitPerSecond?: number;
  /** Attempts per request, the first included (default 6). */
  readonly maxAttempts?: number;
  /** Attempts before a refused connection means the platform is down (default 3). */
  readonly maxConnectAttempts?: number;
  /** Per attempt, in total, for everything but uploads (default 30 s). */
  readonly requestTimeoutMs?: number;
  /**
   * An upload's attempt fails when no byte has moved either way for this long (default
   * `requestTimeoutMs`): a slow link that keeps moving is not cut off, a stalled one is.
   */
  readonly uploadProgressTimeoutMs?: number;
  /**
   * Epoch ms by which every request is over: the caller's deadline (a step's time, say).
   * Pacing waits, attempts, body reads, backoff and Retry-After waits all end there, with an error
   * saying the step's time ran out. Default: 5 minutes after each call starts.
   */
  readonly deadline?: number;
  /** The most bytes of an answer read (default 64 MiB); past it the body is dropped, not read on. */
  readonly maxResponseBytes?: number;
  /** The same for the log endpoints (`.../logs`), whose answers grow with the build (default 128 MiB). */
  readonly maxLogResponseBytes?: number;
  readonly signal?: AbortSignal;
  readonly userAgent?: string;
  /**
   * A clock of its own, for tests: with it the client paces itself with its own bucket instead of the
   * shared one. Without it every wait reads the current clock (src/clock.ts), whatever a test installed.
   */
  readonly clock?: Clock;
  readonly random?: () => number;
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
}

export type { CallOptions, RawResponse } from './call.ts';

export interface UploadResult {
  readonly sourceUrl: string;
  readonly raw: unknown;
}

const DEFAULT_CALL_BUDGET_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_LOG_RESPONSE_BYTES = 128 * 1024 * 1024;
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
  readonly #terms: SettingTerms;
  readonly #deps: AttemptDeps;
  readonly #stats: Stats = { requests: 0, retries: 0, rateLimited: 0 };
  /** Page-size parameters this platform refused with a 400 naming them: left out of later list reads. */
  readonly refusedQueryParams = new Set<string>();

  constructor(options: PlatformClientOptions) {
    this.#terms = options.terms ?? CLIENT_TERMS;
    this.base = parseApiUrl(options.apiUrl, { ...options, terms: this.#terms });
    checkTuning(options);
    const { key, shapeWarning } = checkApiKey(options.apiKey, this.#terms);
    this.#apiKey = key;
    this.#scrub = redactor(key);
    this.logger = scrubbingLogger(options.logger ?? silentLogger, this.#scrub);
    this.#options = options;
    const fingerprint = keyFingerprint(key);
    if (shapeWarning && !warnedKeys.has(fingerprint)) {
      warnedKeys.add(fingerprint);
      this.logger.warning(shapeWarning);
    }
    const insecure = insecureHttpWarning(this.base, this.#terms);
    if (insecure) this.logger.warning(insecure);
    this.#clock = options.clock ?? ambientClock;
    const rate = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
    const limit = options.platformLimitPerSecond ?? PLATFORM_LIMIT_PER_SECOND;
    const bucket = options.clock
      ? new TokenBucket({
          ratePerSecond: rate,
          burst: defaultBurst(rate),
          limitPerSecond: limit,
          clock: options.clock,
        })
      : sharedBucketFor(key, rate, limit);
    this.#deps = {
      clock: this.#clock,
      bucket,
      logger: this.logger,
      scrub: this.#scrub,
      origin: this.base.origin,
      apiRoot: this.base.root,
      terms: this.#terms,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      maxConnectAttempts: options.maxConnectAttempts ?? DEFAULT_MAX_CONNECT_ATTEMPTS,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      progressTimeoutMs: options.uploadProgressTimeoutMs ?? options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      callBudgetMs: DEFAULT_CALL_BUDGET_MS,
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

  /**
   * POST /uploads: streams a zip from disk, as multipart `file` (source.zip, application/zip) or, with
   * `form: 'raw'`, as the body itself; either way with its exact length, whatever the file's size, or
   * chunked while a growing zip is still being written.
   */
  async upload(
    filePath: string | GrowingArchive,
    options: { filename?: string; signal?: AbortSignal; form?: UploadForm } = {},
  ): Promise<UploadResult> {
    const route = routeFor('createUpload');
    const body = await fileUploadBody(filePath, {
      ...(options.form ? { form: options.form } : {}),
      ...(options.filename ? { filename: options.filename } : {}),
    });
    const url = buildUrl(this.base, route.path);
    const response = await this.send(
      route,
      url,
      { idempotent: true, ...(options.signal ? { signal: options.signal } : {}) },
      body,
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
  async send(route: RouteRow, url: string, options: CallOptions, upload?: StreamBody): Promise<RawResponse> {
    const headers = apiRequestHeaders(this.#apiKey, this.#options.userAgent);
    let body: string | StreamBody | undefined = upload;
    if (upload === undefined && options.body !== undefined) {
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
      ...this.#deadline(options.deadline),
      signals: [this.#options.signal, options.signal].filter((s): s is AbortSignal => s !== undefined),
      notFound: notFoundSubject(route, options.params ?? {}, options.query ?? {}),
      maxResponse: this.#maxResponse(route),
    };
    const response = await settle(plan, this.#deps);
    const type = headerValue(response.headers, 'content-type');
    // Read as text, a web page would decode as an empty record, and the run would go on to write
    // (an upload) to whatever serves it. Only a file's own content (its route says so) may be HTML.
    if (!route.answersFileContent && looksLikeWebPage(response.text, type)) {
      throw new HtmlAnswerError(
        plan.identity,
        `${route.method} ${route.path} answered an HTML page (HTTP ${response.status}), not the API's JSON: ${pageAddress(url)} is not under the platform's API.`,
      );
    }
    const decoded = decodeBody(response.text, type);
    return { status: response.status, headers: response.headers, body: decoded.body, text: response.text };
  }

  #deadline(callDeadline: number | undefined): Pick<RequestPlan, 'deadline' | 'deadlineSource'> {
    const candidates = [this.#options.deadline, callDeadline].filter((d): d is number => d !== undefined);
    return candidates.length > 0
      ? { deadline: Math.min(...candidates), deadlineSource: 'step' }
      : { deadline: this.#clock.now() + DEFAULT_CALL_BUDGET_MS, deadlineSource: 'budget' };
  }

  /** Log answers grow with the build, so they have a cap of their own. */
  #maxResponse(route: RouteRow): RequestPlan['maxResponse'] {
    return route.answersGrowingLog
      ? {
          bytes: this.#options.maxLogResponseBytes ?? DEFAULT_MAX_LOG_RESPONSE_BYTES,
          option: 'maxLogResponseBytes',
        }
      : { bytes: this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, option: 'maxResponseBytes' };
  }
}

function checkTuning(options: PlatformClientOptions): void {
  const positive: [string, number | undefined][] = [
    ['ratePerSecond', options.ratePerSecond],
    ['platformLimitPerSecond', options.platformLimitPerSecond],
    ['maxAttempts', options.maxAttempts],
    ['maxConnectAttempts', options.maxConnectAttempts],
    ['requestTimeoutMs', options.requestTimeoutMs],
    ['uploadProgressTimeoutMs', options.uploadProgressTimeoutMs],
    ['maxResponseBytes', options.maxResponseBytes],
    ['maxLogResponseBytes', options.maxLogResponseBytes],
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

/** Where the page came from, without a query or any userinfo. */
function pageAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
