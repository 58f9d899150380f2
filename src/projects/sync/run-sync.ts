import {
  apply,
  checkExpectedPlan,
  checkPlannedRequests,
  checkSafety,
  type Plan,
  PlanMismatchError,
  planCancellable,
  type SyncOptions,
  type SyncProvider,
  type SyncResult,
  UnsafePlanError,
} from '../../sync/engine/index.ts';
import type { ProjectItem } from './items.ts';

export interface ProjectSyncOptions extends SyncOptions {
  /** The file may change (or, with prune, detach) the primary domain. */
  readonly allowPrimaryChange: boolean;
  /** Proxy rules the platform showed with no prefix the client can read (their field names). */
  readonly unreadableRules?: readonly (readonly string[])[];
}

type ProjectPlan = Plan<ProjectItem, ProjectItem>;

/**
 * A refusal whose way out is an input other than `force`: `prune` for proxy rules the PUT would drop,
 * `allow-primary-change` for the production domain. `force` does not override it, since it is not a
 * matter of size but of losing something the file never mentioned, or moving production.
 */
class ProjectPlanRefusal extends UnsafePlanError {
  constructor(reasons: readonly string[]) {
    super(reasons);
    this.message = `Refusing to apply the plan because ${reasons.join('; and ')}. Nothing was written.`;
  }
}

/**
 * The engine's runSync with project-sync's own refusals between the plan and the writes:
 * validate (done while reading the snapshot) → plan → refusals → safety → apply.
 */
export async function runProjectSync(
  provider: SyncProvider<ProjectItem, ProjectItem>,
  desired: readonly ProjectItem[],
  current: readonly ProjectItem[],
  options: ProjectSyncOptions,
): Promise<SyncResult<ProjectItem, ProjectItem>> {
  const plan = await planCancellable(provider, desired, current, { prune: options.prune }, options.signal);
  checkPlannedRequests(provider, plan, provider.bodies, options.checkBody);
  const check = checkExpectedPlan(plan as Plan<unknown, unknown>, options.expectedPlan);
  if (check instanceof PlanMismatchError) return { plan, refusal: check, ok: false };
  const reviewed = check === undefined ? {} : { reviewed: check.note };
  const reasons = refusalReasons(plan, options.allowPrimaryChange, options.unreadableRules ?? []);
  if (reasons.length > 0) return { plan, refusal: new ProjectPlanRefusal(reasons), ok: false, ...reviewed };
  const refusal = checkSafety(provider, plan, options);
  if (refusal !== undefined) return { plan, refusal, ok: false, ...reviewed };
  if (options.dryRun) return { plan, ok: true, ...reviewed };
  const report = await apply(provider, plan, options);
  return { plan, report, ok: report.ok, ...reviewed };
}

function refusalReasons(
  plan: ProjectPlan,
  allowPrimaryChange: boolean,
  unreadableRules: readonly (readonly string[])[] = [],
): string[] {
  const reasons: string[] = [];
  const rules = plan.items.filter(
    (item) => item.current?.kind === 'proxy-rule' || item.desired?.kind === 'proxy-rule',
  );
  const rulesChange = rules.some(
    (item) => item.op === 'create' || item.op === 'update' || item.op === 'delete',
  );
  if (rulesChange && unreadableRules.length > 0) {
    const shapes = unreadableRules.map((fields) => `{ ${fields.join(', ') || 'no fields'} }`).join(', ');
    reasons.push(
      `the platform has ${unreadableRules.length} proxy rule(s) with no prefix this client can read (${shapes}), and a write replaces the whole list, so it would delete ${unreadableRules.length === 1 ? 'it' : 'them'}; change the proxy rules on the platform itself, or leave proxy-rules out of the file`,
    );
  }
  const dropped = rules.filter((item) => item.op === 'unmanaged').map((item) => item.name);
  if (rulesChange && dropped.length > 0) {
    const count = dropped.length;
    reasons.push(
      `the platform replaces the whole list of proxy rules, so writing it would delete ${
        count === 1 ? 'this rule, which is' : `these ${count} rules, which are`
      } not declared: ${dropped.join(', ')}; declare ${count === 1 ? 'it' : 'them'} in proxy-rules, or set \`prune: true\` to delete ${count === 1 ? 'it' : 'them'}`,
    );
  }
  if (allowPrimaryChange) return reasons;
  for (const item of plan.items) {
    if (item.desired?.kind === 'primary-domain' && (item.op === 'create' || item.op === 'update')) {
      const from = item.current?.kind === 'primary-domain' ? item.current.name : 'none';
      reasons.push(
        `it changes the primary (production) domain from ${from} to ${item.desired.name}; set \`allow-primary-change: true\` to allow it`,
      );
    }
    if (item.op === 'delete' && item.current?.kind === 'domain' && item.current.primary) {
      reasons.push(
        `it detaches ${item.current.name}, the primary (production) domain; set \`allow-primary-change: true\` to allow it`,
      );
    }
  }
  return reasons;
}
