import type { PlatformClient } from '../api/client.ts';
import { listProjects } from '../api/resources/projects.ts';
import type { Logger } from '../log.ts';
import { detachPreviewDomain } from './domain.ts';
import {
  type PreviewOf,
  type PreviewRun,
  previewDomainName,
  previewProjectName,
} from './manifest-preview.ts';

/** How one manifest project's preview was taken down. */
export interface RemovedPreview {
  readonly key: string;
  /** `removed`: found and taken down; `no-preview`: none to take down; `refused`: its domain is production's. */
  readonly status: 'removed' | 'no-preview' | 'refused';
  /** The preview project's name, and its id when it exists. */
  readonly name: string;
  readonly projectId?: string;
  /** The domain detached, when the project's `preview-domain` named one that was attached. */
  readonly detached?: string;
  /** What stays, and why: one sentence each. */
  readonly kept: readonly string[];
}

export interface RemovalRequest {
  readonly client: PlatformClient;
  readonly projects: readonly PreviewOf[];
  readonly run: PreviewRun;
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
  /** After each project's preview is down: its GitHub Deployments go inactive. */
  readonly removed?: (key: string, previewId: string) => Promise<void>;
}

/**
 * A pull request's (or a merge group's) previews of manifest projects, taken down: the preview
 * domain detached (never a primary one), the GitHub Deployments inactive. The preview project itself
 * stays: the platform's API cannot delete projects (a reopened pull request reuses it). Every name is
 * rendered before the first request, so a template that cannot render fails before any write; the
 * projects are listed once, whatever their number.
 */
export async function removeManifestPreviews(request: RemovalRequest): Promise<RemovedPreview[]> {
  const { client, logger, signal } = request;
  const named = request.projects.map((project) => ({
    key: project.key,
    name: previewProjectName(project, request.run),
    domain: previewDomainName(project, request.run),
  }));
  const byName = new Map((await listProjects(client, { signal })).map((project) => [project.name, project]));
  const results: RemovedPreview[] = [];
  for (const { key, name, domain } of named) {
    const found = byName.get(name);
    if (found === undefined) {
      logger.info(`[${key}] There is no preview project named ${name}: nothing to remove.`);
      results.push({ key, status: 'no-preview', name, kept: [] });
      continue;
    }
    const detached =
      domain === undefined
        ? undefined
        : await detachPreviewDomain(client, found.id, domain, { logger, signal });
    if (detached?.kind === 'primary') {
      results.push({
        key,
        status: 'refused',
        name,
        projectId: found.id,
        kept: [
          `${domain} is the primary (production) domain of project ${found.id}: a preview never takes production offline`,
        ],
      });
      continue;
    }
    await request.removed?.(key, found.id);
    results.push({
      key,
      status: 'removed',
      name,
      projectId: found.id,
      ...(detached?.kind === 'detached' && domain !== undefined ? { detached: domain } : {}),
      kept: [
        `project ${name} (${found.id}) stays: the platform API cannot delete projects; a reopened pull request reuses it`,
      ],
    });
  }
  return results;
}
