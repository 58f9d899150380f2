import type { RunContext } from '../github/context.ts';
import type { GitHubDeploymentTracker } from '../github/deployments.ts';
import type { Logger } from '../log.ts';
import type { DeployStatus as GitHubDeployStatus } from '../render/deploy-status.ts';
import type { ChecksVerdict } from './checks-report.ts';
import type { DeployStatus } from './pipeline.ts';
import type { Timeline } from './timeline.ts';

export interface GitHubReportOptions {
  readonly context: RunContext;
  readonly token: string | undefined;
  readonly projectId: string;
  readonly environment: string;
  readonly comment: boolean;
  readonly githubDeployment: boolean;
  readonly logger: Logger;
}

export function toGitHubStatus(status: DeployStatus): GitHubDeployStatus {
  if (status === 'live') return 'success';
  if (status === 'pending') return 'in_progress';
  if (status === 'cancelled') return 'cancelled';
  return 'failure';
}

/**
 * The GitHub side of one deploy: a GitHub Deployment with its statuses and the sticky PR comment.
 * GitHub bookkeeping never fails a deploy: every failure here is a warning (in src/github).
 */
export class GitHubDeployReport {
  readonly #options: GitHubReportOptions;
  #tracker: Promise<GitHubDeploymentTracker | undefined>;
  /** GitHub refused the first comment: the final update would be refused too, with the same warning. */
  #commentRefused = false;
  /** The project's name, once its record was read: the comment's title reads "name (id)". */
  projectName: string | undefined;

  constructor(options: GitHubReportOptions) {
    this.#options = options;
    const { context, token } = options;
    const canCall = token !== undefined && context.owner !== '' && context.repo !== '';
    if (!canCall && (options.githubDeployment || (options.comment && context.pullRequest))) {
      options.logger.info('No github-token: skipping the GitHub Deployment and the PR comment.');
    }
    // Octokit is loaded only when GitHub is called: it is a third of the bundle's start-up time.
    this.#tracker =
      canCall && options.githubDeployment
        ? import('../github/deployments.ts').then(
            ({ GitHubDeploymentTracker }) =>
              new GitHubDeploymentTracker({
                token,
                apiUrl: context.apiUrl,
                owner: context.owner,
                repo: context.repo,
                logger: options.logger,
              }),
          )
        : Promise.resolve(undefined);
  }

  async started(): Promise<void> {
    const { context, environment, projectId } = this.#options;
    const tracker = await this.#tracker;
    await tracker?.start({
      environment,
      ref: context.pullRequest ? (context.branch ?? context.commitSha) : context.commitSha,
      transient: environment !== 'production',
      description: `Deploying ${projectId}`,
      payload: { project: projectId },
      ...(context.runUrl ? { logUrl: context.runUrl } : {}),
    });
    await this.#comment('in_progress', undefined, undefined);
  }

  async finished(
    status: DeployStatus,
    deploymentId: string | undefined,
    url: string | undefined,
    timeline?: Timeline,
    verdict?: ChecksVerdict,
  ): Promise<void> {
    const { context } = this.#options;
    const logUrl = context.runUrl ? { logUrl: context.runUrl } : {};
    const tracker = await this.#tracker;
    if (verdict) {
      // Live, then failed its checks: a failure on GitHub, and the comment says what is live now.
      const description = verdict.liveNow ? 'Failed its checks; rolled back' : 'Failed its checks';
      await tracker?.finish('failure', { description, ...logUrl });
      await this.#comment(verdict.shown, deploymentId, verdict.url, timeline, verdict.liveNow);
      return;
    }
    if (status === 'live') {
      await tracker?.finish('success', { ...(url ? { environmentUrl: url } : {}), ...logUrl });
    } else if (status === 'failed' || status === 'timed-out') {
      await tracker?.finish('failure', { description: `Deployment ${status}`, ...logUrl });
    } else if (status === 'cancelled') {
      await tracker?.finish('error', { description: 'Deployment cancelled', ...logUrl });
    }
    await this.#comment(toGitHubStatus(status), deploymentId, url, timeline);
  }

  async #comment(
    status: GitHubDeployStatus,
    deploymentId: string | undefined,
    url: string | undefined,
    timeline?: Timeline,
    liveNow?: string,
  ) {
    const { context, token, projectId, comment } = this.#options;
    if (!comment || !context.pullRequest || token === undefined || this.#commentRefused) return;
    const { deployCommentMarker, renderDeployComment, upsertStickyComment } = await import(
      '../github/pr-comment.ts'
    );
    await upsertStickyComment({
      logger: this.#options.logger,
      token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      issueNumber: context.pullRequest.number,
      marker: deployCommentMarker(projectId),
      onRefused: () => {
        this.#commentRefused = true;
      },
      body: renderDeployComment({
        project: projectId,
        ...(this.projectName ? { projectName: this.projectName } : {}),
        status,
        commitSha: context.commitSha,
        commitUrl: `${context.serverUrl}/${context.owner}/${context.repo}/commit/${context.commitSha}`,
        ...(timeline && timeline.phases.length > 0
          ? { timeline: { title: `Deployment ${deploymentId ?? ''}`, ...timeline } }
          : {}),
        ...(url ? { url } : {}),
        ...(deploymentId ? { deploymentId } : {}),
        ...(liveNow ? { liveNow } : {}),
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      }),
    });
  }
}
