import { createHash } from 'node:crypto';
import type { ManifestProject } from './manifest.ts';

/** GitHub runs at most 256 jobs of one matrix. */
export const MAX_MATRIX_LEGS = 256;

/** One job of the matrix: a project of its own, or a batch of them deployed by one job. */
export interface Leg {
  readonly key: string;
  /** Manifest keys this leg deploys, in manifest order. */
  readonly keys: readonly string[];
  readonly projects: readonly ManifestProject[];
}

/**
 * One leg per project up to the matrix limit; past it, each project goes to batch `hash(key) % maxLegs`
 * (empty batches are left out). A stable hash of the key, not its place in the manifest: cut into runs
 * of consecutive projects, inserting one key moved dozens of others to another batch, and across two
 * runs (whose batches lock separately) one project could then be deployed twice at once.
 */
export function planLegs(projects: readonly ManifestProject[], maxLegs = MAX_MATRIX_LEGS): Leg[] {
  if (projects.length <= maxLegs) {
    return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
  }
  const batches = new Map<number, ManifestProject[]>();
  for (const project of projects) {
    // Keys are unique ignoring case, so the lower-case key names the project whatever its spelling.
    const slot = keySlot(project.key.toLowerCase(), maxLegs);
    batches.set(slot, [...(batches.get(slot) ?? []), project]);
  }
  return [...batches.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slot, batch]) => ({
      key: `batch-${String(slot + 1).padStart(3, '0')}`,
      keys: batch.map((project) => project.key),
      projects: batch,
    }));
}

/**
 * Which key of a pool of `count` a leg uses: a stable hash of its first project's key, so a project
 * keeps its key from run to run (and its concurrency with it) however the other projects change.
 */
export function keySlot(projectKey: string, count: number): number {
  if (count <= 1) return 0;
  const digest = createHash('sha256').update(projectKey).digest();
  return digest.readUInt32BE(0) % count;
}
