import { resolve } from 'node:path';
import type { PlatformClient } from '../api/client.ts';
import type { UploadFormat } from '../api/upload-form.ts';
import { currentClock } from '../clock.ts';
import { mapLimited } from '../concurrency.ts';
import { projectSuperseded } from '../deploy/live-leg.ts';
import { type DeployOutcome, type DeployStatus, runDeployPipeline } from '../deploy/pipeline.ts';
import { checkLiveDeployment, type PostDeployRequest } from '../deploy/post-deploy.ts';
import { logTail, printLogTail } from '../deploy/report.ts';
import type { WatchPacing } from '../deploy/watch.ts';
import { errorMessage } from '../errors.ts';
import type { RunContext } from '../github/context.ts';
import type { Logger } from '../log.ts';
import { applyEnvFile, type EnvFileVariables } from '../manifest/env-file.ts';
import type { ManifestProject } from '../manifest/manifest.ts';
import type { ProjectResult } from '../manifest/results.ts';
import type { ActionPort } from '../port.ts';
import { ensureDomainAttached } from '../preview/domain.ts';
import {
  type PreviewRun,
  previewDomainName,
  previewProjectFor,
  previewProjectName,
} from '../preview/manifest-preview.ts';
import { resolveProject } from '../projects/project-input.ts';
import { redact } from '../secrets/redact.ts';

/** What every project takes where its manifest entry says nothing (the step's own inputs). */
interface ManyDefaults {
  readonly exclude: readonly string[];
  readonly uploadFormat: UploadFormat;
  readonly compressionLevel: number;
  readonly checks: PostDeployRequest['checks'];
  /** Ship even a commit older than a project's live one. */
  readonly force: boolean;
  /** Asks GitHub which commit is live, when the platform does not say. */
  readonly githubToken: string | undefined;
}

/** One project's GitHub Deployment (a preview's), told when the deployment exists and how it ended. */
export interface ProjectRecord {
  started(platformDeployment: string): Promise<void>;
  finished(end: { status: DeployStatus; deploymentId?: string; url?: string }): Promise<void>;
}

/** The log of one step that several projects share: lines under each project's key, and error annotations. */
type ManyLogger = Logger & Pick<ActionPort, 'error'>;

/** One project to deploy: its manifest entry, its id when the plan resolved it, and its timeout. */
interface ManyProject {
  readonly entry: ManifestProject;
  readonly id: string | undefined;
  /** The entry's `timeout`, else the step's (read by the step's own duration reader). */
  readonly timeoutMs: number;
}

export interface ManyDeployRequest {
  readonly client: PlatformClient;
  readonly logger: ManyLogger;
  readonly signal: AbortSignal;
  readonly workspace: string;
  readonly tempDir: string;
  readonly manifestFile: string;
  readonly projects: readonly ManyProject[];
  readonly concurrency: number;
  readonly defaults: ManyDefaults;
  readonly pacing: Partial<WatchPacing>;
  /** Every env file, read and checked before the first write. */
  readonly envFiles: EnvFileVariables;
  /** The key the digest of env-file variables is keyed with, as env-sync's is. */
  readonly digestKey: string;
  readonly run: RunContext;
  /** Set on a pull request or in the merge queue: every project deploys to its preview. */
  readonly preview: PreviewRun | undefined;
  /** A preview's GitHub Deployment, when the run records them. */
  readonly record?: ((project: ManifestProject, previewId: string) => ProjectRecord | undefined) | undefined;
}

/**
 * Manifest mode's deploy: the projects, `concurrency` at a time, all with one client (one token
 * bucket for the key). A project that fails does not stop the others; each ends as one row. The
 * caller reports the rows (outputs, summary, verdict): nothing here writes to the runner.
 */
export async function deployManifestProjects(request: ManyDeployRequest): Promise<ProjectResult[]> {
  return mapLimited(request.projects, request.concurrency, (project) => deployOne(project, request));
}

