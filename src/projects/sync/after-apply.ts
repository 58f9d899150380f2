import type { PlatformClient } from '../../api/client.ts';
import { controlProjectService } from '../../api/resources/services.ts';
import { currentClock } from '../../clock.ts';
import { errorMessage } from '../../errors.ts';
import type { Logger } from '../../log.ts';
import { pollAdaptively } from '../../poll.ts';
import type { ApplyReport } from '../../sync/engine/index.ts';
import { readProxyStatus } from '../proxy-status.ts';
import type { ProjectItem } from './items.ts';

type ProjectReport = ApplyReport<ProjectItem, ProjectItem>;

/** Proxy statuses that are still on their way to an end state. */
const SETTLING = new Set(['pending', 'provisioning', 'verifying', 'issuing', 'unknown']);

/** The domains this run attached or made primary: their proxy status is worth reporting. */
export function writtenDomains(report: ProjectReport): string[] {
  const names = new Set<string>();
  for (const item of report.applied) {
    const desired = item.desired;
    if (desired?.kind === 'domain' && item.op === 'create') names.add(desired.name);
    if (desired?.kind === 'primary-domain') names.add(desired.name);
  }
  return [...names].sort();
}

/**
 * Waits (on the run's clock, at most `waitMs`) until each domain's CDN-proxy status settles, and
 * returns the last status of each; a status still pending at the deadline is reported as it is.
 */
export async function waitForProxyStatus(
  client: PlatformClient,
  projectId: string,
  domains: readonly string[],
  waitMs: number,
  logger: Logger,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  const deadline = currentClock().now() + waitMs;
  for (const domain of domains) {
    let last = 'unknown';
    const outcome = await pollAdaptively(
      async () => {
        const status = await readProxyStatus(client, projectId, domain, { logger, signal });
        const moved = status !== last;
        last = status;
        return SETTLING.has(status) ? { moved } : { done: status, moved };
      },
      { deadline, signal },
    );
    signal?.throwIfAborted();
    const status = outcome.kind === 'done' ? outcome.value : last;
    logger.info(
      `Proxy status of ${domain}: ${status}${outcome.kind === 'timed-out' ? ' (still settling when the wait ended)' : ''}.`,
    );
    statuses.set(domain, status);
  }
  return statuses;
}

export interface RestartOutcome {
  readonly restarted: string[];
  /** Why a restart failed; the services after it were not restarted. */
  readonly failure?: string;
}

/**
 * POST .../services/{service}/restart for each service, once: a restart is not repeated after an
 * ambiguous answer (the client never retries it blindly), and the first failure stops the rest.
 */
export async function restartServices(
  client: PlatformClient,
  projectId: string,
  services: readonly string[],
  logger: Logger,
  signal?: AbortSignal,
): Promise<RestartOutcome> {
  const restarted: string[] = [];
  for (const service of services) {
    try {
      await controlProjectService(client, projectId, service, 'restart', { signal });
    } catch (error) {
      const rest = services.slice(restarted.length + 1);
      const notTried =
        rest.length === 0 ? '' : ` ${rest.join(', ')} ${rest.length === 1 ? 'was' : 'were'} not restarted.`;
      return {
        restarted,
        failure: `Restarting service ${service} failed: ${errorMessage(error)}.${notTried}`,
      };
    }
    logger.info(`Restarted service ${service} of project ${projectId}.`);
    restarted.push(service);
  }
  return { restarted };
}
