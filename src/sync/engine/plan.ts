import type { Plan, PlanCounts, PlanItem, PlanOperation, SyncProvider } from './types.ts';

export interface PlanOptions {
  /** Delete current objects the file does not declare; off leaves them alone as "unmanaged". */
  readonly prune: boolean;
}

/**
 * Compares what the file declares with what the platform has. Declaring a key claims it: extra
 * platform objects with a declared key are duplicates and are deleted even with prune off, since
 * keeping them would leave two jobs or record sets where the file says one.
 */
export function plan<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  desired: readonly Desired[],
  current: readonly Current[],
  options: PlanOptions,
): Plan<Desired, Current> {
  const items: PlanItem<Desired, Current>[] = [];
  const currentByKey = groupCurrent(provider, current);
  const seen = new Set<string>();
  for (const wanted of desired) {
    const key = provider.keyOfDesired(wanted);
    if (seen.has(key)) {
      throw new Error(
        `Two declared ${provider.kind}s share the key "${key}"; the file check should have caught it.`,
      );
    }
    seen.add(key);
    const existing = currentByKey.get(key) ?? [];
    const match = existing.find((candidate) => provider.equals(wanted, candidate)) ?? existing[0];
    if (match === undefined) {
      items.push(itemOf(provider, 'create', key, wanted, undefined));
      continue;
    }
    const op = provider.equals(wanted, match) ? 'unchanged' : 'update';
    items.push(itemOf(provider, op, key, wanted, match));
    for (const duplicate of existing.filter((candidate) => candidate !== match)) {
      items.push(itemOf(provider, 'delete', key, undefined, duplicate));
    }
  }
  for (const [key, existing] of currentByKey) {
    if (seen.has(key)) continue;
    for (const leftover of existing) {
      const prunable = options.prune && provider.keepWhenUndeclared?.(leftover) !== true;
      items.push(itemOf(provider, prunable ? 'delete' : 'unmanaged', key, undefined, leftover));
    }
  }
  items.sort((a, b) => compareText(a.key, b.key) || OPERATION_ORDER[a.op] - OPERATION_ORDER[b.op]);
  const counts = countOperations(items);
  return {
    kind: provider.kind,
    items,
    counts,
    prune: options.prune,
    managedCount: current.length - counts.unmanaged,
    desiredEmpty: desired.length === 0,
  };
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

function groupCurrent<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  current: readonly Current[],
): Map<string, Current[]> {
  const byKey = new Map<string, Current[]>();
  for (const existing of current) {
    const key = provider.keyOfCurrent(existing);
    const group = byKey.get(key);
    if (group === undefined) byKey.set(key, [existing]);
    else group.push(existing);
  }
  return byKey;
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

export function countOperations(items: readonly { readonly op: PlanOperation }[]): PlanCounts {
  const counts: PlanCounts = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const item of items) counts[item.op] += 1;
  return counts;
}

export function hasChanges(plan: Plan<unknown, unknown>): boolean {
  return plan.counts.create + plan.counts.update + plan.counts.delete > 0;
}
