/**
 * The header every e2e file had: a world of its own for each test, closed after it, and the inputs a
 * deploy needs. In a file of its own because it registers vitest hooks, which world.ts (also used by
 * the bench and chaos runners) must not.
 */
import { afterEach, beforeEach } from 'vitest';
import { useAcceleratedClock } from './clocks.ts';
import { type GitHubWorld, startWorld, type World, type WorldOptions } from './world.ts';

/** Starts a world before each test and hands it to `use` (the file keeps it); closes it after. */
export function worldPerTest(
  options: WorldOptions & { readonly github: true },
  use: (world: GitHubWorld) => void,
): void;
export function worldPerTest(options: WorldOptions, use: (world: World) => void): void;
export function worldPerTest(options: WorldOptions, use: (world: GitHubWorld) => void): void {
  let current: World | undefined;
  beforeEach(async () => {
    current = await startWorld(options);
    use(current as GitHubWorld);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
}

/** The deploy action's inputs against `world`, quiet on GitHub (no Deployment, no comment). */
export function quietDeployInputs(
  world: World,
  project: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'api-key': world.platform.fullKey,
    'api-url': world.platform.url,
    project,
    'github-deployment': 'false',
    comment: 'false',
    ...extra,
  };
}

/**
 * The usual e2e header in one call: builds, polls and timeouts on an accelerated clock (ten times
 * faster than real unless `factor` says), and a world of its own for each test.
 */
export function acceleratedWorldPerTest(
  options: WorldOptions & { readonly github: true },
  use: (world: GitHubWorld) => void,
  factor?: number,
): void;
export function acceleratedWorldPerTest(
  options: WorldOptions,
  use: (world: World) => void,
  factor?: number,
): void;
export function acceleratedWorldPerTest(
  options: WorldOptions,
  use: (world: GitHubWorld) => void,
  factor = 10,
): void {
  useAcceleratedClock({ factor });
  worldPerTest(options, use as (world: World) => void);
}
