import type { PlatformClient } from '../../api/client.ts';
import { PlatformApiError } from '../../api/errors.ts';
import { deleteDatabase } from '../../api/resources/databases.ts';
import { detachDomain } from '../../api/resources/domains.ts';
import { deleteEnvGroup, detachProjectEnvGroup } from '../../api/resources/env-groups.ts';
import type { SyncProvider } from '../../sync/engine/index.ts';
import { RecheckError } from './pulls.ts';
import { resourceKey, type SweepResource } from './resources.ts';

export const SWEEP_KIND = 'preview resource';

/**
 * The sweep as a sync: what should stay is every resource of an open pull request, so the engine
 * plans those as unchanged, the closed ones' as deletes, and the rest (names outside the templates,
 * pull requests GitHub does not know) as unmanaged, which it never writes.
 */
export function sweepProvider(
  client: PlatformClient,
  /** Whether a pull request is still closed, asked right before its first removal. */
  stillClosed: (pr: number) => Promise<boolean> = async () => true,
): SyncProvider<SweepResource, SweepResource> {
  const checked = new Map<number, Promise<boolean>>();
  /** What this run removed so far, for the sentence of a failure that comes after it. */
  const removed: string[] = [];
  const closedNow = (pr: number) => {
    let answer = checked.get(pr);
    if (answer === undefined) {
      answer = stillClosed(pr);
      checked.set(pr, answer);
    }
    return answer;
  };
  return {
    kind: SWEEP_KIND,
    keyOfDesired: resourceKey,
    keyOfCurrent: resourceKey,
    equals: () => true,
    describe: (resource) => {
      const { owner } = resource;
      if (owner.kind === 'unmanaged') return owner.reason;
      return `PR #${owner.pr} ${owner.state}`;
    },
    label: (resource) => {
      const project = resource.project?.name ?? resource.project?.id;
      const onProject = resource.kind === 'domain' || resource.kind === 'env group attachment';
      return {
        name: onProject && project !== undefined ? `${resource.name} on ${project}` : resource.name,
        detail: resource.kind,
      };
    },
    keepWhenUndeclared: (resource) => resource.owner.kind === 'unmanaged',
    create: () => Promise.reject(new Error('a sweep never creates anything')),
    update: () => Promise.reject(new Error('a sweep never updates anything')),
    delete: async (resource, signal) => {
      const { owner } = resource;
      if (owner.kind === 'pull') {
        let closed: boolean;
        try {
          closed = await closedNow(owner.pr);
        } catch (error) {
          if (!(error instanceof RecheckError)) throw error;
          throw new RecheckError(owner.pr, error.why, keptAndRemoved(resource, removed));
        }
        if (!closed) {
          throw new PullReopenedError(
            `Pull request #${owner.pr} was reopened after the sweep planned to remove its ${resource.kind} ${resource.name}, so it was kept and the sweep stopped there; the next run plans again.`,
          );
        }
      }
      await remove(client, resource, signal);
      removed.push(describeResource(resource));
    },
  };
}

function describeResource(resource: SweepResource): string {
  const project = resource.project?.name ?? resource.project?.id;
  return `${resource.kind} ${resource.name}${project === undefined ? '' : ` on ${project}`}`;
}

/** "Kept: database shop-pr-8 and all after it. Removed before: domain pr-7… on shop-pr-7." */
function keptAndRemoved(resource: SweepResource, removed: readonly string[]): string {
  const before =
    removed.length === 0 ? 'Nothing was removed before it.' : `Removed before it: ${removed.join(', ')}.`;
  return `Kept: ${describeResource(resource)} and everything planned after it. ${before}`;
}

/** The sweep's plan went stale: a pull request it saw closed is open again. */
class PullReopenedError extends Error {
  override readonly name = 'PullReopenedError';
}

/**
 * One removal. A 404 means it is gone already (an earlier attempt whose answer was lost, or someone
 * else), which is what the sweep wants: the DELETEs are idempotent and a retry does nothing twice.
 */
async function remove(client: PlatformClient, resource: SweepResource, signal?: AbortSignal): Promise<void> {
  const options = { signal };
  try {
    if (resource.kind === 'domain') await detachDomain(client, projectOf(resource), resource.id, options);
    else if (resource.kind === 'database') await deleteDatabase(client, resource.id, options);
    else if (resource.kind === 'env group attachment') {
      await detachProjectEnvGroup(client, projectOf(resource), resource.id, options);
    } else await deleteEnvGroup(client, resource.id, options);
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 404) return;
    throw error;
  }
}

function projectOf(resource: SweepResource): string {
  if (resource.project === undefined) throw new Error(`${resource.kind} ${resource.name} has no project`);
  return resource.project.id;
}
