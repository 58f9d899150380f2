/**
 * Which deployment env-sync follows when its PUT's answer is lost and another job's deployment shows
 * up between the PUT and the lookup: its own redeploy (`trigger: env`, the nearest after the PUT), or
 * none with a warning when it cannot tell, never the other job's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { type EnvSyncResult, runEnvSync } from '../../src/env/sync.ts';
import { type CapturedLogger, captureLogger } from '../api/helpers/fakes.ts';
import type { DeploymentRecord } from '../fakes/platform/index.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { VirtualClock } from '../support/clocks.ts';
import { pollUntil } from '../support/poll.ts';
import { startWorld, type World } from '../support/world.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const HOLD_MS = 60_000;

interface Setup {
  readonly w: World;
  readonly platformClock: VirtualClock;
  readonly projectId: string;
}

/** A project with one deployment, so a variables PUT redeploys it; the platform's clock is frozen. */
async function deployedProject(): Promise<Setup> {
  const platformClock = new VirtualClock({ start: Date.now() });
  const w = await startWorld({ clock: platformClock });
  world = w;
  const project = w.platform.admin.createProject({ name: 'env-race', repository: 'octo/shop' });
  const first = await call(w.platform, 'POST', `/projects/${project.id}/deployments`, { body: {} });
  expect(first.status).toBe(201);
  return { w, platformClock, projectId: project.id };
}

const listings = (w: World) => w.platform.requestLog.filter((r) => r.operation === 'listDeployments');
const byTrigger = (w: World, projectId: string, trigger: string): DeploymentRecord[] =>
  [...w.platform.state.deployments.values()].filter(
    (d) => d.projectId === projectId && d.trigger === trigger,
  );

/**
 * Runs a project sync whose PUT lands but loses its answer, and calls `meanwhile` after the PUT while
 * the sync's lookup listing is held on the platform's clock. Stops at the redeploy it picks.
 */
async function syncWithLostAnswer(
  { w, platformClock, projectId }: Setup,
  meanwhile: () => Promise<void>,
): Promise<{ result: EnvSyncResult; logger: CapturedLogger }> {
  w.platform.faults.add({ operation: 'setProjectEnv', times: 1, drop: 'after-body' });
  w.platform.faults.add({ operation: 'listDeployments', times: 2, delayMs: HOLD_MS });
  const logger = captureLogger();
  const stop = new AbortController();
  const sync = runEnvSync({
    client: new PlatformClient({ apiUrl: w.platform.url, apiKey: w.platform.fullKey }),
    target: { kind: 'project', projectId },
    declared: new Map([['GREETING', 'hello']]),
    digestKey: { key: 'digest-key', from: 'digest-key' },
    prune: true,
    dryRun: false,
    wait: true,
    timeoutMs: 60_000,
    logger,
    signal: stop.signal,
    // The platform's clock is frozen, so the build would never finish: which one is followed is the point.
    onRedeploy: () => stop.abort(),
  });
  await pollUntil(
    'the listing before the PUT',
    () => listings(w).length,
    (n) => n >= 1,
  );
  await platformClock.advance(HOLD_MS);
  await pollUntil(
    'the lookup after the PUT',
    () => listings(w).length,
    (n) => n >= 2,
  );
  await meanwhile();
  await platformClock.advance(HOLD_MS);
  return { result: await sync, logger };
}

const putVariables = (w: World, projectId: string) =>
  call(w.platform, 'PUT', `/projects/${projectId}/env`, { body: { variables: { OTHER: 'job' } } });

describe('env-sync after a lost PUT answer', () => {
  it('follows its own redeploy, not another job’s deploy that appeared between the PUT and the lookup', async () => {
    const setup = await deployedProject();
    const { w, projectId } = setup;
    let other = '';
    const { result } = await syncWithLostAnswer(setup, async () => {
      const deploy = await call(w.platform, 'POST', `/projects/${projectId}/deployments`, {
        body: { branch: 'main' },
      });
      other = deploy.json.id;
    });
    const [ours] = byTrigger(w, projectId, 'env');
    expect(result.redeploy.kind).toBe('watched');
    expect(result.redeploy.kind === 'watched' && result.redeploy.deploymentId).toBe(ours?.id);
    expect(other).not.toBe(ours?.id);
  });

  it('follows the nearest env redeploy after its PUT when another job’s comes clearly later', async () => {
    const setup = await deployedProject();
    const { w, platformClock, projectId } = setup;
    let later = '';
    const { result } = await syncWithLostAnswer(setup, async () => {
      await platformClock.advance(10_000);
      const put = await putVariables(w, projectId);
      expect(put.status).toBe(200);
      later = put.json.deploymentId;
    });
    const redeploys = byTrigger(w, projectId, 'env');
    expect(redeploys).toHaveLength(2);
    const ours = redeploys.find((d) => d.id !== later);
    expect(result.redeploy.kind === 'watched' && result.redeploy.deploymentId).toBe(ours?.id);
  });

  it('warns and follows none when another env redeploy started at the same time as its own', async () => {
    const setup = await deployedProject();
    const { w, projectId } = setup;
    const { result, logger } = await syncWithLostAnswer(setup, async () => {
      expect((await putVariables(w, projectId)).status).toBe(200);
    });
    const redeploys = byTrigger(w, projectId, 'env').map((d) => d.id);
    expect(redeploys).toHaveLength(2);
    expect(result.redeploy.kind).toBe('unidentified');
    const warning = logger.warnings.join('\n');
    expect(warning).toMatch(/cannot tell which/);
    for (const id of redeploys) expect(warning).toContain(id);
  });
});
