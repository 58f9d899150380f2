import type { PlatformClient } from '../client.ts';
import { PlatformApiError } from '../errors.ts';
import { getProject, listProjects, type Project } from './projects.ts';

/** What a project reference (an id or a name) turned out to be. */
export type ProjectLookup =
  | { readonly kind: 'found'; readonly project: Project }
  | { readonly kind: 'none'; readonly close: readonly Project[]; readonly count: number }
  | { readonly kind: 'several'; readonly matches: readonly Project[] };

/** How many close names a "no such project" sentence offers. */
const CLOSE_NAMES = 5;

/**
 * Finds projects by id or name for one run, for every reference a run makes to one: a reference that
 * is an existing id is that project (one GET, so an id wins over another project's equal name);
 * anything else is matched by name against the whole list, read once per run however many
 * references are looked up (cron files name many). A name two projects share is not guessed at.
 */
export class ProjectDirectory {
  readonly #client: PlatformClient;
  readonly #signal: AbortSignal | undefined;
  readonly #lookups = new Map<string, Promise<ProjectLookup>>();
  #all: Promise<Project[]> | undefined;

  constructor(client: PlatformClient, signal?: AbortSignal) {
    this.#client = client;
    this.#signal = signal;
  }

  lookUp(reference: string): Promise<ProjectLookup> {
    const wanted = reference.trim();
    let lookup = this.#lookups.get(wanted);
    if (lookup === undefined) {
      lookup = this.#lookUp(wanted);
      this.#lookups.set(wanted, lookup);
    }
    return lookup;
  }

  async #lookUp(wanted: string): Promise<ProjectLookup> {
    const byId = await this.#byId(wanted);
    if (byId !== undefined) return { kind: 'found', project: byId };
    const projects = await this.#list();
    const matches = projects.filter((project) => project.name === wanted);
    if (matches.length === 1) return { kind: 'found', project: matches[0] as Project };
    if (matches.length > 1) return { kind: 'several', matches };
    return { kind: 'none', close: closeNames(projects, wanted), count: projects.length };
  }

  async #byId(wanted: string): Promise<Project | undefined> {
    try {
      return await getProject(this.#client, wanted, { signal: this.#signal });
    } catch (error) {
      // Not an id of this account (or not shaped like one): it may still be a name.
      if (error instanceof PlatformApiError && [400, 404, 422].includes(error.status)) return undefined;
      throw error;
    }
  }

  #list(): Promise<Project[]> {
    this.#all ??= listProjects(this.#client, { query: { limit: 100 }, signal: this.#signal });
    return this.#all;
  }
}

/** `shop (prj_shop)`, or the id alone when the platform gave the project no name. */
export function projectLabel(project: Project): string {
  return project.name === undefined || project.name === project.id
    ? project.id
    : `${project.name} (${project.id})`;
}

/** Names like `wanted`: the same but for case, one inside the other, or a few typos away. */
function closeNames(projects: readonly Project[], wanted: string): Project[] {
  const needle = wanted.toLowerCase();
  const scored = projects
    .filter((project) => project.name !== undefined)
    .map((project) => {
      const name = (project.name as string).toLowerCase();
      const contained = name.includes(needle) || needle.includes(name);
      return { project, distance: contained ? 0 : editDistance(name, needle) };
    })
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(needle.length / 4)));
  scored.sort((a, b) => a.distance - b.distance);
  return scored.slice(0, CLOSE_NAMES).map(({ project }) => project);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
