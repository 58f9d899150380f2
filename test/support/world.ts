/**
 * The one way a test starts its surroundings: the local platform on a loopback port and, when asked,
 * the fake GitHub beside it (for actions that comment, record deployments or read the event).
 */
import { currentClock } from '../../src/clock.ts';
import { type FakeGitHub, startFakeGitHub } from '../fakes/github/index.ts';
import { type Platform, type PlatformOptions, startPlatform } from '../fakes/platform/index.ts';

/** Fast builds, so a whole deploy runs in well under a second of platform time. */
export const FAST_BUILD = { queuedMs: 50, buildingMs: 300, logLineIntervalMs: 10 };

export interface WorldOptions extends PlatformOptions {
  /** Start the fake GitHub too; default no. */
  readonly github?: boolean;
}

export interface World {
  readonly platform: Platform;
  /** Closes everything the world started. */
  close(): Promise<void>;
}

export interface GitHubWorld extends World {
  readonly github: FakeGitHub;
}

/** Starts the platform (FAST_BUILD unless `build` says otherwise) and, with `github: true`, the fake GitHub. */
export async function startWorld(options: WorldOptions & { readonly github: true }): Promise<GitHubWorld>;
export async function startWorld(options?: WorldOptions): Promise<World>;
export async function startWorld(options: WorldOptions = {}): Promise<World | GitHubWorld> {
  const { github: withGitHub = false, ...platformOptions } = options;
  // The clock a test installed (test/support/clocks.ts), unless it names another: the platform and
  // the code under test must agree on the time.
  const platform = await startPlatform({
    clock: currentClock(),
    ...platformOptions,
    build: { ...FAST_BUILD, ...platformOptions.build },
  });
  if (!withGitHub) return { platform, close: () => platform.close() };
  const github = await startFakeGitHub();
  return {
    platform,
    github,
    close: async () => {
      await platform.close();
      await github.close();
    },
  };
}
