import {
  comparePlan,
  type PlanChange,
  type PlanMismatchError,
  planIdOfChanges,
  type ReviewedRest,
} from '../sync/engine/plan-id.ts';
import { type EnvPlan, rewritten } from './plan.ts';

const KIND = 'env variable';

/**
 * The env plan's writes as plan-id changes: names added, removed, attachments, and, only when a
 * `digest-key` keyed the digest, names re-sent, whether the values changed (the new digest name) and
 * stale digests removed. Values never go in. Without a `digest-key` nothing derived from the values
 * does either: a read-key plan's digest would be keyed by the read key, so anyone holding it could
 * test guessed values against the published id, and a full-key apply's digest (keyed by the API key)
 * could never agree with that plan's. A project's leftover digest is only dropped with a real change,
 * as the writes do.
 */
function envPlanChanges(plan: EnvPlan): PlanChange[] {
  const changes: PlanChange[] = [
    ...plan.added.map((name) => ({ op: 'create' as const, key: name, label: `add ${name}` })),
    ...plan.removed.map((name) => ({ op: 'delete' as const, key: name, label: `remove ${name}` })),
    ...plan.attach.map((id) => ({ op: 'create' as const, key: `attach:${id}`, label: `attach to ${id}` })),
  ];
  if (plan.values !== 'digest-key') return changes;
  changes.push(
    ...rewritten(plan).map((name) => ({ op: 'update' as const, key: name, label: `re-send ${name}` })),
  );
  const writesVariables = plan.valuesChanged || plan.added.length > 0 || plan.removed.length > 0;
  if (plan.valuesChanged)
    changes.push({
      op: 'update',
      key: 'values',
      after: plan.digest,
      label: 'values differ from the last sync',
    });
  const dropsStale = plan.target.kind !== 'project' || writesVariables;
  if (dropsStale)
    for (const name of plan.staleDigests)
      changes.push({ op: 'delete', key: name, label: `remove the old digest ${name}` });
  return changes;
}

export function envPlanId(plan: EnvPlan): string {
  return planIdOfChanges(KIND, envPlanChanges(plan));
}

export function checkEnvExpectedPlan(
  plan: EnvPlan,
  expected: string | undefined,
): PlanMismatchError | ReviewedRest | undefined {
  return expected === undefined ? undefined : comparePlan(KIND, expected, envPlanChanges(plan));
}
