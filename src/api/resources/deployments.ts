import type { PlatformClient } from '../client.ts';
import { field, isRecord, type JsonRecord, stringField, timestampField, unwrap } from '../decode.ts';
import { type Lifecycle, rawStatusOf, toLifecycle } from '../lifecycle.ts';
import type { Logger } from '../logger.ts';
import { singularKeysFor } from '../resource-names.ts';
import { routeFor } from '../routes.ts';
import { endpoint, listing, logLines } from './operation.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
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
