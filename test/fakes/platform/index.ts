import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, realClock } from '../../../src/clock.ts';
import { type Admin, createAdmin } from './admin.ts';
import { serveCdnObject } from './cdn-serving.ts';
import { bindToClock, withPlatformClock } from './clock.ts';
import { FaultInjector } from './faults.ts';
import { cdnStoragePut } from './handlers/cdn-storage.ts';
import { createHandlers, missingHandlers } from './handlers/index.ts';
import type { UploadForms } from './handlers/uploads.ts';
import { newSecret } from './ids.ts';
import { issueKey } from './keys.ts';
import type { PaginationOptions } from './pagination-forms.ts';
import { RateLimiter } from './rate-limit.ts';
import { type LoggedRequest, type StorageRequest, successfulWrites } from './request-log.ts';
import type { BuildTiming, LifecycleTiming, ResolvedOptions, Runtime, ShapeProfile } from './runtime.ts';
import { seedAccount } from './seed.ts';
import { API_PREFIX, createListener } from './server.ts';
import { createState, type PlatformState } from './state.ts';
import { Timers } from './timers.ts';
import { type IdForm, IdNumbers, type TimeForm } from './wire-forms.ts';

export type { Admin } from './admin.ts';
export type { FaultAction, FaultHandle, FaultInjector, FaultRule } from './faults.ts';
export { missingHandlers } from './handlers/index.ts';
export type { UploadForms } from './handlers/uploads.ts';
export {
  PAGINATION_FORMS,
  type PaginationForm,
  type PaginationOptions,
  REFUSED_FORMS,
} from './pagination-forms.ts';
export type * from './records.ts';
export type * from './records-infra.ts';
export type { LoggedRequest, StorageRequest } from './request-log.ts';
export type { BuildTiming, LifecycleTiming, ShapeProfile } from './runtime.ts';
export type { PlatformState } from './state.ts';
export type { IdForm, TimeForm } from './wire-forms.ts';
export { createZip } from './zip-writer.ts';

export interface PlatformOptions {
  /** Port on 127.0.0.1; default 0 picks a free one. */
  port?: number;
  /** Requests per key in any 1-second sliding window; default 20 (doc §8). */
  rateLimit?: number;
  /**
   * The platform's time: its timers (builds, lifecycles, injected delays), its rate-limit window,
   * Retry-After dates and every timestamp it writes. Default the real clock; a test passes the clock
   * it installed (test/support/clocks.ts) so the client and the platform agree on the time.
   */
  clock?: Clock;
  build?: Partial<BuildTiming>;
  lifecycle?: Partial<LifecycleTiming>;
  /** Direct CDN uploads larger than this must use multipart; default 5,000,000,000 bytes (doc §8). */
  multipartThresholdBytes?: number;
  /** Forms `POST /uploads` accepts: `both` (default), or only `multipart` or only the `raw` zip body. */
  uploadForms?: UploadForms;
  /**
   * `false`: /openapi.json leaves POST /uploads' request body out, as §4 shows no form, so a client
   * has to find the form by trying; default true (it describes the forms `uploadForms` accepts).
   */
  describeUploadBody?: boolean;
  /**
   * `false`: `POST /uploads` refuses a body sent chunked (no Content-Length) with 411, as some proxies
   * do; default true (any HTTP/1.1 server reads chunked bodies).
   */
  chunkedUploads?: boolean;
  /**
   * `false`: deployment records (created, read or listed) leave out `projectId`, as a platform whose
   * records do not say which project they belong to would (§4 shows no deployment record); default true.
   */
  deploymentProjectField?: boolean;
  shapes?: ShapeProfile;
  /**
   * Lists answered in one of the common pagination forms (`page-numbers`, `offset`, `link-header`, ...;
   * see pagination-forms.ts) with a page size of its own (default 20), instead of the emulator's cursor.
   */
  pagination?: PaginationOptions;
  /** `numeric`: every id is answered as an integer (and accepted back as one); default `string`. */
  ids?: IdForm;
  /** Timestamps as ISO strings (default), epoch seconds or epoch milliseconds. */
  times?: TimeForm;
  /** Brand prefix of API keys: `<prefix>_pk_<secret>`; default 'plat'. */
  keyPrefix?: string;
  /** Seed of the random source behind fault rules with `rate`. */
  faultSeed?: number;
  /**
   * How long a kept-alive connection may sit idle before the platform closes it (announced as
   * `Keep-Alive: timeout=`; Node closes it 1 s later). Default 0: never, its client closes it, and
   * close() ends them all. A test's client shares this process's event loop: once that loop stalled past
   * the idle time (a loaded machine building a 64 MB body), Node's idle timer ran before the request the
   * client had just written was read, and reset it (issue 33). The CLI, a process of its own, sets
   * Node's 5000.
   */
  keepAliveTimeoutMs?: number;
}

