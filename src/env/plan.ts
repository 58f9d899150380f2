import { compareNames } from './declared.ts';
import { isDigestName } from './digest.ts';

/** Exactly one target form: a project's own variables, an env group's, or one compose service's. */
/** `projectName` is the resolved project's name, for messages only (ids name what is written). */
export type EnvTarget =
  | { readonly kind: 'project'; readonly projectId: string; readonly projectName?: string }
  | { readonly kind: 'group'; readonly groupId: string; readonly attachTo: readonly string[] }
  | {
      readonly kind: 'service';
      readonly projectId: string;
      readonly projectName?: string;
      readonly service: string;
    };

export function describeTarget(target: EnvTarget): string {
  switch (target.kind) {
    case 'project':
      return `project ${projectText(target)}`;
    case 'group':
      return `env group ${target.groupId}`;
    case 'service':
      return `service ${target.service} of project ${projectText(target)}`;
  }
}

/** `shop (prj_shop)`, or the id alone when the name is unknown. */
function projectText(target: { readonly projectId: string; readonly projectName?: string }): string {
  const { projectId, projectName } = target;
  return projectName === undefined || projectName === projectId ? projectId : `${projectName} (${projectId})`;
}

/** What the digest is bound to, so the same set on two targets never gives the same digest name. */
export function scopeOf(target: EnvTarget): string {
  switch (target.kind) {
    case 'project':
      return `project:${target.projectId}`;
    case 'group':
      return `group:${target.groupId}`;
    case 'service':
      return `service:${target.projectId}/${target.service}`;
  }
}

/**
 * How the values were compared with the last sync's: through a digest keyed with `digest-key` (plans
 * and applies share it, so the plan id covers whether values changed), through one keyed with the API
 * key (an apply without `digest-key`: it decides what is sent, and is never in the plan id, which a
 * read-key plan could not have computed), or not at all (a dry run without `digest-key`: nothing is
 * derived from the values, so a plan id or a `changed` published from it cannot be used to test a
 * guessed value).
 */
type ValueComparison = 'digest-key' | 'api-key' | 'not compared';

export interface EnvPlan {
  readonly target: EnvTarget;
  readonly values: ValueComparison;
  readonly prune: boolean;
  /** Declared, not on the platform yet. */
  readonly added: readonly string[];
  /** Declared and already on the platform. */
  readonly kept: readonly string[];
  /**
   * True when the platform's names lack the digest of the declared set: some value differs from the
   * last sync (or there was none), and since values cannot be read back, every kept one is re-sent.
   * Always false when the values were not compared.
   */
  readonly valuesChanged: boolean;
  /** On the platform, not declared, and deleted because prune is on. */
  readonly removed: readonly string[];
  /** On the platform, not declared, left alone because prune is off. */
  readonly undeclared: readonly string[];
  /** The digest variable's name for the declared set; undefined when the values were not compared. */
  readonly digest: string | undefined;
  /** Digest variables of earlier declared sets, replaced when the new digest is written (none known when not compared). */
  readonly staleDigests: readonly string[];
  /** Group target: projects the group gets attached to, and those it already is. */
  readonly attach: readonly string[];
  readonly alreadyAttached: readonly string[];
}

export interface PlanInput {
  readonly target: EnvTarget;
  readonly declared: ReadonlyMap<string, string>;
  readonly current: readonly string[];
  /** The declared set's digest name; undefined: the values are not compared. */
  readonly digest: string | undefined;
  /** Whose key made `digest`: `digest-key` unless said otherwise. */
  readonly keyedBy?: 'digest-key' | 'api-key';
  readonly prune: boolean;
  readonly attached?: readonly string[];
}

export function planEnv(input: PlanInput): EnvPlan {
  const current = new Set(input.current);
  const user = [...current].filter((name) => !isDigestName(name)).sort(compareNames);
  const declaredNames = [...input.declared.keys()].sort(compareNames);
  const undeclared = user.filter((name) => !input.declared.has(name));
  const attachTo = input.target.kind === 'group' ? input.target.attachTo : [];
  const attached = new Set(input.attached ?? []);
  const { digest } = input;
  return {
    target: input.target,
    values: digest === undefined ? 'not compared' : (input.keyedBy ?? 'digest-key'),
    prune: input.prune,
    added: declaredNames.filter((name) => !current.has(name)),
    kept: declaredNames.filter((name) => current.has(name)),
    valuesChanged: digest !== undefined && !current.has(digest),
    removed: input.prune ? undeclared : [],
    undeclared: input.prune ? [] : undeclared,
    digest,
    staleDigests:
      digest === undefined
        ? []
        : [...current].filter((name) => isDigestName(name) && name !== digest).sort(compareNames),
    attach: attachTo.filter((id) => !attached.has(id)),
    alreadyAttached: attachTo.filter((id) => attached.has(id)),
  };
}

/** Whether the variables themselves need a write (attachments aside). */
export function variablesChange(plan: EnvPlan): boolean {
  return plan.valuesChanged || plan.added.length > 0 || plan.removed.length > 0;
}

/** Whether the run writes anything at all: the `changed` output. */
export function planChanges(plan: EnvPlan): boolean {
  // A project's leftover digest waits for its next real change: removing it alone would redeploy.
  const staleDigests = plan.target.kind !== 'project' && plan.staleDigests.length > 0;
  return variablesChange(plan) || staleDigests || plan.attach.length > 0;
}

/** The digest a write stores: every write compares the values, so one that has none is a bug. */
export function writtenDigest(plan: EnvPlan): string {
  if (plan.digest === undefined) throw new Error('An env write needs the digest of the declared set.');
  return plan.digest;
}

/** Kept variables whose value is sent again: all of them when the digest differs, else none. */
export function rewritten(plan: EnvPlan): readonly string[] {
  return plan.valuesChanged ? plan.kept : [];
}
