import { ConfigurationError } from '../../errors.ts';
import type { Plan, SyncProvider } from './types.ts';

/**
 * The same guard rails as octoDNS: a file that suddenly rewrites or removes a large share of what
 * exists is more often a mistake (wrong file, wrong zone, a bad merge) than an intent.
 */
export interface SafetyOptions {
  readonly force: boolean;
  /** Below this many managed objects the percentages are too coarse to mean anything. */
  readonly minManaged?: number;
  readonly maxUpdatePercent?: number;
  readonly maxDeletePercent?: number;
}

export const SAFETY_DEFAULTS = { minManaged: 10, maxUpdatePercent: 30, maxDeletePercent: 30 } as const;

export class UnsafePlanError extends ConfigurationError {
  readonly reasons: readonly string[];
  constructor(reasons: readonly string[]) {
    super(
      `Refusing to apply the plan because ${reasons.join('; and ')}; check the plan and, if it is what you ` +
        'want, re-run with `force: true`.',
      'force',
    );
    this.reasons = reasons;
  }
}

/** The refusal, or undefined when the plan may be applied. The plan itself stays renderable either way. */
export function checkSafety<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  plan: Plan<Desired, Current>,
  options: SafetyOptions,
): UnsafePlanError | undefined {
  if (options.force) return undefined;
  const reasons = [...thresholdReasons(plan, options), ...itemReasons(provider, plan)];
  return reasons.length === 0 ? undefined : new UnsafePlanError(reasons);
}

function thresholdReasons(plan: Plan<unknown, unknown>, options: SafetyOptions): string[] {
  const reasons: string[] = [];
  const { counts, managedCount, kind } = plan;
  if (plan.desiredEmpty && plan.prune && counts.delete > 0) {
    reasons.push(`the file declares no ${kind}s and prune is on, so it would delete all ${counts.delete}`);
    return reasons;
  }
  if (managedCount < (options.minManaged ?? SAFETY_DEFAULTS.minManaged)) return reasons;
  const share = (count: number): string => `${count} of ${managedCount} existing ${kind}s`;
  const maxUpdate = options.maxUpdatePercent ?? SAFETY_DEFAULTS.maxUpdatePercent;
  // Whole-number comparison so exactly 30% is allowed without floating-point surprises.
  if (counts.update * 100 > managedCount * maxUpdate) {
    reasons.push(
      `it updates ${share(counts.update)} (${percent(counts.update, managedCount)}, over ${maxUpdate}%)`,
    );
  }
  const maxDelete = options.maxDeletePercent ?? SAFETY_DEFAULTS.maxDeletePercent;
  if (counts.delete * 100 > managedCount * maxDelete) {
    reasons.push(
      `it deletes ${share(counts.delete)} (${percent(counts.delete, managedCount)}, over ${maxDelete}%)`,
    );
  }
  return reasons;
}

function itemReasons<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  plan: Plan<Desired, Current>,
): string[] {
  if (provider.requiresForce === undefined) return [];
  const reasons: string[] = [];
  for (const item of plan.items) {
    if (item.op === 'unchanged' || item.op === 'unmanaged') continue;
    const reason = provider.requiresForce(item);
    if (reason !== undefined) reasons.push(reason);
  }
  return reasons;
}

function percent(count: number, total: number): string {
  return `${Math.round((count * 100) / total)}%`;
}
