import type { ChecksVerdict } from '../../deploy/checks-report.ts';
import {
  type DeployOutcome,
  type DeployRequest,
  type DeployStatus,
  runDeployPipeline,
} from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { toGitHubStatus } from '../../deploy/report.ts';
import type { Timeline } from '../../deploy/timeline.ts';
import type { RunContext } from '../../github/context.ts';
import { type DeploymentCard, GitHubDeploymentReporter } from '../../github/deployment-reporter.ts';
import type { Logger } from '../../log.ts';
import type { ActionPort } from '../../port.ts';

/**
 * A deploy's GitHub Deployment and sticky PR comment, as its inputs ask: what deploy, promote and
 * the manifest mode's previews report to GitHub.
 */
export function deployGitHub(
  config: {
    readonly githubToken: string | undefined;
    readonly comment: boolean;
    readonly githubDeployment: boolean;
    readonly environment: string | undefined;
  },
  context: RunContext,
  project: { id: string; name?: string | undefined },
  logger: Logger,
  /** What the GitHub Deployment says it is (a promote names its source deployment). */
  record: DeploymentRecordText = { description: `Deploying ${project.id}` },
) {
  const github = new GitHubDeploymentReporter({
    context,
    token: config.githubToken,
    project: project.id,
    projectName: project.name,
    comment: config.comment,
    githubDeployment: config.githubDeployment,
    logger,
  });
  // In the merge queue, each project's preview of the group has an environment of its own.
  const environment =
    config.environment ??
    (context.mergeGroup ? `queue/${project.name ?? project.id}` : context.defaultEnvironment);
  return {
    started: (platformDeployment?: string) =>
      reportStarted(github, context, environment, record, platformDeployment),
    finished: async (end: DeployEnd) => {
      await reportFinished(github, context, end);
      // GitHub's auto_inactive skips production environments: the previous production deployment
      // of this project (ours only, by its payload) goes inactive as it would elsewhere.
      if (end.status === 'live' && !end.verdict && environment === 'production') {
        await github.inactivatePreviousLive();
      }
    },
  };
}

export type DeployGitHub = ReturnType<typeof deployGitHub>;

/**
 * Runs the deploy pipeline with its build log folded under a group, opened once the deployment
 * exists when the run waits for it, and the deployment started on GitHub. On a failure `failed`
 * hears of the deployment created before it (if any) so it is still named and failed, and the error
 * goes on.
 */
export function deployInLogGroup(
  port: ActionPort,
  github: DeployGitHub,
  request: Omit<DeployRequest, 'logger' | 'onCreated'>,
  on: {
    readonly created?: (deploymentId: string) => void;
    readonly failed: (createdId: string | undefined) => Promise<void>;
  },
): Promise<DeployOutcome> {
  let createdId: string | undefined;
  return port
    .group(null, (openGroup) =>
      runDeployPipeline({
        ...request,
        logger: port,
        onCreated: async (deployment) => {
          createdId = deployment.id;
          on.created?.(deployment.id);
          await github.started(deployment.id);
          if (request.wait) openGroup(`Build log of deployment ${deployment.id}`);
        },
      }),
    )
    .catch(async (error: unknown) => {
      await on.failed(createdId);
      throw error;
    });
}

/** The deployment exists: GitHub shows it in progress (for a pull request, on its head branch). */
export interface DeploymentRecordText {
  readonly description: string;
  /** Laid into the GitHub Deployment's payload beside the project. */
  readonly payload?: Record<string, unknown>;
}

async function reportStarted(
  github: GitHubDeploymentReporter,
  context: RunContext,
  environment: string,
  record: DeploymentRecordText,
  platformDeployment: string | undefined,
): Promise<void> {
  await github.start(
    {
      environment,
      ref: context.pullRequest ? (context.branch ?? context.commitSha) : context.commitSha,
      transient: environment !== 'production',
      ...record,
    },
    platformDeployment,
  );
  await github.comment({ status: 'in_progress', ...commitLink(context) });
}

export interface DeployEnd {
  readonly status: DeployStatus;
  readonly deploymentId?: string | undefined;
  readonly url?: string | undefined;
  readonly timeline?: Timeline | undefined;
  /** Went live, then failed its checks. */
  readonly verdict?: ChecksVerdict | undefined;
}

/** How the deploy ended, as the GitHub Deployment's last status and the comment; pending leaves both as they are. */
async function reportFinished(
  github: GitHubDeploymentReporter,
  context: RunContext,
  end: DeployEnd,
): Promise<void> {
  const { status, deploymentId, verdict } = end;
  const card: DeploymentCard = {
    status: verdict?.shown ?? toGitHubStatus(status),
    ...commitLink(context),
    ...(deploymentId ? { deploymentId } : {}),
    ...(end.timeline && end.timeline.phases.length > 0
      ? { timeline: { title: `Deployment ${deploymentId ?? ''}`, ...end.timeline } }
      : {}),
  };
  const url = verdict ? verdict.url : end.url;
  if (verdict) {
    // Live, then failed its checks: a failure on GitHub, and the comment says what is live now.
    const description = verdict.liveNow ? 'Failed its checks; rolled back' : 'Failed its checks';
    await github.finish('failure', { description });
  } else if (status === 'live') {
    await github.finish('success', url ? { environmentUrl: url } : {});
  } else if (status === 'failed' || status === 'timed-out') {
    await github.finish('failure', { description: `Deployment ${status}` });
  } else if (status === 'cancelled') {
    await github.finish('error', { description: 'Deployment cancelled' });
  }
  await github.comment({
    ...card,
    ...(url ? { url } : {}),
    ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
  });
}

function commitLink(context: RunContext): { commitUrl: string } {
  return { commitUrl: `${context.serverUrl}/${context.owner}/${context.repo}/commit/${context.commitSha}` };
}

/**
 * The checks' verdict, and the GitHub Deployment's last status and comment with it: a deployment that
 * failed its checks is reported as such everywhere, with what is live now. deploy and promote both end here.
 */
export async function finishOnGitHub(
  github: ReturnType<typeof deployGitHub>,
  outcome: DeployOutcome,
  checked: PostDeployOutcome | undefined,
) {
  // Loaded only when checks ran: the checks' modules are not needed to start a deploy.
  const checksReport = checked ? await import('../../deploy/checks-report.ts') : undefined;
  const verdict =
    checked && checksReport && outcome.deployment
      ? checksReport.checksVerdict(checked, outcome.deployment)
      : undefined;
  await github.finished({
    status: outcome.status,
    deploymentId: outcome.deployment?.id,
    url: outcome.deployment?.url,
    timeline: outcome.timeline,
    verdict,
  });
  return verdict;
}
