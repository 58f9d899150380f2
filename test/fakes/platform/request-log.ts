import type { OperationName } from '../../../src/api/routes.ts';
import type { KeyKind } from './keys.ts';

/** One request to /api/v1, as the emulator saw it (faulted ones too). */
export interface LoggedRequest {
  /** Epoch milliseconds when the request arrived. */
  at: number;
  method: string;
  /** Path without /api/v1 and without the query. */
  path: string;
  query: string;
  operation?: OperationName;
  /** Status the API produced; 0 when the socket was dropped before any processing. */
  status: number;
  keyKind: KeyKind;
  /** The operation changes data: the route's W mark, or a non-GET that is not a pure read like /cron/preview. */
  write: boolean;
  /** The handler ran (auth, rate limit and body checks passed). */
  handled: boolean;
  /** Label of the injected fault, e.g. 'status:503' or 'drop:after-body'. */
  fault?: string;
  /**
   * The client hung up before the body was complete (a cancelled upload), not a fault of ours: the
   * handler saw an aborted body and nothing of it was stored.
   */
  bodyAborted?: true;
  durationMs: number;
}

/** One request to the storage endpoint (upload archives, CDN object bytes). */
export interface StorageRequest {
  at: number;
  method: string;
  path: string;
  status: number;
  bytes: number;
  fault?: string;
}

/** POSTs that read but change nothing; they are not writes for "this run made zero writes" checks. */
const READ_ONLY_POSTS = new Set<OperationName>(['previewCronSchedule']);

export function isWriteOperation(operation: OperationName, method: string, marked: boolean): boolean {
  return marked || (method !== 'GET' && !READ_ONLY_POSTS.has(operation));
}

export function successfulWrites(log: readonly LoggedRequest[]): LoggedRequest[] {
  return log.filter((entry) => entry.write && entry.handled && entry.status >= 200 && entry.status < 300);
}
