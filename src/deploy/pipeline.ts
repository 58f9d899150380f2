import type { PlatformClient } from '../api/client.ts';
import type { Deployment, DeploymentSource, LogLine } from '../api/resources/deployments.ts';
import type { UploadFormat } from '../api/upload-form.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { PackResult } from '../workspace/pack.ts';
import { createDeploymentOnce } from './create.ts';
import { EarlyPackUpload } from './pack-upload.ts';
import { type Redeploy, type RedeployTarget, resolveRedeploy } from './redeploy.ts';
import { type Timeline, TimelineRecorder } from './timeline.ts';
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
      /** Packing already started (at the action's start, beside its lookups); the upload waits for here. */
      readonly early?: EarlyPackUpload;
    }
  | { readonly kind: 'repository'; readonly branch?: string; readonly commitSha?: string }
  /** Build again what an earlier deployment was built from (src/deploy/redeploy.ts). */
  | { readonly kind: 'deployment'; readonly target: RedeployTarget }
  /** Build, in another project, exactly what a verified deployment was built from (src/deploy/promote.ts). */
  | { readonly kind: 'promoted'; readonly redeploy: Redeploy };

export interface DeployRequest {
  readonly client: PlatformClient;
  readonly projectId: string;
  readonly source: SourceChoice;
  readonly wait: boolean;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Print the build log as it comes (the default); see WatchOptions. */
  readonly followLog?: boolean;
  /** Called once the deployment exists; `from` is the deployment a `deployment` source builds again. */
  readonly onCreated?: (deployment: Deployment, from?: Deployment) => void | Promise<void>;
  readonly pacing?: Partial<WatchPacing>;
}

export type DeployStatus = WatchStatus | 'pending';

export interface DeployOutcome {
  readonly status: DeployStatus;
  readonly deployment: Deployment | undefined;
  readonly sourceUrl: string | undefined;
  readonly archive: PackResult | undefined;
  /** With a `deployment` source: the deployment whose source was built again. */
  readonly redeployedFrom?: Deployment;
  readonly logLines: readonly LogLine[];
  readonly startedAt: number;
  readonly finishedAt: number;
  /** How long each step took (pack, upload, each platform status), for the summary's chart. */
  readonly timeline: Timeline;
}

/**
 * The one deploy pipeline: pack → upload → create → watch. Every action that ships code
 * (deploy, preview-domain, env-sync's redeploy) goes through here or through its watch step.
 */
export async function runDeployPipeline(request: DeployRequest): Promise<DeployOutcome> {
  const { source, client, logger, signal } = request;
  const packer =
    source.kind === 'upload'
      ? (source.early ?? new EarlyPackUpload(client, source, logger, signal))
      : undefined;
  try {
    return await deploy(request, packer);
  } finally {
    // The zip is removed while the deployment is created (and watched): awaited here, not before.
    await packer?.removed();
  }
}

async function deploy(request: DeployRequest, packer: EarlyPackUpload | undefined): Promise<DeployOutcome> {
  // A pack started early started the deploy: its timeline begins there.
  const startedAt = packer?.startedAt ?? currentClock().now();
  const deadline = startedAt + request.timeoutMs;
  const { client, logger, signal } = request;
  let archive: PackResult | undefined;
  let sourceUrl: string | undefined;
  let source: DeploymentSource;
  let redeploy: Redeploy | undefined;
  const timeline = new TimelineRecorder(startedAt);

  if (request.source.kind === 'promoted') {
    // Resolved and verified before the step wrote anything; nothing is packed or uploaded.
    redeploy = request.source.redeploy;
    source = redeploy.source;
  } else if (request.source.kind === 'deployment') {
    redeploy = await resolveRedeploy(client, request.projectId, request.source.target, { logger, signal });
    source = redeploy.source;
  } else if (request.source.kind === 'upload') {
    const upload = await packer!.upload(timeline);
    archive = upload.archive;
    sourceUrl = upload.sourceUrl;
    source = { sourceTarballUrl: sourceUrl };
  } else {
    source = {
      ...(request.source.branch ? { branch: request.source.branch } : {}),
      ...(request.source.commitSha ? { commitSha: request.source.commitSha } : {}),
    };
  }

  timeline.begin('create');
  const created = await createDeploymentOnce(client, request.projectId, source, {
    logger,
    signal,
    ...(redeploy ? { knownIds: redeploy.knownIds } : {}),
  });
  logger.info(
    `Created deployment ${created.id}${redeploy ? ` from the source of deployment ${redeploy.from.id}` : ''}.`,
  );
  timeline.begin(created.status || 'queued');
  await request.onCreated?.(created, redeploy?.from);
  const finish = (
    status: DeployStatus,
    deployment: Deployment | undefined,
    logLines: readonly LogLine[],
  ) => ({
    status,
    deployment,
    sourceUrl,
    archive,
    ...(redeploy ? { redeployedFrom: redeploy.from } : {}),
    logLines,
    startedAt,
    finishedAt: currentClock().now(),
    timeline: timeline.close(status),
  });
  if (!request.wait) return finish('pending', created, []);

  try {
    const watched = await watchDeployment(client, created.id, {
      deadline,
      signal,
      logger,
      ...(request.followLog === false ? { followLog: false } : {}),
      pacing: request.pacing,
      onStatus: (d) => logger.info(`Deployment ${d.id} is ${timeline.seen(d).status}.`),
    });
    return finish(watched.status, watched.deployment ?? created, watched.logLines);
  } catch (error) {
    if (signal?.aborted) return finish('cancelled', created, []);
    throw error;
  }
}
