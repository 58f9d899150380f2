/**
 * From one project to many (issue 26): 60 manifest projects deployed against the local platform at
 * its real 20 requests a second per key, as deploy-many.yml's matrix runs them: the projects action
 * plans the legs (each with its share of the key's budget as `api-rate`), then each leg is the built
 * deploy bundle in a process of its own (manifest mode, `projects: <key>`), 4 and then 8 at a time.
 *
 * The bound counts only what the rate limit and the builds force. The rate: every project needs
 * its necessary requests (those of a leg alone, less its reads of the deployment past the one that
 * saw it live), all of them at 20 a second. The builds: ceil(projects / legs at once) legs one after
 * another, each at least what a leg alone takes to create its deployment (process start, pack,
 * upload), the platform's build, and its exit after the read that saw it live; seeing it late
 * (polling) is not in the bound, it is the product's cost. Goal: within 1.3× of the larger of the two,
 * every project live, no failure.
 */
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { mapLimited } from '../src/concurrency.ts';
import { makeWorkspace } from '../test/e2e/fixtures.ts';
import { type ActionRunResult, runAction, startAction } from '../test/e2e/harness.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';
import { describePhases, type LegPhases, type LegTiming, mean, phasesOf } from './many-phases.ts';

const LIMIT_PER_SECOND = 20;
const GOAL = 1.3;

interface Shape {
  readonly projects: number;
  readonly queuedMs: number;
  readonly buildingMs: number;
  readonly parallel: readonly number[];
}

const FULL: Shape = { projects: 60, queuedMs: 300, buildingMs: 4000, parallel: [4, 8] };
const QUICK: Shape = { projects: 6, queuedMs: 100, buildingMs: 500, parallel: [2, 3] };

export async function runManyBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const shape = quick ? QUICK : FULL;
  const rows: BenchRow[] = [];
  for (const parallel of shape.parallel) rows.push(...(await oneRun(shape, parallel)));
  return rows;
}

async function oneRun(shape: Shape, parallel: number): Promise<BenchRow[]> {
  const platform = await startPlatform({
    build: { queuedMs: shape.queuedMs, buildingMs: shape.buildingMs, logLineIntervalMs: 100 },
  });
  const bench = `many projects (${shape.projects}, ${parallel} legs at once)`;
  // Made inside the try, removed in its finally: the bench leaves nothing in the temp dir.
  let made: string | undefined;
  try {
    const files: Record<string, string> = { 'platform.yml': manifest(shape.projects) };
    for (let index = 0; index < shape.projects; index++) {
      platform.admin.createProject({ name: keyOf(index) });
      files[`apps/${keyOf(index)}/index.html`] = `<h1>${keyOf(index)}</h1>`;
      files[`apps/${keyOf(index)}/app.js`] = `console.log(${index});`.repeat(200);
    }
    const workspace = makeWorkspace(files);
    made = workspace;
    const connection = { 'api-key': platform.fullKey, 'api-url': platform.url };
    const plan = await runAction({
      action: 'projects',
      inputs: { ...connection, 'max-parallel': String(parallel) },
      event: { name: 'workflow_dispatch', payload: {} },
      workspace,
      bundle: true,
    });
    if (plan.exitCode !== 0) throw new Error(`the projects action failed: ${plan.stdout}`);
    const legs = (JSON.parse(plan.outputs.matrix ?? '{}') as { include: Record<string, string>[] }).include;
    const first = legs[0] ?? {};
    // One leg alone, three times, with the whole budget: what a leg cannot go below.
    const solos: { run: LegRun; phases: LegPhases; requests: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const before = platform.requestLog.length;
      const run = await leg(first, '18', workspace, connection, parallel, -1 - round);
      const phases = phasesOf(run.timing, platform);
      if (phases === undefined) throw new Error(`the solo leg did not deploy: ${run.result.stdout}`);
      solos.push({ run, phases, requests: platform.requestLog.length - before });
    }
    platform.requestLog.length = 0;
    platform.admin.resetRateLimit();
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const platformCpu = process.cpuUsage();
    const started = Date.now();
    // The matrix's `max-parallel`: a new leg starts as soon as one ends, never more than that at once.
    const results = await mapLimited(legs, parallel, (one, index) =>
      leg(one, one['api-rate'] ?? '15', workspace, connection, parallel, index),
    );
    const wallMs = Date.now() - started;
    const { user, system } = process.cpuUsage(platformCpu);
    const loadAfter = loadavg()[0] ?? Number.NaN;
    const requests = platform.requestLog.length;
    const tooMany = platform.requestLog.filter((request) => request.status === 429).length;
    const live = results.filter(({ result }) => leggedLive(result)).length;
    const failures = results.filter(({ result }) => result.exitCode !== 0).length;
    const necessary = median(solos.map(({ requests, phases }) => requests - phases.extraReads));
    const rateBoundMs = ((shape.projects * necessary) / LIMIT_PER_SECOND) * 1000;
    const legMinMs = median(solos.map(({ phases }) => phases.toCreateMs + phases.buildMs + phases.exitMs));
    const rounds = Math.ceil(shape.projects / parallel);
    const buildBoundMs = rounds * legMinMs;
    const boundMs = Math.max(rateBoundMs, buildBoundMs);
    const ratio = wallMs / boundMs;
    const peakRss = Math.max(...results.map(({ rssKb }) => rssKb)) / 1024;
    const phases = results.flatMap(({ timing }) => phasesOf(timing, platform) ?? []);
    const cpuMs = results.map(({ timing }) => timing.cpuMs);
    return [
      {
        bench,
        metric: 'projects live',
        value: `${live}/${shape.projects}`,
        target: 'all',
        met: live === shape.projects,
        proof: true,
      },
      { bench, metric: 'failed legs', value: failures, target: '0', met: failures === 0, proof: true },
      {
        bench,
        metric: "each leg's api-rate",
        value: [...new Set(legs.map((leg) => leg['api-rate']))].join(', '),
        unit: 'req/s',
      },
      { bench, metric: '429s (absorbed)', value: tooMany },
      {
        bench,
        metric: 'API requests',
        value: requests,
        unit: `(${(requests / shape.projects).toFixed(1)} per project)`,
      },
      {
        bench,
        metric: 'wall time / bound',
        value: `${(wallMs / 1000).toFixed(1)} s / ${(boundMs / 1000).toFixed(1)} s = ${ratio.toFixed(2)}×`,
        target: `≤ ${GOAL}×`,
        met: ratio <= GOAL,
      },
      {
        bench,
        metric: 'bound from',
        value: `rate ${shape.projects} × ${necessary} necessary requests at ${LIMIT_PER_SECOND}/s = ${(rateBoundMs / 1000).toFixed(1)} s; builds ${rounds} rounds × ${(legMinMs / 1000).toFixed(2)} s (a leg alone to its create, the platform's build of ${((shape.queuedMs + shape.buildingMs) / 1000).toFixed(1)} s, its exit; median of 3) = ${(buildBoundMs / 1000).toFixed(1)} s`,
      },
      { bench, metric: 'a leg alone (mean of 3)', value: describePhases(solos.map(({ phases }) => phases)) },
      { bench, metric: 'a leg among the others (mean)', value: describePhases(phases) },
      {
        bench,
        metric: 'CPU per leg',
        value: `${(mean(cpuMs) / 1000).toFixed(2)} s (alone ${(mean(solos.map(({ run }) => run.timing.cpuMs)) / 1000).toFixed(2)} s); all legs ${(cpuMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s on ${availableParallelism()} cores`,
      },
      { bench, metric: 'peak RSS per leg', value: peakRss.toFixed(0), unit: 'MiB' },
      {
        bench,
        metric: 'the machine',
        value: `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; the platform (this process) ${((user + system) / 1e6).toFixed(1)} s CPU`,
      },
    ];
  } finally {
    await platform.close();
    if (made !== undefined) rmSync(made, { recursive: true, force: true });
  }
}

