import { ConfigurationError } from '../../errors.ts';
import type { PlatformClient } from '../client.ts';
import { PlatformApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { getProject, listProjects, type Project } from './projects.ts';

/** What a project reference (an id or a name) turned out to be. */
export type ProjectLookup =
  | { readonly kind: 'found'; readonly project: Project }
  | { readonly kind: 'none'; readonly close: readonly Project[]; readonly count: number }
  | { readonly kind: 'several'; readonly matches: readonly Project[] };

/** How many close names a "no such project" sentence offers. */
const CLOSE_NAMES = 5;

/**
 * Finds projects by id or name for one run, as the `bucket` and `zone` inputs do: a reference that
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

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`).
 */
export function lookupProblem(lookup: Exclude<ProjectLookup, { kind: 'found' }>): string {
  if (lookup.kind === 'several') {
    const ids = lookup.matches.map((project) => project.id).join(', ');
    return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
  }
  const offer =
    lookup.close.length > 0
      ? `close names: ${lookup.close.map(projectLabel).join(', ')}`
      : `the key sees ${lookup.count} project(s)`;
  return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}

/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
export async function resolveProjectInput(
  directory: ProjectDirectory,
  input: string,
  reference: string,
  logger: Pick<Logger, 'info'>,
): Promise<Project> {
  const lookup = await directory.lookUp(reference);
  if (lookup.kind !== 'found') {
    throw new ConfigurationError(
      `Input "${input}" is "${reference}", which ${lookupProblem(lookup)}.`,
      input,
    );
  }
  logger.info(`Project ${projectLabel(lookup.project)}.`);
  return lookup.project;
}

/** One project input of an action, resolved with a directory of its own. */
export function resolveProject(
  client: PlatformClient,
  reference: string,
  options: { readonly input?: string; readonly logger: Pick<Logger, 'info'>; readonly signal?: AbortSignal },
): Promise<Project> {
  const directory = new ProjectDirectory(client, options.signal);
  return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
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
