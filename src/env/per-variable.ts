import { ActionFailure, errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { DIGEST_VALUE } from './digest.ts';
import { type EnvPlan, rewritten, variablesChange, writtenDigest } from './plan.ts';

/** The per-variable endpoints of one target (an env group, a compose service). */
export interface VariableStore {
  create(name: string, value: string, signal?: AbortSignal): Promise<void>;
  update(name: string, value: string, signal?: AbortSignal): Promise<void>;
  remove(name: string, signal?: AbortSignal): Promise<void>;
}

type StepOperation = 'create' | 'update' | 'delete';

export interface WriteStep {
  readonly op: StepOperation;
  readonly name: string;
}

/**
 * The writes, in an order that is safe to stop anywhere: declared variables first, then the new
 * digest (so a run that stops half-way leaves no digest claiming a set that was not fully written,
 * and the next run re-sends everything), then the old digests, and deletions last.
 */
export function perVariableSteps(plan: EnvPlan): WriteStep[] {
  if (!variablesChange(plan) && plan.staleDigests.length === 0) return [];
  const steps: WriteStep[] = [
    ...plan.added.map((name) => ({ op: 'create' as const, name })),
    ...rewritten(plan).map((name) => ({ op: 'update' as const, name })),
  ];
  if (plan.valuesChanged) steps.push({ op: 'create', name: writtenDigest(plan) });
  steps.push(...plan.staleDigests.map((name) => ({ op: 'delete' as const, name })));
  steps.push(...plan.removed.map((name) => ({ op: 'delete' as const, name })));
  return steps;
}

const PAST: Record<StepOperation, string> = { create: 'Created', update: 'Updated', delete: 'Deleted' };

/**
 * Makes the writes one at a time and stops at the first failure: a broken key or platform would only
 * repeat it. When nothing was written yet the platform's own error is thrown as is (a read key gets
 * the client's "needs a full key" sentence); otherwise the failure says what landed before it.
 */
export async function applySteps(
  store: VariableStore,
  steps: readonly WriteStep[],
  declared: ReadonlyMap<string, string>,
  options: {
    readonly signal?: AbortSignal;
    readonly logger: Logger;
    readonly what: string;
    readonly onWrite?: () => void;
  },
): Promise<void> {
  let done = 0;
  for (const step of steps) {
    try {
      if (step.op === 'delete') await store.remove(step.name, options.signal);
      else {
        const value = declared.get(step.name) ?? DIGEST_VALUE;
        await (step.op === 'create' ? store.create : store.update)(step.name, value, options.signal);
      }
    } catch (error) {
      if (done === 0) throw error;
      throw new ActionFailure(
        `Writing the variables of ${options.what} stopped at ${step.op} ${step.name} after ${done} of ` +
          `${steps.length} writes landed: ${errorMessage(error)} Run again to finish.`,
      );
    }
    done++;
    options.onWrite?.();
    options.logger.info(`${PAST[step.op]} ${step.name}.`);
  }
}
