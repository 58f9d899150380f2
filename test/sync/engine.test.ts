import { describe, expect, it } from 'vitest';
import {
  apply,
  checkSafety,
  orderWrites,
  plan,
  planId,
  renderPlanMarkdown,
  renderPlanText,
  runSync,
  summaryLine,
  syncOutputs,
} from '../../src/sync/engine/index.ts';
import { ValidationError } from '../../src/sync/validation.ts';
import { MemoryPlatform, type MemoryRecord, memoryProvider, records } from './helpers/memory-provider.ts';

const a = (name: string, value: string): MemoryRecord => ({ name, type: 'A', value });
const cname = (name: string, value: string): MemoryRecord => ({ name, type: 'CNAME', value });

function ops(platform: MemoryPlatform, desired: readonly MemoryRecord[], prune: boolean) {
  return plan(memoryProvider(platform), desired, platform.list(), { prune }).items.map(
    (item) => `${item.op} ${item.key}`,
  );
}

describe('plan', () => {
  it('sorts every object into create, update, delete, unchanged or unmanaged', () => {
    const platform = new MemoryPlatform([a('same', '1'), a('changed', '1'), a('extra', '1')]);
    const desired = [a('same', '1'), a('changed', '2'), a('new', '1')];
    expect(ops(platform, desired, false)).toEqual([
      'update changed A',
      'unmanaged extra A',
      'create new A',
      'unchanged same A',
    ]);
    expect(ops(platform, desired, true)).toContain('delete extra A');
  });

  it('describes before and after and counts each operation', () => {
    const platform = new MemoryPlatform([a('www', '1'), a('old', '9')]);
    const result = plan(memoryProvider(platform), [a('www', '2')], platform.list(), { prune: false });
    expect(result.items[1]).toMatchObject({
      op: 'update',
      name: 'www',
      detail: 'A',
      before: '1',
      after: '2',
    });
    expect(result.counts).toEqual({ create: 0, update: 1, delete: 0, unchanged: 0, unmanaged: 1 });
    expect(result.managedCount).toBe(1);
  });

  it('deletes platform duplicates of a declared key even with prune off, keeping the equal one', () => {
    const platform = new MemoryPlatform([a('www', '1'), a('www', '2')]);
    const result = plan(memoryProvider(platform), [a('www', '2')], platform.list(), { prune: false });
    expect(result.items.map((item) => `${item.op} ${item.before}`)).toEqual(['delete 1', 'unchanged 2']);
  });

  it('rejects two declared objects with one key as a bug in the file check', () => {
    const provider = memoryProvider(new MemoryPlatform());
    expect(() => plan(provider, [a('x', '1'), a('x', '2')], [], { prune: false })).toThrow(
      /share the key "x A"/,
    );
  });
});

describe('safety', () => {
  const check = (current: readonly MemoryRecord[], desired: readonly MemoryRecord[], force = false) => {
    const platform = new MemoryPlatform(current);
    const provider = memoryProvider(platform);
    return checkSafety(provider, plan(provider, desired, platform.list(), { prune: true }), { force });
  };
  const changed = (count: number, total: number) => [...records(count, 'v2'), ...records(total).slice(count)];

  it('allows updating exactly 30% and refuses more', () => {
    expect(check(records(10), changed(3, 10))).toBeUndefined();
    const refusal = check(records(10), changed(4, 10));
    expect(refusal?.message).toMatch(/updates 4 of 10 existing records \(40%, over 30%\).*`force: true`/);
    expect(refusal?.input).toBe('force');
  });

  it('allows deleting exactly 30% and refuses more', () => {
    expect(check(records(10), records(10).slice(3))).toBeUndefined();
    expect(check(records(10), records(10).slice(4))?.reasons).toEqual([
      'it deletes 4 of 10 existing records (40%, over 30%)',
    ]);
  });

  it('never refuses below 10 managed objects', () => {
    expect(check(records(9), changed(9, 9))).toBeUndefined();
    expect(check(records(9), records(9).slice(8))).toBeUndefined();
  });

  it('lets force through', () => {
    expect(check(records(10), changed(10, 10), true)).toBeUndefined();
    expect(check(records(3), [], true)).toBeUndefined();
  });

  it('refuses an empty file with prune, whatever the size, but not when nothing would be deleted', () => {
    expect(check(records(3), [])?.message).toMatch(
      /declares no records and prune is on, so it would delete all 3/,
    );
    expect(check([], [])).toBeUndefined();
  });

  it('asks the provider about changes that always need force', () => {
    const platform = new MemoryPlatform([a('@', '1')]);
    const provider = {
      ...memoryProvider(platform),
      requiresForce: (item: { key: string }) => (item.key === '@ A' ? 'it changes the apex' : undefined),
    };
    const planned = plan(provider, [a('@', '2')], platform.list(), { prune: false });
    expect(checkSafety(provider, planned, { force: false })?.reasons).toEqual(['it changes the apex']);
    expect(checkSafety(provider, planned, { force: true })).toBeUndefined();
  });
});

