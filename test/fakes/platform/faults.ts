import type { OperationName } from '../../../src/api/routes.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Fault injection: rules that make the next matching requests fail the ways real networks and
 * gateways do, so clients can be tested for retries, timeouts and duplicate-write safety.
 */

export interface FaultMatch {
  /** An API operation, or 'storage' for the storage endpoint (uploads' bytes, CDN PUTs). */
  operation?: OperationName | 'storage';
  method?: string;
  /** Path glob without /api/v1 (`*` one segment, `**` any rest), e.g. '/projects/*\/deployments'; or a RegExp. */
  path?: string | RegExp;
}

export interface FaultAction {
  /** Answer this status instead of processing (the request has no effect). */
  status?: number;
  /** With `status`: an HTML error page, as a gateway would send, instead of a JSON error. */
  html?: boolean;
  /** With status 429: Retry-After seconds (default 1); null leaves the header out. */
  retryAfter?: number | null;
  /** With status 429: send Retry-After as an HTTP-date instead of seconds. */
  retryAfterDate?: boolean;
  /** Wait this long before processing, then answer normally. */
  delayMs?: number;
  /**
   * 'before-body': destroy the socket before reading the request (no effect).
   * 'after-body': process the request (the effect happens), then destroy the socket without answering.
   * 'mid-body': process, send the headers and half the body, then destroy the socket.
   */
  drop?: 'before-body' | 'after-body' | 'mid-body';
  /** Process, then send a complete response whose JSON is cut in half. */
  truncateJson?: boolean;
  /** Process, then send a complete response whose body is not JSON at all. */
  invalidJson?: boolean;
  /**
   * Read a streamed request body (POST /uploads) at this many bytes per second of platform time,
   * then answer normally: a slow link or a slow server. A tiny rate (1) is a server that stops reading.
   */
  readBytesPerSecond?: number;
  /**
   * Read this many bytes of a streamed request body (POST /uploads), then destroy the socket: the
   * connection breaks mid-upload and nothing is stored.
   */
  cutRequestAfterBytes?: number;
  /**
   * Change the byte at this offset of a streamed request body (POST /uploads) before the platform
   * reads it, as a broken proxy or a flipped bit would: the platform stores, and names, other bytes
   * than were sent.
   */
  flipRequestByteAt?: number;
}

export interface FaultRule extends FaultMatch, FaultAction {
  /** Fault only the next N matching requests. */
  times?: number;
  /** Fault each matching request with this probability (seeded, so runs repeat). */
  rate?: number;
}

export interface FaultHandle {
  readonly id: number;
  /** How many requests this rule has faulted so far. */
  readonly hits: number;
  remove(): void;
}

export interface FaultTarget {
  operation: OperationName | 'storage' | undefined;
  method: string;
  path: string;
}

/** The action taken for one request, with a short label for the request log. */
export type AppliedFault = FaultAction & { label: string };

interface ActiveRule {
  id: number;
  rule: FaultRule;
  pattern: RegExp | undefined;
  remaining: number;
  hits: number;
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

function describe(rule: FaultRule): string {
  if (rule.drop) return `drop:${rule.drop}`;
  if (rule.truncateJson) return 'truncate-json';
  if (rule.invalidJson) return 'invalid-json';
  if (rule.status !== undefined) return `status:${rule.status}${rule.html ? ':html' : ''}`;
  if (rule.readBytesPerSecond !== undefined) return `slow-read:${rule.readBytesPerSecond}B/s`;
  if (rule.cutRequestAfterBytes !== undefined) return `cut-request:${rule.cutRequestAfterBytes}B`;
  if (rule.flipRequestByteAt !== undefined) return `flip-request-byte:${rule.flipRequestByteAt}`;
  return `delay:${rule.delayMs}ms`;
}

function validate(rule: FaultRule): void {
  const actions = [
    rule.status !== undefined,
    rule.delayMs !== undefined,
    rule.drop !== undefined,
    !!rule.truncateJson,
    !!rule.invalidJson,
    rule.readBytesPerSecond !== undefined,
    rule.cutRequestAfterBytes !== undefined,
    rule.flipRequestByteAt !== undefined,
  ];
  if (actions.filter(Boolean).length !== 1) {
    throw new Error(
      'a fault rule needs exactly one action: status, delayMs, drop, truncateJson, invalidJson, readBytesPerSecond, cutRequestAfterBytes or flipRequestByteAt',
    );
  }
  if (rule.readBytesPerSecond !== undefined && !(rule.readBytesPerSecond > 0))
    throw new Error('fault readBytesPerSecond must be above 0');
  if (rule.cutRequestAfterBytes !== undefined && !(rule.cutRequestAfterBytes >= 0))
    throw new Error('fault cutRequestAfterBytes must be 0 or more');
  if (
    rule.flipRequestByteAt !== undefined &&
    !(Number.isInteger(rule.flipRequestByteAt) && rule.flipRequestByteAt >= 0)
  )
    throw new Error('fault flipRequestByteAt must be an integer, 0 or more');
  if (!rule.operation && !rule.method && !rule.path)
    throw new Error('a fault rule needs operation, method or path');
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) {
    throw new Error('fault rule times must be a positive integer');
  }
  if (rule.rate !== undefined && !(rule.rate >= 0 && rule.rate <= 1))
    throw new Error('fault rule rate must be in 0..1');
  if (rule.status !== undefined && (rule.status < 100 || rule.status > 599))
    throw new Error('fault status must be an HTTP status');
}

export class FaultInjector {
  private rules: ActiveRule[] = [];
  private nextId = 1;
  private random: () => number;

  constructor(seed = 1) {
    this.random = seededRandom(seed);
  }

  add(rule: FaultRule): FaultHandle {
    validate(rule);
    const pattern =
      rule.path === undefined
        ? undefined
        : typeof rule.path === 'string'
          ? globToRegExp(rule.path)
          : rule.path;
    const active: ActiveRule = {
      id: this.nextId++,
      rule,
      pattern,
      remaining: rule.times ?? Number.POSITIVE_INFINITY,
      hits: 0,
    };
    this.rules.push(active);
    return {
      id: active.id,
      get hits() {
        return active.hits;
      },
      remove: () => {
        this.rules = this.rules.filter((entry) => entry !== active);
      },
    };
  }

  clear(): void {
    this.rules = [];
  }

  /** Restarts the random sequence used by `rate` rules. */
  seed(seed: number): void {
    this.random = seededRandom(seed);
  }

  get size(): number {
    return this.rules.length;
  }

  /** The fault for this request, if a rule matches; consumes one of the rule's `times`. */
  take(target: FaultTarget): AppliedFault | undefined {
    for (const active of this.rules) {
      if (!this.matches(active, target)) continue;
      if (active.rule.rate !== undefined && this.random() >= active.rule.rate) continue;
      active.remaining--;
      active.hits++;
      if (active.remaining <= 0) this.rules = this.rules.filter((entry) => entry !== active);
      const { operation: _o, method: _m, path: _p, times: _t, rate: _r, ...action } = active.rule;
      return { ...action, label: describe(active.rule) };
    }
    return undefined;
  }

  private matches(active: ActiveRule, target: FaultTarget): boolean {
    const { rule, pattern } = active;
    if (rule.operation !== undefined && rule.operation !== target.operation) return false;
    if (rule.method !== undefined && rule.method.toUpperCase() !== target.method) return false;
    if (pattern !== undefined && !pattern.test(target.path)) return false;
    return true;
  }
}
