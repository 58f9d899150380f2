import type { PlatformClient } from '../../api/client.ts';
import type { Logger } from '../../log.ts';
import { hasChanges } from '../../sync/engine/index.ts';
import { restartServices, waitForProxyStatus, writtenDomains } from './after-apply.ts';
import type { runProjectSync } from './run-sync.ts';
import type { readProjectSnapshot } from './snapshot.ts';

export interface AfterSync {
  /** Lines for the log and the summary: proxy statuses, restarts, what a dry run would restart. */
  readonly lines: string[];
  readonly statuses: ReadonlyMap<string, string>;
  readonly restarted: readonly string[];
  /** Why a restart failed: the step fails with it after reporting the sync. */
  readonly restartFailure: string | undefined;
}

/**
 * What follows an applied project sync: the proxy status of each written domain, then a restart of
 * the services the file asks for when something changed. A dry run only says what it would restart.
 */
export async function afterProjectSync(
  client: PlatformClient,
  projectId: string,
  result: Awaited<ReturnType<typeof runProjectSync>>,
  snapshot: Pick<Awaited<ReturnType<typeof readProjectSnapshot>>, 'restart'>,
  config: { dryRun: boolean; proxyWaitMs: number },
  logger: Logger,
  signal: AbortSignal,
): Promise<AfterSync> {
  const lines: string[] = [];
  let statuses = new Map<string, string>();
  let restarted: string[] = [];
  let restartFailure: string | undefined;
  const { report } = result;
  if (report?.ok) {
    const domains = writtenDomains(report);
    statuses = await waitForProxyStatus(client, projectId, domains, config.proxyWaitMs, logger, signal);
    for (const [domain, status] of statuses) lines.push(`Proxy status of ${domain}: ${status}.`);
    if (report.applied.length > 0 && snapshot.restart.length > 0) {
      const outcome = await restartServices(client, projectId, snapshot.restart, logger, signal);
      restarted = outcome.restarted;
      if (restarted.length > 0)
        lines.push(`Restarted service${restarted.length === 1 ? '' : 's'} ${restarted.join(', ')}.`);
      restartFailure = outcome.failure;
      if (restartFailure !== undefined) lines.push(restartFailure);
    } else if (snapshot.restart.length > 0) {
      lines.push(
        `Nothing changed, so ${snapshot.restart.join(', ')} ${snapshot.restart.length === 1 ? 'was' : 'were'} not restarted.`,
      );
    }
  } else if (config.dryRun && snapshot.restart.length > 0 && hasChanges(result.plan)) {
    lines.push(`Applying this plan would then restart ${snapshot.restart.join(', ')}.`);
  }
  return { lines, statuses, restarted, restartFailure };
}
