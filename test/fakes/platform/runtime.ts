import type { UploadForms } from './handlers/uploads.ts';
import type { PaginationOptions } from './pagination-forms.ts';
import type { ProjectRecord } from './records.ts';
import type { PlatformState } from './state.ts';
import type { Timers } from './timers.ts';
import { found } from './validate.ts';
import type { IdNumbers, WireForms } from './wire-forms.ts';

export interface BuildTiming {
  queuedMs: number;
  buildingMs: number;
  logLineIntervalMs: number;
  /**
   * A build leaves `queued` and `building` only once a GET /deployments/{id} has answered with that
   * status (a test that asserts the client saw every status then holds on any machine, however late
   * its polls run). Off by default: a real platform does not wait for anyone.
   */
  advanceWhenSeen?: boolean;
}

/** Delays of the other simulated lifecycles; short by default so tests stay fast. */
export interface LifecycleTiming {
  databaseProvisionMs: number;
  databaseRestartMs: number;
  domainActivationMs: number;
  runMs: number;
  /** How long a compute service takes to reach the size a scale request asked for. */
  computeScaleMs: number;
}

export type ShapeProfile = 'canonical' | 'snake' | 'wrapped';

export interface ResolvedOptions {
  port: number;
  rateLimit: number;
  build: BuildTiming;
  lifecycle: LifecycleTiming;
  multipartThresholdBytes: number;
  uploadForms: UploadForms;
  /** /openapi.json describes POST /uploads' request body. */
  describeUploadBody: boolean;
  /** POST /uploads reads chunked bodies (false: 411 Length Required). */
  chunkedUploads: boolean;
  /** Deployment records state `projectId` (false: left out of every answer, the store keeps it). */
  deploymentProjectField: boolean;
  shapes: ShapeProfile;
  /** Lists paged in this form instead of the emulator's own cursor (undefined: the cursor). */
  pagination: PaginationOptions | undefined;
  /** How ids and times are written in answers (and read back from requests). */
  wire: WireForms;
  keyPrefix: string;
  faultSeed: number;
  /** Idle time after which a kept-alive connection is closed (Node's keepAliveTimeout; 0: never). */
  keepAliveTimeoutMs: number;
}

/** What the handlers share: the store, the options, the timers and where bytes are kept on disk. */
export interface Runtime {
  readonly state: PlatformState;
  readonly options: ResolvedOptions;
  readonly timers: Timers;
  /** Scratch folder for uploaded archives and stored objects; removed on close. */
  readonly dataDir: string;
  /** Signs presigned storage URLs and private CDN links. */
  readonly secret: string;
  /** The integers ids are shown as when `wire.ids` is numeric. */
  readonly idNumbers: IdNumbers;
  origin: string;
}

export function getProject(runtime: Runtime, id: string): ProjectRecord {
  return found(runtime.state.projects, 'project', id);
}

export function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
