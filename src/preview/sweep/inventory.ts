import type { PlatformClient } from '../../api/client.ts';
import { listDatabases } from '../../api/resources/databases.ts';
import { listDomains } from '../../api/resources/domains.ts';
import { listEnvGroups, listProjectEnvGroups } from '../../api/resources/env-groups.ts';
import { getProject, listProjects, type Project } from '../../api/resources/projects.ts';
import type { TemplateMatcher } from './matcher.ts';
import type { PullInfo, PullRequests } from './pulls.ts';
import type { Owner, PreviewProject, SweepResource } from './resources.ts';

/** Where the preview domains live: one given project, or the projects made from a name template. */
export type ProjectScope =
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'name'; readonly matcher: TemplateMatcher };

export interface SweepTemplates {
  readonly project: ProjectScope | undefined;
  readonly domain: TemplateMatcher | undefined;
  readonly database: TemplateMatcher | undefined;
  readonly envGroup: TemplateMatcher | undefined;
}

export interface Inventory {
  readonly resources: readonly SweepResource[];
  /** Projects whose name the project-name template renders, with their pull request. */
  readonly projects: readonly PreviewProject[];
  /** Pull requests a name pointed at that can own no preview (forks), with why; by number. */
  readonly ignored: readonly IgnoredPull[];
}

interface IgnoredPull {
  readonly pr: number;
  readonly reason: string;
}

interface Lookup {
  readonly client: PlatformClient;
  readonly pulls: PullRequests;
  readonly signal?: AbortSignal | undefined;
}

/** Where ownerOf asks GitHub, and notes the pull requests it ignored. */
interface Owners {
  readonly pulls: PullRequests;
  readonly ignored: Map<number, IgnoredPull>;
}

/**
 * Reads (GETs only) what the previews made and asks GitHub whose each thing is. A name outside its
 * template is listed as unmanaged and never touched; so is one whose pull request GitHub does not know.
 */
export async function takeInventory(templates: SweepTemplates, lookup: Lookup): Promise<Inventory> {
  const { client, signal } = lookup;
  const resources: SweepResource[] = [];
  const scope = templates.project;
  const projects: PreviewProject[] = [];
  const owners: Owners = { pulls: lookup.pulls, ignored: new Map() };
  let domainProjects: Project[] = [];
  if (scope?.kind === 'name') {
    for (const project of await listProjects(client, { signal })) {
      const name = project.name ?? '';
      if (scope.matcher.match(name) === undefined) continue;
      const owner = await ownerOf(scope.matcher, name, owners);
      projects.push({ id: project.id, name, owner });
      // Only a closed pull request's project is looked into: an open one keeps all it has.
      if (owner.kind === 'pull' && owner.state === 'closed') domainProjects.push(project);
    }
    for (const project of domainProjects) {
      const owner = projects.find((p) => p.id === project.id)!.owner;
      for (const group of await listProjectEnvGroups(client, project.id, { signal })) {
        resources.push({
          kind: 'env group attachment',
          name: group.name ?? group.id,
          id: group.id,
          project: { id: project.id, name: project.name },
          owner,
        });
      }
    }
  } else if (scope?.kind === 'id') {
    domainProjects = [await getProject(client, scope.id, { signal })];
  }
  if (templates.domain !== undefined) {
    for (const project of domainProjects) {
      for (const domain of await listDomains(client, project.id, { signal })) {
        const owner =
          scope?.kind === 'id' && domain.primary === true
            ? unmanaged(`the primary domain of ${project.id}, which a sweep never detaches`)
            : await ownerOf(templates.domain, domain.name, owners);
        const where = { id: project.id, name: project.name };
        resources.push({ kind: 'domain', name: domain.name, id: domain.name, project: where, owner });
      }
    }
  }
  if (templates.database !== undefined) {
    for (const database of await listDatabases(client, { signal })) {
      const name = database.name ?? '';
      const owner = await ownerOf(templates.database, name, owners);
      resources.push({ kind: 'database', name: name || database.id, id: database.id, owner });
    }
  }
  if (templates.envGroup !== undefined) {
    for (const group of await listEnvGroups(client, { signal })) {
      const name = group.name ?? '';
      const owner = await ownerOf(templates.envGroup, name, owners);
      resources.push({ kind: 'env group', name: name || group.id, id: group.id, owner });
    }
  }
  const ignored = [...owners.ignored.values()].sort((a, b) => a.pr - b.pr);
  return { resources, projects, ignored };
}

function unmanaged(reason: string): Owner {
  return { kind: 'unmanaged', reason };
}

/** Only a pull request whose head is this repository can own a preview. */
const FORKS_OWN_NOTHING = 'a pull request from a fork never owns a preview';

function ignoreFork(owners: Owners, pull: PullInfo & { fork: string }): void {
  const branch = pull.headRef === undefined ? '' : ` (branch ${pull.headRef})`;
  const reason = `from ${pull.fork}${branch}: ${FORKS_OWN_NOTHING}, so the names it matches were left alone`;
  owners.ignored.set(pull.number, { pr: pull.number, reason });
}

const isFork = (pull: PullInfo): pull is PullInfo & { fork: string } => pull.fork !== undefined;

/**
 * The pull request a name was rendered for, and its state; unmanaged when there is none. Pull
 * requests from forks are never owners: anyone can open one with a head branch called `main`.
 */
async function ownerOf(matcher: TemplateMatcher, name: string, owners: Owners): Promise<Owner> {
  const match = matcher.match(name);
  if (match === undefined) return unmanaged(`outside the template ${matcher.template} (${matcher.input})`);
  if (match.tooLarge !== undefined) {
    return unmanaged(`#${match.tooLarge} is too large to be a pull request number`);
  }
  if (match.pr !== undefined) {
    const pull = await owners.pulls.get(match.pr);
    if (pull === undefined) return unmanaged(`#${match.pr} is not a pull request of this repository`);
    if (isFork(pull)) {
      ignoreFork(owners, pull);
      return unmanaged(`#${pull.number} comes from ${pull.fork}, and ${FORKS_OWN_NOTHING}`);
    }
    return { kind: 'pull', pr: pull.number, state: pull.state };
  }
  // A {branch} template: the name is some pull request's when it is exactly what that PR's branch renders.
  const rendering = (await owners.pulls.all()).filter((pull) => matcher.rendersFor(name, pull));
  const forks = rendering.filter(isFork);
  for (const fork of forks) ignoreFork(owners, fork);
  const candidates = rendering.filter((pull) => !isFork(pull));
  if (candidates.length === 0 && forks.length > 0) {
    const numbers = forks.map((pull) => `#${pull.number}`).join(', ');
    return unmanaged(`only ${numbers} had the branch it was made from, and ${FORKS_OWN_NOTHING}`);
  }
  if (candidates.length === 0) return unmanaged('no pull request has the branch it was made from');
  // A branch reused by a newer pull request still needs its preview.
  const open = candidates.find((pull) => pull.state === 'open');
  if (open !== undefined) return { kind: 'pull', pr: open.number, state: 'open' };
  const latest = Math.max(...candidates.map((pull) => pull.number));
  return { kind: 'pull', pr: latest, state: 'closed' };
}
