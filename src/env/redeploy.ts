import type { PlatformClient } from '../api/client.ts';
import { isRecord } from '../api/decode.ts';
import { listDeployments } from '../api/resources/deployments.ts';
import type { SetEnvResult } from '../api/resources/env.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';

export interface FindOptions {
  readonly signal?: AbortSignal;
  readonly logger: Logger;
  /** Epoch ms: the search gives up by then, like the watch would. */
  readonly deadline: number;
  /** Listings after the PUT before concluding there is no redeploy (the platform may start it late). */
  readonly attempts?: number;
  readonly intervalMs?: number;
}

/** Ids of the deployments listed before the PUT, so the redeploy is told apart without trusting clocks. */
export async function deploymentIdsBefore(
  client: PlatformClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<ReadonlySet<string>> {
  const listed = await listDeployments(client, projectId, { maxPages: 1, ...(signal ? { signal } : {}) });
  return new Set(listed.map((deployment) => deployment.id));
}

/** The PUT's answer says outright that nothing was redeployed (`deploymentId: null`: never deployed). */
export function saysNoRedeploy(put: SetEnvResult): boolean {
  const raw = put.raw;
  if (!isRecord(raw)) return false;
  return ['deploymentId', 'deployment_id', 'redeploymentId', 'redeployment_id'].some(
    (key) => key in raw && raw[key] === null,
  );
}

/**
 * The redeploy the PUT started: the id in its answer, or else the newest listed deployment that was
 * not there before the PUT. Undefined when the platform started none (a project never deployed).
 */
export async function findRedeploy(
  client: PlatformClient,
  projectId: string,
  put: SetEnvResult,
  before: ReadonlySet<string>,
  options: FindOptions,
): Promise<string | undefined> {
  if (put.deploymentId !== undefined) return put.deploymentId;
  if (saysNoRedeploy(put)) return undefined;
  const attempts = options.attempts ?? 5;
  const intervalMs = options.intervalMs ?? 2_000;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const listed = await listDeployments(client, projectId, {
      maxPages: 1,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    // Listed newest first, so the first one not seen before is the newest the PUT could have started.
    const fresh = listed.find((deployment) => !before.has(deployment.id));
    if (fresh !== undefined) {
      options.logger.info(`Found redeploy ${fresh.id} in the project's deployments.`);
      return fresh.id;
    }
    if (attempt === attempts || Date.now() + intervalMs > options.deadline) break;
    await pause(intervalMs, options.signal);
    if (options.signal?.aborted) break;
  }
  return undefined;
}
