import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Plan, PlanCounts, PlanItem, PlanOperation, SyncProvider } from './types.ts';

export interface PlanOptions {
  /** Delete current objects the file does not declare; off leaves them alone as "unmanaged". */
  readonly prune: boolean;
  /** Why unmanaged objects are left alone, for the summary line; default: the file does not declare them. */
  readonly unmanagedNote?: string;
}

/**
 * Objects compared between two looks at the event loop. A slice of 2,000 DNS records takes a few
 * milliseconds, so a SIGTERM is seen at once while the pauses cost nothing measurable.
 */
export const PLAN_SLICE = 2_000;

/**
 * Compares what the file declares with what the platform has. Declaring a key claims it: extra
 * platform objects with a declared key are duplicates and are deleted even with prune off, since
 * keeping them would leave two jobs or record sets where the file says one.
 * Linear in the objects compared (plus one sort): objects meet only through a map by key.
 */
export function plan<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  desired: readonly Desired[],
  current: readonly Current[],
  options: PlanOptions,
): Plan<Desired, Current> {
  const steps = planning(provider, desired, current, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same plan, computed in slices with a turn of the event loop between them, so a cancelled job
 * (SIGTERM aborts `signal`) stops within a slice, with the signal's reason, instead of after the
 * whole comparison.
 */
export async function planCancellable<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  desired: readonly Desired[],
  current: readonly Current[],
  options: PlanOptions,
  signal: AbortSignal | undefined,
): Promise<Plan<Desired, Current>> {
  const steps = planning(provider, desired, current, options);
  for (;;) {
    signal?.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** The plan's work; it yields after every PLAN_SLICE objects so a caller may pause there. */
function* planning<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  desired: readonly Desired[],
  current: readonly Current[],
  options: PlanOptions,
): Generator<void, Plan<Desired, Current>> {
  let compared = 0;
  const currentByKey = new Map<string, Current[]>();
  for (const existing of current) {
    const key = provider.keyOfCurrent(existing);
    const group = currentByKey.get(key);
    if (group === undefined) currentByKey.set(key, [existing]);
    else group.push(existing);
    if (++compared % PLAN_SLICE === 0) yield;
  }
  const items: PlanItem<Desired, Current>[] = [];
  const seen = new Set<string>();
  for (const wanted of desired) {
    const key = provider.keyOfDesired(wanted);
    if (seen.has(key)) {
      throw new Error(
        `Two declared ${provider.kind}s share the key "${key}"; the file check should have caught it.`,
      );
    }
    seen.add(key);
    items.push(...compareOne(provider, key, wanted, currentByKey.get(key) ?? []));
    if (++compared % PLAN_SLICE === 0) yield;
  }
  for (const [key, existing] of currentByKey) {
    if (seen.has(key)) continue;
    for (const leftover of existing) {
      const prunable = options.prune && provider.keepWhenUndeclared?.(leftover) !== true;
      items.push(itemOf(provider, prunable ? 'delete' : 'unmanaged', key, undefined, leftover));
      if (++compared % PLAN_SLICE === 0) yield;
    }
  }
  items.sort((a, b) => compareText(a.key, b.key) || OPERATION_ORDER[a.op] - OPERATION_ORDER[b.op]);
  const counts = countOperations(items);
  return {
    kind: provider.kind,
    ...(provider.detailHeading === undefined ? {} : { detailHeading: provider.detailHeading }),
    items,
    counts,
    prune: options.prune,
    ...(options.unmanagedNote === undefined ? {} : { unmanagedNote: options.unmanagedNote }),
    managedCount: current.length - counts.unmanaged,
    desiredEmpty: desired.length === 0,
  };
}

/** One declared object against the platform objects of its key (usually none or one). */
function compareOne<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  key: string,
  wanted: Desired,
  existing: readonly Current[],
): PlanItem<Desired, Current>[] {
  const equal = existing.find((candidate) => provider.equals(wanted, candidate));
  const match = equal ?? existing[0];
  if (match === undefined) return [itemOf(provider, 'create', key, wanted, undefined)];
  const items = [itemOf(provider, equal === undefined ? 'update' : 'unchanged', key, wanted, match)];
  for (const duplicate of existing) {
    if (duplicate !== match) items.push(itemOf(provider, 'delete', key, undefined, duplicate));
  }
  return items;
}

const OPERATION_ORDER: Record<PlanOperation, number> = {
  delete: 0,
  create: 1,
  update: 2,
  unchanged: 3,
  unmanaged: 4,
};

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function itemOf<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  op: PlanOperation,
  key: string,
  desired: Desired | undefined,
  current: Current | undefined,
): PlanItem<Desired, Current> {
  const subject = desired ?? current;
  const label = subject === undefined ? undefined : provider.label?.(subject);
  return {
    op,
    key,
    kind: provider.kind,
    name: label?.name ?? key,
    detail: label?.detail ?? provider.kind,
    ...(current === undefined ? {} : { before: provider.describe(current), current }),
    ...(desired === undefined ? {} : { after: provider.describe(desired), desired }),
  };
}

function countOperations(items: readonly { readonly op: PlanOperation }[]): PlanCounts {
  const counts: PlanCounts = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const item of items) counts[item.op] += 1;
  return counts;
}

export function hasChanges(plan: Plan<unknown, unknown>): boolean {
  return plan.counts.create + plan.counts.update + plan.counts.delete > 0;
}
