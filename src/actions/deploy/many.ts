import { PlatformClient } from '../../api/client.ts';
import { currentClock } from '../../clock.ts';
import { parseDuration } from '../../duration.ts';
import { ActionFailure, ConfigurationError } from '../../errors.ts';
import type { RunContext } from '../../github/context.ts';
import { GitHubDeploymentReporter } from '../../github/deployment-reporter.ts';
import { readEnvFiles } from '../../manifest/env-file.ts';
import { keySlot } from '../../manifest/legs.ts';
import type { ManifestProject } from '../../manifest/manifest.ts';
import type { ProjectResult } from '../../manifest/results.ts';
import { deployManifestProjects, type ProjectRecord } from '../../monorepo/deploy-projects.ts';
import { legRateOptions, watchPacing } from '../../monorepo/pace.ts';
import { type PreviewRun, previewDomainName, previewProjectName } from '../../preview/manifest-preview.ts';
import { type RemovedPreview, removeManifestPreviews } from '../../preview/manifest-removal.ts';
import { plural } from '../../text.ts';
import { ACTION_TERMS } from '../common/api-terms.ts';
import { deployGitHub } from '../common/deploy-github.ts';
import { loadManifest } from '../common/manifest-input.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputName } from './inputs.ts';
import { type ManyDeployInputs, readManyDeployInputs } from './many-inputs.ts';

/** What manifest mode did, for report.ts to show. */
export type ManyRun =
  | { readonly kind: 'skipped'; readonly rows: readonly ProjectResult[] }
  | { readonly kind: 'deployed'; readonly rows: readonly ProjectResult[] }
  | { readonly kind: 'removed'; readonly removed: readonly RemovedPreview[]; readonly queue: boolean };

type ManyAction = Pick<
  ActionContext<DeployInputName>,
  'port' | 'inputs' | 'connection' | 'signal' | 'workspace' | 'tempDir' | 'context'
>;

/**
 * Manifest mode's wiring: inputs, the manifest, the job's client, and the event's choice between
 * production, previews (a pull request, the merge queue) and their removal (a closed pull request,
 * `previews: remove` at the queue's end). The work is src/monorepo/deploy-projects.ts's and
 * src/preview/manifest-removal.ts's; report.ts shows it.
 */
export async function runManifestMode(action: ManyAction): Promise<ManyRun> {
  const { port, inputs, connection, signal, workspace, tempDir, context } = action;
  const config = readManyDeployInputs(inputs);
  const manifest = loadManifest(workspace, config.manifest);
  const entries = config.keys.map((key) => {
    const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
    if (found) return found;
    throw new ActionFailure(
      `Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`,
    );
  });
  const choice = previewChoice(context, config.previews);
  if (choice.kind === 'skip') {
    port.info(choice.why);
    return { kind: 'skipped', rows: entries.map((entry) => skippedRow(entry)) };
  }
  // Every env file is read and checked, and every preview's name and domain rendered, before the
  // first write: a missing file or a template this run cannot fill fails the job whole.
  const envFiles = readEnvFiles(workspace, manifest, entries);
  if (choice.kind !== 'production') {
    for (const entry of entries) {
      previewProjectName(entry, choice.run);
      previewDomainName(entry, choice.run);
    }
  }
  const projects = entries.map((entry, index) => ({
    entry,
    id: config.ids?.[index],
    timeoutMs:
      entry.timeout === undefined
        ? config.defaults.timeoutMs
        : (parseDuration(entry.timeout) ?? config.defaults.timeoutMs),
  }));
  const apiKey =
    config.apiKeys.length === 0
      ? connection.apiKey
      : (config.apiKeys[keySlot(config.keys[0] ?? '', config.apiKeys.length)] as string);
  // A client of the job's own, with no step deadline: each project has its own `timeout`, counted
  // from its own start. It has a bucket of its own (the run's clock given), paced as src/monorepo/pace.ts
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
  if (choice.kind === 'remove') {
    const github = removalGitHub(config, context, port);
    const removed = await removeManifestPreviews({
      client,
      projects: entries,
      run: choice.run,
      logger: port,
      signal,
      removed: async (key, previewId) => {
        await github?.inactivateAll(environmentOf(key, choice.run), {
          ref: refOf(context, choice.run),
          project: previewId,
        });
      },
    });
    return { kind: 'removed', removed, queue: choice.run.queue };
  }
  const preview = choice.kind === 'preview' ? choice.run : undefined;
  const concurrency = Math.min(config.concurrency, projects.length);
  port.info(
    `Deploying ${plural(projects.length, 'project')} of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`,
  );
  const rows = await deployManifestProjects({
    client,
    logger: port,
    signal,
    workspace,
    tempDir,
    manifestFile: manifest.file,
    projects,
    concurrency: config.concurrency,
    defaults: {
      ...config.defaults,
      checks: config.checks,
      force: config.force,
      githubToken: config.githubToken,
    },
    pacing: watchPacing(connection.ratePerSecond, concurrency),
    envFiles,
    digestKey: apiKey,
    run: context,
    preview,
    record: preview ? previewRecords(config, context, port, preview) : undefined,
  });
  return { kind: 'deployed', rows };
}

