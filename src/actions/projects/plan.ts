import { budgetShare } from '../../api/rate-limiter.ts';
import { keySlot, type Leg, planLegs } from '../../manifest/legs.ts';
import type { ManifestProject } from '../../manifest/manifest.ts';

/** One `include` entry of the matrix: what a leg's job reads as `matrix.<field>`. */
interface MatrixEntry {
  readonly key: string;
  /** The platform project's id (a batch: the ids, comma-separated). */
  readonly project: string;
  /** The workspace path (a batch: the paths, comma-separated). */
  readonly path: string;
  /** The manifest keys the leg deploys, comma-separated: the deploy step's `projects` input. */
  readonly projects: string;
  /** The leg's share of its key's requests per second: the deploy step's `api-rate` input. */
  readonly 'api-rate': string;
}

export interface MatrixPlan {
  readonly legs: readonly Leg[];
  readonly matrix: { readonly include: readonly MatrixEntry[] };
}

export interface ShareOptions {
  readonly maxParallel: number;
  readonly rateBudget: number;
  readonly keyCount: number;
}

/**
 * The matrix for the selected projects. Legs on one key of the pool share its budget: at most
 * `max-parallel` legs run at once, and at most as many as the key has, so each takes the budget
 * divided by the smaller of the two (a lone leg on its key gets all of it).
 */
export function planMatrix(
  projects: readonly ManifestProject[],
  projectIds: ReadonlyMap<string, string>,
  options: ShareOptions,
): MatrixPlan {
  const legs = planLegs(projects);
  const slotOf = (leg: Leg) => keySlot(leg.keys[0] ?? leg.key, options.keyCount);
  const legsPerSlot = new Map<number, number>();
  for (const leg of legs) legsPerSlot.set(slotOf(leg), (legsPerSlot.get(slotOf(leg)) ?? 0) + 1);
  const include = legs.map((leg): MatrixEntry => {
    const atOnce = Math.min(options.maxParallel, legsPerSlot.get(slotOf(leg)) ?? 1);
    return {
      key: leg.key,
      project: leg.projects.map((project) => projectIds.get(project.key) ?? project.project).join(','),
      path: leg.projects.map((project) => project.path).join(','),
      projects: leg.keys.join(','),
      'api-rate': String(budgetShare(options.rateBudget, atOnce)),
    };
  });
  return { legs, matrix: { include } };
}
