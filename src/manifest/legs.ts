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
 * One leg per project up to the matrix limit; past it, the projects are cut into `maxLegs` runs of
 * consecutive projects whose sizes differ by at most one, so every project is in exactly one leg.
 */
export function planLegs(projects: readonly ManifestProject[], maxLegs = MAX_MATRIX_LEGS): Leg[] {
  if (projects.length <= maxLegs) {
    return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
  }
  const legs: Leg[] = [];
  const base = Math.floor(projects.length / maxLegs);
  const longer = projects.length % maxLegs;
  let start = 0;
  for (let index = 0; index < maxLegs; index++) {
    const size = base + (index < longer ? 1 : 0);
    const batch = projects.slice(start, start + size);
    start += size;
    legs.push({
      key: `batch-${String(index + 1).padStart(3, '0')}`,
      keys: batch.map((project) => project.key),
      projects: batch,
    });
  }
  return legs;
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
