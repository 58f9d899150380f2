import type { SourceLocation, ValidationIssue } from '../validation.ts';

/**
 * What the engine needs to know about one kind of platform object (cron jobs, DNS records, ...).
 * Desired is the normalised form read from the user's file; Current the form decoded from the platform.
 */
export interface SyncProvider<Desired, Current> {
  /** Singular noun for messages and tables: 'cron job', 'DNS record'. */
  readonly kind: string;
  /** Desired and current objects with the same key are the same object (cron name; DNS `name type`). */
  keyOfDesired(desired: Desired): string;
  keyOfCurrent(current: Current): string;
  equals(desired: Desired, current: Current): boolean;
  /** The value part shown as "before → after": values and ttl, or schedule and target. */
  describe(item: Desired | Current): string;
  /** Name and type/schedule columns of the plan table; defaults to the key and the kind. */
  label?(item: Desired | Current): ItemLabel;
  /** Heading of the plan table's detail column: 'Type' for DNS records, 'Schedule' for cron jobs. */
  readonly detailHeading?: string;
  create(desired: Desired, signal?: AbortSignal): Promise<void>;
  update(desired: Desired, current: Current, signal?: AbortSignal): Promise<void>;
  delete(current: Current, signal?: AbortSignal): Promise<void>;
  /**
   * Tokens a delete frees and a create/update needs: a delete whose token some write needs runs
   * before the writes (a CNAME has to go before an A record can take its name).
   */
  freesName?(current: Current): string[];
  needsName?(desired: Desired): string[];
  /**
   * Current objects that stay unmanaged even with prune when the file does not declare them (a zone's
   * apex NS records, which the platform creates with the zone).
   */
  keepWhenUndeclared?(current: Current): boolean;
  /** A reason this change needs `force` whatever the thresholds say (the apex NS set of a zone). */
  requiresForce?(item: PlanItem<Desired, Current>): string | undefined;
  /**
   * Checks that need the platform (cron preview) or the whole set; runs before any write and, like the
   * offline checks, reports every problem at once.
   */
  validate?(desired: readonly Desired[], signal?: AbortSignal): Promise<ValidationIssue[]>;
  /** The bodies its writes send and where each comes from, so a plan can check them (request-check.ts). */
  readonly bodies?: RequestBodies<Desired>;
}

interface ItemLabel {
  readonly name: string;
  /** DNS type or cron schedule. */
  readonly detail: string;
}

export type PlanOperation = 'create' | 'update' | 'delete' | 'unchanged' | 'unmanaged';

export interface PlanItem<Desired, Current> {
  readonly op: PlanOperation;
  readonly key: string;
  readonly kind: string;
  readonly name: string;
  readonly detail: string;
  /** Described current state; absent for creates. */
  readonly before?: string;
  /** Described desired state; absent for deletes and unmanaged objects. */
  readonly after?: string;
  readonly desired?: Desired;
  readonly current?: Current;
}

export type PlanCounts = Record<PlanOperation, number>;

export interface Plan<Desired, Current> {
  readonly kind: string;
  /** The provider's heading for the detail column (ItemLabel.detail); 'Kind' when it has none. */
  readonly detailHeading?: string;
  readonly items: readonly PlanItem<Desired, Current>[];
  readonly counts: PlanCounts;
  readonly prune: boolean;
  /** Why unmanaged objects are left alone, when not "not in the file" (the preview sweep's own words). */
  readonly unmanagedNote?: string;
  /** Size of the current set this run manages (everything but unmanaged objects); the safety base. */
  readonly managedCount: number;
  /** True when the user declared nothing at all, which with prune deletes everything. */
  readonly desiredEmpty: boolean;
}

type ItemStatus = 'applied' | 'failed' | 'skipped';

export interface ItemResult<Desired, Current> {
  readonly item: PlanItem<Desired, Current>;
  readonly status: ItemStatus;
  /** Why it failed, or why it was not attempted. */
  readonly error?: string;
  /** What the failed write threw, so the report can tell a refusal (fix the file) from a transient failure (re-run). */
  readonly cause?: unknown;
  /** Where the failed item is declared, when the provider knows (its `bodies.locate`). */
  readonly at?: SourceLocation;
}

export interface ApplyReport<Desired, Current> {
  /** Every write of the plan, in the order it was (or would have been) applied. */
  readonly results: readonly ItemResult<Desired, Current>[];
  readonly applied: readonly PlanItem<Desired, Current>[];
  readonly failed: readonly ItemResult<Desired, Current>[];
  readonly skipped: readonly ItemResult<Desired, Current>[];
  readonly aborted: boolean;
  /** True when every write was applied; the action exits 1 otherwise. */
  readonly ok: boolean;
}

/** One request a write would send: the route table's operation name and the JSON body. */
export interface PlannedRequest {
  readonly operation: string;
  readonly body: unknown;
}

/** What a checker says about a body; the platform's /openapi.json is the usual judge. */
export type BodyCheck = (
  operation: string,
  body: unknown,
) => readonly { readonly path: string; readonly message: string }[];

/** How a provider tells the engine the bodies its writes send and where in the file each comes from. */
export interface RequestBodies<Desired> {
  requestsOf(desired: Desired, op: 'create' | 'update'): readonly PlannedRequest[];
  locate(desired: Desired): SourceLocation | undefined;
}
