import type { PlatformClient } from '../api/client.ts';
import { field, isRecord, type JsonRecord, stringField } from '../api/decode.ts';
import { PlatformApiError } from '../api/errors.ts';
import { canonicalState } from '../api/lifecycle.ts';
import {
  type Deployment,
  type DeploymentSource,
  getDeployment,
  listDeployments,
} from '../api/resources/deployments.ts';
import { getProject } from '../api/resources/projects.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';

/** Which earlier deployment to build again: an id, or the one live before `before` (default: the current). */
export type RedeployTarget = { readonly id: string } | { readonly previous: true; readonly before?: string };

export interface Redeploy {
  /** The deployment whose source is built again. */
  readonly from: Deployment;
  readonly source: DeploymentSource;
  /** Deployments listed before the create: none of them can be the one it makes. */
  readonly knownIds: ReadonlySet<string>;
}

/** The newest deployments looked through for `previous` and for the adoption snapshot. */
const LISTED_PAGES = 5;

/** Fields a platform may use for the deployment a project serves now. */
export const CURRENT_LIVE_FIELDS = [
  'liveDeploymentId',
  'currentDeploymentId',
  'productionDeploymentId',
  'activeDeploymentId',
];

/** Fields that date when a deployment went live; a record with one of them but no date never was. */
const WENT_LIVE_FIELDS = ['liveAt', 'wentLiveAt', 'promotedAt', 'activatedAt', 'aliasedAt'];

/** Status words of a deployment that was live and has since been replaced. */
const SUPERSEDED = new Set(['superseded', 'inactive', 'deactivated', 'replaced', 'retired', 'archived']);

/**
 * Whether a deployment was ever the project's live one. A platform that dates going live says so
 * exactly; otherwise a build that succeeded (or was superseded) is taken as having been live.
 */
export function wasLive(deployment: Deployment): boolean {
  for (const name of WENT_LIVE_FIELDS) {
    const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (name in deployment.raw || snake in deployment.raw) return field(deployment.raw, name) !== undefined;
  }
  return deployment.lifecycle === 'live' || SUPERSEDED.has(canonicalState(deployment.status));
}

/**
 * What to send to build `deployment` again: its uploaded archive, else its commit (exact), else its
 * branch (which builds the branch's head now, so it is said). Undefined when it states none of them.
 */
export function redeploySourceOf(deployment: Deployment, logger: Logger): DeploymentSource | undefined {
  if (deployment.sourceUrl) return { sourceTarballUrl: deployment.sourceUrl };
  if (deployment.commitSha) return { commitSha: deployment.commitSha };
  if (deployment.branch) {
    logger.warning(
      `Deployment ${deployment.id} states its branch (${deployment.branch}) but not its commit, so the redeploy builds that branch as it is now.`,
    );
    return { branch: deployment.branch };
  }
  return undefined;
}

/** No deployment to go back to; `fact` says why without the advice about the `deployment` input. */
export class NoPreviousDeploymentError extends ConfigurationError {
  readonly fact: string;
  constructor(fact: string) {
    super(
      `${fact}, so input "deployment" cannot be \`previous\`; set it to the id of the deployment to redeploy.`,
      'deployment',
    );
    this.fact = fact;
  }
}

/**
 * The newest deployment that was live before `beforeId`, in the platform's list (newest first).
 * `beforeId` undefined: the project's current live deployment, as the project states it or, when it
 * does not, the newest listed deployment that is live.
 */
export function previousLive(
  listed: readonly Deployment[],
  projectId: string,
  currentId: string | undefined,
): Deployment {
  const current = currentId ?? listed.find((d) => d.lifecycle === 'live' && wasLive(d))?.id;
  if (current === undefined) {
    throw new NoPreviousDeploymentError(`Project ${projectId} has no live deployment`);
  }
  const index = listed.findIndex((d) => d.id === current);
  if (index === -1) {
    throw new NoPreviousDeploymentError(
      `The live deployment ${current} of project ${projectId} is not among its ${listed.length} newest deployments`,
    );
  }
  const rebuilt = oldestWithSameSource(listed, index);
  const previous = listed.slice(rebuilt + 1).find(wasLive);
  if (!previous) {
    throw new NoPreviousDeploymentError(
      rebuilt > index
        ? `Project ${projectId} had no live deployment before ${listed[rebuilt]?.id}, whose source its live deployment ${current} was built from again`
        : `Project ${projectId} had no live deployment before ${current}`,
    );
  }
  return previous;
}

/** What a deployment was built from, exactly: its uploaded archive or its commit; a branch moves. */
function exactSource(deployment: Deployment | undefined): string | undefined {
  if (deployment?.sourceUrl) return `archive ${deployment.sourceUrl}`;
  if (deployment?.commitSha) return `commit ${deployment.commitSha.toLowerCase()}`;
  return undefined;
}

