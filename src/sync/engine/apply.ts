import { errorMessage } from '../../errors.ts';
import type { ApplyReport, ItemResult, Plan, PlanItem, SyncProvider } from './types.ts';

export interface ApplyOptions {
  /** Checked before every write and passed to it; a cancelled run stops and reports what is left. */
  readonly signal?: AbortSignal;
  /** Called after each write, so logs show progress as it happens. */
  readonly onResult?: (result: ItemResult<unknown, unknown>) => void;
}

/**
 * The writes of a plan in the order they are made:
 * 1. deletes that free a name some create or update needs (a CNAME must be gone before an A record
 *    can take its name, and the other way round), else the platform would reject the create;
 * 2. creates and updates, in plan order;
 * 3. all other deletes, last, so whatever is being replaced keeps answering until its successor
 *    exists, and a run that stops half-way has removed nothing that is still needed.
 */
export function orderWrites<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  plan: Plan<Desired, Current>,
): PlanItem<Desired, Current>[] {
  const writes = plan.items.filter((item) => item.op === 'create' || item.op === 'update');
  const deletes = plan.items.filter((item) => item.op === 'delete');
  const needed = new Set(
    writes.flatMap((item) => (item.desired === undefined ? [] : (provider.needsName?.(item.desired) ?? []))),
  );
  const freesNeededName = (item: PlanItem<Desired, Current>): boolean =>
    item.current !== undefined && (provider.freesName?.(item.current) ?? []).some((name) => needed.has(name));
  const early = deletes.filter(freesNeededName);
  const late = deletes.filter((item) => !freesNeededName(item));
  return [...early, ...writes, ...late];
}

/**
 * Makes the plan's writes one at a time (the platform allows 20 requests a second per key). The first
 * failure stops further writes: later ones often depend on it (a create waiting for a delete), and a
 * broken key or platform would only repeat the error. The report says exactly what was applied, what
 * failed and why, and what was not attempted; a re-run plans only what is still missing.
 */
export async function apply<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  plan: Plan<Desired, Current>,
  options: ApplyOptions = {},
): Promise<ApplyReport<Desired, Current>> {
  const { signal, onResult } = options;
  const results: ItemResult<Desired, Current>[] = [];
  let stopReason: string | undefined;
  let aborted = false;
  for (const item of orderWrites(provider, plan)) {
    if (stopReason === undefined && signal?.aborted) {
      aborted = true;
      stopReason = 'not attempted: the run was cancelled';
    }
    const result: ItemResult<Desired, Current> =
      stopReason === undefined
        ? await write(provider, item, signal)
        : { item, status: 'skipped', error: stopReason };
    if (result.status === 'failed') {
      aborted = signal?.aborted === true;
      stopReason = aborted
        ? 'not attempted: the run was cancelled'
        : `not attempted: an earlier ${plan.kind} write failed`;
    }
    results.push(result);
    onResult?.(result);
  }
  return summarise(results, aborted);
}

async function write<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  item: PlanItem<Desired, Current>,
  signal: AbortSignal | undefined,
): Promise<ItemResult<Desired, Current>> {
  try {
    const { desired, current } = item;
    if (item.op === 'create' && desired !== undefined) await provider.create(desired, signal);
    else if (item.op === 'update' && desired !== undefined && current !== undefined) {
      await provider.update(desired, current, signal);
    } else if (item.op === 'delete' && current !== undefined) await provider.delete(current, signal);
    else throw new Error(`Plan item ${item.op} ${item.key} lacks the object it needs.`);
    return { item, status: 'applied' };
  } catch (error) {
    const message = signal?.aborted
      ? `cancelled while in flight, so it may or may not have been applied (${errorMessage(error)})`
      : errorMessage(error);
    const at = item.desired === undefined ? undefined : provider.bodies?.locate(item.desired);
    return { item, status: 'failed', error: message, cause: error, ...(at === undefined ? {} : { at }) };
  }
}

function summarise<Desired, Current>(
  results: readonly ItemResult<Desired, Current>[],
  aborted: boolean,
): ApplyReport<Desired, Current> {
  const failed = results.filter((result) => result.status === 'failed');
  const skipped = results.filter((result) => result.status === 'skipped');
  return {
    results,
    applied: results.filter((result) => result.status === 'applied').map((result) => result.item),
    failed,
    skipped,
    aborted,
    ok: failed.length === 0 && skipped.length === 0,
  };
}
