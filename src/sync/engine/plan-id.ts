import { createHash } from 'node:crypto';
import { UnsafePlanError } from './safety.ts';
import type { Plan, PlanItem, PlanOperation } from './types.ts';

/**
 * A plan's id: a digest of the changes it would make, so the apply after a merge can check that it
 * is about to make exactly the changes a reviewer saw. Only the writes count (what matches or is left
 * alone writes nothing), each by what it does (operation, key, before and after as the plan shows
 * them), never by when it was planned or in which order the platform listed things.
 *
 * Form: `<whole>` or `<whole>.<change>.<change>…`: 16 hex digits of SHA-256 over the sorted changes,
 * then, for plans of up to MAX_LISTED changes, 16 hex digits per change (ids made before listed 6),
 * so a mismatch can name the changes that are new since the review, and a run that finishes a plan
 * stopped half-way (a 502 on the 4th of 9 creates) can check that each change it has left is one the
 * reviewer saw: same operation, key, before and after. 16 digits make that as hard to forge as the
 * whole id (a change crafted to share a 6-digit digest takes seconds to find). Only what the plan
 * already shows goes in (env values never do), so the id reveals nothing the plan does not.
 */
export interface PlanChange {
  readonly op: PlanOperation;
  readonly key: string;
  readonly before?: string | undefined;
  readonly after?: string | undefined;
  /** How the change is named to a person: `update static-routing files -> spa`. */
  readonly label: string;
}

const SCHEME = 'plan-id/1';
const WHOLE_DIGITS = 16;
const CHANGE_DIGITS = 16;
const MAX_LISTED = 20;

function sha256(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
}

function changeDigest(kind: string, change: PlanChange): string {
  return sha256([SCHEME, kind, change.op, change.key, change.before ?? null, change.after ?? null]).slice(
    0,
    CHANGE_DIGITS,
  );
}

export function planIdOfChanges(kind: string, changes: readonly PlanChange[]): string {
  const digests = changes.map((change) => changeDigest(kind, change)).sort();
  const whole = sha256([SCHEME, kind, digests.length, ...changes.map((c) => fullParts(c)).sort()]).slice(
    0,
    WHOLE_DIGITS,
  );
  return digests.length > 0 && digests.length <= MAX_LISTED ? [whole, ...digests].join('.') : whole;
}

function fullParts(change: PlanChange): string {
  return JSON.stringify([change.op, change.key, change.before ?? null, change.after ?? null]);
}

function isWrite(item: PlanItem<unknown, unknown>): boolean {
  return item.op === 'create' || item.op === 'update' || item.op === 'delete';
}

function planChanges(plan: Plan<unknown, unknown>): PlanChange[] {
  return plan.items.filter(isWrite).map((item) => ({
    op: item.op,
    key: item.key,
    before: item.before,
    after: item.after,
    label: `${item.op} ${item.name} ${describeChange(item)}`.trim(),
  }));
}

function describeChange(item: PlanItem<unknown, unknown>): string {
  if (item.op === 'create') return item.after ?? item.detail;
  if (item.op === 'delete') return item.before ?? item.detail;
  return `${item.before ?? '(none)'} -> ${item.after ?? '(none)'}`;
}

export function planId(plan: Plan<unknown, unknown>): string {
  return planIdOfChanges(plan.kind, planChanges(plan));
}

/** `expected-plan` as given: trimmed; anything but the id's own characters is not an id. */
export function parsePlanId(text: string): string | undefined {
  const id = text.trim().toLowerCase();
  return /^[0-9a-f]{16}((\.[0-9a-f]{16})*|(\.[0-9a-f]{6})*)$/.test(id) ? id : undefined;
}

/**
 * The plan changed between the review and now: nothing is written, and the message says what is
 * new, what is no longer planned, and the id to pass after reviewing again.
 */
export class PlanMismatchError extends UnsafePlanError {
  readonly expected: string;
  readonly actual: string;
  constructor(expected: string, actual: string, differences: readonly string[]) {
    super(differences);
    this.expected = expected;
    this.actual = actual;
    this.message =
      `The plan is not the one reviewed (expected-plan ${expected}, the plan now is ${actual}): ${differences.join('; ')}. ` +
      'Nothing was written; review the plan above: to apply it, set `expected-plan` to its id (in sync.yml, push to the pull request so its plan comment shows this plan), or apply without the check.';
  }
}

/** What is left of the reviewed plan, every change of it one the reviewer saw: applied, and said so. */
export class ReviewedRest {
  readonly left: number;
  readonly of: number;
  readonly note: string;
  constructor(left: number, of: number) {
    this.left = left;
    this.of = of;
    this.note = `Finishing the reviewed plan: ${left} of ${of} left (each an unchanged change of the reviewed plan; the rest was applied before).`;
  }
}

/** Whether every change is one listed in full in the reviewed id, each listed change used once. */
function isRestOf(listed: readonly string[], ours: readonly { digest: string }[]): boolean {
  if (listed.length === 0 || listed.some((digest) => digest.length !== CHANGE_DIGITS)) return false;
  const unused = [...listed];
  for (const { digest } of ours) {
    const at = unused.indexOf(digest);
    if (at < 0) return false;
    unused.splice(at, 1);
  }
  return true;
}

/**
 * Undefined when `expected` is the id of `changes`; a ReviewedRest when the changes are what is left
 * of the reviewed plan (nothing new, nothing changed); else what differs, in words.
 */
export function comparePlan(
  kind: string,
  expected: string,
  changes: readonly PlanChange[],
): PlanMismatchError | ReviewedRest | undefined {
  const actual = planIdOfChanges(kind, changes);
  const [whole, ...listed] = expected.split('.');
  if (actual.split('.')[0] === whole) return undefined;
  const ours = changes.map((change) => ({ change, digest: changeDigest(kind, change) }));
  if (isRestOf(listed, ours)) return new ReviewedRest(changes.length, listed.length);
  const reviewed = (digest: string) => listed.some((entry) => digest.startsWith(entry));
  const differences: string[] = [];
  if (listed.length > 0) {
    const fresh = ours.filter((c) => !reviewed(c.digest));
    if (fresh.length > 0)
      differences.push(`not in the reviewed plan: ${fresh.map((c) => c.change.label).join(', ')}`);
    const gone = listed.filter((entry) => !ours.some((c) => c.digest.startsWith(entry))).length;
    if (gone > 0)
      differences.push(
        `${gone} reviewed change${gone === 1 ? ' is' : 's are'} no longer planned (already made, or the file or the platform changed)`,
      );
  } else if (changes.length === 0) {
    differences.push('the plan now changes nothing');
  } else {
    // The reviewed id lists no changes: it changed nothing, or more than MAX_LISTED things.
    const shown = ours.slice(0, MAX_LISTED).map((c) => c.change.label);
    const more = changes.length > MAX_LISTED ? ` and ${changes.length - MAX_LISTED} more` : '';
    differences.push(
      `the plan now makes ${changes.length} change${changes.length === 1 ? '' : 's'}: ${shown.join(', ')}${more}`,
    );
  }
  if (differences.length === 0) differences.push('the same changes, counted differently');
  return new PlanMismatchError(expected, actual, differences);
}

export function checkExpectedPlan(
  plan: Plan<unknown, unknown>,
  expected: string | undefined,
): PlanMismatchError | ReviewedRest | undefined {
  return expected === undefined ? undefined : comparePlan(plan.kind, expected, planChanges(plan));
}
