import { resolve } from 'node:path';
import { PlatformClient } from '../../api/client.ts';
import { currentClock } from '../../clock.ts';
import { type DeployOutcome, runDeployPipeline } from '../../deploy/pipeline.ts';
import { checkLiveDeployment } from '../../deploy/post-deploy.ts';
import { logTail, printLogTail } from '../../deploy/report.ts';
import type { WatchPacing } from '../../deploy/watch.ts';
import { ActionFailure, CancelledError, errorMessage } from '../../errors.ts';
import type { RunContext } from '../../github/context.ts';
import { applyEnvFile, type EnvFileVariables, readEnvFiles } from '../../manifest/env-file.ts';
import { keySlot } from '../../manifest/legs.ts';
import type { ManifestProject } from '../../manifest/manifest.ts';
import { isSuccess, type ProjectResult, renderResultsTable } from '../../manifest/results.ts';
import type { ActionPort } from '../../port.ts';
import { type PreviewRun, previewProjectFor, previewProjectName } from '../../preview/manifest-preview.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { redact } from '../../secrets/redact.ts';
import { plural } from '../../text.ts';
import { ACTION_TERMS } from '../common/api-terms.ts';
import { parseDuration } from '../common/duration.ts';
import { loadManifest } from '../common/manifest-input.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputName } from './inputs.ts';
import { legSuperseded } from './live-step.ts';
import { type ManyDeployInputs, readManyDeployInputs } from './many-inputs.ts';
import { legRateOptions, watchPacing } from './many-pace.ts';

/**
 * Manifest mode: deploys the named manifest projects from one job, `concurrency` at a time, all with
 * one client and so one token bucket for the key (the leg's `api-rate` share). A project that fails
 * does not stop the others; every project gets a row in the `results` output.
 */
export async function deployManifestProjects(
  action: ActionContext<DeployInputName, 'results' | 'status'>,
): Promise<void> {
  const { port, outputs, inputs, connection, signal, workspace, tempDir } = action;
  const config = readManyDeployInputs(inputs);
  const manifest = loadManifest(workspace, config.manifest);
  const projects = config.keys.map((key) => {
    const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
    if (found) return found;
    throw new ActionFailure(
      `Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`,
    );
  });
  // Every env file is read and checked before the first write, so a missing one fails the job whole.
  const envFiles = readEnvFiles(workspace, manifest, projects);
  const apiKey =
    config.apiKeys.length === 0
      ? connection.apiKey
      : (config.apiKeys[keySlot(config.keys[0] ?? '', config.apiKeys.length)] as string);
  // A client of the job's own, with no step deadline: each project has its own `timeout`, counted
  // from its own start. It has a bucket of its own (the run's clock given), paced as many-pace.ts
  // says; every request of this job goes through it.
  const client = new PlatformClient({
    ...connection,
    ...legRateOptions(connection.ratePerSecond),
    clock: currentClock(),
    apiKey,
    terms: ACTION_TERMS,
    logger: port,
    signal,
  });
  const preview = previewRunOf(action.context);
  if (preview === 'skip') {
    const rows = projects.map((project) => ({
      key: project.key,
      project: project.project,
      status: 'skipped',
      durationMs: 0,
    }));
    port.info(
      'This pull request comes from a fork, or is closed: GitHub gives fork pull requests no secrets, so no preview is deployed, and a closed one gets none.',
    );
    outputs.set('results', JSON.stringify(rows));
    outputs.set('status', 'live');
    return;
  }
  const pacing = watchPacing(connection.ratePerSecond, Math.min(config.concurrency, projects.length));
  port.info(
    `Deploying ${plural(projects.length, 'project')} of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`,
  );
  const rows = await mapConcurrently(projects, config.concurrency, (project, index) =>
    deployOne(project, config.ids?.[index], {
      client,
      port,
      signal,
      workspace,
      tempDir,
      config,
      pacing,
      envFiles,
      apiKey,
      manifestFile: manifest.file,
      run: action.context,
      preview,
    }),
  );
  outputs.set('results', JSON.stringify(rows));
  const failed = rows.filter((row) => !isSuccess(row));
  outputs.set('status', failed.length === 0 ? 'live' : 'failed');
  await port.appendSummary(`### Deploy of ${rows.length} projects\n\n${renderResultsTable(rows)}`);
  if (signal.aborted) throw new CancelledError('The job was cancelled while the projects deployed.');
  if (failed.length > 0) {
    throw new ActionFailure(
      `${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`,
    );
  }
}

interface OneContext {
  readonly client: PlatformClient;
  readonly port: ActionPort;
  readonly signal: AbortSignal;
  readonly workspace: string;
  readonly tempDir: string;
  readonly config: ManyDeployInputs;
  readonly pacing: Partial<WatchPacing>;
  readonly envFiles: EnvFileVariables;
  /** The key this job uses: the digest of env-file variables is keyed with it, as env-sync's is. */
  readonly apiKey: string;
  readonly manifestFile: string;
  readonly run: RunContext;
  /** Set on a pull request or in the merge queue: every project deploys to its preview. */
  readonly preview: PreviewRun | undefined;
}

