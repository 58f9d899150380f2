/**
 * The header every e2e file had: a world of its own for each test, closed after it, and the inputs a
 * deploy needs. In a file of its own because it registers vitest hooks, which world.ts (also used by
 * the bench and chaos runners) must not.
 */
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { type Clock, installClock } from '../../src/clock.ts';
import { useAcceleratedClock } from './clocks.ts';
import { type GitHubWorld, startWorld, type World, type WorldOptions } from './world.ts';

/** What `startWorld(options)` starts: a world with the fake GitHub when the options ask for it. */
type WorldFor<O extends WorldOptions> = O extends { readonly github: true } ? GitHubWorld : World;

/** Starts a world before each test and hands it to `use` (the file keeps it); closes it after. */
export function worldPerTest<O extends WorldOptions>(options: O, use: (world: WorldFor<O>) => void): void {
  worldBetween(beforeEach, afterEach, options, use);
}

/** Starts a world and hands it to `use` once, for every test of the file; closes it after the last. */
export function worldPerFile<O extends WorldOptions>(options: O, use: (world: WorldFor<O>) => void): void {
  worldBetween(beforeAll, afterAll, options, use);
}

function worldBetween<O extends WorldOptions>(
  start: typeof beforeEach,
  stop: typeof afterEach,
  options: O,
  use: (world: WorldFor<O>) => void,
): void {
  let current: World | undefined;
  start(async () => {
    current = await startWorld(options);
    use(current as WorldFor<O>);
  });
  stop(async () => {
    await current?.close();
    current = undefined;
  });
}

/** A world for the running test alone, closed when it finishes, passed or failed. */
export async function worldForThisTest(options: WorldOptions = {}): Promise<World> {
  const world = await startWorld(options);
  onTestFinished(() => world.close());
  return world;
}

/** Makes `clock` what src/ reads and waits on, until the running test finishes. */
export function clockForThisTest(clock: Clock): void {
  onTestFinished(installClock(clock));
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
export function acceleratedWorldPerTest<O extends WorldOptions>(
  options: O,
  use: (world: WorldFor<O>) => void,
  factor = 10,
): void {
  useAcceleratedClock({ factor });
  worldPerTest(options, use);
}