export interface Platform {
  /** Base URL of the API, ending in /api/v1. */
  url: string;
  origin: string;
  fullKey: string;
  readKey: string;
  state: PlatformState;
  /** Every request to /api/v1, faulted ones included, in arrival order. */
  requestLog: LoggedRequest[];
  /** Every request to the storage endpoint (archives, CDN bytes). */
  storageLog: StorageRequest[];
  /** Every GET of a discovery file (/api/v1/openapi.json, /llms-api.txt), by path; not in requestLog. */
  discoveryLog: string[];
  /** Requests that reached a handler of a writing operation and succeeded. */
  writes(): LoggedRequest[];
  faults: FaultInjector;
  admin: Admin;
  /** How this platform writes ids on the wire (`numeric`: integers, mapped back on the way in). */
  idForm: IdForm;
  /** The id the platform's state knows for an id as it was written on the wire (numeric or not). */
  internalId(wireId: string): string;
  close(): Promise<void>;
}

/**
 * §8 says files "over 5GB" use multipart. The strict reading is decimal (5,000,000,000 bytes, below
 * 5 GiB), so a client that sends a 4.9 GiB file directly is caught here before a real platform does.
 */
export const DOCUMENTED_SINGLE_UPLOAD_MAX = 5_000_000_000;

export function resolveOptions(options: PlatformOptions = {}): ResolvedOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? 20,
    build: { queuedMs: 50, buildingMs: 300, logLineIntervalMs: 20, ...options.build },
    lifecycle: {
      databaseProvisionMs: 100,
      databaseRestartMs: 50,
      domainActivationMs: 100,
      runMs: 50,
      computeScaleMs: 200,
      ...options.lifecycle,
    },
    multipartThresholdBytes: options.multipartThresholdBytes ?? DOCUMENTED_SINGLE_UPLOAD_MAX,
    uploadForms: options.uploadForms ?? 'both',
    describeUploadBody: options.describeUploadBody ?? true,
    chunkedUploads: options.chunkedUploads ?? true,
    deploymentProjectField: options.deploymentProjectField ?? true,
    shapes: options.shapes ?? 'canonical',
    pagination: options.pagination,
    wire: { ids: options.ids ?? 'string', times: options.times ?? 'iso' },
    keyPrefix: options.keyPrefix ?? 'plat',
    faultSeed: options.faultSeed ?? 1,
    keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? 0,
  };
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const resolved = resolveOptions(options);
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-'));
  const clock = options.clock ?? realClock;
  const timers = new Timers(clock);
  const state = createState();
  const runtime: Runtime = {
    state,
    options: resolved,
    timers,
    dataDir,
    secret: newSecret(32),
    idNumbers: new IdNumbers(),
    origin: '',
  };
  const handlers = createHandlers(runtime);
  const missing = missingHandlers(handlers);
  if (missing.length > 0)
    console.warn(`[platform] operations without a handler (answer 501): ${missing.join(', ')}`);
  const faults = new FaultInjector(resolved.faultSeed);
  const limiter = new RateLimiter(resolved.rateLimit, clock);
  const requestLog: LoggedRequest[] = [];
  const storageLog: StorageRequest[] = [];
  const discoveryLog: string[] = [];
  const listener = createListener({
    api: { runtime, handlers, faults, limiter, requestLog },
    storage: { runtime, faults, storageLog, putHandlers: { cdn: cdnStoragePut(runtime) } },
    cdn: (req, res, url) => serveCdnObject(runtime, req, res, url),
    discoveryLog,
  });
  const server = createServer({ keepAliveTimeout: resolved.keepAliveTimeoutMs }, (req, res) =>
    withPlatformClock(clock, () => listener(req, res)),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  runtime.origin = `http://127.0.0.1:${port}`;
  withPlatformClock(clock, () => seedAccount(runtime));
  const fullKey = issueKey(state, resolved.keyPrefix, 'full').secret;
  const readKey = issueKey(state, resolved.keyPrefix, 'read').secret;
  let closed: Promise<void> | undefined;
  return {
    url: `${runtime.origin}${API_PREFIX}`,
    origin: runtime.origin,
    fullKey,
    readKey,
    state,
    requestLog,
    storageLog,
    discoveryLog,
    writes: () => successfulWrites(requestLog),
    faults,
    admin: bindToClock(clock, createAdmin(runtime, limiter)),
    idForm: resolved.wire.ids,
    internalId: (wireId) => String(runtime.idNumbers.idOf(wireId)),
    close: () => {
      closed ??= (async () => {
        timers.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
