import type { PlatformClient } from '../../api/client.ts';
import { listDatabases } from '../../api/resources/databases.ts';
import { listDomains } from '../../api/resources/domains.ts';
import { listEnvGroups, listProjectEnvGroups } from '../../api/resources/env-groups.ts';
import { getProject, listProjects, type Project } from '../../api/resources/projects.ts';
import type { TemplateMatcher } from './matcher.ts';
import type { PullRequests } from './pulls.ts';
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
}

interface Lookup {
  readonly client: PlatformClient;
  readonly pulls: PullRequests;
  readonly signal?: AbortSignal | undefined;
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
  let domainProjects: Project[] = [];
  if (scope?.kind === 'name') {
    for (const project of await listProjects(client, { signal })) {
      const name = project.name ?? '';
      if (scope.matcher.match(name) === undefined) continue;
      const owner = await ownerOf(scope.matcher, name, lookup.pulls);
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
            : await ownerOf(templates.domain, domain.name, lookup.pulls);
        const where = { id: project.id, name: project.name };
        resources.push({ kind: 'domain', name: domain.name, id: domain.name, project: where, owner });
      }
    }
  }
  if (templates.database !== undefined) {
    for (const database of await listDatabases(client, { signal })) {
      const name = database.name ?? '';
      const owner = await ownerOf(templates.database, name, lookup.pulls);
      resources.push({ kind: 'database', name: name || database.id, id: database.id, owner });
    }
  }
  if (templates.envGroup !== undefined) {
    for (const group of await listEnvGroups(client, { signal })) {
      const name = group.name ?? '';
      const owner = await ownerOf(templates.envGroup, name, lookup.pulls);
      resources.push({ kind: 'env group', name: name || group.id, id: group.id, owner });
    }
  }
  return { resources, projects };
}

function unmanaged(reason: string): Owner {
  return { kind: 'unmanaged', reason };
}

/** The pull request a name was rendered for, and its state; unmanaged when there is none. */
async function ownerOf(matcher: TemplateMatcher, name: string, pulls: PullRequests): Promise<Owner> {
  const match = matcher.match(name);
  if (match === undefined) return unmanaged(`outside the template ${matcher.template} (${matcher.input})`);
  if (match.pr !== undefined) {
    const pull = await pulls.get(match.pr);
    if (pull === undefined) return unmanaged(`#${match.pr} is not a pull request of this repository`);
    return { kind: 'pull', pr: pull.number, state: pull.state };
  }
  // A {branch} template: the name is some pull request's when it is exactly what that PR's branch renders.
  const candidates = (await pulls.all()).filter((pull) => matcher.rendersFor(name, pull));
  if (candidates.length === 0) return unmanaged('no pull request has the branch it was made from');
  // A branch reused by a newer pull request still needs its preview.
  const open = candidates.find((pull) => pull.state === 'open');
  if (open !== undefined) return { kind: 'pull', pr: open.number, state: 'open' };
  const latest = Math.max(...candidates.map((pull) => pull.number));
  return { kind: 'pull', pr: latest, state: 'closed' };
}
