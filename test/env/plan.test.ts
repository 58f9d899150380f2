import { describe, expect, it } from 'vitest';
import { DIGEST_PREFIX, digestName } from '../../src/env/digest.ts';
import { perVariableSteps } from '../../src/env/per-variable.ts';
import { type EnvTarget, planChanges, planEnv } from '../../src/env/plan.ts';
import { checkProjectPrune } from '../../src/env/project.ts';

const project: EnvTarget = { kind: 'project', projectId: 'prj_1' };
const group: EnvTarget = { kind: 'group', groupId: 'eg_1', attachTo: ['prj_a', 'prj_b'] };
const set = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('digestName', () => {
  const declared = set({ A: '1', B: 'two' });

  it('is the same for the same set in any order, and carries 16 hex digits', () => {
    const name = digestName(declared, 'project:prj_1', 'key_pk_secret');
    expect(name).toMatch(new RegExp(`^${DIGEST_PREFIX}[0-9A-F]{16}$`));
    expect(digestName(set({ B: 'two', A: '1' }), 'project:prj_1', 'key_pk_secret')).toBe(name);
  });

  it('changes with any value, name, scope or key, and does not contain a value', () => {
    const name = digestName(declared, 'project:prj_1', 'key_pk_secret');
    for (const other of [
      digestName(set({ A: '1', B: 'TWO' }), 'project:prj_1', 'key_pk_secret'),
      digestName(set({ A: '1', C: 'two' }), 'project:prj_1', 'key_pk_secret'),
      digestName(declared, 'group:eg_1', 'key_pk_secret'),
      digestName(declared, 'project:prj_1', 'key_pk_other'),
      // A name/value boundary moved: still a different set.
      digestName(set({ A: '1B', B: 'two' }), 'project:prj_1', 'key_pk_secret'),
    ]) {
      expect(other).not.toBe(name);
    }
    expect(name).not.toContain('two');
  });
});

describe('planEnv', () => {
  const declared = set({ A: '1', B: '2', C: '3' });
  const digest = digestName(declared, 'project:prj_1', 'k');
  /** The digest of `declared` for the group target, with key `k`. */
  const groupDigest = digestName(declared, 'group:eg_1', 'k');

  /** The plan for the group target, declaring `declared` under `groupDigest`. */
  const planGroup = (state: Pick<Parameters<typeof planEnv>[0], 'current' | 'prune' | 'attached'>) =>
    planEnv({ target: group, declared, digest: groupDigest, ...state });

  it('sorts names into add, keep, remove (prune) or leave, and sees an unchanged set by its digest', () => {
    const base = { target: project, declared, digest };
    const current = ['A', 'B', 'OLD', `${DIGEST_PREFIX}0000000000000000`];
    const pruned = planEnv({ ...base, current, prune: true });
    expect(pruned).toMatchObject({
      added: ['C'],
      kept: ['A', 'B'],
      removed: ['OLD'],
      undeclared: [],
      valuesChanged: true,
      staleDigests: [`${DIGEST_PREFIX}0000000000000000`],
    });
    const kept = planEnv({ ...base, current, prune: false });
    expect(kept).toMatchObject({ removed: [], undeclared: ['OLD'] });
    const same = planEnv({ ...base, current: ['A', 'B', 'C', digest], prune: false });
    expect(same.valuesChanged).toBe(false);
    expect(planChanges(same)).toBe(false);
  });

  it('refuses a project write that would delete undeclared names with prune off, naming them', () => {
    const plan = planEnv({ target: project, declared, digest, current: ['A', 'X', 'Y'], prune: false });
    expect(() => checkProjectPrune(plan)).toThrow(
      /would delete these 2 variables, which are not declared: X, Y\. Declare them .* or set `prune: true`/,
    );
  });

  it('lets an unchanged project keep undeclared names when prune is off: nothing is written', () => {
    const plan = planEnv({
      target: project,
      declared,
      digest,
      current: ['A', 'B', 'C', 'X', digest],
      prune: false,
    });
    expect(() => checkProjectPrune(plan)).not.toThrow();
    expect(planChanges(plan)).toBe(false);
  });

  it('orders per-variable writes: declared values, then the new digest, then old digests, deletions last', () => {
    const plan = planGroup({
      current: ['A', 'GONE', `${DIGEST_PREFIX}OLD`],
      prune: true,
      attached: ['prj_b'],
    });
    expect(perVariableSteps(plan)).toEqual([
      { op: 'create', name: 'B' },
      { op: 'create', name: 'C' },
      { op: 'update', name: 'A' },
      { op: 'create', name: groupDigest },
      { op: 'delete', name: `${DIGEST_PREFIX}OLD` },
      { op: 'delete', name: 'GONE' },
    ]);
    expect(plan.attach).toEqual(['prj_a']);
    expect(plan.alreadyAttached).toEqual(['prj_b']);
  });

  it('writes only what is missing when the digest matches', () => {
    const plan = planGroup({ current: ['A', 'B', groupDigest], prune: false });
    expect(perVariableSteps(plan)).toEqual([{ op: 'create', name: 'C' }]);
  });
});
