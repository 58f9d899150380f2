import { throwIfIssues } from '../validation.ts';
import { type ApplyOptions, apply } from './apply.ts';
import { planCancellable } from './plan.ts';
import { checkExpectedPlan, PlanMismatchError } from './plan-id.ts';
import { checkPlannedRequests } from './request-check.ts';
import { checkSafety, type SafetyOptions, type UnsafePlanError } from './safety.ts';
import type { ApplyReport, BodyCheck, Plan, SyncProvider } from './types.ts';

export { apply, orderWrites } from './apply.ts';
export { type PlanJson, syncOutputs } from './outputs.ts';
export {
  hasChanges,
  PLAN_SLICE,
  plan,
  planCancellable,
} from './plan.ts';
export {
  checkExpectedPlan,
  PlanMismatchError,
  planId,
} from './plan-id.ts';
export { renderPlanMarkdown, renderPlanText, summaryLine } from './render.ts';
export { checkPlannedRequests } from './request-check.ts';
export { checkSafety, UnsafePlanError } from './safety.ts';
export type * from './types.ts';

export interface SyncOptions extends SafetyOptions, ApplyOptions {
  readonly prune: boolean;
  /** Plan and check only; nothing is written. */
  readonly dryRun: boolean;
  /** Called with the plan before the safety checks and any write, so a log shows it before the writes. */
  readonly onPlan?: (plan: Plan<unknown, unknown>) => void;
  /** Judges each body a write would send (the platform's /openapi.json); see provider.bodies. */
  readonly checkBody?: BodyCheck | undefined;
  /** The id of the plan a reviewer saw (`expected-plan`): a different plan writes nothing. */
  readonly expectedPlan?: string | undefined;
}

export interface SyncResult<Desired, Current> {
  readonly plan: Plan<Desired, Current>;
  /** Set when the safety checks refused the plan; nothing was written. */
  readonly refusal?: UnsafePlanError;
  /** Set when the plan was applied (not on a dry run or a refusal). */
  readonly report?: ApplyReport<Desired, Current>;
  /** False when the run was refused or a write failed or was not attempted: the step should fail. */
  readonly ok: boolean;
  /** Set when the plan is what is left of the reviewed one (`expected-plan`): "Finishing the reviewed plan: 6 of 9 left". */
  readonly reviewed?: string;
}

/**
 * validate → plan → safety → apply. The file's offline checks have run already (they throw while
 * reading it); the provider's checks that need the platform run here, and all of them before any
 * write. Throws ValidationError for a bad file; a refusal or a failed write is in the result, so the
 * caller can render the plan and report before failing the step.
 */
export async function runSync<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  desired: readonly Desired[],
  current: readonly Current[],
  options: SyncOptions,
): Promise<SyncResult<Desired, Current>> {
  if (provider.validate !== undefined) throwIfIssues(await provider.validate(desired, options.signal));
  const planned = await planCancellable(provider, desired, current, { prune: options.prune }, options.signal);
  options.onPlan?.(planned as Plan<unknown, unknown>);
  checkPlannedRequests(provider, planned, provider.bodies, options.checkBody);
  const check = checkExpectedPlan(planned as Plan<unknown, unknown>, options.expectedPlan);
  if (check instanceof PlanMismatchError) return { plan: planned, refusal: check, ok: false };
  const reviewed = check === undefined ? {} : { reviewed: check.note };
  const refusal = checkSafety(provider, planned, options);
  if (refusal !== undefined) return { plan: planned, refusal, ok: false, ...reviewed };
  if (options.dryRun) return { plan: planned, ok: true, ...reviewed };
  const report = await apply(provider, planned, options);
  return { plan: planned, report, ok: report.ok, ...reviewed };
}