describe('apply', () => {
  it('deletes a CNAME before creating the A record that replaces it, other deletes last', async () => {
    const platform = new MemoryPlatform([cname('www', 'host.example'), a('gone', '1')]);
    const provider = memoryProvider(platform);
    const planned = plan(provider, [a('www', '1.2.3.4'), a('api', '5')], platform.list(), { prune: true });
    expect(orderWrites(provider, planned).map((item) => `${item.op} ${item.key}`)).toEqual([
      'delete www CNAME',
      'create api A',
      'create www A',
      'delete gone A',
    ]);
    const report = await apply(provider, planned);
    expect(report.ok).toBe(true);
    expect(platform.list().map((record) => `${record.name} ${record.type}`)).toEqual(['api A', 'www A']);
  });

  it('deletes A records before the CNAME that replaces them', async () => {
    const platform = new MemoryPlatform([a('www', '1')]);
    const provider = memoryProvider(platform);
    const report = await apply(
      provider,
      plan(provider, [cname('www', 'x')], platform.list(), { prune: true }),
    );
    expect(platform.calls).toEqual(['delete www A', 'create www CNAME']);
    expect(report.ok).toBe(true);
  });

  it('leaves unmanaged objects alone', async () => {
    const platform = new MemoryPlatform([a('keep', '1')]);
    const provider = memoryProvider(platform);
    await apply(provider, plan(provider, [a('new', '1')], platform.list(), { prune: false }));
    expect(platform.calls).toEqual(['create new A']);
  });

  it('stops at the first failure, reports each write, and converges on re-runs', async () => {
    const platform = new MemoryPlatform([a('b', '1'), a('old', '1')]);
    const provider = memoryProvider(platform);
    const desired = [a('a', '1'), a('b', '2'), a('c', '1')];
    platform.failures.add('update b A');
    const report = await apply(provider, plan(provider, desired, platform.list(), { prune: true }));
    expect(report.ok).toBe(false);
    expect(report.results.map((result) => [result.status, result.item.key, result.error])).toEqual([
      ['applied', 'a A', undefined],
      ['failed', 'b A', 'platform rejected update b A'],
      ['skipped', 'c A', 'not attempted: an earlier record write failed'],
      ['skipped', 'old A', 'not attempted: an earlier record write failed'],
    ]);
    expect(report.applied.map((item) => item.key)).toEqual(['a A']);
    expect(renderPlanText(plan(provider, desired, platform.list(), { prune: true }))).not.toContain('a A');

    platform.failures.clear();
    const second = await apply(provider, plan(provider, desired, platform.list(), { prune: true }));
    expect(second.applied.map((item) => `${item.op} ${item.key}`)).toEqual([
      'update b A',
      'create c A',
      'delete old A',
    ]);
    const third = plan(provider, desired, platform.list(), { prune: true });
    expect(third.counts).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 3 });
  });

  it('stops when the run is cancelled and says what was not attempted', async () => {
    const platform = new MemoryPlatform();
    const provider = memoryProvider(platform);
    const controller = new AbortController();
    platform.beforeWrite = (call) => {
      if (call === 'create b A') controller.abort();
    };
    const planned = plan(provider, [a('a', '1'), a('b', '1'), a('c', '1')], [], { prune: false });
    const report = await apply(provider, planned, { signal: controller.signal });
    expect(report.aborted).toBe(true);
    expect(report.results.map((result) => result.status)).toEqual(['applied', 'applied', 'skipped']);
    expect(report.skipped[0]?.error).toBe('not attempted: the run was cancelled');
  });

  it('makes no write at all when cancelled before it starts', async () => {
    const platform = new MemoryPlatform();
    const provider = memoryProvider(platform);
    const report = await apply(provider, plan(provider, [a('a', '1')], [], { prune: false }), {
      signal: AbortSignal.abort(),
    });
    expect(platform.calls).toEqual([]);
    expect(report).toMatchObject({ aborted: true, ok: false });
  });
});

