import type { PlatformClient } from '../../api/client.ts';
import {
  apply,
  checkExpectedPlan,
  type Plan,
  PlanMismatchError,
  planCancellable,
  type SyncOptions,
  type SyncResult,
  UnsafePlanError,
} from '../../sync/engine/index.ts';
import { type Inventory, type SweepTemplates, takeInventory } from './inventory.ts';
import { SWEEP_KIND, sweepProvider } from './provider.ts';
import type { PullRequests } from './pulls.ts';
import type { SweepResource } from './resources.ts';

export const DEFAULT_MAX_DELETIONS = 10;

/** A sweep is a sync of the previews' resources: it takes the engine's own switches, not copies of them. */
export interface SweepRequest
  extends Pick<SyncOptions, 'force' | 'dryRun' | 'expectedPlan' | 'signal' | 'onResult'> {
  readonly client: PlatformClient;
  readonly pulls: PullRequests;
  readonly templates: SweepTemplates;
  /** More removals than this are refused (nothing written) unless `force`. */
  readonly maxDeletions: number;
}

export interface SweepOutcome {
  readonly inventory: Inventory;
  readonly result: SyncResult<SweepResource, SweepResource>;
}

/**
 * inventory (GETs and GitHub reads) → plan → the max-deletions check → removals in REMOVAL_ORDER.
 * Every read, GitHub's answers included, happens before the first write, so a failed lookup or a
 * refused plan leaves the platform as it was.
 */
export async function sweepPreviews(request: SweepRequest): Promise<SweepOutcome> {
  const { client, signal } = request;
  const inventory = await takeInventory(request.templates, { client, pulls: request.pulls, signal });
  const provider = sweepProvider(client, (pr) => request.pulls.stillClosed(pr));
  const keep = inventory.resources.filter(
    (resource) => resource.owner.kind === 'pull' && resource.owner.state === 'open',
  );
  const plan = await planCancellable(
    provider,
    keep,
    inventory.resources,
    { prune: true, unmanagedNote: 'outside the templates or of no known pull request, left alone' },
    signal,
  );
  const check = checkExpectedPlan(plan as Plan<unknown, unknown>, request.expectedPlan);
  if (check instanceof PlanMismatchError) return { inventory, result: { plan, refusal: check, ok: false } };
  const deletions = plan.counts.delete;
  if (!request.force && deletions > request.maxDeletions) {
    const refusal = new UnsafePlanError([
      `it removes ${deletions} ${SWEEP_KIND}s, more than max-deletions (${request.maxDeletions})`,
    ]);
    return { inventory, result: { plan, refusal, ok: false } };
  }
  if (request.dryRun) return { inventory, result: { plan, ok: true } };
  const report = await apply(provider, plan, {
    ...(signal === undefined ? {} : { signal }),
    ...(request.onResult === undefined ? {} : { onResult: request.onResult }),
  });
  return { inventory, result: { plan, report, ok: report.ok } };
}
