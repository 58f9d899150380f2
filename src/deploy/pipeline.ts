import type { PlatformClient } from '../api/client.ts';
import type { Deployment, DeploymentSource, LogLine } from '../api/resources/deployments.ts';
import type { UploadFormat } from '../api/upload-form.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { PackResult } from '../workspace/pack.ts';
import { createDeploymentOnce } from './create.ts';
import { packAndUpload } from './pack-upload.ts';
import { type WatchPacing, type WatchStatus, watchDeployment } from './watch.ts';

export type SourceChoice =
  | {
      readonly kind: 'upload';
      readonly root: string;
      readonly exclude: readonly string[];
      readonly tempDir: string;
      /** How POST /uploads carries the zip; `auto` (the default) finds out what the platform takes. */
      readonly uploadFormat?: UploadFormat;
      /** Deflate level 0-9 (the packer's default when missing). */
      readonly compressionLevel?: number;
    }
  | { readonly kind: 'repository'; readonly branch?: string; readonly commitSha?: string };

export interface DeployRequest {
  readonly client: PlatformClient;
  readonly projectId: string;
  readonly source: SourceChoice;
  readonly wait: boolean;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  readonly onLogLines?: (lines: readonly LogLine[]) => void;
  readonly onCreated?: (deployment: Deployment) => void | Promise<void>;
  readonly pacing?: Partial<WatchPacing>;
}

export type DeployStatus = WatchStatus | 'pending';

export interface DeployOutcome {
  readonly status: DeployStatus;
  readonly deployment: Deployment | undefined;
  readonly sourceUrl: string | undefined;
  readonly archive: PackResult | undefined;
  readonly logLines: readonly LogLine[];
  readonly startedAt: number;
  readonly finishedAt: number;
}

/**
 * The one deploy pipeline: pack → upload → create → watch. Every action that ships code
 * (deploy, preview-domain, env-sync's redeploy) goes through here or through its watch step.
 */
export async function runDeployPipeline(request: DeployRequest): Promise<DeployOutcome> {
  const startedAt = currentClock().now();
  const deadline = startedAt + request.timeoutMs;
  const { client, logger, signal } = request;
  let archive: PackResult | undefined;
  let sourceUrl: string | undefined;
  let source: DeploymentSource;

  if (request.source.kind === 'upload') {
    const upload = await packAndUpload(client, request.source, startedAt, logger, signal);
    archive = upload.archive;
    sourceUrl = upload.sourceUrl;
    source = { sourceTarballUrl: sourceUrl };
  } else {
    source = {
      ...(request.source.branch ? { branch: request.source.branch } : {}),
      ...(request.source.commitSha ? { commitSha: request.source.commitSha } : {}),
    };
  }

  const created = await createDeploymentOnce(client, request.projectId, source, { logger, signal });
  logger.info(`Created deployment ${created.id}.`);
  await request.onCreated?.(created);
  const finish = (
    status: DeployStatus,
    deployment: Deployment | undefined,
    logLines: readonly LogLine[],
  ) => ({
    status,
    deployment,
    sourceUrl,
    archive,
    logLines,
    startedAt,
    finishedAt: currentClock().now(),
  });
  if (!request.wait) return finish('pending', created, []);

  try {
    const watched = await watchDeployment(client, created.id, {
      deadline,
      signal,
      logger,
      onLogLines: request.onLogLines,
      pacing: request.pacing,
      onStatus: (d) => logger.info(`Deployment ${d.id} is ${d.status}.`),
    });
    return finish(watched.status, watched.deployment ?? created, watched.logLines);
  } catch (error) {
    if (signal?.aborted) return finish('cancelled', created, []);
    throw error;
  }
}
