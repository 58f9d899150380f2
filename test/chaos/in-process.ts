/**
 * One deploy through the real pipeline (runDeployPipeline with a PlatformClient) against its own
 * emulator, faulted by one seed's profile. The platform's state says whether anything was duplicated.
 */
import { PlatformClient } from '../../src/api/client.ts';
import { runDeployPipeline } from '../../src/deploy/pipeline.ts';
import { silentLogger } from '../../src/log.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { boundedRun, settle } from '../support/bounded-run.ts';
import { startWorld } from '../support/world.ts';
import { failureKind, type RunOutcome } from './outcome.ts';
import { profileFor } from './profile.ts';

export interface ChaosBounds {
  /** The client's per-attempt timeout: the profiles' slow answers are slower than this. */
  readonly requestTimeoutMs: number;
  /** The deploy's own `timeout`. */
  readonly deployTimeoutMs: number;
  /** A run still going after this has hung. */
  readonly hangMs: number;
}

/** What the platform shows for the project once its timers settle: more than one deployment is a duplicate. */
export async function duplicatesOn(
  platform: Platform,
  projectId: string,
  reportedId: string | undefined,
): Promise<string[]> {
  platform.faults.clear();
  await settle(platform);
  const deployments = [...platform.state.deployments.values()].filter((d) => d.projectId === projectId);
  const problems = deployments.length > 1 ? [`${deployments.length} deployments for one deploy`] : [];
  if (reportedId !== undefined && !deployments.some((d) => d.id === reportedId)) {
    problems.push(`reported deployment ${reportedId}, which the platform does not have`);
  }
  return problems;
}

/** A platform of the seed's own, faulted by its profile, with the one project the run deploys to. */
export async function chaosWorld(seed: number, bounds: ChaosBounds) {
  const profile = profileFor(seed, bounds.requestTimeoutMs);
  const world = await startWorld({ faultSeed: seed });
  try {
    const project = world.platform.admin.createProject({ name: `chaos-${seed}` });
    for (const rule of profile.rules) world.platform.faults.add({ ...rule });
    return { ...world, project, profile };
  } catch (error) {
    await world.close();
    throw error;
  }
}

export async function deployInProcess(
  seed: number,
  source: { root: string; tempDir: string },
  bounds: ChaosBounds,
): Promise<RunOutcome> {
  const { platform, project, profile, close } = await chaosWorld(seed, bounds);
  try {
    const controller = new AbortController();
    const client = new PlatformClient({
      apiUrl: platform.url,
      apiKey: platform.fullKey,
      requestTimeoutMs: bounds.requestTimeoutMs,
      signal: controller.signal,
    });
    const started = Date.now();
    const pipeline = runDeployPipeline({
      client,
      projectId: project.id,
      source: { kind: 'upload', root: source.root, exclude: [], tempDir: source.tempDir },
      wait: true,
      timeoutMs: bounds.deployTimeoutMs,
      logger: silentLogger,
      signal: controller.signal,
      pacing: { requestsPerSecond: 4 },
    }).then(
      (outcome) => ({
        kind: outcome.status === 'live' ? 'live' : `failed clearly: ${outcome.status}`,
        id: outcome.deployment?.id,
      }),
      (error: unknown) => ({ kind: failureKind(error), id: undefined }),
    );
    const bounded = await boundedRun(pipeline, bounds.hangMs, () =>
      controller.abort(new Error('chaos: hang bound reached')),
    );
    const durationMs = Date.now() - started;
    const settled = bounded.hung ? undefined : bounded.value;
    const hung = settled === undefined || durationMs > bounds.hangMs;
    return {
      seed,
      via: 'in-process',
      kind: hung ? 'hang' : settled.kind,
      durationMs,
      duplicates: await duplicatesOn(platform, project.id, settled?.kind === 'live' ? settled.id : undefined),
      hung,
      profile: profile.label,
    };
  } finally {
    await close();
  }
}
