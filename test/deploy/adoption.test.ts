/**
 * Adopting the deployment of a create whose answer was lost, against the local platform over real
 * sockets: two runs racing on one project must never both report the same deployment, and neither the
 * runner's clock nor another job's earlier deployment may decide what counts as ours.
 */
import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import type { Deployment, DeploymentSource } from '../../src/api/resources/deployments.ts';
import { type Clock, realClock } from '../../src/clock.ts';
import { createDeploymentOnce } from '../../src/deploy/create.ts';
import { ActionFailure } from '../../src/errors.ts';
import { type CapturedLogger, captureLogger } from '../api/helpers/fakes.ts';
import { deploymentsOf } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { VirtualClock } from '../support/clocks.ts';
import { pollUntil } from '../support/poll.ts';
import type { World } from '../support/world.ts';
import { clockForThisTest, worldForThisTest } from '../support/world-per-test.ts';

const client = (w: World) => new PlatformClient({ apiUrl: w.platform.url, apiKey: w.platform.fullKey });
const requests = (w: World, operation: string) =>
  w.platform.requestLog.filter((r) => r.operation === operation);

/** One run's create, re-reading the list soon after a lost answer (the tests wait on nothing longer). */
const createOnce = (w: World, projectId: string, source: DeploymentSource, logger: CapturedLogger) =>
  createDeploymentOnce(client(w), projectId, source, { logger, rereadDelayMs: 10 });

/** The runner's clock `offsetMs` away from the platform's (which is the real one here). */
function skewedClock(offsetMs: number): Clock {
  return { now: () => realClock.now() + offsetMs, sleep: (ms, signal) => realClock.sleep(ms, signal) };
}

/**
 * Runs the creates at once with every create's answer lost, and holds every run's first listing on
 * the platform's (frozen) clock until all of them have asked: so each run sees every deployment.
 */
async function race(
  w: World,
  platformClock: VirtualClock,
  projectId: string,
  sources: readonly DeploymentSource[],
): Promise<PromiseSettledResult<Deployment>[]> {
  w.platform.faults.add({ operation: 'createDeployment', times: sources.length, drop: 'after-body' });
  w.platform.faults.add({ operation: 'listDeployments', times: sources.length, delayMs: 1_000 });
  // Platform time = now, so its records are dated like the runner's requests.
  await platformClock.advance(Math.max(0, Date.now() - platformClock.now()));
  const settled = Promise.allSettled(
    sources.map((source) => createOnce(w, projectId, source, captureLogger())),
  );
  await pollUntil(
    'every run listing the deployments',
    () => requests(w, 'listDeployments').length,
    (count) => count >= sources.length,
  );
  await platformClock.advance(1_000);
  return settled;
}

function rejection(result: PromiseSettledResult<Deployment> | undefined): unknown {
  if (result?.status !== 'rejected') throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result.reason;
}

describe('two runs on one project, both losing the answer of their create', () => {
  it.each([
    ['branch: main', { branch: 'main' }],
    ['no branch (the default)', {}],
  ])('with %s both fail naming both candidates instead of reporting the same one', async (_, source) => {
    const platformClock = new VirtualClock({ start: Date.now() });
    const w = await worldForThisTest({ clock: platformClock });
    const project = w.platform.admin.createProject({ name: 'racing', repository: 'octo/shop' });

    const results = await race(w, platformClock, project.id, [source, source]);

    const made = deploymentsOf(w.platform, project.id).map((d) => d.id);
    expect(made).toHaveLength(2);
    expect(requests(w, 'createDeployment')).toHaveLength(2);
    for (const result of results) {
      const error = rejection(result);
      expect(error).toBeInstanceOf(ActionFailure);
      const message = (error as Error).message;
      expect(message).toMatch(/answer to the create-deployment request was lost/);
      expect(message).toMatch(/2 deployments could be this run's/);
      expect(message).toMatch(/re-run/);
      for (const id of made) expect(message).toContain(id);
      const candidates = (error as { candidates?: readonly Deployment[] }).candidates ?? [];
      expect(candidates.map((d) => d.id).sort()).toEqual([...made].sort());
      expect(candidates.every((d) => d.createdAt !== undefined)).toBe(true);
    }
  });

  it('tells them apart when they asked for different things: the default branch and another one', async () => {
    const platformClock = new VirtualClock({ start: Date.now() });
    const w = await worldForThisTest({ clock: platformClock });
    const project = w.platform.admin.createProject({ name: 'apart', repository: 'octo/shop' });

    const [byDefault, byFeature] = await race(w, platformClock, project.id, [{}, { branch: 'feature/x' }]);

    expect(byDefault?.status).toBe('fulfilled');
    expect(byFeature?.status).toBe('fulfilled');
    const ids = [byDefault, byFeature].map((r) => (r?.status === 'fulfilled' ? r.value.id : ''));
    const branchOf = (id: string) => w.platform.state.deployments.get(id)?.branch;
    expect(branchOf(ids[0]!)).toBe('main');
    expect(branchOf(ids[1]!)).toBe('feature/x');
    expect(deploymentsOf(w.platform, project.id)).toHaveLength(2);
    expect(requests(w, 'createDeployment')).toHaveLength(2);
  });
});

describe('the time a lost create is compared with is the platform’s', () => {
  const commitSha = 'abcdef1234567890abcdef1234567890abcdef12';

  it('adopts its own deployment when the runner’s clock is an hour ahead of the platform’s', async () => {
    const w = await worldForThisTest();
    clockForThisTest(skewedClock(60 * 60_000));
    const project = w.platform.admin.createProject({ name: 'ahead', repository: 'octo/shop' });
    w.platform.faults.add({ operation: 'createDeployment', times: 1, drop: 'after-body' });
    const logger = captureLogger();

    const adopted = await createOnce(w, project.id, { commitSha }, logger);

    expect(deploymentsOf(w.platform, project.id).map((d) => d.id)).toEqual([adopted.id]);
    expect(requests(w, 'createDeployment')).toHaveLength(1);
    expect(logger.infos.join('\n')).toMatch(/Adopted deployment/);
  });

  it('does not take another job’s deployment of a minute ago for its own when the runner is an hour behind', async () => {
    const w = await worldForThisTest();
    clockForThisTest(skewedClock(-60 * 60_000));
    const project = w.platform.admin.createProject({ name: 'behind', repository: 'octo/shop' });
    const earlier = await call(w.platform, 'POST', `/projects/${project.id}/deployments`, {
      body: { commitSha },
    });
    const record = w.platform.state.deployments.get(earlier.json.id)!;
    record.createdAt = new Date(Date.now() - 60_000).toISOString();
    // This run's create never reaches the platform, and its sender cannot tell.
    w.platform.faults.add({ operation: 'createDeployment', times: 1, drop: 'before-body' });
    const logger = captureLogger();

    const created = await createOnce(w, project.id, { commitSha }, logger);

    expect(created.id).not.toBe(earlier.json.id);
    expect(deploymentsOf(w.platform, project.id)).toHaveLength(2);
    expect(logger.infos.join('\n')).toMatch(/creating it now/);
  });
});
