import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError, PlatformApiError } from '../api/errors.ts';
import { listProjectEnvNames, type SetEnvResult, setProjectEnv } from '../api/resources/env.ts';
import { ConfigurationError, errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';
import { DIGEST_VALUE } from './digest.ts';
import { type EnvPlan, variablesChange, writtenDigest } from './plan.ts';

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
async function writeProjectEnv(
  client: PlatformClient,
  plan: EnvPlan,
  declared: ReadonlyMap<string, string>,
  signal?: AbortSignal,
): Promise<SetEnvResult> {
  if (plan.target.kind !== 'project') throw new Error('writeProjectEnv needs a project target.');
  const variables: Record<string, string> = Object.fromEntries(declared);
  variables[writtenDigest(plan)] = DIGEST_VALUE;
  return setProjectEnv(client, plan.target.projectId, variables, signal ? { signal } : undefined);
}

export interface WriteOnceOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Read-backs after an unanswered PUT before deciding it never landed (a slow one may land late). */
  readonly rereads?: number;
  readonly rereadDelayMs?: number;
}

/** PUTs sent at most, the first included. */
const PUT_ATTEMPTS = 3;

/**
 * The project PUT, landed exactly once. Each PUT that lands starts a redeploy, so when its answer is
 * lost the variable names are read back first: the digest variable's name is keyed by the values, so
 * seeing exactly the declared names plus this run's digest means this PUT landed, and it is not sent
 * again. The answer is then unknown, so the caller finds the redeploy in the deployment list.
 */
export async function writeProjectEnvOnce(
  client: PlatformClient,
  plan: EnvPlan,
  declared: ReadonlyMap<string, string>,
  options: WriteOnceOptions,
): Promise<SetEnvResult> {
  if (plan.target.kind !== 'project') throw new Error('writeProjectEnvOnce needs a project target.');
  const { projectId } = plan.target;
  const { logger, signal } = options;
  const expected = [...declared.keys(), writtenDigest(plan)].sort();
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeProjectEnv(client, plan, declared, signal);
    } catch (error) {
      if (!mayHaveLanded(error) || attempt >= PUT_ATTEMPTS || signal?.aborted) throw error;
      logger.warning(
        `The variables PUT of project ${projectId} got no usable answer (${errorMessage(error)}); reading the names back before sending it again.`,
      );
    }
    for (let read = 0; read < (options.rereads ?? 3); read++) {
      if (read > 0) await pause(options.rereadDelayMs ?? 1_000, signal);
      const names = (await listProjectEnvNames(client, projectId, signal ? { signal } : undefined)).sort();
      if (names.length === expected.length && names.every((name, i) => name === expected[i])) {
        logger.info(
          `The unanswered PUT had landed: project ${projectId} has exactly the declared variables.`,
        );
        return { raw: undefined };
      }
    }
    logger.info(`The unanswered PUT did not land; sending it again.`);
  }
}

/** Failures after which the platform may have done the work: a lost answer, or a 5xx or 408 status. */
function mayHaveLanded(error: unknown): boolean {
  if (error instanceof AmbiguousRequestError) return true;
  return error instanceof PlatformApiError && (error.status >= 500 || error.status === 408);
}
