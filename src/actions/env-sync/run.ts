import { assertDeclared, readDeclared } from '../../env/declared.ts';
import type { EnvPlan } from '../../env/plan.ts';
import { renderPlanText } from '../../env/render.ts';
import { runEnvSync } from '../../env/sync.ts';
import { resolveEnvTarget } from '../../env/target.ts';
import { redact, registerSecret } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readEnvSyncInputs, readSources } from './inputs.ts';
import { reportEnvSync, reportEnvSyncError } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(
  spec,
  async ({ port, outputs, inputs, connection, client, signal, workspace }) => {
    const config = readEnvSyncInputs(inputs);
    if (config.digestKey !== undefined) registerSecret(config.digestKey);
    const declared = readDeclared(readSources(config, workspace));
    // Every value of `variables` (a secret), overridden ones too, is masked before anything can be
    // printed; registerSecret skips values too short to mask usefully. Env-file values are committed.
    for (const value of declared.secretValues) registerSecret(value);
    assertDeclared(declared);
    if (declared.overridden.length > 0) {
      port.info(redact(`\`variables\` overrides env-file for: ${declared.overridden.join(', ')}.`));
    }
    const target = await resolveEnvTarget(client, config.target, port, signal);

    let plan: EnvPlan | undefined;
    let wrote = false;
    let deploymentId: string | undefined;
    const result = await port
      .group(null, (openGroup) =>
        runEnvSync({
          client,
          target,
          declared: declared.variables,
          digestKey: config.digestKey ?? connection.apiKey,
          expectedPlan: config.expectedPlan,
          prune: config.prune,
          dryRun: config.dryRun,
          wait: config.wait,
          timeoutMs: config.timeoutMs,
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
          onLogLines: (lines) => {
            for (const line of lines) port.info(redact(line.text));
          },
        }),
      )
      .catch(async (error: unknown) => {
        if (plan !== undefined)
          await reportEnvSyncError(
            port,
            outputs,
            plan,
            { dryRun: config.dryRun, wrote, deploymentId },
            error,
          );
        throw error;
      });
    await reportEnvSync(port, outputs, result, config.timeoutMs);
  },
);
