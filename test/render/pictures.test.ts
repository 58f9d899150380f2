import { afterEach, describe, expect, it } from 'vitest';
import { installClock } from '../../src/clock.ts';
import { TimelineRecorder } from '../../src/deploy/timeline.ts';
import { planEnv } from '../../src/env/plan.ts';
import { renderPlanMarkdown as renderEnvPlan } from '../../src/env/render.ts';
import { renderDeployComment } from '../../src/github/pr-comment.ts';
import { renderDiff, renderGantt } from '../../src/render/pictures.ts';
import { renderDeploySummary } from '../../src/render/summary.ts';
import { plan, renderPlanMarkdown } from '../../src/sync/engine/index.ts';
import { VirtualClock } from '../support/clocks.ts';
import { diffProblems, fencedBlocks, ganttProblems } from '../support/markdown-blocks.ts';
import { MemoryPlatform, type MemoryRecord, memoryProvider } from '../sync/helpers/memory-provider.ts';

let undo: (() => void) | undefined;
afterEach(() => undo?.());

/** A deploy that packs for 120 ms, uploads for 2.3 s, is queued 1 s, builds 41.5 s and goes live. */
async function measuredTimeline() {
  const clock = new VirtualClock();
  undo = installClock(clock);
  const recorder = new TimelineRecorder();
  recorder.begin('pack');
  await clock.advance(120);
  recorder.begin('upload');
  await clock.advance(2_300);
  recorder.begin('queued');
  recorder.begin('queued'); // a status seen twice is one phase
  await clock.advance(1_000);
  recorder.begin('building');
  await clock.advance(41_500);
  recorder.finish('live');
  recorder.begin('late'); // nothing starts after the end
  return recorder.snapshot();
}

