import type { RunContext } from '../github/context.ts';
import type { GitHubDeploymentTracker } from '../github/deployments.ts';
import type { Logger } from '../log.ts';
import type { DeployStatus } from '../render/deploy-status.ts';
import { renderPreviewRemovedComment } from './render.ts';

/** Previews live in one transient GitHub environment; each PR's deployments carry its head branch as ref. */
const PREVIEW_ENVIRONMENT = 'preview';

export interface PreviewGitHubOptions {
  readonly context: RunContext;
  readonly token: string | undefined;
  readonly projectId: string;
  readonly comment: boolean;
  readonly githubDeployment: boolean;
  readonly logger: Logger;
}

export interface PreviewCommentState {
  readonly status: DeployStatus;
  readonly deploymentId?: string | undefined;
  readonly deploymentUrl?: string | undefined;
  readonly domainUrl?: string | undefined;
}

/**
 * The GitHub side of a preview: one transient `preview` GitHub Deployment per run, one sticky PR
 * comment with both URLs, and, when the preview goes away, the PR's deployments set inactive.
 * Octokit is imported only when GitHub is called; every GitHub failure is a warning (src/github).
 */
export class PreviewGitHub {
  readonly #options: PreviewGitHubOptions;
  readonly #canCall: boolean;
  #tracker: Promise<GitHubDeploymentTracker> | undefined;
  /** GitHub refused a comment: later updates of this run would be refused too, with the same warning. */
  #commentRefused = false;
  #started = false;

  constructor(options: PreviewGitHubOptions) {
    this.#options = options;
    const { context, token } = options;
    this.#canCall = token !== undefined && context.owner !== '' && context.repo !== '';
    if (!this.#canCall && (options.githubDeployment || (options.comment && context.pullRequest))) {
      options.logger.info('No github-token: skipping the GitHub Deployment and the PR comment.');
    }
  }

  /** The ref GitHub deployments are made for and filtered by: the PR's head branch. */
  get ref(): string {
    const { context } = this.#options;
    return context.branch ?? context.commitSha;
  }

  /** A deploy (or, without one, the attach) has begun. */
  async started(deploymentId: string | undefined): Promise<void> {
    const tracker = await this.#trackerOrUndefined();
    const { context, projectId } = this.#options;
    await tracker?.start({
      environment: PREVIEW_ENVIRONMENT,
      ref: this.ref,
      transient: true,
      description: `Preview of ${projectId}`,
      payload: { project: projectId },
      ...(context.runUrl ? { logUrl: context.runUrl } : {}),
    });
    this.#started = true;
    await this.comment({ status: 'in_progress', deploymentId });
  }

  /** The preview is served at `domainUrl`: the GitHub deployment succeeds, earlier ones of the PR go inactive. */
  async live(state: Omit<PreviewCommentState, 'status'>): Promise<void> {
    if (!this.#started) await this.started(state.deploymentId);
    const tracker = await this.#trackerOrUndefined();
    const url = state.domainUrl ?? state.deploymentUrl;
    await tracker?.finish('success', { ...(url ? { environmentUrl: url } : {}), ...this.#logUrl() });
    await tracker?.deactivatePreviousForEnvironment({ ref: this.ref });
    await this.comment({ ...state, status: 'success' });
  }

  async failed(status: 'failure' | 'cancelled', state: Omit<PreviewCommentState, 'status'>): Promise<void> {
    const tracker = await this.#trackerOrUndefined();
    const description = status === 'cancelled' ? 'Preview cancelled' : 'Preview deploy failed';
    await tracker?.finish(status === 'cancelled' ? 'error' : 'failure', { description, ...this.#logUrl() });
    await this.comment({ ...state, status });
  }

  /** After the detach: every GitHub deployment of this PR's branch in `preview` becomes inactive. */
  async removed(domain: string): Promise<number> {
    let marked = 0;
    const tracker = await this.#trackerOrUndefined();
    if (tracker) {
      marked = await tracker.inactivateAllForEnvironment(PREVIEW_ENVIRONMENT, { ref: this.ref });
      this.#options.logger.info(`Set ${marked} GitHub deployment(s) of ${this.ref} inactive.`);
    }
    await this.#upsert(
      renderPreviewRemovedComment({ project: this.#options.projectId, domain, runUrl: this.#runUrl() }),
    );
    return marked;
  }

  async comment(state: PreviewCommentState): Promise<void> {
    if (!this.#commenting()) return;
    const { renderDeployComment } = await import('../github/pr-comment.ts');
    const { context, projectId } = this.#options;
    await this.#upsert(
      renderDeployComment({
        project: projectId,
        status: state.status,
        commitSha: context.commitSha,
        ...(state.deploymentUrl ? { url: state.deploymentUrl } : {}),
        ...(state.domainUrl ? { previewDomainUrl: state.domainUrl } : {}),
        ...(state.deploymentId ? { deploymentId: state.deploymentId } : {}),
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      }),
    );
  }

  #commenting(): boolean {
    return this.#canCall && this.#options.comment && this.#options.context.pullRequest !== undefined;
  }

  async #upsert(body: string): Promise<void> {
    const { context, token, projectId } = this.#options;
    if (!this.#commenting() || token === undefined || context.pullRequest === undefined) return;
    if (this.#commentRefused) return;
    const { deployCommentMarker, upsertStickyComment } = await import('../github/pr-comment.ts');
    await upsertStickyComment({
      logger: this.#options.logger,
      token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      issueNumber: context.pullRequest.number,
      // The deploy action's marker: a PR shows one comment per project, whichever action wrote it.
      marker: deployCommentMarker(projectId),
      body,
      onRefused: () => {
        this.#commentRefused = true;
      },
    });
  }

  #trackerOrUndefined(): Promise<GitHubDeploymentTracker> | undefined {
    const { context, token, githubDeployment } = this.#options;
    if (!this.#canCall || !githubDeployment || token === undefined) return undefined;
    this.#tracker ??= import('../github/deployments.ts').then(
      ({ GitHubDeploymentTracker }) =>
        new GitHubDeploymentTracker({
          token,
          apiUrl: context.apiUrl,
          owner: context.owner,
          repo: context.repo,
          logger: this.#options.logger,
        }),
    );
    return this.#tracker;
  }

  #runUrl(): string | undefined {
    return this.#options.context.runUrl;
  }

  #logUrl(): { logUrl?: string } {
    const runUrl = this.#runUrl();
    return runUrl ? { logUrl: runUrl } : {};
  }
}
