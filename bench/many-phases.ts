/**
 * Where a leg's time goes, read from the platform's own records (its request log and its deployments)
 * and the leg's process: start → the create request (process start, pack, upload, pacing), the
 * platform's build (created → finished), seeing it (finished → the leg's last request about it: poll
 * latency and pacing), and exit (that request → the process gone). The bound counts only what the
 * rate limit and the build force; the rest of these phases is the product's (or the machine's) cost.
 */
import type { Platform } from '../test/fakes/platform/index.ts';
import type { LoggedRequest } from '../test/fakes/platform/request-log.ts';

/** One leg as the benchmark saw it: its process and what it deployed. */
export interface LegTiming {
  readonly spawnedAt: number;
  readonly exitedAt: number;
  /** User + system CPU of the leg's process (GNU time). */
  readonly cpuMs: number;
  readonly deploymentIds: readonly string[];
}

export interface LegPhases {
  /** Spawn → the POST that creates the deployment. */
  readonly toCreateMs: number;
  /** Of which: the upload stored (the platform's record) → the create arriving (pacing, the answer). */
  readonly uploadToCreateMs: number;
  /** The platform's build: created → finished, as the platform recorded it. */
  readonly buildMs: number;
  /** Finished → the leg's last request about the deployment (it read `live` there). */
  readonly seeingMs: number;
  /** That last request → the process gone. */
  readonly exitMs: number;
  /** Reads of the deployment's status or log past the one that saw the end. */
  readonly extraReads: number;
}

/** The phases of a one-project leg, or undefined when it did not get a deployment. */
export function phasesOf(leg: LegTiming, platform: Platform): LegPhases | undefined {
  const id = leg.deploymentIds[0];
  const record = id === undefined ? undefined : platform.state.deployments.get(id);
  if (id === undefined || record?.finishedAt == null) return undefined;
  const created = platform.requestLog.find(
    (request) =>
      request.method === 'POST' &&
      request.path === `/projects/${record.projectId}/deployments` &&
      request.status < 300 &&
      request.at >= leg.spawnedAt &&
      request.at <= leg.exitedAt,
  );
  const reads = platform.requestLog.filter((request) => aboutDeployment(request, id));
  const last = reads.at(-1);
  if (created === undefined || last === undefined) return undefined;
  const finishedAt = Date.parse(record.finishedAt);
  const upload =
    record.source.type === 'upload' ? platform.state.uploads.get(record.source.uploadId) : undefined;
  const uploadedAt = upload === undefined ? created.at : Date.parse(upload.record.createdAt);
  return {
    toCreateMs: created.at - leg.spawnedAt,
    uploadToCreateMs: created.at - uploadedAt,
    buildMs: finishedAt - Date.parse(record.createdAt),
    seeingMs: last.at - finishedAt,
    exitMs: leg.exitedAt - last.at,
    extraReads: Math.max(0, reads.length - 1),
  };
}

function aboutDeployment(request: LoggedRequest, id: string): boolean {
  return request.path === `/deployments/${id}` || request.path === `/deployments/${id}/logs`;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The phases' means, as one line for the table. */
export function describePhases(phases: readonly LegPhases[]): string {
  const part = (name: string, pick: (phase: LegPhases) => number) =>
    `${name} ${(mean(phases.map(pick)) / 1000).toFixed(2)} s`;
  return [
    part('start→create', (phase) => phase.toCreateMs),
    `(${part('upload→create', (phase) => phase.uploadToCreateMs)})`,
    part('build', (phase) => phase.buildMs),
    part('seeing it', (phase) => phase.seeingMs),
    part('exit', (phase) => phase.exitMs),
  ].join('; ');
}
