import type { PlatformClientOptions } from '../api/client.ts';
import { PLATFORM_LIMIT_PER_SECOND } from '../api/rate-limiter.ts';
import type { WatchPacing } from '../deploy/watch.ts';

/**
 * How a job of manifest mode spends its share of the key (`api-rate`; a matrix leg gets the budget
 * split over the legs at once, 2.25 for 8 legs of 18/s). The platform counts requests in a sliding
 * one-second window. A pace alone keeps a leg's average, but a window can still hold ⌈share⌉ of each
 * leg's requests (8 × 3 = 24 > 20: 429s). So a share of 1 or more is a cap instead: at most ⌊share⌋
 * requests in any second (the client's in-flight guard, which counts from the answers and so holds
 * at the platform too), sent as soon as the cap allows: upload and create go back to back, and the
 * legs running side by side stay within the budget in every window. A share under 1 (more legs than
 * requests per second) keeps its pace; a leg started the instant another ended cannot see that one's
 * last second; the 429 handling stays the backstop for both.
 */
export function legRateOptions(
  share: number,
): Required<Pick<PlatformClientOptions, 'ratePerSecond' | 'platformLimitPerSecond'>> {
  const perWindow = Math.max(1, Math.floor(share));
  return {
    ratePerSecond: share >= 1 ? PLATFORM_LIMIT_PER_SECOND : share,
    // The guard lets one request fewer than its limit into a window.
    platformLimitPerSecond: Math.min(PLATFORM_LIMIT_PER_SECOND, perWindow + 1),
  };
}

/** No faster than this: a status read every half second sees a build within a quarter second on average. */
const MAX_POLLS_PER_SECOND = 2;

/**
 * How each project's deployment is followed: its status only (nobody prints the build logs of several
 * projects, so the log is read only for a failure's tail), each project polling with its part of the
 * share and at most twice a second, less often as the build goes on (every tenth of its age, up to the
 * watch's 5 s): a short build is seen within half a second, a long one costs requests in the log of
 * its length instead of one a second.
 */
export function watchPacing(share: number, projectsAtOnce: number): Partial<WatchPacing> {
  return {
    requestsPerSecond: Math.min(MAX_POLLS_PER_SECOND, share / Math.max(1, projectsAtOnce)),
    ageFraction: 0.1,
  };
}
