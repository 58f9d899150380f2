import type { Clock } from '../clock.ts';
import type { RequestIdentity } from './errors.ts';
import type { Logger } from './logger.ts';
import type { TokenBucket } from './rate-limiter.ts';
import type { NotFoundSubject } from './resource-names.ts';
import type { BackoffOptions } from './retry.ts';
import type { SettingTerms } from './terms.ts';
import type { RequestTarget } from './transport.ts';

/** One logical request, which may take several attempts. */
export interface RequestPlan extends RequestTarget {
  readonly identity: RequestIdentity;
  readonly write: boolean;
  readonly idempotent: boolean;
  /** Epoch ms by which the request is over, whatever it is doing: waiting its turn, sending, reading, backing off. */
  readonly deadline: number;
  /** `step`: the caller set the deadline (the step's time); `budget`: the client's own limit for one call. */
  readonly deadlineSource: 'step' | 'budget';
  readonly signals: readonly AbortSignal[];
  /** What a 404 means for this request: the project `abc`, say. */
  readonly notFound: NotFoundSubject | undefined;
  /** The most bytes of an answer to read, and the client option that sets it (the error names it). */
  readonly maxResponse: { readonly bytes: number; readonly option: string };
}

export interface Stats {
  requests: number;
  retries: number;
  rateLimited: number;
}

export interface AttemptDeps {
  readonly clock: Clock;
  readonly bucket: TokenBucket;
  readonly logger: Logger;
  readonly scrub: (text: string) => string;
  readonly origin: string;
  readonly apiRoot: string;
  /** The caller's names for the client's settings, for the sentences of its errors. */
  readonly terms: SettingTerms;
  readonly maxAttempts: number;
  readonly maxConnectAttempts: number;
  /** Per attempt, in total, for everything but uploads. */
  readonly requestTimeoutMs: number;
  /** For uploads: how long no byte may move, either way, before the attempt counts as stalled. */
  readonly progressTimeoutMs: number;
  /** The deadline of a call that was given none (named when it runs out). */
  readonly callBudgetMs: number;
  readonly backoff: BackoffOptions;
  readonly stats: Stats;
}
