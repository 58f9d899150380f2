import type { PlatformClient } from '../api/client.ts';
import { PlatformApiError } from '../api/errors.ts';
import {
  type Deployment,
  type DeploymentSource,
  getDeployment,
  listDeployments,
} from '../api/resources/deployments.ts';
import type { Project } from '../api/resources/projects.ts';
import { currentClock } from '../clock.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { liveDeploymentIdOf, type Redeploy, wasLive } from './redeploy.ts';
import { hashServedArchive } from './source-archive.ts';

/** The verified deployment: by id, or the one a project serves now. */
export type PromoteSource = { readonly id: string } | { readonly liveOf: Project };

export interface PromoteRequest {
  readonly source: PromoteSource;
  readonly target: Project;
  /** The sha256 the verifying stage reported (`archive-sha256`): another digest refuses the promote. */
  readonly expectedSha256?: string | undefined;
  /** Epoch ms the reads must be done by (the step's `timeout`). */
  readonly deadline: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

export interface PromotePlan {
  /** `from` is the verified deployment; `source` is what the target's deployment is built from. */
  readonly redeploy: Redeploy;
  readonly target: Project;
  /** sha256 and size of the archive the platform serves for `from` (none for a commit source). */
  readonly archive?: { readonly sha256: string; readonly bytes: number };
  /** The target's live deployment before the promote, as the project states it. */
  readonly previousLiveId?: string;
}

/** The newest deployments of the target looked through: the same-project check and the create's adoption list. */
const LISTED_PAGES = 5;

const shown = (id: string) => (id.length > 60 ? `${id.slice(0, 60)}…` : id);

/**
 * Finds the verified deployment, checks it can be promoted to `target` and reads the archive it was
 * built from. Only reads: every refusal comes before the step writes anything.
 */
export async function planPromote(client: PlatformClient, request: PromoteRequest): Promise<PromotePlan> {
  const { target, logger, signal } = request;
  const options = signal ? { signal } : {};
  const from = await findSource(client, request.source, options);
  if (from.lifecycle !== 'live' && !wasLive(from)) {
    throw new ConfigurationError(
      `Input "source-deployment" names deployment ${from.id}, which is ${from.status || 'in an unknown state'}, not live: only a deployment that went live (and passed its checks) can be promoted; deploy again and promote that deployment once it is live.`,
      'source-deployment',
    );
  }
  const listed = await listDeployments(client, target.id, { maxPages: LISTED_PAGES, ...options });
  if (from.projectId === target.id || listed.some((d) => d.id === from.id)) {
    throw new ConfigurationError(
      `Input "project" is ${shown(target.name ?? target.id)}, the project deployment ${from.id} already belongs to; set it to the project to promote to (e.g. production), not the one that was verified.`,
      'project',
    );
  }
  const source = exactSourceOf(from);
  logger.info(
    `Promoting deployment ${from.id}${from.projectId ? ` of project ${from.projectId}` : ''} to project ${target.id}, built from ${'sourceTarballUrl' in source ? 'its uploaded archive' : `commit ${source.commitSha}`}.`,
  );
  const archive =
    'sourceTarballUrl' in source ? await verifiedArchive(from, source.sourceTarballUrl, request) : undefined;
  const previousLiveId = liveDeploymentIdOf(target.raw);
  return {
    redeploy: { from, source, knownIds: new Set(listed.map((d) => d.id)) },
    target,
    ...(archive ? { archive } : {}),
    ...(previousLiveId ? { previousLiveId } : {}),
  };
}

async function findSource(
  client: PlatformClient,
  source: PromoteSource,
  options: { signal?: AbortSignal },
): Promise<Deployment> {
  if ('liveOf' in source) return liveDeploymentOf(client, source.liveOf, options);
  try {
    return await getDeployment(client, source.id, options);
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 404) {
      throw new ConfigurationError(
        `Input "source-deployment" is ${shown(source.id)}, which the platform does not know; set it to the id of the verified deployment, or to \`live\` with \`source-project\`.`,
        'source-deployment',
      );
    }
    throw error;
  }
}

async function liveDeploymentOf(
  client: PlatformClient,
  project: Project,
  options: { signal?: AbortSignal },
): Promise<Deployment> {
  const stated = liveDeploymentIdOf(project.raw);
  const found = stated
    ? await getDeployment(client, stated, options)
    : (await listDeployments(client, project.id, { maxPages: 1, ...options })).find(
        (d) => d.lifecycle === 'live' && wasLive(d),
      );
  if (!found) {
    throw new ConfigurationError(
      `Input "source-project" is ${shown(project.name ?? project.id)}, which has no live deployment to promote; deploy to it first, or set \`source-deployment\` to the id of a verified deployment.`,
      'source-project',
    );
  }
  return found.projectId ? found : { ...found, projectId: project.id };
}

/** The exact source: the uploaded archive or the commit; a branch alone builds whatever it is now. */
function exactSourceOf(
  from: Deployment,
): DeploymentSource & ({ sourceTarballUrl: string } | { commitSha: string }) {
  if (from.sourceUrl) return { sourceTarballUrl: from.sourceUrl };
  if (from.commitSha) return { commitSha: from.commitSha };
  throw new ConfigurationError(
    `Input "source-deployment" names deployment ${from.id}, whose record states neither an uploaded archive nor a commit${from.branch ? ` (only branch ${from.branch}, which builds whatever it holds now)` : ''}, so what was verified cannot be rebuilt exactly; promote a deployment made by the deploy action's upload, or by a commit.`,
    'source-deployment',
  );
}

async function verifiedArchive(
  from: Deployment,
  url: string,
  request: PromoteRequest,
): Promise<{ sha256: string; bytes: number }> {
  const timeoutMs = Math.max(1, request.deadline - currentClock().now());
  const served = await hashServedArchive(url, {
    timeoutMs,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (served.kind === 'gone') {
    throw new ConfigurationError(
      `Input "source-deployment" names deployment ${from.id}, whose source archive the platform no longer serves (HTTP ${served.status}), so its exact bytes cannot be promoted; deploy afresh with the deploy action, verify that deployment, then promote it.`,
      'source-deployment',
    );
  }
  request.logger.info(
    `The source archive of deployment ${from.id}: ${served.bytes} bytes, sha256 ${served.sha256}.`,
  );
  if (request.expectedSha256 !== undefined && request.expectedSha256 !== served.sha256) {
    throw new ConfigurationError(
      `Input "archive-sha256" is ${shown(request.expectedSha256)}, but the archive deployment ${from.id} was built from has sha256 ${served.sha256}: it is not what was verified; set \`source-deployment\` to the deployment the verifying stage made, or pass that stage's \`archive-sha256\`.`,
      'archive-sha256',
    );
  }
  return served;
}
