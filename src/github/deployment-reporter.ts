import type { Logger } from '../log.ts';
import type { RunContext } from './context.ts';
import type {
  DeploymentFilter,
  DeploymentOutcome,
  FinishDeploymentOptions,
  GitHubDeploymentTracker,
  StartDeploymentOptions,
} from './deployments.ts';
import { PLATFORM_DEPLOYMENT_KEY } from './live-commit.ts';
import type { DeployCommentInput } from './pr-comment.ts';

export interface DeploymentReporterOptions {
  readonly context: RunContext;
  readonly token: string | undefined;
  /** The platform project deployed: the sticky comment is one per project on a pull request. */
  readonly project: string;
  /** The project's name from its record, when known: the comment's title reads "name (id)". */
  readonly projectName?: string | undefined;
  /** Keep a sticky comment on the run's pull request. */
  readonly comment: boolean;
  /** Mirror the deploy as a GitHub Deployment. */
  readonly githubDeployment: boolean;
  readonly logger: Logger;
}

/** What a comment shows beyond what the run context and the project already say. */
export type DeploymentCard = Omit<DeployCommentInput, 'project' | 'projectName' | 'commitSha' | 'runUrl'>;

/**
 * The GitHub side of anything deployed by a run: one GitHub Deployment with its statuses (linked to
 * the run's log) and one sticky pull request comment per project. It knows nothing of what was
 * deployed or how: callers say which status and which card to show. GitHub bookkeeping never fails a
 * run: every GitHub failure is one warning (src/github/failures.ts), and a refused comment is not
 * tried again. Octokit is loaded only when GitHub is called: it is a third of a bundle's start-up.
 */
export class GitHubDeploymentReporter {
  readonly #options: DeploymentReporterOptions;
  readonly #canCall: boolean;
  readonly #tracker: Promise<GitHubDeploymentTracker | undefined>;
  /** GitHub refused a comment: later updates of this run would be refused too, with the same warning. */
  #commentRefused = false;

  constructor(options: DeploymentReporterOptions) {
    this.#options = options;
    const { context, token } = options;
    this.#canCall = token !== undefined && context.owner !== '' && context.repo !== '';
    if (!this.#canCall && (options.githubDeployment || (options.comment && context.pullRequest))) {
      options.logger.info('No github-token: skipping the GitHub Deployment and the PR comment.');
    }
    // Started at once, so the import overlaps whatever the run does before its first status.
    this.#tracker =
      this.#canCall && options.githubDeployment && token !== undefined
        ? import('./deployments.ts').then(
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

  /** Create the GitHub Deployment (in progress, linked to the run's log), carrying the project. */
  async start(
    deployment: Omit<StartDeploymentOptions, 'logUrl'>,
    platformDeployment?: string,
  ): Promise<void> {
    const tracker = await this.#tracker;
    // The platform deployment's id lets a later deploy learn which commit is live (src/deploy/live-guard.ts).
    const payload = {
      ...deployment.payload,
      project: this.#options.project,
      ...(platformDeployment === undefined ? {} : { [PLATFORM_DEPLOYMENT_KEY]: platformDeployment }),
    };
    await tracker?.start({ ...deployment, payload, ...this.#logUrl() });
  }

  /** The GitHub Deployment's last status, linked to the run's log. */
  async finish(outcome: DeploymentOutcome, options: Omit<FinishDeploymentOptions, 'logUrl'> = {}) {
    const tracker = await this.#tracker;
    await tracker?.finish(outcome, { ...options, ...this.#logUrl() });
  }

  /** The earlier deployments of the started one's environment (narrowed by `filter`) go inactive. */
  async deactivatePrevious(filter: Omit<DeploymentFilter, 'except'>): Promise<void> {
    const tracker = await this.#tracker;
    await tracker?.deactivatePreviousForEnvironment(filter);
  }

  /** The previous live deployment of this project in the started one's environment goes inactive. */
  async inactivatePreviousLive(): Promise<void> {
    const tracker = await this.#tracker;
    await tracker?.inactivatePreviousLive(this.#options.project);
  }

  /** Every deployment of `environment` (narrowed by `filter`) goes inactive; undefined when not tracking. */
  async inactivateAll(environment: string, filter: DeploymentFilter): Promise<number | undefined> {
    const tracker = await this.#tracker;
    return tracker?.inactivateAllForEnvironment(environment, filter);
  }

  /** The sticky comment shows `card` with the project, the commit and the run's log. */
  async comment(card: DeploymentCard): Promise<void> {
    if (!this.#commenting()) return;
    const { renderDeployComment } = await import('./pr-comment.ts');
    const { context, project, projectName } = this.#options;
    await this.commentBody(
      renderDeployComment({
        project,
        ...(projectName ? { projectName } : {}),
        commitSha: context.commitSha,
        ...card,
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      }),
    );
  }

  /** The sticky comment says `body` instead (e.g. that a preview was removed). */
  async commentBody(body: string): Promise<void> {
    const { context, token, project, logger } = this.#options;
    if (!this.#commenting() || token === undefined || context.pullRequest === undefined) return;
    const { deployCommentMarker, upsertStickyComment } = await import('./pr-comment.ts');
    await upsertStickyComment({
      logger,
      token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      issueNumber: context.pullRequest.number,
      // One marker for every action: a pull request shows one comment per project, whichever wrote it.
      marker: deployCommentMarker(project),
      body,
      ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      onRefused: () => {
        this.#commentRefused = true;
      },
    });
  }

  #commenting(): boolean {
    const { comment, context } = this.#options;
    return this.#canCall && comment && context.pullRequest !== undefined && !this.#commentRefused;
  }

  #logUrl(): { logUrl?: string } {
    const { runUrl } = this.#options.context;
    return runUrl ? { logUrl: runUrl } : {};
  }
}
