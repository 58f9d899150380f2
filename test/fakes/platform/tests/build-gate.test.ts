/**
 * build.advanceWhenSeen: a build leaves `queued` and `building` only after a GET of the deployment
 * has answered with that status, so a test asserting that the client saw every status holds however
 * late its polls run. The platform's timers run on a virtual clock here: time moves only when told.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../support/clocks.ts';
import { type Platform, startPlatform } from '../index.ts';
import { createZip } from '../zip-writer.ts';
import { call, uploadZip } from './helpers.ts';

let platform: Platform | undefined;
afterEach(() => platform?.close());

async function queuedDeployment(advanceWhenSeen: boolean, clock: VirtualClock) {
  platform = await startPlatform({ clock, build: { queuedMs: 50, buildingMs: 100, advanceWhenSeen } });
  const project = platform.admin.createProject({ name: 'gate' });
  const upload = await uploadZip(platform, createZip({ 'index.html': 'gate' }));
  const created = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
    body: { sourceTarballUrl: upload.json.sourceTarballUrl },
  });
  const id = created.json.id as string;
  return { platform, status: () => platform!.state.deployments.get(id)?.status, id };
}

/** Advances the virtual clock until `wanted`, letting the build's file reads (real I/O) finish between steps. */
async function advanceUntil(clock: VirtualClock, status: () => string | undefined, wanted: string) {
  for (let step = 0; step < 200 && status() !== wanted; step++) {
    await clock.advance(1_000);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return status();
}

describe('build.advanceWhenSeen', () => {
  it('holds queued and building until a GET has shown each, then moves on', async () => {
    const clock = new VirtualClock();
    const { platform, status, id } = await queuedDeployment(true, clock);
    await clock.advance(60_000);
    expect(status()).toBe('queued');
    expect((await call(platform, 'GET', `/deployments/${id}`)).json.status).toBe('queued');
    expect(await advanceUntil(clock, status, 'building')).toBe('building');
    for (let step = 0; step < 20; step++) {
      await clock.advance(60_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status()).toBe('building');
    expect((await call(platform, 'GET', `/deployments/${id}`)).json.status).toBe('building');
    expect(await advanceUntil(clock, status, 'live')).toBe('live');
  });

  it('is off by default: the build moves on whether or not anyone looked', async () => {
    const clock = new VirtualClock();
    const { status } = await queuedDeployment(false, clock);
    expect(await advanceUntil(clock, status, 'live')).toBe('live');
  });
});