describe('the deploy timeline', () => {
  it('measures each phase until the next begins, and ends at the last status', async () => {
    const timeline = await measuredTimeline();
    expect(timeline.phases).toEqual([
      { name: 'pack', startMs: 0, durationMs: 120 },
      { name: 'upload', startMs: 120, durationMs: 2_300 },
      { name: 'queued', startMs: 2_420, durationMs: 1_000 },
      { name: 'building', startMs: 3_420, durationMs: 41_500 },
    ]);
    expect(timeline.end).toEqual({ name: 'live', atMs: 44_920 });
  });

  it('draws pack and upload overlapping, as the one-pass upload runs them, before the statuses', async () => {
    const clock = new VirtualClock();
    undo = installClock(clock);
    const recorder = new TimelineRecorder();
    const start = clock.now();
    await clock.advance(900);
    recorder.span('upload', start + 150, start + 1_000);
    recorder.span('pack', start, start + 900);
    await clock.advance(100);
    recorder.begin('create');
    await clock.advance(20);
    recorder.begin('queued');
    await clock.advance(500);
    recorder.finish('live');
    const timeline = recorder.snapshot();
    expect(timeline.phases).toEqual([
      { name: 'pack', startMs: 0, durationMs: 900 },
      { name: 'upload', startMs: 150, durationMs: 850 },
      { name: 'create', startMs: 1_000, durationMs: 20 },
      { name: 'queued', startMs: 1_020, durationMs: 500 },
    ]);
    const summary = renderDeploySummary({
      project: 'prj_1',
      status: 'success',
      timeline: { title: 'Deployment dpl_1', ...timeline },
    });
    const [chart] = fencedBlocks(summary, 'mermaid');
    expect(chart).toMatch(/^ {2}pack .*:p0, 0, 900ms$/m);
    expect(chart).toMatch(/^ {2}upload .*:p1, 150, 850ms$/m);
    expect(ganttProblems(chart ?? '')).toEqual([]);
  });

  it('is a well-formed Mermaid Gantt chart in the deploy summary and the PR comment', async () => {
    const timeline = { title: 'Deployment dpl_1', ...(await measuredTimeline()) };
    const summary = renderDeploySummary({ project: 'prj_1', status: 'success', timeline });
    const comment = renderDeployComment({
      project: 'prj_1',
      status: 'success',
      commitSha: 'a'.repeat(40),
      timeline,
    });
    for (const markdown of [summary, comment]) {
      const [chart, ...more] = fencedBlocks(markdown, 'mermaid');
      expect(more).toEqual([]);
      expect(ganttProblems(chart ?? '')).toEqual([]);
      expect(chart).toContain('section building');
      expect(chart).toMatch(/^ {2}building 41\.5s :p3, 3420, 41500ms$/m);
      expect(chart).toMatch(/^ {2}live after 44\.9s :milestone, finish, 44920, 0ms$/m);
    }
  });

  it('keeps names that Mermaid would misread out of task lines, and switches the axis to minutes for long deploys', () => {
    const chart = renderGantt({
      title: 'Deployment #7: a;b',
      phases: [{ name: 'build:ing #1; x', startMs: 0, durationMs: 125_000 }],
    });
    const [body] = fencedBlocks(chart, 'mermaid');
    expect(ganttProblems(body ?? '')).toEqual([]);
    expect(body).toContain('axisFormat %-M:%S');
    expect(body).not.toMatch(/title .*[#:;]/);
  });

  it('never lets a label form a statement: a status like `click p0 call alert()` stays a task', () => {
    const hostile = [
      'click p0 call alert()',
      'CLICK p0 href "https://evil.example"',
      'call alert()',
      'title Pwned',
      'section Other',
      'dateFormat YYYY',
      'todayMarker off',
      'weekend friday',
      'topAxis',
      'ganttish',
      '2030-01-01 build',
      'accTitle: x',
      '%%{init: {}}%%',
    ];
    const chart = renderGantt({
      title: 'Deployment dpl_1',
      phases: hostile.map((name, index) => ({ name, startMs: index * 1_000, durationMs: 1_000 })),
      end: { name: 'click p0 call alert()', atMs: hostile.length * 1_000 },
    });
    const [body] = fencedBlocks(chart, 'mermaid');
    expect(ganttProblems(body ?? '')).toEqual([]);
    expect(body).not.toMatch(/^\s*click/im);
    expect(body).toContain('“click p0 call alert()” 1.0s :p0, 0, 1000ms');
    expect(body).toContain('“click p0 call alert()” after 13.0s :milestone');
    // Ordinary statuses read as they are.
    const plain = renderGantt({ title: 't', phases: [{ name: 'building', startMs: 0, durationMs: 5 }] });
    expect(plain).toContain('  building 5ms :p0, 0, 5ms');
  });

  it('the grammar check catches a malformed chart', () => {
    expect(
      ganttProblems('gantt\n  dateFormat x\n  axisFormat %S\n  section a\n  task :p0, 0, 12 seconds'),
    ).toEqual(['task "task" lasts "12 seconds", not a duration']);
    expect(ganttProblems('gantt\n  section a').length).toBeGreaterThan(0);
    expect(
      ganttProblems(
        'gantt\n  dateFormat x\n  axisFormat %S\n  section a\n  click p0 call alert() 1.0s :p0, 0, 1ms',
      ),
    ).toContain('a statement where a task should be: "click p0 call alert() 1.0s :p0, 0, 1ms"');
  });
});

const a = (name: string, value: string): MemoryRecord => ({ name, type: 'A', value });

describe('plan diffs', () => {
  it('shows the sync engine’s creates as +, deletes as -, and updates as both', () => {
    const platform = new MemoryPlatform([a('www', '1'), a('old', '9'), a('same', '5')]);
    const planned = plan(
      memoryProvider(platform),
      [a('www', '2'), a('new', '3'), a('same', '5')],
      platform.list(),
      {
        prune: true,
      },
    );
    const [diff, ...more] = fencedBlocks(renderPlanMarkdown(planned), 'diff');
    expect(more).toEqual([]);
    expect(diffProblems(diff ?? '')).toEqual([]);
    const lines = (diff ?? '').split('\n');
    expect(lines.find((line) => line.startsWith('+ new '))).toBeDefined();
    expect(lines.find((line) => line.startsWith('- old '))).toBeDefined();
    const update = lines.findIndex((line) => line.startsWith('- www '));
    expect(lines[update + 1]).toMatch(/^\+ www /);
    expect(lines[update]).not.toBe(lines[update + 1]?.replace(/^\+/, '-'));
    expect(diff).not.toContain('same');
  });

  it('cuts a large plan’s diff to its share of the budget and counts the rest', () => {
    const many = Array.from({ length: 3_000 }, (_, index) => a(`host${index}`, '1'));
    const planned = plan(memoryProvider(new MemoryPlatform([])), many, [], { prune: false });
    const markdown = renderPlanMarkdown(planned, undefined, { maxBytes: 100_000 });
    const [diff] = fencedBlocks(markdown, 'diff');
    expect(diffProblems(diff ?? '')).toEqual([]);
    expect(diff).toMatch(/^ {2}… and [\d,]+ more$/m);
    expect(Buffer.byteLength(diff ?? '')).toBeLessThan(20_000);
  });

  it('shows env names only, never values', () => {
    const envPlan = planEnv({
      target: { kind: 'project', projectId: 'prj_1' },
      declared: new Map([
        ['API_URL', 'https://api.example.test/v1'],
        ['NEW_FLAG', 'sekret-value-42'],
      ]),
      current: ['API_URL', 'GONE'],
      digest: '__PA_DIGEST_x',
      prune: true,
    });
    const markdown = renderEnvPlan(envPlan, { dryRun: true, written: false });
    const [diff] = fencedBlocks(markdown, 'diff');
    expect(diffProblems(diff ?? '')).toEqual([]);
    expect((diff ?? '').split('\n')).toEqual(['+ NEW_FLAG', '- GONE', '  API_URL']);
    expect(markdown).not.toContain('sekret-value-42');
    expect(markdown).not.toContain('api.example.test');
  });

  it('keeps a multi-line value on one line, so no line escapes the colouring', () => {
    const [diff] = fencedBlocks(renderDiff([{ op: 'change', before: 'a\nb', after: 'c' }]), 'diff');
    expect(diff).toBe('- a b\n+ c');
    expect(diffProblems('oops\n+ fine')).toHaveLength(1);
  });
});
