import { formatBytes } from '../bytes.ts';
import type { PlatformErrorDetail } from './error-body.ts';
import type { NamedThing, NotFoundSubject } from './resource-names.ts';
import { CLIENT_TERMS, type SettingTerms } from './terms.ts';

/** Which request went wrong; every platform error carries it. */
export interface RequestIdentity {
  readonly operation: string;
  readonly method: string;
  /** The route's template, e.g. `/projects/{id}`: never the concrete path, which may hold names. */
  readonly pathTemplate: string;
}

type Scrub = (text: string) => string;
const keep: Scrub = (text) => text;

/**
 * Base of everything the client throws about the platform. Messages pass through the client's
 * scrubber before `super()`, so neither `message` nor `stack` can carry the API key.
 */
export class PlatformError extends Error {
  override readonly name: string = 'PlatformError';
  readonly operation: string;
  readonly method: string;
  readonly pathTemplate: string;
  constructor(identity: RequestIdentity, message: string, scrub: Scrub = keep) {
    super(scrub(message));
    this.operation = identity.operation;
    this.method = identity.method;
    this.pathTemplate = identity.pathTemplate;
  }
}

export interface ApiErrorInit extends RequestIdentity, PlatformErrorDetail {
  readonly status: number;
  /** One sentence saying what to do about it. */
  readonly hint: string;
  readonly attempts: number;
  readonly requestId?: string;
  /** What a 404 means for this route (the project `p1`), when the route names something. */
  readonly notFound?: NotFoundSubject;
  /** The hint says what the platform's message says (a read key on a write): the message shows it once. */
  readonly hintRestatesMessage?: boolean;
}

/** The platform answered with an error status (after retries, for the retryable ones). */
export class PlatformApiError extends PlatformError {
  override readonly name: string = 'PlatformApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly platformMessage: string | undefined;
  readonly field: string | undefined;
  readonly hint: string;
  readonly attempts: number;
  readonly requestId: string | undefined;
  /** What was not found, as data: a caller tells which of its values the platform lacks. */
  readonly notFound: NotFoundSubject | undefined;
  readonly #init: ApiErrorInit;
  readonly #scrub: Scrub;
  constructor(init: ApiErrorInit, scrub: Scrub = keep) {
    super(init, apiErrorMessage(init), scrub);
    this.#init = init;
    this.#scrub = scrub;
    this.status = init.status;
    this.code = init.code && scrub(init.code);
    this.platformMessage = init.message && scrub(init.message);
    this.field = init.field && scrub(init.field);
    this.hint = scrub(init.hint);
    this.attempts = init.attempts;
    this.requestId = init.requestId;
    this.notFound = init.notFound && scrubSubject(init.notFound, scrub);
  }

