import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError } from '../api/errors.ts';
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
 * outcome is unknown (the connection dropped after the body was sent) we list the project's
 * deployments and adopt the one made for this source, instead of risking a second build.
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
    if (!(error instanceof AmbiguousRequestError)) throw error;
    options.logger.warning(
      'The platform did not answer the create-deployment request; checking whether it was created before trying again.',
    );
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
