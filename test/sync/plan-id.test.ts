import { describe, expect, it } from 'vitest';
import { planEnv } from '../../src/env/plan.ts';
import { envPlanId } from '../../src/env/plan-id.ts';
import {
  comparePlan,
  type PlanChange,
  PlanMismatchError,
  parsePlanId,
  planIdOfChanges,
  ReviewedRest,
} from '../../src/sync/engine/plan-id.ts';

const change = (op: PlanChange['op'], key: string, before?: string, after?: string): PlanChange => ({
  op,
  key,
  before,
  after,
  label: `${op} ${key}`,
});

describe('plan-id', () => {
  const changes = [change('create', 'www A', undefined, '1.2.3.4'), change('delete', 'old A', '5.6.7.8')];

  it('is the same for the same changes in any order, and differs when any change does', () => {
    const id = planIdOfChanges('DNS record', changes);
    expect(planIdOfChanges('DNS record', [...changes].reverse())).toBe(id);
    expect(planIdOfChanges('DNS record', [changes[0]!, change('delete', 'old A', '5.6.7.9')])).not.toBe(id);
    expect(planIdOfChanges('cron job', changes)).not.toBe(id);
    expect(parsePlanId(` ${id.toUpperCase()} `)).toBe(id);
    expect(parsePlanId('not-an-id')).toBeUndefined();
  });

  it('names the changes that are new since the reviewed id and counts those that are gone', () => {
    const reviewed = planIdOfChanges('DNS record', changes);
    const now = [changes[0]!, change('update', 'api A', '1.1.1.1', '2.2.2.2')];
    const mismatch = comparePlan('DNS record', reviewed, now) as Error;
    expect(mismatch?.message).toContain('not in the reviewed plan: update api A');
    expect(mismatch?.message).toContain('1 reviewed change is no longer planned');
    expect(comparePlan('DNS record', reviewed, [...changes].reverse())).toBeUndefined();
  });

  it('of an env plan changes with the values, through the keyed digest, and carries no value', () => {
    const target = { kind: 'project', projectId: 'prj_1' } as const;
    const plan = (digest: string) =>
      planEnv({ target, declared: new Map([['PIN', '1234']]), current: ['PIN'], digest, prune: false });
    const one = envPlanId(plan('PLATFORM_ENV_DIGEST_AAAA'));
    expect(envPlanId(plan('PLATFORM_ENV_DIGEST_BBBB'))).not.toBe(one);
    expect(one).not.toContain('1234');
  });

  it('accepts what is left of the reviewed plan, and nothing new or changed, saying how much is left', () => {
    const nine = Array.from({ length: 9 }, (_, i) => change('create', `r${i} A`, undefined, `10.0.0.${i}`));
    const reviewed = planIdOfChanges('DNS record', nine);
    const rest = comparePlan('DNS record', reviewed, nine.slice(3));
    expect(rest).toBeInstanceOf(ReviewedRest);
    expect((rest as ReviewedRest).note).toContain('Finishing the reviewed plan: 6 of 9 left');
    expect(comparePlan('DNS record', reviewed, [])).toBeInstanceOf(ReviewedRest);
    // A changed value, a new change, or a reviewed change twice is not a rest of the reviewed plan.
    const changed = [...nine.slice(4), change('create', 'r3 A', undefined, '10.0.0.99')];
    expect(comparePlan('DNS record', reviewed, changed)).toBeInstanceOf(PlanMismatchError);
    const extra = [...nine.slice(3), change('create', 'evil A', undefined, '6.6.6.6')];
    expect(comparePlan('DNS record', reviewed, extra.slice(1))).toBeInstanceOf(PlanMismatchError);
    expect(comparePlan('DNS record', reviewed, [nine[5]!, nine[5]!])).toBeInstanceOf(PlanMismatchError);
  });
});
