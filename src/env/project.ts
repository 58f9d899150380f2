import type { PlatformClient } from '../api/client.ts';
import { type SetEnvResult, setProjectEnv } from '../api/resources/env.ts';
import { ConfigurationError } from '../errors.ts';
import { DIGEST_VALUE } from './digest.ts';
import { type EnvPlan, variablesChange } from './plan.ts';

/**
 * PUT /projects/{id}/env replaces the whole set, so a write would delete every name it leaves out.
 * With prune off that is refused before anything is written, naming what would be lost.
 */
export function checkProjectPrune(plan: EnvPlan): void {
  if (plan.target.kind !== 'project' || !variablesChange(plan) || plan.undeclared.length === 0) return;
  const count = plan.undeclared.length;
  const names = plan.undeclared.join(', ');
  throw new ConfigurationError(
    `Refusing to write ${plan.target.projectId}'s variables: the platform replaces the whole set, so it ` +
      `would delete ${count === 1 ? 'this variable, which is' : `these ${count} variables, which are`} ` +
      `not declared: ${names}. Declare ${count === 1 ? 'it' : 'them'} in \`variables\` or \`env-file\`, ` +
      'or set `prune: true` to delete them. Nothing was written.',
    'prune',
  );
}

/** The one PUT of a project sync: the declared set plus its digest variable, which replaces any older one. */
export async function writeProjectEnv(
  client: PlatformClient,
  plan: EnvPlan,
  declared: ReadonlyMap<string, string>,
  signal?: AbortSignal,
): Promise<SetEnvResult> {
  if (plan.target.kind !== 'project') throw new Error('writeProjectEnv needs a project target.');
  const variables: Record<string, string> = Object.fromEntries(declared);
  variables[plan.digest] = DIGEST_VALUE;
  return setProjectEnv(client, plan.target.projectId, variables, signal ? { signal } : undefined);
}
