import type { PlatformClient } from '../api/client.ts';
import {
  type Deployment,
  getDeployment,
  getDeploymentLogs,
  type LogLine,
} from '../api/resources/deployments.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';
import { redact } from '../secrets/redact.ts';

export type WatchStatus = 'live' | 'failed' | 'timed-out' | 'cancelled';

export interface WatchOptions {
  /** Epoch ms after which the watch stops with `timed-out`. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly logger: Logger;
  /**
   * Print each new build log line through `logger` (redacted), as it comes: the default, and what
   * every single-project step shows. `false`: nobody follows the log (several projects' logs would
   * interleave); every tick is one status read, and the log is read once, only when the build failed
   * (the outcome's lines are then its tail to report).
   */
  readonly followLog?: boolean;
  readonly onStatus?: (deployment: Deployment) => void;
  /** Poll pacing; tests and benchmarks may tighten it. */
  readonly pacing?: Partial<WatchPacing>;
}

export interface WatchPacing {
  /** Requests per second one watch may average (0.9 leaves room for the final reads): 15 parallel jobs on one key stay under 20/s. */
  readonly requestsPerSecond: number;
  /** Fetch logs every Nth tick while lines are flowing, and every Mth while the log is quiet. */
  readonly logsEveryActive: number;
  readonly logsEveryQuiet: number;
  /** After this long without a new line or status, the interval backs off towards maxMs. */
  readonly quietBeforeBackoffMs: number;
  readonly maxMs: number;
  readonly backoff: number;
  /**
   * The next tick waits at least this fraction of the time watched so far (at most maxMs; 0: off):
   * a build seen late by 10% of its length at worst, in requests that grow with the log of its length.
   */
  readonly ageFraction: number;
}

const DEFAULT_PACING: WatchPacing = {
  requestsPerSecond: 0.9,
  logsEveryActive: 2,
  logsEveryQuiet: 4,
  quietBeforeBackoffMs: 60_000,
  maxMs: 5_000,
  backoff: 1.5,
  ageFraction: 0,
};

export interface WatchResult {
  readonly status: WatchStatus;
  readonly deployment: Deployment | undefined;
  /** Every log line seen, for the failure tail. */
  readonly logLines: readonly LogLine[];
  readonly requests: number;
}

/**
 * Follows one deployment until it is live or failed, printing only new log lines. Each tick reads
 * the status (about once a second at first) and, every few ticks, the log; the next tick waits as
 * long as the tick's requests cost at `requestsPerSecond`, so a job averages at most 1 request/s
 * yet sees `live` within about a second. A build quiet for a minute is polled less, up to every 5 s.
 */
export async function watchDeployment(
  client: PlatformClient,
  deploymentId: string,
  options: WatchOptions,
): Promise<WatchResult> {
  const pacing = { ...DEFAULT_PACING, ...options.pacing };
  const following = options.followLog !== false;
  const watchedFrom = currentClock().now();
  const printed: LogLine[] = [];
  let deployment: Deployment | undefined;
  let requests = 0;
  let lastStatus = '';
  let lastActivity = currentClock().now();
  let ticksSinceLogs = Number.POSITIVE_INFINITY;
  let logsFlowing = following;
  let quietSpacing = 0;

  const syncLogs = async (): Promise<boolean> => {
    requests++;
    ticksSinceLogs = 0;
    const lines = await getDeploymentLogs(client, deploymentId, { signal: options.signal });
    const fresh = newLines(printed, lines);
    if (fresh.length === 0) return false;
    printed.push(...fresh);
    if (following) for (const line of fresh) options.logger.info(redact(line.text));
    return true;
  };

  while (true) {
    if (options.signal?.aborted) return { status: 'cancelled', deployment, logLines: printed, requests };
    const before = requests;
    requests++;
    deployment = await getDeployment(client, deploymentId, { signal: options.signal });
    const moved = deployment.status !== lastStatus;
    const lifecycle = deployment.lifecycle;
    ticksSinceLogs++;
    const logsDue = ticksSinceLogs >= (logsFlowing ? pacing.logsEveryActive : pacing.logsEveryQuiet);
    // The lines written before this status are read before it is announced: a reader of the step
    // log sees "is live" (or "is failed") after the build's last line, not in the middle of them.
    const logsWanted = following ? lifecycle !== 'in_progress' || moved || logsDue : lifecycle === 'failed';
    if (logsWanted) logsFlowing = await syncLogs();
    if (moved) {
      lastStatus = deployment.status;
      options.onStatus?.(deployment);
    }
    if (lifecycle !== 'in_progress') return { status: lifecycle, deployment, logLines: printed, requests };

    const now = currentClock().now();
    if (moved || logsFlowing) lastActivity = now;
    if (now >= options.deadline) return { status: 'timed-out', deployment, logLines: printed, requests };
    const spacing = ((requests - before) / pacing.requestsPerSecond) * 1000;
    quietSpacing =
      now - lastActivity > pacing.quietBeforeBackoffMs
        ? Math.min(Math.max(quietSpacing, spacing) * pacing.backoff, pacing.maxMs)
        : 0;
    const ageSpacing = Math.min(pacing.ageFraction * (now - watchedFrom), pacing.maxMs);
    await pause(
      Math.min(Math.max(spacing, quietSpacing, ageSpacing), options.deadline - now),
      options.signal,
    );
  }
}

/**
 * Logs come back whole on every poll (the document shows no cursor), so the new ones are the
 * suffix past what was printed. If the platform rotated or rewrote earlier lines, fall back to
 * printing the lines not seen before by content.
 */
export function newLines(printed: readonly LogLine[], current: readonly LogLine[]): LogLine[] {
  const last = printed.at(-1);
  const aligned =
    current.length >= printed.length &&
    (last === undefined || current[printed.length - 1]?.text === last.text);
  if (aligned) return current.slice(printed.length);
  const seen = new Set(printed.map((line) => `${line.timestamp ?? ''}|${line.text}`));
  return current.filter((line) => !seen.has(`${line.timestamp ?? ''}|${line.text}`));
}