interface LegRun {
  readonly result: ActionRunResult;
  readonly rssKb: number;
  readonly timing: LegTiming;
}

/** One matrix leg: the deploy bundle in manifest mode, under GNU time for its peak RSS and CPU. */
async function leg(
  entry: Record<string, string>,
  rate: string,
  workspace: string,
  connection: Record<string, string>,
  parallel: number,
  index: number,
): Promise<LegRun> {
  const rssFile = join(workspace, '..', `rss-${parallel}-${index}-${process.pid}-${Date.now()}`);
  const spawnedAt = Date.now();
  const result = await startAction({
    action: 'deploy',
    bundle: true,
    workspace,
    launcher: ['/usr/bin/time', '-f', '%M %U %S', '-o', rssFile],
    event: { name: 'workflow_dispatch', payload: {} },
    inputs: {
      ...connection,
      projects: entry.projects ?? '',
      project: entry.project ?? '',
      'api-rate': rate,
      comment: 'false',
      'github-deployment': 'false',
    },
  }).result;
  const exitedAt = Date.now();
  if (result.exitCode !== 0) console.error(result.stdout);
  const [rssKb, user, system] = (readFileSync(rssFile, 'utf8').trim().split('\n').pop() ?? '')
    .split(' ')
    .map(Number);
  rmSync(rssFile, { force: true });
  const rows = JSON.parse(result.outputs.results ?? '[]') as { deploymentId?: string }[];
  const deploymentIds = rows.flatMap((row) => (row.deploymentId ? [row.deploymentId] : []));
  const cpuMs = ((user ?? Number.NaN) + (system ?? Number.NaN)) * 1000;
  return { result, rssKb: rssKb ?? Number.NaN, timing: { spawnedAt, exitedAt, cpuMs, deploymentIds } };
}

function leggedLive(result: ActionRunResult): boolean {
  return result.exitCode === 0 && result.outputs.status === 'live';
}

function keyOf(index: number): string {
  return `app-${String(index + 1).padStart(2, '0')}`;
}

function manifest(count: number): string {
  const lines = ['projects:'];
  for (let index = 0; index < count; index++) {
    lines.push(`  ${keyOf(index)}: { project: ${keyOf(index)}, path: apps/${keyOf(index)} }`);
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runManyBench({ quick: process.argv.includes('--quick') }));
}
