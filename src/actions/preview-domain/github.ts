import type { RunContext } from '../../github/context.ts';
import { GitHubDeploymentReporter } from '../../github/deployment-reporter.ts';
import type { Logger } from '../../log.ts';
import type { PreviewReporter, PreviewState } from '../../preview/attach.ts';
import { renderPreviewRemovedComment } from '../../preview/render.ts';

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

/**
 * The GitHub side of a preview: one transient `preview` GitHub Deployment per run, one sticky PR
 * comment with both URLs, and, when the preview goes away, the PR's deployments set inactive.
 */
export class PreviewGitHub implements PreviewReporter {
  readonly #github: GitHubDeploymentReporter;
  readonly #options: PreviewGitHubOptions;
  #started = false;

  constructor(options: PreviewGitHubOptions) {
    this.#options = options;
    this.#github = new GitHubDeploymentReporter({ ...options, project: options.projectId });
  }

  /**
   * The ref GitHub deployments are made for and filtered by: the PR's head branch; in the merge queue,
   * the group's head commit (its queue branch is deleted once the group lands or fails).
   */
  get #ref(): string {
    const { context } = this.#options;
    return context.mergeGroup?.headSha ?? context.branch ?? context.commitSha;
  }

  /** `preview`, shared by pull requests (told apart by ref); `queue/<project>` in the merge queue. */
  get #environment(): string {
    const { context, projectId } = this.#options;
    return context.mergeGroup ? `queue/${projectId}` : PREVIEW_ENVIRONMENT;
  }

  /** A deploy (or, without one, the attach) has begun. */
  async started(deploymentId: string | undefined): Promise<void> {
    await this.#github.start({
      environment: this.#environment,
      ref: this.#ref,
      transient: true,
      description: `Preview of ${this.#options.projectId}`,
    });
    this.#started = true;
    await this.#comment({ status: 'in_progress', deploymentId });
  }

  /** The preview is served at `domainUrl`: the GitHub deployment succeeds, earlier ones of the PR go inactive. */
  async live(state: PreviewState): Promise<void> {
    if (!this.#started) await this.started(state.deploymentId);
    const url = state.domainUrl ?? state.deploymentUrl;
    await this.#github.finish('success', url ? { environmentUrl: url } : {});
    await this.#github.deactivatePrevious({ ref: this.#ref });
    await this.#comment({ ...state, status: 'success' });
  }

  async failed(status: 'failure' | 'cancelled', state: PreviewState): Promise<void> {
    const description = status === 'cancelled' ? 'Preview cancelled' : 'Preview deploy failed';
    await this.#github.finish(status === 'cancelled' ? 'error' : 'failure', { description });
    await this.#comment({ ...state, status });
  }

  /** After the detach: every GitHub deployment of this PR's branch in `preview` becomes inactive. */
  async removed(domain: string): Promise<number> {
    const marked = await this.#github.inactivateAll(this.#environment, { ref: this.#ref });
    if (marked !== undefined) {
      this.#options.logger.info(`Set ${marked} GitHub deployment(s) of ${this.#ref} inactive.`);
    }
    const { projectId, context } = this.#options;
    await this.#github.commentBody(
      renderPreviewRemovedComment({ project: projectId, domain, runUrl: context.runUrl }),
    );
    return marked ?? 0;
  }

  async #comment(state: PreviewState & { status: 'in_progress' | 'success' | 'failure' | 'cancelled' }) {
    await this.#github.comment({
      status: state.status,
      ...(state.deploymentUrl ? { url: state.deploymentUrl } : {}),
      ...(state.domainUrl ? { previewDomainUrl: state.domainUrl } : {}),
      ...(state.deploymentId ? { deploymentId: state.deploymentId } : {}),
    });
  }
}
