/**
 * One deploy through the real pipeline (runDeployPipeline with a PlatformClient) against its own
 * emulator, faulted by one seed's profile. The platform's state says whether anything was duplicated.
 */
import { PlatformClient } from '../../src/api/client.ts';
import { runDeployPipeline } from '../../src/deploy/pipeline.ts';
import { silentLogger } from '../../src/log.ts';
import { FAST_BUILD } from '../e2e/fixtures.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** What the platform shows for the project once its timers settle: more than one deployment is a duplicate. */
export async function duplicatesOn(
  platform: Platform,
  projectId: string,
  reportedId: string | undefined,
): Promise<string[]> {
  platform.faults.clear();
  await Promise.race([platform.admin.idle(), sleep(5_000)]);
  const deployments = [...platform.state.deployments.values()].filter((d) => d.projectId === projectId);
  const problems = deployments.length > 1 ? [`${deployments.length} deployments for one deploy`] : [];
  if (reportedId !== undefined && !deployments.some((d) => d.id === reportedId)) {
    problems.push(`reported deployment ${reportedId}, which the platform does not have`);
  }
  return problems;
}

export async function deployInProcess(
  seed: number,
  source: { root: string; tempDir: string },
  bounds: ChaosBounds,
): Promise<RunOutcome> {
  const profile = profileFor(seed, bounds.requestTimeoutMs);
  const platform = await startPlatform({ build: FAST_BUILD, faultSeed: seed });
  try {
    const project = platform.admin.createProject({ name: `chaos-${seed}` });
    for (const rule of profile.rules) platform.faults.add({ ...rule });
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
    // The race, not the signal, bounds the wait: a run that ignored its signal must still be seen to hang.
    const settled = await Promise.race([pipeline, sleep(bounds.hangMs).then(() => undefined)]);
    const durationMs = Date.now() - started;
    if (settled === undefined) controller.abort(new Error('chaos: hang bound reached'));
    const hung = settled === undefined || durationMs > bounds.hangMs;
    return {
      seed,
      via: 'in-process',
      kind: hung ? 'hang' : settled!.kind,
      durationMs,
      duplicates: await duplicatesOn(platform, project.id, settled?.kind === 'live' ? settled.id : undefined),
      hung,
      profile: profile.label,
    };
  } finally {
    await platform.close();
  }
}
