import { type Clock, currentClock } from '../../clock.ts';
import type { PlatformClient } from '../client.ts';
import { field, isRecord, type JsonRecord, stringField, timestampField, unwrap } from '../decode.ts';
import { isPartialList, markPartial } from '../incomplete-list.ts';
import { type Lifecycle, rawStatusOf, toLifecycle } from '../lifecycle.ts';
import { collectPages } from '../list.ts';
import type { Logger } from '../logger.ts';
import { singularKeysFor } from '../resource-names.ts';
import { routeFor } from '../routes.ts';
import { headerValue } from '../transport.ts';
import { endpoint, listing, logLines } from './operation.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listOptions,
  type RequestOptions,
  refId,
  requireId,
  urlField,
} from './records.ts';

export type { LogLine } from '../logs.ts';

/** What to build: an uploaded archive, or the connected repository (optionally a branch or commit). */
export type DeploymentSource =
  | { readonly sourceTarballUrl: string }
  | { readonly branch?: string; readonly commitSha?: string };

export interface Deployment {
  readonly id: string;
  readonly lifecycle: Lifecycle;
  /** The platform's own status word, as given. */
  readonly status: string;
  readonly url?: string;
  readonly projectId?: string;
  readonly createdAt?: string;
  readonly sourceUrl?: string;
  readonly branch?: string;
  readonly commitSha?: string;
  /** What started it, in the platform's word (`api`, `env` for a variables redeploy), when it says. */
  readonly trigger?: string;
  readonly raw: JsonRecord;
}

function commitShaOf(raw: JsonRecord): string | undefined {
  const commit = field(raw, 'commitSha', 'commit', 'sha', 'gitCommitSha', 'revision');
  if (isRecord(commit)) return stringField(commit, 'sha', 'id', 'hash');
  return typeof commit === 'string' ? commit : undefined;
}

function sourceOf(raw: JsonRecord): JsonRecord | undefined {
  const source = field(raw, 'source', 'git', 'meta');
  return isRecord(source) ? source : undefined;
}

/** A deployment record of any of the shapes the platform might use. */
export function toDeployment(value: unknown, logger: Logger, fallbackId?: string): Deployment {
  const raw = asRecord(value);
  const source = sourceOf(raw);
  const status = rawStatusOf(raw) ?? '';
  return {
    id: idOf(raw, 'deploymentId') ?? fallbackId ?? '',
    lifecycle: toLifecycle(status, logger, 'deployment status'),
    status,
    raw,
    ...defined({
      url: urlField(raw, 'url', 'liveUrl', 'deploymentUrl', 'previewUrl', 'publicUrl', 'domain'),
      projectId: refId(raw, 'projectId', 'project'),
      createdAt: timestampField(raw, 'createdAt', 'created', 'insertedAt', 'startedAt'),
      sourceUrl:
        urlField(raw, 'sourceTarballUrl', 'sourceUrl', 'tarballUrl') ??
        (typeof field(raw, 'source') === 'string' ? urlField(raw, 'source') : undefined) ??
        urlField(source, 'sourceTarballUrl', 'url', 'tarballUrl'),
      branch: stringField(raw, 'branch', 'gitBranch', 'ref') ?? stringField(source, 'branch', 'ref'),
      commitSha: commitShaOf(raw) ?? (source ? commitShaOf(source) : undefined),
      trigger: stringField(raw, 'trigger', 'triggeredBy', 'triggerType'),
    }),
  };
}

function sourceBody(source: DeploymentSource): JsonRecord {
  if ('sourceTarballUrl' in source) return { sourceTarballUrl: source.sourceTarballUrl };
  return defined({ branch: source.branch, commitSha: source.commitSha });
}

/**
 * POST /projects/{id}/deployments. Not retried after an ambiguous failure (AmbiguousRequestError):
 * src/deploy reconciles by listing. When the body lacks an id, a `Location` header is used.
 */
export async function createDeployment(
  client: PlatformClient,
  projectId: string,
  source: DeploymentSource,
  options?: RequestOptions,
): Promise<Deployment> {
  const response = await client.callRaw(
    'createDeployment',
    callOptions(options, { id: projectId }, { body: sourceBody(source) }),
  );
  const body = unwrap(response.body, singularKeysFor(routeFor('createDeployment')));
  const location = response.headers.location;
  const fromLocation = typeof location === 'string' ? location.split('/').filter(Boolean).at(-1) : undefined;
  const deployment = toDeployment(body, client.logger, fromLocation);
  requireId('createDeployment', deployment.id, 'deployment');
  return deployment.projectId ? deployment : { ...deployment, projectId };
}

export const getDeployment = endpoint('getDeployment', {
  decode: (value, deploymentId, client) => toDeployment(value, client.logger, deploymentId),
  fallbackId: 'path',
});

/** Newest first, as the platform lists them. */
export const listDeployments = listing('listDeployments', (record, _, client) =>
  toDeployment(record, client.logger),
);

/** Build and runtime logs, text or JSON, as lines. */
export const getDeploymentLogs = logLines('getDeploymentLogs');

/** A listing together with the platform's clock as it was when the listing was answered. */
export interface TimedDeploymentList {
  readonly deployments: Deployment[];
  /**
   * The platform's time minus ours, in ms, from the first page's `Date` header; undefined without one.
   * It errs low, never high: the header is truncated to the second and was written before we read it.
   */
  readonly clockOffsetMs?: number;
}

/**
 * listDeployments that also reads the platform's clock, so a caller can tell which records were made
 * after a moment of its own (a request it sent) whatever the runner's clock says.
 */
export async function listDeploymentsTimed(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
  clock: Clock = currentClock(),
): Promise<TimedDeploymentList> {
  let clockOffsetMs: number | undefined;
  const [call, pages] = listOptions(options, { id: projectId });
  const records = await collectPages(
    {
      base: client.base,
      logger: client.logger,
      refusedQueryParams: client.refusedQueryParams,
      send: async (route, url, callOptions) => {
        const response = await client.send(route, url, callOptions);
        const platformNow = Date.parse(headerValue(response.headers, 'date') ?? '');
        if (clockOffsetMs === undefined && Number.isFinite(platformNow))
          clockOffsetMs = platformNow - clock.now();
        return response;
      },
    },
    routeFor('listDeployments'),
    call,
    pages,
  );
  const mapped = records.map((record) => toDeployment(record, client.logger));
  // A list cut at the pages asked for stays marked so: nothing may be concluded from what it lacks.
  const deployments = isPartialList(records) ? markPartial(mapped) : mapped;
  return clockOffsetMs === undefined ? { deployments } : { deployments, clockOffsetMs };
}
