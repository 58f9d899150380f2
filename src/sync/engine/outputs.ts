import { OUTPUT_LIMIT_BYTES } from '../../render/table-budget.ts';
import { planId } from './plan-id.ts';
import { outcomeByItem } from './render.ts';
import type { ApplyReport, ItemResult, Plan, PlanItem, PlanOperation } from './types.ts';

type AnyPlan = Plan<unknown, unknown>;
type AnyReport = ApplyReport<unknown, unknown>;

interface PlanJsonItem {
  readonly op: PlanOperation;
  readonly key: string;
  readonly name: string;
  readonly detail: string;
  readonly before?: string;
  readonly after?: string;
  readonly result?: ItemResult<unknown, unknown>['status'];
  readonly error?: string;
}

/** The plan as data for the `plan` output: no platform objects, only what a later step may read. */
export interface PlanJson {
  readonly kind: string;
  readonly prune: boolean;
  /** Always the whole plan's counts, also when items were left out. */
  readonly counts: Plan<unknown, unknown>['counts'];
  readonly items: readonly PlanJsonItem[];
  /** Items left out to keep the output under GitHub's 1 MB; absent when every item is listed. */
  readonly omitted?: number;
  /** Says what was left out and where to find it, when `omitted` is set. */
  readonly note?: string;
}

/**
 * The `plan` output's share of GitHub's 1 MB per output, with room for the `omitted` and `note`
 * fields and the output file's framing.
 */
const PLAN_JSON_MAX_BYTES = OUTPUT_LIMIT_BYTES - 50_000;

/** Which items a cut plan keeps first: the writes, then what is left alone, then what matches. */
const KEEP_ORDER: Record<PlanOperation, number> = {
  delete: 0,
  create: 0,
  update: 0,
  unmanaged: 1,
  unchanged: 2,
};

/**
 * The plan as data, cut to `maxBytes` of JSON: the writes are kept before unmanaged and unchanged
 * objects, the kept items stay in plan order, and `omitted` says how many more there are.
 */
function planToJson(plan: AnyPlan, report?: AnyReport, maxBytes = PLAN_JSON_MAX_BYTES): PlanJson {
  const outcomes = outcomeByItem(report);
  const items = plan.items.map((item) => itemJson(item, outcomes.get(item)));
  const whole = { kind: plan.kind, prune: plan.prune, counts: plan.counts };
  // Each item with its comma; what the brackets and field names add is in `frame`.
  const sizes = items.map((item) => Buffer.byteLength(JSON.stringify(item)) + 1);
  const frame = Buffer.byteLength(JSON.stringify({ ...whole, items: [] }));
  if (frame + sizes.reduce((sum, size) => sum + size, 0) <= maxBytes) return { ...whole, items };
  const keep = keptWithin(plan.items, sizes, maxBytes - frame - NOTE_BYTES);
  const omitted = items.length - keep.size;
  const note = `${omitted.toLocaleString('en-US')} more ${plan.kind}s not listed: a step output holds at most 1 MB. The counts cover them all, and the step log lists every one.`;
  return { ...whole, items: items.filter((_, index) => keep.has(index)), omitted, note };
}

/** Room for the `omitted` and `note` fields of a cut plan. */
const NOTE_BYTES = 400;

/** Indexes of the items that fit, taken by KEEP_ORDER and then plan order, until one does not. */
function keptWithin(
  planItems: readonly PlanItem<unknown, unknown>[],
  sizes: readonly number[],
  maxBytes: number,
): Set<number> {
  const byPriority = sizes.map((_, index) => index);
  byPriority.sort((a, b) => KEEP_ORDER[planItems[a]!.op] - KEEP_ORDER[planItems[b]!.op] || a - b);
  const keep = new Set<number>();
  let bytes = 0;
  for (const index of byPriority) {
    const size = sizes[index]!;
    if (bytes + size > maxBytes) break;
    keep.add(index);
    bytes += size;
  }
  return keep;
}

function itemJson(
  item: PlanItem<unknown, unknown>,
  outcome: ItemResult<unknown, unknown> | undefined,
): PlanJsonItem {
  return {
    op: item.op,
    key: item.key,
    name: item.name,
    detail: item.detail,
    ...(item.before === undefined ? {} : { before: item.before }),
    ...(item.after === undefined ? {} : { after: item.after }),
    ...(outcome === undefined ? {} : { result: outcome.status }),
    ...(outcome?.error === undefined ? {} : { error: outcome.error }),
  };
}

/**
 * Step outputs. Without a report (a dry run, or a refused plan) the numbers say what the plan would
 * do, so `changed` doubles as drift detection; after an apply they count only the writes that landed.
 */
export type SyncOutputName =
  | 'plan'
  | 'plan-id'
  | 'changed'
  | 'created'
  | 'updated'
  | 'deleted'
  | 'unchanged'
  | 'unmanaged';

export function syncOutputs(plan: AnyPlan, report?: AnyReport): Record<SyncOutputName, string> {
  const landed = report?.applied ?? plan.items;
  const counts = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  for (const item of landed) counts[item.op] += 1;
  return {
    plan: JSON.stringify(planToJson(plan, report)),
    'plan-id': planId(plan),
    changed: String(counts.create + counts.update + counts.delete > 0),
    created: String(counts.create),
    updated: String(counts.update),
    deleted: String(counts.delete),
    unchanged: String(plan.counts.unchanged),
    unmanaged: String(plan.counts.unmanaged),
  };
}