/**
 * The index of the oldest listed deployment built from exactly the source of `listed[index]` (itself
 * when none is). The platform records what each deployment was built from, and a rollback is a new
 * deployment of an older one's source: so when the live deployment shares its source with an older
 * one, every deployment between them was rolled back from (a deploy that failed its checks is one),
 * and the older one is what is live now. `previous` looks before it, never at those.
 */
function oldestWithSameSource(listed: readonly Deployment[], index: number): number {
  const source = exactSource(listed[index]);
  if (source === undefined) return index;
  for (let at = listed.length - 1; at > index; at--) {
    if (exactSource(listed[at]) === source) return at;
  }
  return index;
}

async function currentLiveId(
  client: PlatformClient,
  projectId: string,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  const { raw } = await getProject(client, projectId, signal ? { signal } : {});
  return liveDeploymentIdOf(raw);
}

/** The deployment a project record says it serves now, in any of the fields a platform may use. */
export function liveDeploymentIdOf(raw: JsonRecord): string | undefined {
  const nested = field(raw, 'liveDeployment', 'currentDeployment', 'productionDeployment');
  return (
    stringField(raw, ...CURRENT_LIVE_FIELDS) ??
    (isRecord(nested) ? stringField(nested, 'id', 'deploymentId') : undefined)
  );
}

/**
 * How many pages of the project's deployments are looked through for an id whose record does not say
 * which project it belongs to: beyond them, it is refused rather than guessed.
 */
const OWNERSHIP_PAGES = 20;

async function deploymentById(
  client: PlatformClient,
  projectId: string,
  id: string,
  signal: AbortSignal | undefined,
): Promise<Deployment> {
  let found: Deployment;
  try {
    found = await getDeployment(client, id, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 404) {
      throw new ConfigurationError(
        `Input "deployment" is ${shownId(id)}, which the platform does not know; set it to the id of one of project ${projectId}'s deployments, or to \`previous\`.`,
        'deployment',
      );
    }
    throw error;
  }
  if (found.projectId !== undefined && found.projectId !== projectId) {
    throw new ConfigurationError(
      `Input "deployment" is ${shownId(id)}, a deployment of project ${found.projectId}, not of ${projectId}; set it to a deployment of project ${projectId}.`,
      'deployment',
    );
  }
  // A record that does not name its project could be any project's: building it would ship another
  // project's source here, so it must be among this project's own deployments.
  if (found.projectId === undefined && !(await isListedIn(client, projectId, id, signal))) {
    throw new ConfigurationError(
      `Input "deployment" is ${shownId(id)}, which is not among the deployments of project ${projectId} (its record does not name a project); set it to a deployment of project ${projectId}.`,
      'deployment',
    );
  }
  return found;
}

/** The input as its errors echo it: cut, like every echoed input, so a pasted log does not fill one. */
function shownId(id: string): string {
  return id.length > 60 ? `${id.slice(0, 60)}…` : id;
}

async function isListedIn(
  client: PlatformClient,
  projectId: string,
  id: string,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const listed = await listDeployments(client, projectId, {
    maxPages: OWNERSHIP_PAGES,
    ...(signal ? { signal } : {}),
  });
  return listed.some((deployment) => deployment.id === id);
}

/**
 * Finds the deployment to build again and what to send for it. Only reads: the create is the
 * pipeline's, through createDeploymentOnce, with `knownIds` so a lost answer cannot adopt the
 * original (or an older redeploy of the same source) as the deployment it made.
 */
export async function resolveRedeploy(
  client: PlatformClient,
  projectId: string,
  target: RedeployTarget,
  options: { readonly logger: Logger; readonly signal?: AbortSignal },
): Promise<Redeploy> {
  const { signal, logger } = options;
  const listed = await listDeployments(client, projectId, {
    maxPages: LISTED_PAGES,
    ...(signal ? { signal } : {}),
  });
  let from: Deployment;
  if ('id' in target) {
    from =
      listed.find((d) => d.id === target.id) ?? (await deploymentById(client, projectId, target.id, signal));
  } else {
    const before = target.before ?? (await currentLiveId(client, projectId, signal));
    from = previousLive(listed, projectId, before);
    logger.info(`The previous live deployment of project ${projectId} is ${from.id}.`);
  }
  const source = redeploySourceOf(from, logger);
  if (!source) {
    throw new ConfigurationError(
      `Deployment ${from.id} states no source to build again (no sourceTarballUrl, commit or branch), so input "deployment" cannot use it; set it to the id of a deployment built from an upload or the repository.`,
      'deployment',
    );
  }
  return { from, source, knownIds: new Set(listed.map((d) => d.id)) };
}