async function deployOne(
  project: ManifestProject,
  id: string | undefined,
  context: OneContext,
): Promise<ProjectResult> {
  const { client, port, signal, config } = context;
  const startedAt = currentClock().now();
  const logger = prefixed(port, project.key);
  const timeoutMs =
    project.timeout === undefined
      ? config.defaults.timeoutMs
      : (parseDuration(project.timeout) ?? config.defaults.timeoutMs);
  const row = (fields: Partial<ProjectResult> & { status: string }): ProjectResult => ({
    key: project.key,
    project: project.project,
    durationMs: currentClock().now() - startedAt,
    ...fields,
  });
  if (signal.aborted) return row({ status: 'cancelled' });
  try {
    const resolved =
      id === undefined ? await resolveProject(client, project.project, { logger, signal }) : { id };
    // On a pull request or in the merge queue, the project's preview, never production.
    const preview = context.preview
      ? await previewProjectFor(
          client,
          resolved.id,
          previewProjectName(project.project, context.preview, project.key),
          { logger, signal },
        )
      : undefined;
    if (preview) logger.info(`Deploying the preview project ${preview.name ?? preview.id} (${preview.id}).`);
    const target = preview ?? resolved;
    // Never older than live, before this leg's first write (its env file or its upload).
    const stale = await legSuperseded(
      {
        client,
        projectId: resolved.id,
        projectRaw: 'raw' in resolved ? resolved.raw : undefined,
        logger,
        signal,
      },
      config,
      context.run,
    );
    if (stale) {
      logger.info(stale.sentence);
      return row({ project: resolved.id, status: 'superseded', ...(stale.url ? { url: stale.url } : {}) });
    }
    const variables = context.envFiles.get(project.key);
    if (variables !== undefined) {
      await applyEnvFile(project, variables, {
        client,
        projectId: target.id,
        manifestFile: context.manifestFile,
        digestKey: context.apiKey,
        logger,
        signal,
      });
    }
    const outcome: DeployOutcome = await runDeployPipeline({
      client,
      projectId: target.id,
      source: {
        kind: 'upload',
        root: resolve(context.workspace, project.path),
        exclude: [...config.defaults.exclude, ...(project.exclude ?? [])],
        tempDir: context.tempDir,
        uploadFormat: config.defaults.uploadFormat,
        compressionLevel: config.defaults.compressionLevel,
      },
      wait: true,
      timeoutMs,
      logger,
      signal,
      // Build logs of several projects would interleave, and the platform keeps each one whole: no
      // listener, so the watch reads statuses only and the log once, at the end.
      pacing: context.pacing,
    });
    const deployment = outcome.deployment;
    const base = {
      project: target.id,
      ...(deployment?.url ? { url: deployment.url } : {}),
      ...(deployment ? { deploymentId: deployment.id } : {}),
    };
    if (outcome.status === 'failed') reportBuildFailure(port, project.key, deployment?.id, outcome);
    if (outcome.status !== 'live' || deployment === undefined)
      return row({ ...base, status: outcome.status });
    const paths = project.checks ?? config.checks.paths;
    if (paths.length === 0) {
      logger.info(`live at ${deployment.url ?? '(no URL)'}`);
      return row({ ...base, status: 'live' });
    }
    const checked = await checkLiveDeployment({
      client,
      projectId: target.id,
      deployment,
      checks: { ...config.checks, paths },
      stepDeadline: startedAt + timeoutMs,
      logger,
      signal,
    });
    if (checked.failure) logger.warning(checked.failure);
    const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
    return row({ ...base, status, checks: checked.passed ? 'passed' : 'failed' });
  } catch (error) {
    if (signal.aborted) return row({ status: 'cancelled' });
    port.error(`${project.key}: ${redact(errorMessage(error))}`);
    return row({ status: 'failed' });
  }
}

/**
 * A failed build's log tail, each line under the project's key (several projects share the step
 * log), and one error annotation with it, so the reason is where a failed step opens.
 */
function reportBuildFailure(
  port: ActionPort,
  key: string,
  deploymentId: string | undefined,
  outcome: DeployOutcome,
) {
  const tail = logTail(outcome.logLines);
  const id = deploymentId ?? 'unknown';
  if (tail.length === 0) {
    port.error(`${key}: deployment ${id} failed on the platform before its build wrote any log line.`);
    return;
  }
  printLogTail({ info: (message) => port.info(`[${key}] ${message}`) }, id, tail);
  port.error(redact(tail.join('\n')), { title: `${key}: deployment ${id} failed: build log tail` });
}

/**
 * Previews instead of production: on a pull request of this repository (a fork's gets no secrets, and
 * a closed one no deploy: `skip`), and in the merge queue, where {pr} is the queue ref's pull request.
 */
function previewRunOf(run: RunContext): PreviewRun | 'skip' | undefined {
  const values = { branch: run.branch, sha: run.commitSha };
  if (run.mergeGroup) return { queue: true, values: { ...values, pr: run.mergeGroup.pullNumber } };
  const pull = run.pullRequest;
  if (pull === undefined) return undefined;
  if (pull.isFork || pull.action === 'closed') return 'skip';
  return { queue: false, values: { ...values, pr: pull.number } };
}

/** Log lines of one project among several, each starting with its key. */
function prefixed(port: ActionPort, key: string) {
  return {
    debug: (message: string) => port.debug(`[${key}] ${message}`),
    info: (message: string) => port.info(`[${key}] ${message}`),
    warning: (message: string) => port.warning(`[${key}] ${message}`),
  };
}

/** `work` over every item, at most `limit` at once, results in the items' order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
