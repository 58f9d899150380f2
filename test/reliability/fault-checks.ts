/**
 * The checks the catalogues' fault rows share: what the platform holds against what the row
 * expected, and what a row must never see twice.
 */
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';

/** `expected` problems unless `actual` equals it (compared as JSON). */
export function differs(what: string, actual: unknown, expected: unknown): string[] {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a === e ? [] : [`${what}: ${a}, expected ${e}`];
}

/** The same for two lists whose order means nothing. */
export function differsAsSets(
  what: string,
  actual: readonly string[],
  expected: readonly string[],
): string[] {
  const a = [...actual].sort().join(' | ');
  const e = [...expected].sort().join(' | ');
  return a === e ? [] : [`${what}: ${a}; expected ${e}`];
}

/** A problem when there is more than one of `what`. */
export const count = (what: string, n: number): string[] => (n > 1 ? [`${n} ${what}`] : []);

/** Each key once, or the keys seen twice. */
export function repeated(keys: readonly string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index).map((key) => `${key} exists twice`);
}

/** The deployments the platform holds for `projectId`. */
export const deploymentsOf = (world: GitHubWorld, projectId: string) =>
  [...world.platform.state.deployments.values()].filter((d) => d.projectId === projectId);

/** Seeds one resource before the run, and its id; a refused seed stops the row with why. */
export async function seeded(world: GitHubWorld, path: string, body: unknown): Promise<string> {
  const answer = await call(world.platform, 'POST', path, { body });
  if (answer.status >= 300) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer.json.id;
}
