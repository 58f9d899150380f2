import type { PlatformClient } from '../api/client.ts';
import { stringField } from '../api/decode.ts';
import type { Deployment } from '../api/resources/deployments.ts';
import { type DeployOutcome, runDeployPipeline, type SourceChoice } from '../deploy/pipeline.ts';
import { failureSentence } from '../deploy/report.ts';
import type { Logger } from '../log.ts';
import type { ActionPort } from '../port.ts';
import { readProxyStatus } from '../projects/proxy-status.ts';
import { type CopiedConfig, copyIntoPreview, readProductionConfig } from './copy-project.ts';
import { type AttachResult, ensureDomainAttached } from './domain.ts';
import {
  attachEnvGroups,
  checkEnvGroups,
  ensurePreviewProject,
  type ProjectChoice,
  type ResolvedProject,
} from './project.ts';

/** Where a preview stands, for its GitHub Deployment and PR comment. */
export interface PreviewState {
  readonly deploymentId?: string | undefined;
  readonly deploymentUrl?: string | undefined;
  readonly domainUrl?: string | undefined;
}

/** What attach reports to GitHub; PreviewGitHub in the action, a recorder in tests. */
export interface PreviewReporter {
  started(deploymentId: string | undefined): Promise<void>;
  live(state: PreviewState): Promise<void>;
  failed(status: 'failure' | 'cancelled', state: PreviewState): Promise<void>;
}

export interface DeployStep {
  readonly source: SourceChoice;
  readonly wait: boolean;
  readonly timeoutMs: number;
  /**
   * Folds the build log under a group (the port's `group`) titled by `groupTitle` once the deployment
   * exists; the group closes once the pipeline has settled, before anything else is logged.
   */
  readonly group?: ActionPort['group'];
  readonly groupTitle?: (deployment: Deployment) => string;
}

export interface AttachRequest {
  readonly client: PlatformClient;
  readonly project: ProjectChoice;
  readonly envGroups: readonly string[];
  readonly domain: string;
  readonly primary: boolean;
  /** A production project whose configuration a preview project this run creates copies. */
  readonly fromProject?: string | undefined;
  /** Deploy the workspace first; undefined attaches the domain to what the project already serves. */
  readonly deploy: DeployStep | undefined;
  readonly github: PreviewReporter;
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
}

export interface AttachOutcome {
  readonly project: ResolvedProject;
  readonly envGroupsAttached: readonly string[];
  /** What `from-project` copied, or why it copied nothing (the project already existed). */
  readonly copy?: { readonly copied: CopiedConfig } | { readonly note: string } | undefined;
  readonly deploy: DeployOutcome | undefined;
  /** Undefined when the deploy did not succeed, so the domain was left as it was. */
  readonly attach: AttachResult | undefined;
  readonly proxyStatus: string | undefined;
  /** Why the step fails (the deploy failed or timed out), or undefined. */
  readonly failure: string | undefined;
  readonly url: string;
}

/**
 * Deploying a pull request to a given project replaces what that project serves: worth a warning
 * when the project has a primary domain other than the preview's, i.e. it looks like production.
 */
function warnIfProduction(resolved: ResolvedProject, domain: string, logger: Logger): void {
  if (resolved.byName) return;
  const primary = stringField(resolved.project.raw, 'primaryDomain', 'productionDomain');
  if (primary === undefined || primary.toLowerCase() === domain) return;
  logger.warning(
    `Project ${resolved.project.id} serves the primary domain ${primary}: this deploy replaces what ${primary} shows too. Use "project-name" (a project per pull request) to keep previews apart from production.`,
  );
}

/**
 * Attach mode: project (found or created, with its env groups) → deploy → domain → proxy status.
 * A deploy that does not go live leaves the domain untouched: it keeps serving the last good build.
 */
export async function attachPreview(request: AttachRequest): Promise<AttachOutcome> {
  const { client, logger, signal, github, domain } = request;
  const options = { logger, signal };
  const url = `https://${domain}`;
  // Before any write: a wrong group id must not leave a half-made preview behind.
  await checkEnvGroups(client, request.envGroups, options);
  const production =
    request.fromProject === undefined
      ? undefined
      : await readProductionConfig(client, request.fromProject, options);
  const project = await ensurePreviewProject(client, request.project, options);
  const projectId = project.project.id;
  let copy: AttachOutcome['copy'];
  if (production !== undefined && project.created) {
    copy = { copied: await copyIntoPreview(client, project.project, production, options) };
  } else if (production !== undefined) {
    const note = `Project ${projectId} already existed, so nothing was copied from ${production.projectId}: from-project copies only into a project this run creates.`;
    logger.info(note);
    copy = { note };
  }
  const envGroupsAttached = await attachEnvGroups(client, projectId, request.envGroups, options);
  if (request.deploy) warnIfProduction(project, domain, logger);

  let deploy: DeployOutcome | undefined;
  if (request.deploy) {
    const step = request.deploy;
    let created: Deployment | undefined;
    const inGroup: ActionPort['group'] = step.group ?? ((_title, fn) => fn(() => {}));
    deploy = await inGroup(null, (openGroup) =>
      runDeployPipeline({
        client,
        projectId,
        source: step.source,
        wait: step.wait,
        timeoutMs: step.timeoutMs,
        logger,
        signal,
        onCreated: async (deployment) => {
          created = deployment;
          if (step.groupTitle) openGroup(step.groupTitle(deployment));
          await github.started(deployment.id);
        },
      }),
    ).catch(async (error: unknown) => {
      if (created) await github.failed('failure', { deploymentId: created.id });
      throw error;
    });
    const failure = failureSentence(deploy, step.timeoutMs);
    if (failure !== undefined || deploy.status === 'cancelled') {
      const status = deploy.status === 'cancelled' ? 'cancelled' : 'failure';
      await github.failed(status, {
        deploymentId: deploy.deployment?.id,
        deploymentUrl: deploy.deployment?.url,
      });
      return {
        project,
        envGroupsAttached,
        copy,
        deploy,
        attach: undefined,
        proxyStatus: undefined,
        failure,
        url,
      };
    }
  } else {
    await github.started(undefined);
  }

  const attach = await ensureDomainAttached(client, projectId, domain, {
    ...options,
    primary: request.primary,
  });
  const proxyStatus = await readProxyStatus(client, projectId, domain, options);
  await github.live({
    deploymentId: deploy?.deployment?.id,
    deploymentUrl: deploy?.deployment?.url ?? project.project.liveUrl,
    domainUrl: url,
  });
  return { project, envGroupsAttached, copy, deploy, attach, proxyStatus, failure: undefined, url };
}
