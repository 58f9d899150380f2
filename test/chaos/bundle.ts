/** One run of the real deploy bundle, as the runner runs it, under one seed's profile. */
import { FAST_BUILD } from '../e2e/fixtures.ts';
import { startAction } from '../e2e/harness.ts';
import { startPlatform } from '../fakes/platform/index.ts';
import type { ChaosBounds } from './in-process.ts';
import { duplicatesOn } from './in-process.ts';
import { annotationKind, type RunOutcome } from './outcome.ts';
import { profileFor } from './profile.ts';

export async function deployBundle(
  seed: number,
  workspace: string,
  bounds: ChaosBounds,
): Promise<RunOutcome> {
  const profile = profileFor(seed, bounds.requestTimeoutMs);
  const platform = await startPlatform({ build: FAST_BUILD, faultSeed: seed });
  try {
    const project = platform.admin.createProject({ name: `chaos-${seed}` });
    for (const rule of profile.rules) platform.faults.add({ ...rule });
    const running = startAction({
      action: 'deploy',
      workspace,
      inputs: {
        'api-key': platform.fullKey,
        'api-url': platform.url,
        project: project.id,
        timeout: `${Math.round(bounds.deployTimeoutMs / 1000)}s`,
        'github-deployment': 'false',
        comment: 'false',
      },
      env: { PLATFORM_REQUEST_TIMEOUT_MS: String(bounds.requestTimeoutMs) },
    });
    let hung = false;
    const bound = setTimeout(() => {
      hung = true;
      running.child.kill('SIGKILL');
    }, bounds.hangMs);
    const result = await running.result.finally(() => clearTimeout(bound));
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
    await platform.close();
  }
}
