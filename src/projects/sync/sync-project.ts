import type { PlatformClient } from '../../api/client.ts';
import { requestChecker } from '../../api/request-check.ts';
import type { Logger } from '../../log.ts';
import type { SyncResult } from '../../sync/engine/index.ts';
import { type AfterSync, afterProjectSync } from './after-sync.ts';
import type { DeclaredProject } from './declared.ts';
import type { ProjectItem } from './items.ts';
import { projectProvider } from './provider.ts';
import { projectRequestBodies } from './requests.ts';
import { type ProjectSyncOptions, runProjectSync } from './run-sync.ts';
import { readProjectSnapshot } from './snapshot.ts';
import { projectClientWriter } from './writer.ts';

export interface SyncProjectOptions extends Omit<ProjectSyncOptions, 'checkBody' | 'unreadableRules'> {
  /** How long to wait for each written domain's proxy status. */
  readonly proxyWaitMs: number;
  readonly logger: Logger;
  readonly signal: AbortSignal;
}

export interface ProjectSyncOutcome {
  readonly result: SyncResult<ProjectItem, ProjectItem>;
  readonly after: AfterSync;
}

/**
 * A declared project against the platform's: read what it has → plan → refusals → apply, then the
 * written domains' proxy statuses and the restarts the file asks for (src/projects/sync/after-sync.ts).
 */
export async function syncProject(
  client: PlatformClient,
  projectId: string,
  declared: DeclaredProject,
  options: SyncProjectOptions,
): Promise<ProjectSyncOutcome> {
  const { signal } = options;
  const snapshot = await readProjectSnapshot(client, projectId, declared, signal);
  const writer = projectClientWriter(client, projectId, snapshot.proxyRules);
  const provider = { ...projectProvider(writer), bodies: projectRequestBodies(declared) };
  const result = await runProjectSync(provider, snapshot.desired, snapshot.current, {
    ...options,
    checkBody: await requestChecker(client, signal),
    unreadableRules: snapshot.unreadableRules.map((rule) => Object.keys(rule)),
  });
  const after = await afterProjectSync(client, projectId, result, snapshot, options, options.logger, signal);
  return { result, after };
}
