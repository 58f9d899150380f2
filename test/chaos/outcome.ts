/** How one chaos run ended, and the words the report groups runs by. */
import {
  AmbiguousRequestError,
  PlatformApiError,
  PlatformError,
  PlatformNetworkError,
  UnexpectedResponseError,
} from '../../src/api/errors.ts';
import { errorMessage } from '../../src/errors.ts';

export interface RunOutcome {
  readonly seed: number;
  readonly via: 'in-process' | 'bundle';
  /** `live`, `failed clearly: <what>`, `UNCLEAR: <what>` or `hang`. */
  readonly kind: string;
  readonly durationMs: number;
  /** Duplicate side effects the platform's state shows; empty when there are none. */
  readonly duplicates: readonly string[];
  readonly hung: boolean;
  readonly profile: string;
}

/** A thrown error as the kind of failure it is: an API status, a lost answer, a network failure... */
export function failureKind(error: unknown): string {
  if (error instanceof PlatformApiError) return `failed clearly: ${error.operation} HTTP ${error.status}`;
  if (error instanceof AmbiguousRequestError) return `failed clearly: ${error.operation} answer lost`;
  if (error instanceof PlatformNetworkError) return `failed clearly: ${error.operation} network`;
  if (error instanceof UnexpectedResponseError) return `failed clearly: ${error.operation} unreadable answer`;
  if (error instanceof PlatformError) return `failed clearly: ${error.name} (${error.operation})`;
  return `UNCLEAR: ${errorMessage(error).slice(0, 120)}`;
}

/** The same grouping from a bundle's first error annotation. */
export function annotationKind(errors: readonly string[]): string {
  const [first] = errors;
  if (first === undefined) return 'UNCLEAR: exit 1 without an error annotation';
  if (/This is a bug|Unexpected error/.test(first)) return `UNCLEAR: ${first.slice(0, 120)}`;
  const api = /^(\w+) \(\S+ \S+\) (?:failed with (HTTP \d+)|(may or may not)|failed after)/.exec(first);
  if (api) {
    const what = api[2] ?? (api[3] ? 'answer lost' : 'network');
    return `failed clearly: ${api[1]} ${what}`;
  }
  if (/timed out|Raise the `timeout` input/i.test(first)) return 'failed clearly: timed-out';
  return `failed clearly: ${first.split(/[.:]/)[0]?.slice(0, 80)}`;
}

/** Counts per kind, most frequent first. */
export function tally(outcomes: readonly RunOutcome[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome.kind, (counts.get(outcome.kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
