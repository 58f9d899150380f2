import { afterEach, describe, expect, it } from 'vitest';
import type { LifecycleTiming } from '../fakes/platform/runtime.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';
import { expectSucceeded } from './fixtures.ts';
import { runAction } from './harness.ts';

// Scales, polls and timeouts run on accelerated time, ten times faster than real.
useAcceleratedClock({ factor: 10 });

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function platformWith(lifecycle: Partial<LifecycleTiming> = {}) {
  world = await startWorld({ lifecycle: { computeScaleMs: 2_000, ...lifecycle } });
  return world.platform;
}

type Platform = Awaited<ReturnType<typeof platformWith>>;

function inputs(platform: Platform, extra: Record<string, string>): Record<string, string> {
  return { 'api-key': platform.fullKey, 'api-url': platform.url, ...extra };
}

const scales = (platform: Platform) => platform.writes().filter((request) => request.path.endsWith('/scale'));

describe('compute-scale action, run as the runner runs it', () => {
  it('scales a service found by name and waits until it reports the new size (the bundle)', async () => {
    const platform = await platformWith({ computeScaleMs: 300 });
    const service = platform.admin.addComputeService({ name: 'trainer', cpu: 2, memoryMb: 4096 });
    const result = await runAction({
      action: 'compute-scale',
      bundle: true,
      inputs: inputs(platform, { service: 'trainer', cpu: '4', memory: '16GB' }),
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(platform.state.computeServices.get(service.id)).toMatchObject({
      cpu: 4,
      memoryMb: 16384,
      status: 'running',
    });
    expect(result.outputs).toMatchObject({
      status: 'succeeded',
      'service-id': service.id,
      cpu: '4',
      memory: '16384',
      changed: 'true',
    });
    expect(JSON.parse(result.outputs.plan ?? '')).toEqual({
      service: { id: service.id, name: 'trainer' },
      current: { cpu: 2, memoryMb: 4096 },
      wanted: { cpu: 4, memoryMb: 16384 },
      changed: true,
    });
    expect(result.stdout).toContain(`trainer (${service.id}): CPU 2 → 4, memory 4096 MB → 16384 MB.`);
    expect(result.summary).toContain('CPU 2 → 4, memory 4096 MB → 16384 MB');
    expect(scales(platform)).toHaveLength(1);
  });

  it('waits on the clock until the new size is reported, however long the platform takes', async () => {
    const platform = await platformWith({ computeScaleMs: 20_000 });
    const service = platform.admin.addComputeService({ name: 'slow', cpu: 1, memoryMb: 2048 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: service.id, cpu: '2', timeout: '5m' }),
    });
    expectSucceeded(result, { status: 'succeeded', cpu: '2', memory: '2048' });
    expect(result.stdout).toContain(`Compute service slow (${service.id}) is scaling…`);
    expect(platform.state.computeServices.get(service.id)).toMatchObject({ cpu: 2, scalingTo: null });
    // Polled while it scaled, with backoff: more than one read, far fewer than one a second.
    const reads = platform.requestLog.filter(
      (request) => request.method === 'GET' && request.path.endsWith(service.id),
    );
    expect(reads.length).toBeGreaterThan(2);
    expect(reads.length).toBeLessThan(40);
  });

  it('fails with timed-out when the size is not reported within `timeout`, after one request', async () => {
    const platform = await platformWith({ computeScaleMs: 3_600_000 });
    platform.admin.addComputeService({ name: 'stuck', cpu: 1, memoryMb: 2048 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: 'stuck', memory: '4096MB', timeout: '30s' }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ status: 'timed-out', changed: 'true', memory: '4096' });
    expect(result.errors[0]).toMatch(
      /did not report 1 CPU and 4096 MB within 30(\.0)?s \(last status: scaling\); raise the `timeout` input/,
    );
    expect(scales(platform)).toHaveLength(1);
  });

  it('plans with a read key in a dry run: the change in the log, summary and outputs, no write', async () => {
    const platform = await platformWith();
    const service = platform.admin.addComputeService({ name: 'planner', cpu: 2, memoryMb: 4096 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: {
        ...inputs(platform, { service: 'planner', cpu: '8', memory: '32GB', 'dry-run': 'true' }),
        'api-key': platform.readKey,
      },
    });
    expectSucceeded(result, {
      status: 'planned',
      changed: 'true',
      cpu: '8',
      memory: '32768',
      'service-id': service.id,
    });
    expect(result.stdout).toContain('CPU 2 → 8, memory 4096 MB → 32768 MB');
    expect(result.summary).toContain('dry run: nothing was changed');
    expect(platform.writes()).toEqual([]);
    expect(platform.state.computeServices.get(service.id)).toMatchObject({ cpu: 2, memoryMb: 4096 });
  });

  it('makes no write when the service already has the size wanted', async () => {
    const platform = await platformWith();
    const service = platform.admin.addComputeService({ name: 'steady', cpu: 4, memoryMb: 8192 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: service.id, cpu: '4', memory: '8GB' }),
    });
    expectSucceeded(result, { status: 'succeeded', changed: 'false' });
    expect(result.stdout).toContain('no change, CPU 4 (unchanged), memory 8192 MB (unchanged)');
    expect(platform.writes()).toEqual([]);
  });

  it('refuses a name two services share, listing their ids, before any write', async () => {
    const platform = await platformWith();
    const a = platform.admin.addComputeService({ name: 'twin', cpu: 1, memoryMb: 2048 });
    const b = platform.admin.addComputeService({ name: 'twin', cpu: 2, memoryMb: 4096 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: 'twin', cpu: '4' }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.status).toBe('failed');
    expect(result.errors[0]).toContain(
      `Input "service" is "twin", the name of 2 compute services (${a.id}, ${b.id}): give the id of the one meant instead.`,
    );
    expect(platform.writes()).toEqual([]);
  });

  it('reads a list of services longer than one page whole to find a name', async () => {
    const platform = await platformWith();
    for (let index = 0; index < 120; index++) {
      platform.admin.addComputeService({ name: `filler-${index}`, cpu: 1, memoryMb: 2048 });
    }
    const last = platform.admin.addComputeService({ name: 'last-one', cpu: 1, memoryMb: 2048 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: 'last-one', cpu: '1', 'dry-run': 'true' }),
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['service-id']).toBe(last.id);
  });

  it.each([
    [{ cpu: 'two' }, /Input "cpu" must be a number of CPUs/],
    [{ cpu: '0' }, /Input "cpu" must be a number of CPUs above 0/],
    [{ memory: '4 TB' }, /Input "memory" must be a whole number of MB/],
    [{ memory: '1.3GB' }, /Input "memory" must be a whole number of MB/],
    [{}, /Inputs "cpu" and "memory" are both empty/],
    [{ cpu: '1', timeout: 'soon' }, /"timeout"/],
  ])('refuses %o in one sentence naming the input, before any request', async (extra, message) => {
    const platform = await platformWith();
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: 'ml-worker', ...extra }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(message);
    expect(platform.requestLog.filter((request) => request.path.includes('/compute/'))).toEqual([]);
  });

  it("passes on the platform's refusal of a size, with nothing changed", async () => {
    const platform = await platformWith();
    const service = platform.admin.addComputeService({ name: 'odd', cpu: 2, memoryMb: 4096 });
    const result = await runAction({
      action: 'compute-scale',
      inputs: inputs(platform, { service: 'odd', cpu: '3' }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(/cpu/);
    expect(platform.state.computeServices.get(service.id)).toMatchObject({ cpu: 2, memoryMb: 4096 });
  });

  it('a read key without dry-run is refused by the platform, naming the read key', async () => {
    const platform = await platformWith();
    const result = await runAction({
      action: 'compute-scale',
      inputs: { ...inputs(platform, { service: 'ml-worker', cpu: '8' }), 'api-key': platform.readKey },
    });
    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toMatch(/read key/);
    expect(platform.writes()).toEqual([]);
  });
});
