import type { PlatformClient } from '../api/client.ts';
import { stringField } from '../api/decode.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import {
  attachDomain,
  type Domain,
  detachDomain,
  listDomains,
  setPrimaryDomain,
} from '../api/resources/domains.ts';
import { getProject, type Project } from '../api/resources/projects.ts';
import type { Logger } from '../log.ts';

export interface DomainOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
}

export interface AttachResult {
  /** The domain was on the project before this run. */
  readonly alreadyAttached: boolean;
  /** This run made it the project's primary domain. */
  readonly madePrimary: boolean;
}

export type DetachResult =
  | { readonly kind: 'detached' }
  | { readonly kind: 'not-attached' }
  /** Never detached: it is what production is served on. */
  | { readonly kind: 'primary' };

/** The project's record of `domain` (names compared case-insensitively), if attached. */
async function findDomain(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options: DomainOptions,
): Promise<Domain | undefined> {
  const domains = await listDomains(client, projectId, { signal: options.signal });
  return domains.find((d) => d.name.toLowerCase() === domain);
}

/**
 * Attaches `domain` to the project unless it is already there, so re-runs (every push to a pull
 * request) change nothing. A domain on another project stays a failure: that is not ours to move.
 */
export async function ensureDomainAttached(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options: DomainOptions & { readonly primary: boolean },
): Promise<AttachResult> {
  let existing = await findDomain(client, projectId, domain, options);
  const alreadyAttached = existing !== undefined;
  if (existing === undefined) {
    try {
      existing = await attachDomain(client, projectId, domain, { signal: options.signal });
      options.logger.info(`Attached ${domain} to project ${projectId}.`);
    } catch (error) {
      // A lost answer, or a concurrent run that got there first: what counts is the platform's state.
      const maybeOurs =
        error instanceof AmbiguousRequestError || (error instanceof PlatformApiError && error.status === 409);
      existing = maybeOurs ? await findDomain(client, projectId, domain, options) : undefined;
      if (existing === undefined) throw error;
    }
  } else {
    options.logger.info(`${domain} is already attached to project ${projectId}.`);
  }
  let madePrimary = false;
  if (options.primary && existing.primary !== true) {
    await setPrimaryDomain(client, projectId, domain, { signal: options.signal });
    options.logger.info(`Made ${domain} the primary domain of project ${projectId}.`);
    madePrimary = true;
  }
  return { alreadyAttached, madePrimary };
}

/** True when the domain is the project's primary (production) domain, by its flag or the project record. */
function isPrimaryDomain(domain: Domain, project: Project): boolean {
  if (domain.primary === true) return true;
  const primary = stringField(project.raw, 'primaryDomain', 'productionDomain');
  return primary?.toLowerCase() === domain.name.toLowerCase();
}

/** Detaches `domain`, but never the project's primary domain; a domain not attached is a no-op. */
export async function detachPreviewDomain(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options: DomainOptions,
): Promise<DetachResult> {
  const existing = await findDomain(client, projectId, domain, options);
  if (existing === undefined) return { kind: 'not-attached' };
  const project = await getProject(client, projectId, { signal: options.signal });
  if (isPrimaryDomain(existing, project)) return { kind: 'primary' };
  try {
    await detachDomain(client, projectId, domain, { signal: options.signal });
  } catch (error) {
    // Gone between the list and the delete (another run): the goal is reached all the same.
    if (error instanceof PlatformApiError && error.status === 404) return { kind: 'not-attached' };
    throw error;
  }
  options.logger.info(`Detached ${domain} from project ${projectId}.`);
  return { kind: 'detached' };
}
