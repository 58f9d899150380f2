import type { PlatformClient } from '../api/client.ts';
import {
  type Deployment,
  getDeployment,
  getDeploymentLogs,
  type LogLine,
} from '../api/resources/deployments.ts';
import type { Logger } from '../log.ts';

export type WatchStatus = 'live' | 'failed' | 'timed-out' | 'cancelled';

export interface WatchOptions {
  /** Epoch ms after which the watch stops with `timed-out`. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly logger: Logger;
  /** Called with each batch of log lines not printed before, in order. */
  readonly onLogLines?: (lines: readonly LogLine[]) => void;
  readonly onStatus?: (deployment: Deployment) => void;
  /** Poll pacing; tests and benchmarks may tighten it. */
  readonly pacing?: Partial<WatchPacing>;
}

export interface WatchPacing {
  readonly firstMs: number;
  /** While the build is moving (new log lines or a new status), each tick costs 2 requests: keep ≤ 1 req/s. */
  readonly activeMs: number;
  readonly maxMs: number;
  readonly backoff: number;
}

export const DEFAULT_PACING: WatchPacing = { firstMs: 1_000, activeMs: 2_000, maxMs: 5_000, backoff: 1.5 };

export interface WatchResult {
  readonly status: WatchStatus;
  readonly deployment: Deployment | undefined;
  /** Every log line seen, for the failure tail. */
  readonly logLines: readonly LogLine[];
  readonly requests: number;
}

/**
 * Follows one deployment until it is live or failed, printing only new log lines. The interval is
 * short while the build is moving and backs off while it is quiet, so a job averages ≤ 1 request/s
 * and still notices `live` within about a second of the last log line.
 */
export async function watchDeployment(
  client: PlatformClient,
  deploymentId: string,
  options: WatchOptions,
): Promise<WatchResult> {
  const pacing = { ...DEFAULT_PACING, ...options.pacing };
  const printed: LogLine[] = [];
  let deployment: Deployment | undefined;
  let requests = 0;
  let interval = pacing.firstMs;
  let lastStatus = '';

  const syncLogs = async (): Promise<boolean> => {
    requests++;
    const lines = await getDeploymentLogs(client, deploymentId, { signal: options.signal });
    const fresh = newLines(printed, lines);
    if (fresh.length === 0) return false;
    printed.push(...fresh);
    options.onLogLines?.(fresh);
    return true;
  };

  while (true) {
    if (options.signal?.aborted) return { status: 'cancelled', deployment, logLines: printed, requests };
    requests++;
    deployment = await getDeployment(client, deploymentId, { signal: options.signal });
    const moved = deployment.status !== lastStatus;
    if (moved) {
      lastStatus = deployment.status;
      options.onStatus?.(deployment);
    }
    const logged = await syncLogs();
    if (deployment.lifecycle !== 'in_progress') {
      return { status: deployment.lifecycle, deployment, logLines: printed, requests };
    }
    const now = Date.now();
    if (now >= options.deadline) return { status: 'timed-out', deployment, logLines: printed, requests };
    interval = moved || logged ? pacing.activeMs : Math.min(interval * pacing.backoff, pacing.maxMs);
    await pause(Math.min(interval, options.deadline - now), options.signal);
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

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