describe('runSync', () => {
  it('finishes the reviewed plan after a write failed half-way: the re-run with the same expected-plan applies the rest', async () => {
    const platform = new MemoryPlatform();
    const provider = memoryProvider(platform);
    const desired = records(9);
    const options = { prune: false, force: true, dryRun: false };
    const reviewed = await runSync(provider, desired, platform.list(), { ...options, dryRun: true });
    const id = planId(reviewed.plan);
    platform.failures.add('create r03 A');
    const stopped = await runSync(provider, desired, platform.list(), { ...options, expectedPlan: id });
    expect(stopped.report?.applied).toHaveLength(3);
    platform.failures.clear();
    const rest = await runSync(provider, desired, platform.list(), { ...options, expectedPlan: id });
    expect(rest.refusal?.message).toBeUndefined();
    expect(rest.ok).toBe(true);
    expect(rest.reviewed).toContain('Finishing the reviewed plan: 6 of 9 left');
    expect(platform.list()).toHaveLength(9);
    // Something new next to the rest is still refused, and nothing is written.
    const more = await runSync(provider, records(10), platform.list(), { ...options, expectedPlan: id });
    expect(more.refusal?.message).toContain('not in the reviewed plan: create r09');
  });

  it('validates before any write and reports all issues', async () => {
    const platform = new MemoryPlatform();
    const provider = {
      ...memoryProvider(platform),
      validate: async () => [
        { file: 'f.yml', line: 3, column: 1, message: 'Bad one.' },
        { file: 'f.yml', line: 1, column: 1, message: 'Bad two.' },
      ],
    };
    const run = runSync(provider, [a('a', '1')], [], { prune: false, force: false, dryRun: false });
    await expect(run).rejects.toThrow(ValidationError);
    await expect(run).rejects.toThrow(
      /f\.yml has 2 problems.*\n {2}f\.yml:1: Bad two\.\n {2}f\.yml:3: Bad one\./,
    );
    expect(platform.calls).toEqual([]);
  });

  it('writes nothing on a dry run or a refusal, and applies otherwise', async () => {
    const platform = new MemoryPlatform(records(3));
    const provider = memoryProvider(platform);
    const options = { prune: true, force: false, dryRun: true };
    const dry = await runSync(provider, [a('x', '1')], platform.list(), options);
    expect(dry.ok).toBe(true);
    expect(dry.report).toBeUndefined();
    const refused = await runSync(provider, [], platform.list(), { ...options, dryRun: false });
    expect(refused.ok).toBe(false);
    expect(refused.refusal?.message).toMatch(/force: true/);
    expect(platform.calls).toEqual([]);
    const applied = await runSync(provider, [a('x', '1')], platform.list(), { ...options, dryRun: false });
    expect(applied.ok).toBe(true);
    expect(platform.list().map((record) => record.name)).toEqual(['x']);
  });
});

describe('render', () => {
  const platform = new MemoryPlatform([a('www', '1'), a('old', '1|x'), a('left', '1')]);
  const provider = memoryProvider(platform);
  const desired = [a('www', '2'), a('new', '<b>')];

  it('renders a markdown table of changes with unmanaged objects folded away', () => {
    const markdown = renderPlanMarkdown(plan(provider, desired, platform.list(), { prune: false }));
    expect(markdown).toContain('| Operation | Name | Kind | Before → after |');
    expect(markdown).toContain('| update | www | A | 1 → 2 |');
    expect(markdown).toContain('| create | new | A | (none) → &lt;b&gt; |');
    expect(markdown).toContain('<details><summary>2 unmanaged records, left alone</summary>');
    expect(markdown).toContain('| old | A | 1\\|x |');
  });

  it("says why unmanaged objects are left alone: not in the file, or the caller's own reason", () => {
    const planned = plan(provider, desired, platform.list(), { prune: false });
    expect(summaryLine(planned)).toContain('2 unmanaged (not in the file, left alone).');
    const own = plan(provider, desired, platform.list(), {
      prune: false,
      unmanagedNote: 'outside the templates',
    });
    expect(summaryLine(own)).toContain('2 unmanaged (outside the templates).');
    expect(renderPlanText(own)).toContain('2 unmanaged (outside the templates).');
  });

  it('renders a plain-text log table with results after an apply', async () => {
    const scratch = new MemoryPlatform(platform.list());
    const scratchProvider = memoryProvider(scratch);
    scratch.failures.add('create new A');
    const planned = plan(scratchProvider, desired, scratch.list(), { prune: true });
    const report = await apply(scratchProvider, planned);
    const text = renderPlanText(planned, report);
    expect(text.split('\n')[0]).toMatch(/^OPERATION\s+NAME\s+KIND\s+BEFORE -> AFTER\s+RESULT$/);
    expect(text).toMatch(/create\s+new\s+A\s+\(none\) -> <b>\s+FAILED: platform rejected create new A/);
    expect(text).toMatch(/update\s+www\s+A\s+1 -> 2\s+not attempted/);
    expect(text).toContain('Records: 1 to create, 1 to update, 2 to delete, 0 unchanged.');
  });

  it('sets outputs from the plan on a dry run and from the writes that landed after an apply', async () => {
    const planned = plan(provider, desired, platform.list(), { prune: false });
    const outputs = syncOutputs(planned);
    expect(outputs).toMatchObject({
      changed: 'true',
      created: '1',
      updated: '1',
      deleted: '0',
      unchanged: '0',
    });
    expect(JSON.parse(outputs.plan ?? '')).toMatchObject({
      kind: 'record',
      items: [{ op: 'unmanaged', key: 'left A' }, { op: 'create', key: 'new A', after: '<b>' }, {}, {}],
    });
    const scratch = new MemoryPlatform(platform.list());
    scratch.failures.add('update www A');
    const scratchProvider = memoryProvider(scratch);
    const report = await apply(
      scratchProvider,
      plan(scratchProvider, desired, scratch.list(), { prune: false }),
    );
    expect(syncOutputs(planned, report)).toMatchObject({ changed: 'true', created: '1', updated: '0' });
  });
});