type Choice =
  | { readonly kind: 'production' }
  | { readonly kind: 'preview' | 'remove'; readonly run: PreviewRun }
  | { readonly kind: 'skip'; readonly why: string };

/**
 * Production on a push (and any event but these two); on a pull request of this repository its
 * previews, removed when it closes; in the merge queue the group's previews, removed by the
 * workflow's last job (`previews: remove`). A fork's pull request has no secrets: nothing.
 */
function previewChoice(run: RunContext, previews: ManyDeployInputs['previews']): Choice {
  const values = { branch: run.branch, sha: run.commitSha };
  if (run.mergeGroup) {
    const queued = { queue: true, values: { ...values, pr: run.mergeGroup.pullNumber } };
    return { kind: previews === 'remove' ? 'remove' : 'preview', run: queued };
  }
  const pull = run.pullRequest;
  if (pull === undefined) {
    if (previews === 'remove') {
      throw new ConfigurationError(
        'Input "previews" is `remove`, which only applies on pull_request and merge_group events (a push deploys production); remove it.',
        'previews',
      );
    }
    return { kind: 'production' };
  }
  if (pull.isFork) {
    return {
      kind: 'skip',
      why: 'This pull request comes from a fork: GitHub gives fork pull requests no secrets, so no preview is deployed or removed.',
    };
  }
  const run_ = { queue: false, values: { ...values, pr: pull.number } };
  return { kind: pull.action === 'closed' || previews === 'remove' ? 'remove' : 'preview', run: run_ };
}

function skippedRow(entry: ManifestProject): ProjectResult {
  return { key: entry.key, project: entry.project, status: 'skipped', durationMs: 0 };
}

/** The GitHub environment of a project's preview: `preview/<key>`, or `queue/<key>` in the merge queue. */
function environmentOf(key: string, run: PreviewRun): string {
  return `${run.queue ? 'queue' : 'preview'}/${key}`;
}

/** The ref a preview's GitHub Deployment is made on: the pull request's branch, the queue's head commit. */
function refOf(context: RunContext, run: PreviewRun): string {
  return run.queue ? context.commitSha : (context.branch ?? context.commitSha);
}

/** One GitHub Deployment per project's preview, when `github-deployment` and a token allow it. */
function previewRecords(
  config: ManyDeployInputs,
  context: RunContext,
  port: ManyAction['port'],
  run: PreviewRun,
): ((entry: ManifestProject, previewId: string) => ProjectRecord | undefined) | undefined {
  if (!config.githubDeployment || config.githubToken === undefined) return undefined;
  return (entry, previewId) =>
    deployGitHub(
      {
        githubToken: config.githubToken,
        // The report job writes the one comment with a row per project.
        comment: false,
        githubDeployment: true,
        environment: environmentOf(entry.key, run),
      },
      context,
      { id: previewId, name: entry.key },
      port,
    );
}

function removalGitHub(config: ManyDeployInputs, context: RunContext, port: ManyAction['port']) {
  if (!config.githubDeployment || config.githubToken === undefined) return undefined;
  return new GitHubDeploymentReporter({
    context,
    token: config.githubToken,
    project: '',
    comment: false,
    githubDeployment: true,
    logger: port,
  });
}