async function deployOne(
  { entry: project, id, timeoutMs }: ManyProject,
  request: ManyDeployRequest,
): Promise<ProjectResult> {
  const { client, signal, defaults } = request;
  const startedAt = currentClock().now();
  const logger = prefixed(request.logger, project.key);
  const row = (fields: Partial<ProjectResult> & { status: string }): ProjectResult => ({
    key: project.key,
    project: project.project,
    durationMs: currentClock().now() - startedAt,
    ...fields,
  });
  if (signal.aborted) return row({ status: 'cancelled' });
  let record: ProjectRecord | undefined;
  let created: string | undefined;
  try {
    const resolved =
      id === undefined ? await resolveProject(client, project.project, { logger, signal }) : { id };
    // Never older than live, before this project's first write (its preview, env file or upload).
    const stale = await projectSuperseded(
      {
        client,
        projectId: resolved.id,
        projectRaw: 'raw' in resolved ? resolved.raw : undefined,
        logger,
        signal,
      },
      defaults,
      request.run,
    );
    if (stale) {
      logger.info(stale.sentence);
      return row({ project: resolved.id, status: 'superseded', ...(stale.url ? { url: stale.url } : {}) });
    }
    const target = request.preview
      ? await previewTarget(project, resolved.id, request.preview, request)
      : resolved;
    if (request.preview) record = request.record?.(project, target.id);
    const variables = request.envFiles.get(project.key);
    if (variables !== undefined) {
      await applyEnvFile(project, variables, {
        client,
        projectId: target.id,
        manifestFile: request.manifestFile,
        digestKey: request.digestKey,
        logger,
        signal,
      });
    }
    const outcome = await runDeployPipeline({
      client,
      projectId: target.id,
      source: {
        kind: 'upload',
        root: resolve(request.workspace, project.path),
        exclude: [...defaults.exclude, ...(project.exclude ?? [])],
        tempDir: request.tempDir,
        uploadFormat: defaults.uploadFormat,
        compressionLevel: defaults.compressionLevel,
      },
      wait: true,
      timeoutMs,
      logger,
      signal,
      // Build logs of several projects would interleave, and the platform keeps each one whole: the
      // watch reads statuses only, and the log once, for a failure's tail.
      followLog: false,
      pacing: request.pacing,
      onCreated: async (deployment) => {
        created = deployment.id;
        await record?.started(deployment.id);
      },
    });
    const ended = await settle(project, target, outcome, { request, logger, startedAt, timeoutMs });
    const shownUrl = 'domain' in target && target.domain ? `https://${target.domain}` : ended.url;
    await record?.finished({
      status: ended.status === 'live' ? 'live' : 'failed',
      ...(created ? { deploymentId: created } : {}),
      ...(shownUrl ? { url: shownUrl } : {}),
    });
    return row({ ...ended, ...(shownUrl ? { url: shownUrl } : {}) });
  } catch (error) {
    const status = signal.aborted ? 'cancelled' : 'failed';
    await record?.finished({ status, ...(created ? { deploymentId: created } : {}) });
    if (!signal.aborted) request.logger.error(`${project.key}: ${redact(errorMessage(error))}`);
    return row({ status });
  }
}

/**
 * The project's preview (found, else made from production's settings) and its domain when the
 * manifest names one. Production is only read.
 */
async function previewTarget(
  project: ManifestProject,
  productionId: string,
  run: PreviewRun,
  { client, signal, logger }: Pick<ManyDeployRequest, 'client' | 'signal' | 'logger'>,
): Promise<{ id: string; domain?: string }> {
  const prefixedLogger = prefixed(logger, project.key);
  const options = { logger: prefixedLogger, signal };
  const preview = await previewProjectFor(client, productionId, previewProjectName(project, run), options);
  prefixedLogger.info(`Deploying the preview project ${preview.name ?? preview.id} (${preview.id}).`);
  const domain = previewDomainName(project, run);
  if (domain === undefined) return { id: preview.id };
  await ensureDomainAttached(client, preview.id, domain, { ...options, primary: false });
  return { id: preview.id, domain };
}

interface SettleContext {
  readonly request: ManyDeployRequest;
  readonly logger: Logger;
  readonly startedAt: number;
  readonly timeoutMs: number;
}

/** The deployment's end, and its checks when the project (or the step) asks for them. */
async function settle(
  project: ManifestProject,
  target: { id: string },
  outcome: DeployOutcome,
  { request, logger, startedAt, timeoutMs }: SettleContext,
): Promise<Partial<ProjectResult> & { status: string }> {
  const deployment = outcome.deployment;
  const base = {
    project: target.id,
    ...(deployment?.url ? { url: deployment.url } : {}),
    ...(deployment ? { deploymentId: deployment.id } : {}),
  };
  if (outcome.status === 'failed') reportBuildFailure(request.logger, project.key, deployment?.id, outcome);
  if (outcome.status !== 'live' || deployment === undefined) return { ...base, status: outcome.status };
  const paths = project.checks ?? request.defaults.checks.paths;
  if (paths.length === 0) {
    logger.info(`live at ${deployment.url ?? '(no URL)'}`);
    return { ...base, status: 'live' };
  }
  const checked = await checkLiveDeployment({
    client: request.client,
    projectId: target.id,
    deployment,
    checks: { ...request.defaults.checks, paths },
    stepDeadline: startedAt + timeoutMs,
    logger,
    signal: request.signal,
  });
  if (checked.failure) logger.warning(checked.failure);
  const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
  return { ...base, status, checks: checked.passed ? 'passed' : 'failed' };
}

/**
 * A failed build's log tail, each line under the project's key (several projects share the step
 * log), and one error annotation with it, so the reason is where a failed step opens.
 */
function reportBuildFailure(
  logger: ManyLogger,
  key: string,
  deploymentId: string | undefined,
  outcome: DeployOutcome,
) {
  const tail = logTail(outcome.logLines);
  const id = deploymentId ?? 'unknown';
  if (tail.length === 0) {
    logger.error(`${key}: deployment ${id} failed on the platform before its build wrote any log line.`);
    return;
  }
  printLogTail({ info: (message) => logger.info(`[${key}] ${message}`) }, id, tail);
  logger.error(redact(tail.join('\n')), { title: `${key}: deployment ${id} failed: build log tail` });
}

/** Log lines of one project among several, each starting with its key. */
function prefixed(logger: Logger, key: string): Logger {
  return {
    debug: (message) => logger.debug(`[${key}] ${message}`),
    info: (message) => logger.info(`[${key}] ${message}`),
    warning: (message) => logger.warning(`[${key}] ${message}`),
  };
}
