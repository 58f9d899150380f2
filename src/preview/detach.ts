import type { PlatformClient } from '../api/client.ts';
import type { Logger } from '../log.ts';
import { type DetachResult, detachPreviewDomain } from './domain.ts';
import { findPreviewProject, type ProjectChoice, type ResolvedProject } from './project.ts';

interface RemovalReporter {
  /** Sets the PR's GitHub deployments inactive and updates its comment; resolves to how many were marked. */
  removed(domain: string): Promise<number>;
}

export interface DetachRequest {
  readonly client: PlatformClient;
  readonly project: ProjectChoice;
  readonly domain: string;
  readonly github: RemovalReporter;
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
}

export interface DetachOutcome {
  readonly project: ResolvedProject | undefined;
  /** `no-project`: the named project does not exist, so there is nothing to detach. */
  readonly result: DetachResult | { readonly kind: 'no-project' };
  /** Things the user should know that are not failures, one sentence each (shown as notices). */
  readonly notices: readonly string[];
  /** Why the step fails, or undefined. */
  readonly failure: string | undefined;
}

/**
 * Detach mode. Idempotent: a domain that is not attached (or a project that does not exist) is a
 * notice and a success. The project's primary domain is never detached: that is a failure, because the
 * `domain` input then names production, which a preview workflow must never take offline.
 */
export async function detachPreview(request: DetachRequest): Promise<DetachOutcome> {
  const { client, domain, logger, signal } = request;
  const project = await findPreviewProject(client, request.project, { logger, signal });
  if (project === undefined) {
    const name = request.project.kind === 'name' ? request.project.name : '';
    await request.github.removed(domain);
    return {
      project,
      result: { kind: 'no-project' },
      notices: [`There is no project named ${name}, so ${domain} is attached nowhere: nothing to detach.`],
      failure: undefined,
    };
  }
  const { id } = project.project;
  const result = await detachPreviewDomain(client, id, domain, { logger, signal });
  if (result.kind === 'primary') {
    return {
      project,
      result,
      notices: [],
      failure: `Refusing to detach ${domain}: it is the primary (production) domain of project ${id}, and a preview never takes production offline. Set "domain" to the preview's own domain, e.g. pr-{pr}.preview.example.com.`,
    };
  }
  const notices: string[] = [];
  if (result.kind === 'not-attached') {
    notices.push(`${domain} is not attached to project ${id}: nothing to detach.`);
  }
  if (project.byName) {
    notices.push(
      `Project ${project.project.name ?? id} (${id}) remains: the platform API cannot delete projects. Delete it in the dashboard if it is no longer needed; a reopened pull request will reuse it.`,
    );
  }
  await request.github.removed(domain);
  return { project, result, notices, failure: undefined };
}
