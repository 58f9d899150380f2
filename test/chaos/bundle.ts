/** One run of the real deploy bundle, as the runner runs it, under one seed's profile. */
import { type ActionRunOptions, type RunningAction, startAction } from '../e2e/harness.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { boundedAction } from '../support/bounded-run.ts';
import { type ChaosBounds, chaosWorld, duplicatesOn } from './in-process.ts';
import { annotationKind, type RunOutcome } from './outcome.ts';

type DeployBundleOptions = Omit<ActionRunOptions, 'action' | 'bundle' | 'inputs'> & {
  readonly inputs?: Record<string, string>;
};

/**
 * The deploy bundle as a job runs it, deploying `projectId` on `platform` with the GitHub reports off;
 * `options.inputs` add to (or override) those. The benches start their deploys the same way.
 */
export function startDeployBundle(
  platform: Platform,
  projectId: string,
  options: DeployBundleOptions = {},
): RunningAction {
  return startAction({
    ...options,
    action: 'deploy',
    bundle: true,
    inputs: {
      'api-key': platform.fullKey,
      'api-url': platform.url,
      project: projectId,
      'github-deployment': 'false',
      comment: 'false',
      ...options.inputs,
    },
  });
}

export async function deployBundle(
  seed: number,
  workspace: string,
  bounds: ChaosBounds,
): Promise<RunOutcome> {
  const { platform, project, profile, close } = await chaosWorld(seed, bounds);
  try {
    const running = startDeployBundle(platform, project.id, {
      workspace,
      inputs: { timeout: `${Math.round(bounds.deployTimeoutMs / 1000)}s` },
      env: { PLATFORM_REQUEST_TIMEOUT_MS: String(bounds.requestTimeoutMs) },
    });
    const { result, hung } = await boundedAction(running, bounds.hangMs);
    const live = result.exitCode === 0 && result.outputs.status === 'live';
    const kind = hung ? 'hang' : live ? 'live' : annotationKind(result.errors);
    const reported = live ? result.outputs['deployment-id'] : undefined;
    return {
      seed,
      via: 'bundle',
      kind,
      durationMs: result.durationMs,
      duplicates: await duplicatesOn(platform, project.id, reported),
      hung,
      profile: profile.label,
    };
  } finally {
    await close();
  }
}
