import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import {
  createDeployment,
  type Deployment,
  type DeploymentSource,
  listDeployments,
} from '../api/resources/deployments.ts';
import type { Logger } from '../log.ts';

export interface CreateOnceOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Re-reads of the deployment list before deciding the lost POST never landed. */
  readonly rereads?: number;
  readonly rereadDelayMs?: number;
}

/**
 * Creates exactly one deployment. The platform has no idempotency key, so when the create POST's
 * outcome is unknown (the connection dropped after the body was sent, or a gateway answered 5xx,
 * which it may do after the platform acted) we list the project's deployments and adopt the one made
 * for this source, instead of risking a second build or failing a deploy that is under way.
 */
export async function createDeploymentOnce(
  client: PlatformClient,
  projectId: string,
  source: DeploymentSource,
  options: CreateOnceOptions,
): Promise<Deployment> {
  const startedAt = Date.now();
  try {
    return await createDeployment(client, projectId, source, { signal: options.signal });
  } catch (error) {
    if (error instanceof AmbiguousRequestError) {
      options.logger.warning(
        'The platform did not answer the create-deployment request; checking whether it was created before trying again.',
      );
    } else if (error instanceof PlatformApiError && GATEWAY_STATUSES.has(error.status)) {
      options.logger.warning(
        `The create-deployment request was answered HTTP ${error.status}, which may come after the deployment was created; checking before trying again.`,
      );
    } else throw error;
  }
  const rereads = options.rereads ?? 3;
  for (let attempt = 0; attempt < rereads; attempt++) {
    const adopted = findCreatedFor(
      await listDeployments(client, projectId, { maxPages: 2 }),
      source,
      startedAt,
    );
    if (adopted) {
      options.logger.info(`Adopted deployment ${adopted.id}, which the unanswered request had created.`);
      return adopted;
    }
    await new Promise((resolve) => setTimeout(resolve, options.rereadDelayMs ?? 1_000));
  }
  options.logger.info('No deployment was created by the unanswered request; creating it now.');
  return createDeployment(client, projectId, source, { signal: options.signal });
}

/** Statuses a gateway or an overloaded platform sends whether or not the request was acted on. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/** Clocks differ between us and the platform; a deployment this recent may be ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

export function findCreatedFor(
  deployments: readonly Deployment[],
  source: DeploymentSource,
  startedAt: number,
): Deployment | undefined {
  if ('sourceTarballUrl' in source) {
    // An upload URL is unique to this run, so a match is certainly ours.
    return deployments.find((d) => d.sourceUrl === source.sourceTarballUrl);
  }
  return deployments.find((d) => {
    const created = d.createdAt ? Date.parse(d.createdAt) : Number.NaN;
    const recent = Number.isNaN(created) || created >= startedAt - CLOCK_SKEW_MS;
    const sameCommit = source.commitSha === undefined || d.commitSha === source.commitSha;
    const sameBranch = source.branch === undefined || d.branch === source.branch;
    return recent && sameCommit && sameBranch;
  });
}
