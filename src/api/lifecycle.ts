import { field, isRecord } from './decode.ts';
import type { Logger } from './logger.ts';

export type Lifecycle = 'in_progress' | 'live' | 'failed';

const IN_PROGRESS = [
  'queued',
  'pending',
  'initializing',
  'uploading',
  'building',
  'deploying',
  'provisioning',
  'starting',
];
const LIVE = ['live', 'ready', 'success', 'succeeded', 'active', 'running', 'deployed', 'healthy'];
/** Words that end something in failure; runs (src/api/resources/run-outcome.ts) use them too. */
export const FAILED_STATES = [
  'failed',
  'failure',
  'error',
  'errored',
  'crashed',
  'canceled',
  'cancelled',
  'timeout',
  'timed_out',
];

const KNOWN = new Map<string, Lifecycle>([
  ...IN_PROGRESS.map((s) => [s, 'in_progress'] as const),
  ...LIVE.map((s) => [s, 'live'] as const),
  ...FAILED_STATES.map((s) => [s, 'failed'] as const),
]);

// Per logger, so each run (and each test) hears about an unknown value once.
const reported = new WeakMap<Logger, Set<string>>();

/** `"Timed-Out"`, `"TIMED OUT"` and `"timed_out"` are the same state. */
export function canonicalState(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Maps a platform state to the three outcomes callers act on. An unknown state is treated as still
 * in progress (the caller's deadline bounds the wait) and reported once, so new states get noticed.
 */
export function toLifecycle(raw: string | undefined, logger: Logger, what = 'status'): Lifecycle {
  if (raw === undefined || raw.trim() === '') return 'in_progress';
  const key = canonicalState(raw);
  const known = KNOWN.get(key);
  if (known) return known;
  let seen = reported.get(logger);
  if (!seen) {
    seen = new Set();
    reported.set(logger, seen);
  }
  if (!seen.has(key)) {
    seen.add(key);
    logger.info(`The platform reported an unknown ${what} "${raw}"; treating it as still in progress.`);
  }
  return 'in_progress';
}

/** The raw state string of a record: `status` or `state` (or `phase`), possibly nested one level. */
export function rawStatusOf(record: unknown): string | undefined {
  const value = field(record, 'status', 'state', 'phase');
  if (typeof value === 'string') return value;
  if (isRecord(value)) {
    const inner = field(value, 'state', 'status', 'phase', 'value', 'name');
    if (typeof inner === 'string') return inner;
  }
  return undefined;
}