  /** The same answer with another hint, from a caller that knows better what to do about it. */
  withHint(hint: string): PlatformApiError {
    return new PlatformApiError({ ...this.#init, hint }, this.#scrub);
  }
}

function scrubSubject({ thing, within }: NotFoundSubject, scrub: Scrub): NotFoundSubject {
  const clean = (named: NamedThing) => ({ noun: named.noun, value: scrub(named.value) });
  return { thing: clean(thing), ...(within === undefined ? {} : { within: clean(within) }) };
}

function apiErrorMessage(init: ApiErrorInit): string {
  const code = init.code ? ` [${init.code}]` : '';
  const said = init.message && !init.hintRestatesMessage ? `: ${init.message}` : '';
  const fieldNote = init.field ? ` (field "${init.field}")` : '';
  const request = init.requestId ? ` (request id ${init.requestId})` : '';
  return `${init.operation} (${init.method} ${init.pathTemplate}) failed with HTTP ${init.status}${code}${said}${fieldNote}. ${init.hint}${request}`;
}

/** Nothing listens at the platform's address (refused, unknown host): retrying longer will not help. */
export class PlatformUnreachableError extends PlatformError {
  override readonly name: string = 'PlatformUnreachableError';
  readonly origin: string;
  readonly code: string | undefined;
  constructor(
    identity: RequestIdentity,
    origin: string,
    reason: string,
    code?: string,
    scrub: Scrub = keep,
    terms: SettingTerms = CLIENT_TERMS,
  ) {
    super(
      identity,
      `The platform at ${origin} is unreachable (${reason}) during ${identity.operation}; check that ${terms.url} is right and the platform is up.`,
      scrub,
    );
    this.origin = origin;
    this.code = code;
  }
}

/**
 * A non-idempotent request (POST/PATCH) failed after it was sent: the platform may or may not have
 * acted on it. It is not repeated, so callers should look at the platform's state before acting again.
 */
export class AmbiguousRequestError extends PlatformError {
  override readonly name: string = 'AmbiguousRequestError';
  readonly code: string | undefined;
  constructor(identity: RequestIdentity, reason: string, code?: string, scrub: Scrub = keep) {
    super(
      identity,
      `${identity.operation} (${identity.method} ${identity.pathTemplate}) may or may not have taken effect: the connection failed after the request was sent (${reason}). It was not repeated so it cannot happen twice; check the platform's state before trying again.`,
      scrub,
    );
    this.code = code;
  }
}

/** A retryable request kept failing at the network level (resets, timeouts) until attempts or time ran out. */
export class PlatformNetworkError extends PlatformError {
  override readonly name: string = 'PlatformNetworkError';
  readonly code: string | undefined;
  readonly attempts: number;
  constructor(
    identity: RequestIdentity,
    reason: string,
    attempts: number,
    code?: string,
    scrub: Scrub = keep,
  ) {
    super(
      identity,
      `${identity.operation} (${identity.method} ${identity.pathTemplate}) failed after ${attempts} attempt(s): ${reason}. The platform is not answering reliably; try again later.`,
      scrub,
    );
    this.code = code;
    this.attempts = attempts;
  }
}

export interface DeadlineInit {
  /** `step`: a deadline the caller set (the step's time); `budget`: the client's own limit for one call. */
  readonly source: 'step' | 'budget';
  readonly budgetMs: number;
  /** Attempts sent; 0 when time ran out before the first could start. */
  readonly attempts: number;
  /** Why the last attempt failed, or what the wait was for. */
  readonly lastFailure: string | undefined;
  /** Cut off in flight and not safe to repeat: the platform may have acted on it. */
  readonly maybeApplied: boolean;
  /** How the caller gives a call more time (a step's `timeout`, say), named when its deadline ran out. */
  readonly moreTime?: string;
}

/**
 * The request could not finish before its deadline: an attempt, a body read, a backoff or a wait the
 * platform asked for would have run past it. Not retried: whatever would come next is past it too.
 */
export class DeadlineExceededError extends PlatformError {
  override readonly name: string = 'DeadlineExceededError';
  /** Which limit was hit: the caller's deadline (`step`) or the client's own for one call (`budget`). */
  readonly source: DeadlineInit['source'];
  /** The client's own limit for one call, in ms. */
  readonly budgetMs: number;
  readonly attempts: number;
  readonly maybeApplied: boolean;
  constructor(identity: RequestIdentity, init: DeadlineInit, scrub: Scrub = keep) {
    super(identity, deadlineMessage(identity, init), scrub);
    this.source = init.source;
    this.budgetMs = init.budgetMs;
    this.attempts = init.attempts;
    this.maybeApplied = init.maybeApplied;
  }
}

function deadlineMessage(identity: RequestIdentity, init: DeadlineInit): string {
  const request = `${identity.operation} (${identity.method} ${identity.pathTemplate})`;
  const tried = init.attempts > 0 ? ` after ${init.attempts} attempt(s)` : ' before it could be sent';
  const last = init.lastFailure ? ` (${init.lastFailure})` : '';
  const inFlight = init.maybeApplied
    ? " It was cut off in flight, so it may or may not have taken effect; check the platform's state before trying again."
    : '';
  if (init.source === 'step') {
    return `${request} could not finish before the step's deadline: the step's time ran out${tried}${last}.${inFlight} Give the step more time with ${init.moreTime ?? CLIENT_TERMS.moreTime}, or run again when the platform answers faster.`;
  }
  const minutes = Math.round(init.budgetMs / 60_000);
  return `${request} could not finish within ${minutes} minute(s), the most one call may take${tried}${last}.${inFlight} The platform is not answering in time; run again later.`;
}

/**
 * An answer larger than the client reads (its `maxResponseBytes`, or `maxLogResponseBytes` for logs).
 * Its body was destroyed, not read to the end: an endless answer must not fill the runner's memory.
 */
export class ResponseTooLargeError extends PlatformError {
  override readonly name: string = 'ResponseTooLargeError';
  /** Which limit was hit: the most bytes read, and the client option that sets it. */
  readonly limit: number;
  readonly limitOption: string;
  /** What the answer announced (its Content-Length), when it did. */
  readonly announced: number | undefined;
  constructor(
    identity: RequestIdentity,
    limit: number,
    announced: number | undefined,
    option: string,
    scrub: Scrub = keep,
    terms: SettingTerms = CLIENT_TERMS,
  ) {
    const said = announced === undefined ? '' : ` (it announced ${formatBytes(announced)})`;
    super(
      identity,
      `${identity.operation} (${identity.method} ${identity.pathTemplate}): the platform's answer is larger than ${formatBytes(limit)}${said}, so it was not read to the end. No API answer should be this large: check that ${terms.url} points at the platform (the limit is the client's \`${option}\` option).`,
      scrub,
    );
    this.limit = limit;
    this.limitOption = option;
    this.announced = announced;
  }
}

/** The platform answered 2xx, but without something the caller cannot do without (an id, a URL). */
export class UnexpectedResponseError extends PlatformError {
  override readonly name: string = 'UnexpectedResponseError';
}

/** A 2xx whose body is a web page: the request reached a site (a dashboard, a login), not the API. */
export class HtmlAnswerError extends UnexpectedResponseError {
  override readonly name: string = 'HtmlAnswerError';
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
