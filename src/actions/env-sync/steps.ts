import { assertDeclared, readDeclared } from '../../env/declared.ts';
import type { EnvPlan } from '../../env/plan.ts';
import { renderPlanText } from '../../env/render.ts';
import { type EnvSyncResult, runEnvSync } from '../../env/sync.ts';
import type { resolveEnvTarget } from '../../env/target.ts';
import type { Logger } from '../../log.ts';
import { redact, registerSecret } from '../../secrets/redact.ts';
import type { ActionContext } from '../common/platform-action.ts';
import { type EnvSyncInputs, readSources } from './inputs.ts';
import { reportEnvSyncError } from './report.ts';
import type { spec } from './spec.ts';

/** The declared variables, every secret value masked before anything can be printed, checked whole. */
export function readMaskedDeclared(config: EnvSyncInputs, workspace: string, port: Logger) {
  if (config.digestKey !== undefined) registerSecret(config.digestKey);
  const declared = readDeclared(readSources(config, workspace));
  // Every value of `variables` (a secret), overridden ones too, is masked before anything can be
  // printed; registerSecret skips values too short to mask usefully. Env-file values are committed.
  for (const value of declared.secretValues) registerSecret(value);
  assertDeclared(declared);
  if (declared.overridden.length > 0) {
    port.info(redact(`\`variables\` overrides env-file for: ${declared.overridden.join(', ')}.`));
  }
  return declared;
}

/**
 * Runs the sync with the redeploy's build log folded under a group; a sync that fails after its plan
 * still reports the plan, what it wrote and the deployment it started.
 */
export function syncInLogGroup(
  {
    port,
    outputs,
    connection,
    client,
    signal,
  }: Pick<ActionContext<string, EnvSyncOutput>, 'port' | 'outputs' | 'connection' | 'client' | 'signal'>,
  config: EnvSyncInputs,
  declared: ReturnType<typeof readMaskedDeclared>,
  target: Awaited<ReturnType<typeof resolveEnvTarget>>,
): Promise<EnvSyncResult> {
  let plan: EnvPlan | undefined;
  let wrote = false;
  let deploymentId: string | undefined;
  return port
    .group(null, (openGroup) =>
      runEnvSync({
        // The switches (prune, dry run, wait, timeout, expected plan) as read; the target resolved.
        ...config,
        client,
        target,
        declared: declared.variables,
        digestKey:
          config.digestKey === undefined
            ? { key: connection.apiKey, from: 'api-key' }
            : { key: config.digestKey, from: 'digest-key' },
        logger: port,
        signal,
        onPlan: (planned) => {
          plan = planned;
          port.info(redact(renderPlanText(planned, config.dryRun)));
        },
        onWrite: () => {
          wrote = true;
        },
        onRedeploy: (id) => {
          deploymentId = id;
          openGroup(`Build log of deployment ${id}`);
        },
      }),
    )
    .catch(async (error: unknown) => {
      if (plan !== undefined)
        await reportEnvSyncError(port, outputs, plan, { dryRun: config.dryRun, wrote, deploymentId }, error);
      throw error;
    });
}

type EnvSyncOutput = keyof (typeof spec)['outputs'];
